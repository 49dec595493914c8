import { ORDER_STATE } from '../../../types/orders'
import { BookingStore, newIdempotencyKey } from '../../../src/stores/booking'
import {
  TAB_STATE,
  cutText,
  deadlineOf,
  formatCountdown,
  orderSessionText,
  orderShowName,
  orderStatusTitle,
  orderVenueName,
  remainingMs,
} from '../../../src/utils/order-display'

const brief = {
  firstShowName: '一二三四五六七八九十十一',
  firstVenueName: 'Macao Cultural Centre Grand Auditorium',
  firstSessionName: 'S1',
  showTimeDesc: '2026-12-01 20:00 Tuesday evening performance',
  crossShow: false,
  crossVenue: false,
  crossSession: false,
}

describe('order brief display rules', () => {
  it('keeps names whole for a single-show order', () => {
    expect(orderShowName(brief, 'zh-CN')).toBe(brief.firstShowName)
    expect(orderVenueName(brief, 'en-US')).toBe(brief.firstVenueName)
    expect(orderSessionText(brief, 'en-US')).toBe(brief.showTimeDesc)
  })

  it('cuts a cross-show name to 10 characters plus the localised suffix', () => {
    const o = { ...brief, crossShow: true }
    expect(orderShowName(o, 'zh-CN')).toBe('一二三四五六七八九十等多场演出')
    expect(orderShowName(o, 'zh-MO')).toBe('一二三四五六七八九十等多場演出')
    expect(orderShowName(o, 'en-US')).toBe('一二三四五六七八九十 etc. multiple shows')
  })

  it('cuts venues to 10 and sessions to 20 with their suffixes', () => {
    const o = { ...brief, crossVenue: true, crossSession: true }
    expect(orderVenueName(o, 'en-US')).toBe('Macao Cult etc. multiple venues')
    expect(orderVenueName(o, 'zh-CN')).toBe('Macao Cult等多个场馆')
    expect(orderSessionText(o, 'en-US')).toBe('2026-12-01 20:00 Tue etc. multiple sessions')
    expect(orderSessionText({ ...o, showTimeDesc: '' }, 'zh-MO')).toBe('S1等多個場次')
  })

  it('cuts by characters, never splitting a code point', () => {
    expect(cutText('🎵🎵🎵', 2)).toBe('🎵🎵')
    expect(cutText('short', 10)).toBe('short')
  })
})

describe('unpaid countdown', () => {
  it('is computed against the clock and zero when expired', () => {
    const deadline = deadlineOf(15 * 60_000, 1_000_000)
    expect(remainingMs(deadline, 1_000_000)).toBe(900_000)
    expect(remainingMs(deadline, 1_000_000 + 60_000)).toBe(840_000)
    expect(remainingMs(deadline, deadline + 1)).toBe(0)
    expect(remainingMs(null, 5)).toBe(0)
    expect(deadlineOf(-5, 10)).toBe(10)
  })

  it('formats mm:ss, rounding seconds up', () => {
    expect(formatCountdown(900_000)).toBe('15:00')
    expect(formatCountdown(899_001)).toBe('15:00')
    expect(formatCountdown(61_000)).toBe('01:01')
    expect(formatCountdown(999)).toBe('00:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-3)).toBe('00:00')
    expect(formatCountdown(Number.NaN)).toBe('00:00')
  })
})

describe('status titles and tabs', () => {
  it('localises every status code', () => {
    expect(orderStatusTitle({ code: ORDER_STATE.Unpaid }, '', 'zh-CN')).toBe('待支付')
    expect(orderStatusTitle({ code: ORDER_STATE.Canceled }, '', 'en-US')).toBe('Cancelled')
    expect(orderStatusTitle({ code: ORDER_STATE.Succeeded }, '', 'zh-MO')).toBe('已完成')
    expect(orderStatusTitle({ code: 42, name: 'Weird' }, 'server title', 'en-US')).toBe('server title')
  })

  it('maps tabs to the state filter', () => {
    expect(TAB_STATE).toEqual({ all: undefined, unpaid: 1, completed: 9, canceled: -1 })
  })
})

describe('booking store', () => {
  const pre = {
    lines: [],
    qty: 2,
    total: 100,
    discount: 0,
    deliverFee: 0,
    payAmount: 100,
    deliverMethod: 'E_TICKET' as const,
    remaining: 10,
    maxPerOrder: 6,
    passId: 'p',
    passIdExpiresAt: 0,
    realNameRequired: false,
    deliverMethods: ['E_TICKET' as const],
    agreement: null,
    agreementNeedReadAll: false,
    addOns: [],
    addOnAmount: 0,
  }
  const sel = {
    showId: 'S',
    showName: 'n',
    venueName: 'v',
    sessionId: 's',
    sessionName: 's',
    seatPlanId: 'p',
    seatPlanName: 'p',
    unitPrice: 50,
    pricePrefix: '¥',
    qty: 2,
  }

  it('keeps one idempotency key for the retries of a submission and renews it after', () => {
    let n = 0
    const store = new BookingStore(() => `key-${++n}-xxxxxxxx`)
    store.select(sel, pre)
    const first = store.keyForSubmit()
    expect(store.keyForSubmit()).toBe(first)
    store.setDeliverMethod('VENUE_PICKUP')
    expect(store.keyForSubmit()).not.toBe(first)
    store.finish()
    expect(store.selection).toBeNull()
    store.select(sel, pre)
    expect(store.deliverMethod).toBe('E_TICKET')
    expect(store.keyForSubmit()).toBe('key-3-xxxxxxxx')
  })

  it('makes keys the server accepts', () => {
    const key = newIdempotencyKey(1_700_000_000_000, () => 0.5)
    expect(key).toMatch(/^[\w.:-]{8,128}$/)
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})
