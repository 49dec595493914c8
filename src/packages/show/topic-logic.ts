/**
 * Pure pieces of the topic and vote pages (unit-tested): a coupon template's value, condition and
 * validity in the buyer's language, what the vote page's button says for a vote and a caller, and a
 * reservable place's slots by day.
 */
import dayjs from 'dayjs'
import type { CouponTemplateView } from '../../../types/coupons'
import type { ReservationSlot } from '../../../types/reservations'
import type { VoteView } from '../../../types/votes'
import { t, type MessageKey } from '../../i18n'
import { formatCents } from '../../utils/money'
import { venueTime } from './open-show-logic'
import './messages'

const yuan = (cents: number) => formatCents(cents).replace(/\.00$/, '')

export function couponValueText(c: Pick<CouponTemplateView, 'couponType' | 'amount' | 'discount' | 'exchangeQty'>): string {
  if (c.couponType === 'DISCOUNT' || c.couponType === 'FULL_DISCOUNT') return t('topic.coupon.discount', { n: c.discount / 10, off: 100 - c.discount })
  if (c.couponType === 'EXCHANGE') return t('topic.coupon.exchange', { count: Math.max(1, c.exchangeQty) })
  return t('topic.coupon.cash', { amount: yuan(c.amount) })
}

export function couponConditionText(c: Pick<CouponTemplateView, 'threshold'>): string {
  return c.threshold > 0 ? t('topic.coupon.threshold', { amount: `¥${yuan(c.threshold)}` }) : t('topic.coupon.noThreshold')
}

export function couponValidityText(c: Pick<CouponTemplateView, 'expirationType' | 'expirationUnit' | 'length' | 'expireTime'>): string {
  if (c.expirationType === 'DYNAMIC') return t('topic.coupon.validFor', { count: c.length ?? 0, unit: t(`topic.coupon.unit.${c.expirationUnit === 'HOUR' ? 'HOUR' : 'DAY'}` as MessageKey) })
  return c.expireTime ? t('topic.coupon.validUntil', { date: dayjs(c.expireTime).format('YYYY.MM.DD') }) : ''
}

/** The vote page's one action for this caller: log in, vote, or why not. */
export type VoteAction = { kind: 'login' } | { kind: 'vote' } | { kind: 'closed'; text: string }

export function voteAction(v: Pick<VoteView, 'state' | 'rule' | 'myOptionId' | 'canVote'>, loggedIn: boolean): VoteAction {
  if (v.state !== 'OPEN') return { kind: 'closed', text: t(`vote.state.${v.state}`) }
  if (!loggedIn) return { kind: 'login' }
  if (v.canVote) return { kind: 'vote' }
  return { kind: 'closed', text: t(v.rule === 'DAILY' ? 'vote.votedToday' : 'vote.votedOnce') }
}

/** Slots by the venue-time date, in order. */
export function slotsByDay(slots: ReservationSlot[], utcOffset: number): Array<[string, ReservationSlot[]]> {
  const days = new Map<string, ReservationSlot[]>()
  for (const s of slots) {
    const day = venueTime(s.startTime, utcOffset).slice(0, 10)
    days.set(day, [...(days.get(day) ?? []), s])
  }
  return [...days.entries()]
}
