/**
 * The tied sale list (/tied-sale-list/:showId): every combo, tied sale and ticket package of a show on
 * sale now, each with its parts in short, its price and saving; a card opens the combo page. Open to
 * anyone (the show detail links here when the show has more than it shows inline).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useTitle } from '../../../components/form'
import { MissingData } from '../../../components/missing-data'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchShowCombos } from '../../../services/combos'
import { stores } from '../../../stores'
import { formatCents } from '../../../utils/money'
import { useRemote } from '../../../utils/use-remote'
import { ComboType } from '../combo/parts'
import '../detail/order.css'
import '../combo/combo.css'

const money = (cents: number) => `¥${formatCents(cents)}`

export default observer(function TiedSaleListPage() {
  useTitle(t('route.tiedSaleList'))
  const showId = useRouter().params.showId ?? ''
  const remote = useRemote(() => fetchShowCombos(showId), [showId, stores.app.lang])
  usePullDownRefresh(() => {
    void remote.reload().finally(() => Taro.stopPullDownRefresh())
  })
  const list = remote.data
  if (!list) {
    return (
      <PageShell name='tiedSaleList'>
        {remote.missing ? <MissingData /> : remote.error ? <Text className='order-empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />}
      </PageShell>
    )
  }
  return (
    <PageShell name='tiedSaleList'>
      <View data-testid='tied-sale-list' data-count={list.activities.length} className='combo-list'>
        {list.activities.length === 0 ? (
          <Text className='order-empty' data-testid='combos-empty'>
            {t('combos.empty')}
          </Text>
        ) : (
          <View className='combo-cards'>
            {list.activities.map((a) => (
              <View key={a.promotionId} className='combo-card' data-testid='combo-card' data-promotion-id={a.promotionId} onClick={() => void router.open('comboActivity', { promotionId: a.promotionId })}>
                <ComboType combo={a} />
                <Text className='combo-card__name'>{a.name}</Text>
                <Text className='combo-card__parts'>{a.parts.map((p) => `${p.name} × ${p.qty}`).join(' + ')}</Text>
                <View className='combo-price'>
                  <Text className='combo-price__now'>{money(a.price)}</Text>
                  <Text className='combo-price__was'>{money(a.listPrice)}</Text>
                  {a.saving > 0 ? <Text className='combo-saving'>{t('combos.saving', { amount: money(a.saving) })}</Text> : null}
                  {!a.available ? <Text className='combo-hint'>{t('combos.unavailable')}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        )}
      </View>
    </PageShell>
  )
})
