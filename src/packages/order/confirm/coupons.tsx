/**
 * The confirm page's coupon choice: pre_order's usable coupons (the server's automatic best choice is
 * the checked one when the shop enables it), "no coupon", and the unusable ones with the server's
 * reason. Choosing re-quotes the order with that coupon (the page passes onChoose).
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import type { PreOrderCoupons } from '../../../../types/orders'
import { Section } from '../../../components/section'
import { t } from '../../../i18n'

export function CouponChoice(props: { coupons: PreOrderCoupons | undefined; money: (cents: number) => string; onChoose: (couponId: string | null) => void }) {
  const c = props.coupons
  if (!c || c.usable.length + c.unusable.length === 0) return null
  const option = (key: string, on: boolean, label: string, value: string, choose: () => void, off = 0) => (
    <View key={key} className={`order-option ${on ? 'order-option--on' : ''}`} data-testid='confirm-coupon' data-value={key} data-on={on ? '1' : '0'} data-discount={off} onClick={choose}>
      <Text>{label}</Text>
      <Text>
        {value} {on ? '●' : '○'}
      </Text>
    </View>
  )
  return (
    <Section title={t('orders.coupon.title')}>
      <View className='order-options' data-testid='confirm-coupons' data-chosen={c.chosenCouponId ?? ''}>
        {c.usable.map((u) => option(u.couponId, u.couponId === c.chosenCouponId, u.title, t('orders.coupon.off', { amount: props.money(u.discountAmount) }), () => props.onChoose(u.couponId), u.discountAmount))}
        {option('', c.chosenCouponId === null, t('orders.coupon.none'), '', () => props.onChoose(null))}
        {c.unusable.length ? <Text className='order-row__label'>{t('orders.coupon.unusable', { count: c.unusable.length })}</Text> : null}
        {c.unusable.map((u) => (
          <View key={u.couponId} className='order-option confirm-coupon--off' data-testid='confirm-coupon-unusable'>
            <Text>{u.title}</Text>
            <Text>{u.reasonText}</Text>
          </View>
        ))}
      </View>
    </Section>
  )
}
