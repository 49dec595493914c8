/**
 * The show's add purchase list on the confirm page: each buyable SKU of each offered product with a
 * quantity stepper; a change is re-quoted by the page (the server prices it into the one pay amount).
 */
import '../messages'
import { Image, Text, View } from '@tarojs/components'
import type { AddOnLine, AddOnList } from '../../../../types/products'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'
import { assetUrl } from '../../../utils/asset-url'

interface Props {
  list: AddOnList | null
  chosen: AddOnLine[]
  money: (cents: number) => string
  busy: boolean
  onChange: (skuId: string, qty: number) => void
}

export function AddOnPicker({ list, chosen, money, busy, onChange }: Props) {
  const rows = (list?.products ?? []).flatMap((p) => p.skus.map((s) => ({ p, s })))
  if (!rows.length) return null
  const qtyOf = (skuId: string) => chosen.find((c) => c.skuId === skuId)?.qty ?? 0
  return (
    <Section title={t('orders.addOns.title')}>
      <Text className='confirm-hint'>{t('orders.addOns.hint')}</Text>
      {rows.map(({ p, s }) => {
        const qty = qtyOf(s.skuId)
        const max = Math.min(p.maxPerOrder, s.stockLeft)
        return (
          <View key={s.skuId} className={`confirm-pick add-on ${qty ? 'confirm-pick--on' : ''}`} data-testid='add-on' data-sku-id={s.skuId} data-qty={qty}>
            <Image className='add-on__image' src={assetUrl(p.posterUrl)} mode='aspectFill' />
            <View className='confirm-pick__main'>
              <Text className='confirm-pick__name'>{p.name}</Text>
              {s.specText ? <Text className='confirm-pick__sub'>{s.specText}</Text> : null}
              <Text className='add-on__price'>{money(s.price)}</Text>
            </View>
            <View className='add-on__stepper'>
              <Text
                className={`add-on__step ${qty <= 0 || busy ? 'add-on__step--off' : ''}`}
                data-testid='add-on-minus'
                aria-label={t('orders.addOns.less')}
                onClick={() => qty > 0 && !busy && onChange(s.skuId, qty - 1)}
              >
                −
              </Text>
              <Text className='add-on__qty' data-testid='add-on-qty'>
                {qty}
              </Text>
              <Text
                className={`add-on__step ${qty >= max || busy ? 'add-on__step--off' : ''}`}
                data-testid='add-on-plus'
                aria-label={t('orders.addOns.more')}
                onClick={() => qty < max && !busy && onChange(s.skuId, qty + 1)}
              >
                +
              </Text>
            </View>
          </View>
        )
      })}
    </Section>
  )
}
