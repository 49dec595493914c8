/**
 * The coupon card every coupon page shows (spec accounts §9): the value (¥ for cash types, 折 for
 * discounts, 张 for exchange coupons), the title on at most 2 rows, the threshold, the scope's name and
 * the validity; the page passes the action. Plus the 实名认证 dialog a real-name template's refusal opens.
 */
import './messages'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import dayjs from 'dayjs'
import { COUPON_NEED_REAL_NAME, type CouponScope, type CouponTemplateView, type CouponView, type TemplateCouponType } from '../../../types/coupons'
import { t, type MessageKey } from '../../i18n'
import { showConfirm } from '../../platform/ui'
import { isRequestError } from '../../request'
import { router } from '../../router'
import { formatCents } from '../../utils/money'
import './coupon.css'

/** What the card needs of a template or a held coupon. */
export type CouponLike = Pick<CouponTemplateView, 'title' | 'couponType' | 'amount' | 'threshold' | 'discount' | 'maxDiscount' | 'exchangeQty' | 'scope' | 'useWay'> & {
  couponBizTypes?: CouponTemplateView['couponBizTypes']
}

const yuan = (cents: number) => `¥${formatCents(cents).replace(/\.00$/, '')}`

/** The big value of the card. */
export function couponValue(c: CouponLike): string {
  const type: TemplateCouponType = c.couponType
  if (type === 'DISCOUNT' || type === 'FULL_DISCOUNT') return t('coupon.discount', { n: c.discount / 10, off: 100 - c.discount })
  if (type === 'EXCHANGE') {
    const goods = c.couponBizTypes ? !c.couponBizTypes.includes('SHOW') : false
    return t(goods ? 'coupon.exchangeItem' : 'coupon.exchangeTicket', { count: Math.max(1, c.exchangeQty) })
  }
  return yuan(c.amount)
}

/** The condition under the value: the threshold, else "no minimum"; a discount's cap follows. */
export function couponCondition(c: CouponLike): string {
  const base = c.threshold > 0 ? t('coupon.threshold', { amount: yuan(c.threshold) }) : t('coupon.noThreshold')
  return c.maxDiscount > 0 ? `${base} · ${t('coupon.maxDiscount', { amount: yuan(c.maxDiscount) })}` : base
}

export const scopeName = (scope: CouponScope): string => t(`coupon.scope.${scope}` as MessageKey)

export function validityOfTemplate(v: CouponTemplateView): string {
  if (v.expirationType === 'DYNAMIC') return t(v.expirationUnit === 'HOUR' ? 'coupon.validHours' : 'coupon.validDays', { count: v.length ?? 0 })
  return v.expireTime ? t('coupon.validUntil', { date: dayjs(v.expireTime).format('YYYY.MM.DD') }) : ''
}

export const validityOfCoupon = (c: CouponView): string => `${dayjs(c.startTime).format('YYYY.MM.DD')} - ${dayjs(c.expireTime).format('YYYY.MM.DD')}`

export function CouponCard(props: { coupon: CouponLike; validity: string; action?: ReactNode; dim?: boolean; testId?: string; id?: string; onClick?: () => void }) {
  const c = props.coupon
  return (
    <View className={`cp-card ${props.dim ? 'cp-card--dim' : ''}`} data-testid={props.testId ?? 'coupon-card'} data-id={props.id} onClick={props.onClick}>
      <View className='cp-card__value'>
        <Text className='cp-card__amount' data-testid='coupon-value'>{couponValue(c)}</Text>
        <Text className='cp-card__cond'>{couponCondition(c)}</Text>
      </View>
      <View className='cp-card__body'>
        <Text className='cp-card__title' data-testid='coupon-title'>{c.title}</Text>
        <Text className='cp-card__meta'>{c.useWay === 'OFFLINE' ? t('coupon.offline') : scopeName(c.scope)}</Text>
        <Text className='cp-card__meta'>{props.validity}</Text>
      </View>
      {props.action ? <View className='cp-card__action'>{props.action}</View> : null}
    </View>
  )
}

/**
 * A receive refused for real-name verification opens the 实名认证 dialog (去认证 / 取消); true when it was
 * that refusal. 去认证 leads to the verification entry (middleVerify).
 */
export async function answerRealName(err: unknown): Promise<boolean> {
  if (!isRequestError(err) || err.errorCode !== COUPON_NEED_REAL_NAME) return false
  const go = await showConfirm({ title: t('coupon.realName.title'), content: t('coupon.realName.content'), confirmText: t('coupon.realName.go'), cancelText: t('coupon.realName.cancel') })
  if (go) void router.open('middleVerify')
  return true
}
