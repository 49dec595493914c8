/**
 * The refund rule's arithmetic, pure: the fee tier in force at a moment, fees rounded half up in whole
 * cents, each ticket's share of a discounted pay amount adding up to exactly that amount, and the
 * provider-currency amount of successive partial refunds adding up to exactly what was captured.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { feeOf, providerAmount, ruleView, shares, tierAt, type RefundRule } from '../src/modules/refunds/rules.js'

const HOUR = 3600_000
const rule: RefundRule = { showId: 'S', allowed: true, tiers: [{ minHoursBefore: 24, feeBp: 1000 }, { minHoursBefore: 72, feeBp: 0 }], maxRefundsPerOrder: 3 }

describe('refund rules', () => {
  it('picks the tier by hours before the start, whatever the stored order; closed past the last', () => {
    const start = 1_000 * HOUR
    assert.deepEqual(tierAt(rule, start, start - 100 * HOUR), { minHoursBefore: 72, feeBp: 0 })
    assert.deepEqual(tierAt(rule, start, start - 72 * HOUR), { minHoursBefore: 72, feeBp: 0 })
    assert.deepEqual(tierAt(rule, start, start - 71 * HOUR), { minHoursBefore: 24, feeBp: 1000 })
    assert.equal(tierAt(rule, start, start - 23 * HOUR), null)
    assert.equal(tierAt({ ...rule, allowed: false }, start, start - 100 * HOUR), null)
  })

  it('rounds fees half up and never above the value', () => {
    assert.equal(feeOf(10_001, 1000), 1000)
    assert.equal(feeOf(10_005, 1000), 1001)
    assert.equal(feeOf(5, 1000), 1)
    assert.equal(feeOf(4, 1000), 0)
    assert.equal(feeOf(100, 20_000), 100)
  })

  it('shares a discounted pay amount over the tickets exactly', () => {
    const s = shares(
      [
        { ticketId: 'a', priceCents: 10_000 },
        { ticketId: 'b', priceCents: 10_000 },
        { ticketId: 'c', priceCents: 5_000 },
      ],
      19_999,
    )
    assert.equal([...s.values()].reduce((x, y) => x + y, 0), 19_999)
    assert.deepEqual([...s.entries()], [['a', 8000], ['b', 8000], ['c', 3999]])
    assert.deepEqual([...shares([{ ticketId: 'f', priceCents: 0 }], 0).values()], [0])
  })

  it('gives the provider exactly what it captured over successive partial refunds', () => {
    const pay = { amountCents: 30_001, providerAmountCents: 32_581 }
    const first = providerAmount(10_000, pay, { amount: 0, provider: 0 })
    const second = providerAmount(10_000, pay, { amount: 10_000, provider: first })
    const last = providerAmount(10_001, pay, { amount: 20_000, provider: first + second })
    assert.equal(first + second + last, 32_581)
  })

  it('states the rule in each language', () => {
    assert.deepEqual(ruleView(rule, 'en-US').lines.slice(0, 3), [
      'More than 72 hours before the show: full refund.',
      'More than 24 hours before the show: a fee of 10% of the ticket price.',
      'No refunds within 24 hours of the show.',
    ])
    assert.equal(ruleView(rule, 'zh-MO').lines[0], '演出開始前72小時以上申請：全額退款。')
    assert.equal(ruleView({ ...rule, allowed: false }, 'zh-CN').lines[0], '本场演出售出后不支持退票。')
  })
})
