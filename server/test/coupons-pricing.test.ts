/**
 * Coupon arithmetic (modules/coupons/pricing.ts), pure: every type's discount in integer cents, the
 * use limits, the unusable reasons, and the automatic choice with its ties.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { TemplateCouponType } from '../../types/coupons.js'
import { chooseBest, priceCoupon, scopeOf, type Candidate, type CouponTerms, type PricedLine } from '../src/modules/coupons/pricing.js'

const NOW = Date.UTC(2026, 10, 25, 12)
const DAY = 86_400_000

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  showId: 'S1',
  sessionId: 'S1-1',
  seatPlanId: 'P1',
  venueId: 'V1',
  showType: 'NORMAL',
  categoryId: 'CONCERT',
  tagIds: [],
  unitPrice: 38_000,
  qty: 1,
  ...over,
})

const terms = (couponType: TemplateCouponType, over: Partial<CouponTerms> = {}): CouponTerms => ({
  couponType,
  status: 'AVAILABLE',
  bizTypes: ['SHOW'],
  useWay: 'ONLINE',
  amount: 0,
  threshold: 0,
  discountPercent: 0,
  maxDiscount: 0,
  exchangeQty: 0,
  useLimit: {},
  startTime: NOW - DAY,
  expireTime: NOW + DAY,
  ...over,
})

const off = (t: CouponTerms, lines: PricedLine[]) => {
  const p = priceCoupon(t, lines, NOW)
  assert.ok(p.usable, `expected usable, got ${JSON.stringify(p)}`)
  return p.discount
}
const why = (t: CouponTerms, lines: PricedLine[]) => {
  const p = priceCoupon(t, lines, NOW)
  assert.ok(!p.usable, `expected unusable, got ${JSON.stringify(p)}`)
  return p.reason
}

describe('coupon arithmetic', () => {
  it('cash types take their amount, at most the eligible amount', () => {
    for (const type of ['CASH', 'MULTI_USER_RANDOM_CASH', 'EXPIRY_COMPENSATION_CASH', 'MULTI_USER_FIXED_CASH'] as const) {
      assert.equal(off(terms(type, { amount: 5_000 }), [line({ qty: 2 })]), 5_000, type)
      assert.equal(off(terms(type, { amount: 50_000 }), [line()]), 38_000, `${type} never goes below zero`)
    }
    // A threshold on a cash coupon is honoured too.
    assert.equal(why(terms('CASH', { amount: 1_000, threshold: 40_000 }), [line()]), 'BELOW_THRESHOLD')
  })

  it('REDUCTION needs its threshold, reached exactly is enough', () => {
    assert.equal(off(terms('REDUCTION', { amount: 3_000, threshold: 38_000 }), [line()]), 3_000)
    assert.equal(why(terms('REDUCTION', { amount: 3_000, threshold: 38_001 }), [line()]), 'BELOW_THRESHOLD')
  })

  it('DISCOUNT: floor of the percent off (the buyer keeps the rounding), capped by maxDiscount', () => {
    // 8.5折 on 333.33: 15 % off = 49.9995 → 49.99 off, 283.34 paid.
    assert.equal(off(terms('DISCOUNT', { discountPercent: 85 }), [line({ unitPrice: 33_333 })]), 4_999)
    assert.equal(off(terms('DISCOUNT', { discountPercent: 80 }), [line({ qty: 2 })]), 15_200)
    assert.equal(off(terms('DISCOUNT', { discountPercent: 80, maxDiscount: 10_000 }), [line({ qty: 2 })]), 10_000)
    assert.equal(off(terms('DISCOUNT', { discountPercent: 99 }), [line({ unitPrice: 99 })]), 0)
  })

  it('FULL_DISCOUNT: the threshold, then the percent', () => {
    assert.equal(why(terms('FULL_DISCOUNT', { discountPercent: 90, threshold: 50_000 }), [line()]), 'BELOW_THRESHOLD')
    assert.equal(off(terms('FULL_DISCOUNT', { discountPercent: 90, threshold: 50_000 }), [line({ qty: 2 })]), 7_600)
  })

  it('EXCHANGE pays for its tickets, the dearest eligible first, never more tickets than ordered', () => {
    const lines = [line({ seatPlanId: 'P1', unitPrice: 38_000, qty: 1 }), line({ seatPlanId: 'P2', unitPrice: 58_000, qty: 2 })]
    assert.equal(off(terms('EXCHANGE', { exchangeQty: 1 }), lines), 58_000)
    assert.equal(off(terms('EXCHANGE', { exchangeQty: 2 }), lines), 116_000)
    assert.equal(off(terms('EXCHANGE', { exchangeQty: 5 }), lines), 154_000)
    // Limited to tier P1: only that ticket counts.
    assert.equal(off(terms('EXCHANGE', { exchangeQty: 1, useLimit: { seatPlanIds: ['P1'] } }), lines), 38_000)
  })

  it('use limits: only lines inside every limit count', () => {
    const lines = [line({ showId: 'S1', unitPrice: 10_000 }), line({ showId: 'S2', sessionId: 'S2-1', seatPlanId: 'Q1', venueId: 'V2', unitPrice: 20_000 })]
    assert.equal(off(terms('DISCOUNT', { discountPercent: 50, useLimit: { showIds: ['S2'] } }), lines), 10_000)
    assert.equal(off(terms('DISCOUNT', { discountPercent: 50, useLimit: { venueIds: ['V1'] } }), lines), 5_000)
    assert.equal(why(terms('CASH', { amount: 100, useLimit: { showSessionIds: ['X'] } }), lines), 'OUT_OF_SCOPE')
    assert.equal(why(terms('CASH', { amount: 100, useLimit: { itemIds: ['goods-1'] } }), lines), 'OUT_OF_SCOPE')
    assert.equal(off(terms('CASH', { amount: 100, useLimit: { tagIds: ['HOT'] } }), [line({ tagIds: ['HOT'] })]), 100)
    assert.equal(why(terms('CASH', { amount: 100, useLimit: { showTypes: ['OPEN'] } }), lines), 'OUT_OF_SCOPE')
  })

  it('refuses by status, dates, way of use, type and business', () => {
    const l = [line()]
    assert.equal(why(terms('CASH', { amount: 1, status: 'PENDING' }), l), 'STATUS')
    assert.equal(why(terms('CASH', { amount: 1, expireTime: NOW }), l), 'EXPIRED')
    assert.equal(why(terms('CASH', { amount: 1, startTime: NOW + 1 }), l), 'NOT_STARTED')
    assert.equal(why(terms('OUTER', { amount: 1 }), l), 'OUTER')
    assert.equal(why(terms('CASH', { amount: 1, useWay: 'OFFLINE' }), l), 'OFFLINE')
    assert.equal(why(terms('CASH', { amount: 1, bizTypes: ['PARKING_FEE'] }), l), 'BIZ_TYPE')
  })

  it('names the scope by its narrowest limit', () => {
    assert.equal(scopeOf({}, ['SHOW']), 'ALL_TICKETS')
    assert.equal(scopeOf({}, ['ITEM']), 'ALL_ITEMS')
    assert.equal(scopeOf({ showIds: ['S'], seatPlanIds: ['P'] }, ['SHOW']), 'SEAT_PLAN')
    assert.equal(scopeOf({ venueIds: ['V'] }, ['SHOW']), 'VENUE')
    assert.equal(scopeOf({}, ['PARKING_FEE']), 'PARKING')
  })
})

describe('automatic coupon choice', () => {
  const c = (couponId: string, over: Partial<Candidate> = {}): Candidate => ({ couponId, couponType: 'CASH', discountAmount: 1_000, expireTime: NOW + DAY, scope: 'ALL_TICKETS', ...over })

  it('an exchange coupon first, even when a cash coupon takes more off', () => {
    assert.equal(chooseBest([c('cash', { discountAmount: 90_000 }), c('ex', { couponType: 'EXCHANGE', discountAmount: 38_000 })])?.couponId, 'ex')
  })
  it('otherwise the largest discountAmount', () => {
    assert.equal(chooseBest([c('a', { discountAmount: 1_000 }), c('b', { discountAmount: 1_001 }), c('d', { couponType: 'DISCOUNT', discountAmount: 999 })])?.couponId, 'b')
  })
  it('a tie goes to the earlier expiry', () => {
    assert.equal(chooseBest([c('late', { expireTime: NOW + 2 * DAY }), c('soon', { expireTime: NOW + DAY })])?.couponId, 'soon')
  })
  it('a tie on both goes to the narrower scope', () => {
    assert.equal(chooseBest([c('wide'), c('show', { scope: 'SHOW' }), c('venue', { scope: 'VENUE' })])?.couponId, 'show')
  })
  it('among exchange coupons the same ties apply; nothing usable chooses nothing', () => {
    assert.equal(chooseBest([c('ex1', { couponType: 'EXCHANGE', expireTime: NOW + 3 * DAY }), c('ex2', { couponType: 'EXCHANGE', expireTime: NOW + DAY })])?.couponId, 'ex2')
    assert.equal(chooseBest([]), null)
  })
})
