/**
 * Ticket stubs (/ticket-stub-list, login needed): one card per paid, valid ticket of the buyer (the
 * server lists only those), newest session first; a card opens its printable stub.
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTitle } from '../../../components/form'
import { imageAlt } from '../../../components/a11y'
import { PageShell } from '../../../components/page-shell'
import { t } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { router } from '../../../router'
import { fetchTicketStubs } from '../../../services/express'
import { stores } from '../../../stores'
import { assetUrl } from '../../../utils/asset-url'
import { useRemote } from '../../../utils/use-remote'
import '../goods.css'
import '../stubs.css'

export default observer(function TicketStubListPage() {
  useTitle(t('route.ticketStubList'))
  const remote = useRemote(() => fetchTicketStubs(), [stores.app.lang])
  const stubs = remote.data?.stubs
  return (
    <PageShell name='ticketStubList'>
      <View data-testid='stub-list' data-loading={stubs ? '0' : '1'} data-count={stubs?.length ?? 0}>
        {!stubs ? (
          remote.error ? <Text className='goods-empty'>{remote.error}</Text> : <ListFooter loading done={false} failed={false} onRetry={() => void remote.reload()} />
        ) : stubs.length === 0 ? (
          <Text className='goods-empty' data-testid='stub-empty'>
            {t('stubs.empty')}
          </Text>
        ) : (
          stubs.map((s) => (
            <View key={s.ticketId} className='stub-card' data-testid='stub-card' data-ticket-id={s.ticketId} onClick={() => void router.open('ticketStubPrint', { ticketId: s.ticketId })}>
              <Image className='stub-card__image' src={assetUrl(s.imagePath)} mode='aspectFit' {...imageAlt(s.showName)} />
              <View className='stub-card__body'>
                <Text className='stub-card__name'>{s.showName}</Text>
                <Text className='muted'>{s.sessionName}</Text>
                <Text className='muted'>
                  {s.seatPlanName} · {s.seatInfo || t('stubs.admission')}
                </Text>
                <Text className='link'>{t('stubs.print')} ›</Text>
              </View>
            </View>
          ))
        )}
      </View>
    </PageShell>
  )
})
