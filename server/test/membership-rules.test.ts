/**
 * Membership arithmetic (modules/membership/rules.ts), pure: the points deduction of spec core §5 at
 * its edges (limit proportion floored, capped by points / rate, whole yuan only), what a payment
 * earns, the level a growth value reaches at and around each threshold, and the member discount.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { earnedFor, levelFor, memberDiscountCents, nextLevel, pointDeduction, zheOf } from '../src/modules/membership/rules.js'

const RULE = { rate: 100, limitProportion: 10 }

describe('points deduction: limit = floor(amount × proportion %), capped by floor(points / rate)', () => {
  it('takes the limit when points are plenty', () => {
    // ¥380.00 × 10% = ¥38 → 3800 points.
    assert.deepEqual(pointDeduction(38_000, 1_000_000, RULE), { deductYuan: 38, deductCents: 3_800, points: 3_800 })
  })
  it('floors the limit: ¥389.99 × 10% = ¥38.999 → ¥38', () => {
    assert.equal(pointDeduction(38_999, 1_000_000, RULE).deductYuan, 38)
  })
  it('exactly at a whole yuan of limit: ¥390.00 × 10% = ¥39', () => {
    assert.equal(pointDeduction(39_000, 1_000_000, RULE).deductYuan, 39)
  })
  it('caps by points / rate, floored: 499 points at 100 per yuan pay ¥4 with 400 points', () => {
    assert.deepEqual(pointDeduction(38_000, 499, RULE), { deductYuan: 4, deductCents: 400, points: 400 })
  })
  it('exactly one yuan of points pays one yuan; one point short pays nothing', () => {
    assert.equal(pointDeduction(38_000, 100, RULE).points, 100)
    assert.deepEqual(pointDeduction(38_000, 99, RULE), { deductYuan: 0, deductCents: 0, points: 0 })
  })
  it('the limit and the cap equal: either gives the same', () => {
    assert.deepEqual(pointDeduction(50_000, 5_000, RULE), { deductYuan: 50, deductCents: 5_000, points: 5_000 })
  })
  it('an order under the limit of one yuan (¥9.99 × 10%) deducts nothing', () => {
    assert.equal(pointDeduction(999, 1_000_000, RULE).points, 0)
    assert.equal(pointDeduction(1_000, 1_000_000, RULE).deductYuan, 1)
  })
  it('nothing for a zero amount, no points, a zero proportion or a broken rate', () => {
    assert.equal(pointDeduction(0, 1_000, RULE).points, 0)
    assert.equal(pointDeduction(38_000, 0, RULE).points, 0)
    assert.equal(pointDeduction(38_000, 1_000, { rate: 100, limitProportion: 0 }).points, 0)
    assert.equal(pointDeduction(38_000, 1_000, { rate: 0, limitProportion: 10 }).points, 0)
    assert.equal(pointDeduction(-100, 1_000, RULE).points, 0)
  })
  it('100% may pay the whole amount in whole yuan, never more', () => {
    assert.equal(pointDeduction(38_050, 10_000_000, { rate: 10, limitProportion: 100 }).deductCents, 38_000)
    assert.equal(pointDeduction(38_000, 10_000_000, { rate: 10, limitProportion: 150 }).deductCents, 38_000)
  })
  it('a rate of 10 per yuan spends whole multiples of 10', () => {
    const d = pointDeduction(38_000, 205, { rate: 10, limitProportion: 20 })
    assert.deepEqual(d, { deductYuan: 20, deductCents: 2_000, points: 200 })
  })
})

describe('earning and levels', () => {
  it('earns per whole yuan paid', () => {
    assert.equal(earnedFor(38_000, 1), 380)
    assert.equal(earnedFor(38_099, 2), 760)
    assert.equal(earnedFor(99, 1), 0)
    assert.equal(earnedFor(0, 1), 0)
    assert.equal(earnedFor(10_000, 0), 0)
  })
  const LEVELS = [
    { level: 1, growthThreshold: 0 },
    { level: 2, growthThreshold: 300 },
    { level: 3, growthThreshold: 20_000 },
    { level: 4, growthThreshold: 50_000 },
  ]
  it('reaches a level exactly at its threshold, not one below', () => {
    assert.equal(levelFor(0, LEVELS), 1)
    assert.equal(levelFor(299, LEVELS), 1)
    assert.equal(levelFor(300, LEVELS), 2)
    assert.equal(levelFor(19_999, LEVELS), 2)
    assert.equal(levelFor(20_000, LEVELS), 3)
    assert.equal(levelFor(50_000, LEVELS), 4)
    assert.equal(levelFor(10_000_000, LEVELS), 4)
  })
  it('does not depend on the order levels come in; no levels is level 1', () => {
    assert.equal(levelFor(300, [...LEVELS].reverse()), 2)
    assert.equal(levelFor(300, []), 1)
  })
  it('tells the next level and what it still needs; none at the top', () => {
    assert.deepEqual(nextLevel(120, 1, LEVELS), { level: 2, growthThreshold: 300, need: 180 })
    assert.deepEqual(nextLevel(300, 2, LEVELS), { level: 3, growthThreshold: 20_000, need: 19_700 })
    assert.equal(nextLevel(60_000, 4, LEVELS), null)
  })
  it('member discount: the discount floored to the cent, none without a percent', () => {
    assert.equal(memberDiscountCents(38_000, 95), 1_900)
    assert.equal(memberDiscountCents(999, 95), 49)
    assert.equal(memberDiscountCents(38_000, null), 0)
    assert.equal(memberDiscountCents(38_000, 100), 0)
    assert.equal(memberDiscountCents(0, 90), 0)
  })
  it('会员{n}折 figures', () => {
    assert.equal(zheOf(95), '9.5')
    assert.equal(zheOf(90), '9')
    assert.equal(zheOf(88), '8.8')
  })
})
