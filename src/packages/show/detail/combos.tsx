/**
 * The show's combos, tied sales and ticket packages on its detail page: the first two as rows (name;
 * price a set over the saving) opening the combo page, and "all n" opening the tied sale list. Nothing when
 * the show has none (the list is asked quietly: a failure hides the section).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ComboActivity } from '../../../../types/combos'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { router } from '../../../router'
import { fetchShowCombos } from '../../../services/combos'
import { formatCents } from '../../../utils/money'

const INLINE = 2
const money = (cents: number) => `¥${formatCents(cents)}`

export function ShowCombos({ showId, lang }: { showId: string; lang: string }) {
  const [list, setList] = useState<ComboActivity[]>([])
  useEffect(() => {
    let live = true
    fetchShowCombos(showId)
      .then((l) => live && setList(l.activities))
      .catch(() => live && setList([]))
    return () => {
      live = false
    }
  }, [showId, lang])
  if (!list.length) return null
  return (
    <Section title={t('showCombos.title')}>
      <View data-testid='show-combos' data-count={list.length}>
        {list.slice(0, INLINE).map((a) => (
          <View key={a.promotionId} className='detail-row detail-row--link detail-combo' data-testid='show-combo' data-promotion-id={a.promotionId} onClick={() => void router.open('comboActivity', { promotionId: a.promotionId })}>
            <Text className='detail-row__label detail-combo__name'>{a.name}</Text>
            {/* Price and saving on lines of their own, so neither breaks on a phone's width. */}
            <View className='detail-combo__prices'>
              <Text className='detail-combo__price'>{t('showCombos.price', { amount: money(a.price) })}</Text>
              {a.saving > 0 ? <Text className='detail-combo__saving'>{t('showCombos.saving', { amount: money(a.saving) })}</Text> : null}
            </View>
            <Text className='detail-row__arrow'>›</Text>
          </View>
        ))}
        <View className='detail-row detail-row--link' data-testid='show-combos-all' onClick={() => void router.open('tiedSaleList', { showId })}>
          <Text className='detail-row__value'>{t('showCombos.all', { count: list.length })}</Text>
          <Text className='detail-row__arrow'>›</Text>
        </View>
      </View>
    </Section>
  )
}
