/**
 * Prices as the spec prints them: currency prefix, yuan, two-decimal cents, suffix ('起'); 'price to
 * be determined' when pending; nothing when hidden. All money passes through utils/money.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PriceInfo } from '../../../types/catalog'
import { t } from '../../i18n'
import { priceSizeClass, splitCents, type PriceSize, type SplitMoney } from '../../utils/money'
import { priceOverride } from '../../utils/show-rules'
import './index.css'

const cents2 = (n: number) => String(n).padStart(2, '0')

function Amount({ prefix, money, size }: { prefix: string; money: SplitMoney; size: PriceSize }) {
  return (
    <Text className={`price__amount ${priceSizeClass(money.yuanNum, size)}`}>
      <Text className='price__prefix'>{prefix}</Text>
      <Text className='price__yuan'>{money.yuanNum}</Text>
      <Text className='price__cent'>.{cents2(money.centNum)}</Text>
    </Text>
  )
}

interface PriceProps {
  info: PriceInfo | null
  isFree?: boolean
  size?: PriceSize
}

/** One price (a card's minimum price); free shows say so, a null price (hidden) prints nothing. */
export const Price = observer(function Price({ info, isFree, size = 'medium' }: PriceProps) {
  if (isFree) return <Text className='price price--free'>{t('browse.price.free')}</Text>
  if (!info) return null
  if (info.pending) return <Text className='price price--pending'>{info.suffix || t('browse.price.tbd')}</Text>
  return (
    <View className='price' data-testid='price'>
      <Amount prefix={info.prefix} money={info} size={size} />
      {info.suffix && <Text className='price__suffix'>{info.suffix}</Text>}
    </View>
  )
})

interface RangeProps {
  customPrice: number | null
  min: PriceInfo | null
  max: PriceInfo | null
  isFree: boolean
  /** Shop config hiddenTicketPrice: the merchant's text replaces every price. */
  hiddenText?: string
  size?: PriceSize
}

/** A show's price range after the override rule: 0 hides, -1 to be determined, positive cents replace it. */
export const PriceRange = observer(function PriceRange({ customPrice, min, max, isFree, hiddenText, size = 'large' }: RangeProps) {
  if (hiddenText !== undefined) return <Text className='price price--pending'>{hiddenText}</Text>
  if (isFree) return <Text className='price price--free'>{t('browse.price.free')}</Text>
  const override = priceOverride(customPrice)
  if (override.kind === 'hidden') return null
  if (override.kind === 'pending') return <Text className='price price--pending'>{t('browse.price.tbd')}</Text>
  const prefix = min?.prefix || max?.prefix || '¥'
  if (override.kind === 'amount') {
    return (
      <View className='price' data-testid='price'>
        <Amount prefix={prefix} money={splitCents(override.cents)} size={size} />
      </View>
    )
  }
  if (!min || min.pending) return min ? <Text className='price price--pending'>{min.suffix || t('browse.price.tbd')}</Text> : null
  const same = !max || (max.yuanNum === min.yuanNum && max.centNum === min.centNum)
  return (
    <View className='price' data-testid='price'>
      <Amount prefix={prefix} money={min} size={size} />
      {!same && max && (
        <>
          <Text className='price__dash'> - </Text>
          <Amount prefix={prefix} money={max} size={size} />
        </>
      )}
    </View>
  )
})
