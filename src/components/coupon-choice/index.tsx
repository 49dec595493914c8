/**
 * The coupon choice of the ticket and goods confirm pages: the quote's usable coupons (the server's
 * automatic best choice is the checked one when the shop enables it), "no coupon", and the unusable
 * ones with the server's reason. Choosing re-quotes the order with that coupon (the page passes
 * onChoose); the page keeps its quote when the server refuses.
 */
import { Text, View } from '@tarojs/components'
import type { PreOrderCoupons } from '../../../types/orders'
import { addMessages, t } from '../../i18n'
import { couponChoiceMessages } from '../../i18n/messages/coupon-choice'
import { pressable } from '../a11y'
import { Section } from '../section'
import './index.css'

// Registered here, not by a package dictionary: pages of two subpackages show this choice.
addMessages(couponChoiceMessages)

export function CouponChoice(props: { coupons: PreOrderCoupons | undefined; money: (cents: number) => string; onChoose: (couponId: string | null) => void }) {
  const c = props.coupons
  if (!c || c.usable.length + c.unusable.length === 0) return null
  const option = (key: string, on: boolean, label: string, value: string, choose: () => void, off = 0) => (
    <View key={key} className={`coupon-choice__option ${on ? 'coupon-choice__option--on' : ''}`} data-testid='confirm-coupon' data-value={key} data-on={on ? '1' : '0'} data-discount={off} {...pressable(null, { role: 'radio', selected: on })} onClick={choose}>
      <Text>{label}</Text>
      <Text>
        {value} {on ? '●' : '○'}
      </Text>
    </View>
  )
  return (
    <Section title={t('couponChoice.title')}>
      <View className='coupon-choice' data-testid='confirm-coupons' data-chosen={c.chosenCouponId ?? ''} role='radiogroup'>
        {c.usable.map((u) => option(u.couponId, u.couponId === c.chosenCouponId, u.title, t('couponChoice.off', { amount: props.money(u.discountAmount) }), () => props.onChoose(u.couponId), u.discountAmount))}
        {option('', c.chosenCouponId === null, t('couponChoice.none'), '', () => props.onChoose(null))}
        {c.unusable.length ? <Text className='coupon-choice__label'>{t('couponChoice.unusable', { count: c.unusable.length })}</Text> : null}
        {c.unusable.map((u) => (
          <View key={u.couponId} className='coupon-choice__option coupon-choice__option--off' data-testid='confirm-coupon-unusable'>
            <Text>{u.title}</Text>
            <Text>{u.reasonText}</Text>
          </View>
        ))}
      </View>
    </Section>
  )
}
