/** The topic and vote pages' pure pieces: a coupon's value, condition and validity, the vote button, slots by day. */
import '../../../src/packages/show/messages'
import { setLang } from '../../../src/i18n'
import { couponConditionText, couponValidityText, couponValueText, slotsByDay, voteAction } from '../../../src/packages/show/topic-logic'

afterEach(() => setLang('zh-CN'))

describe('coupon texts', () => {
  it('words cash, discount and exchange coupons in each language', () => {
    setLang('en-US')
    expect(couponValueText({ couponType: 'CASH', amount: 2000, discount: 0, exchangeQty: 0 } as never)).toBe('¥20')
    expect(couponValueText({ couponType: 'DISCOUNT', amount: 0, discount: 85, exchangeQty: 0 } as never)).toBe('15% off')
    expect(couponConditionText({ threshold: 0 })).toBe('No minimum spend')
    expect(couponValidityText({ expirationType: 'DYNAMIC', expirationUnit: 'DAY', length: 7, expireTime: null } as never)).toBe('Valid 7 day(s) after you get it')
    setLang('zh-MO')
    expect(couponValueText({ couponType: 'DISCOUNT', amount: 0, discount: 85, exchangeQty: 0 } as never)).toBe('8.5折')
    expect(couponConditionText({ threshold: 10000 })).toBe('滿¥100可用')
    setLang('zh-CN')
    expect(couponValueText({ couponType: 'EXCHANGE', amount: 0, discount: 0, exchangeQty: 1 } as never)).toBe('兑换1张')
  })
})

describe('voteAction', () => {
  const vote = { state: 'OPEN' as const, rule: 'ONCE' as const, myOptionId: null, canVote: true }
  it('asks a guest to log in, lets a buyer vote once, then says why not', () => {
    setLang('en-US')
    expect(voteAction(vote, false)).toEqual({ kind: 'login' })
    expect(voteAction(vote, true)).toEqual({ kind: 'vote' })
    expect(voteAction({ ...vote, canVote: false, myOptionId: 'A' }, true)).toEqual({ kind: 'closed', text: 'You have voted: thank you' })
    expect(voteAction({ ...vote, rule: 'DAILY', canVote: false, myOptionId: 'A' }, true)).toEqual({ kind: 'closed', text: 'You have voted today: come back tomorrow' })
    expect(voteAction({ ...vote, state: 'ENDED' }, true)).toEqual({ kind: 'closed', text: 'Ended' })
    expect(voteAction({ ...vote, state: 'UPCOMING' }, false)).toEqual({ kind: 'closed', text: 'Not started' })
  })
})

describe('slotsByDay', () => {
  it('groups slots by the date at the venue, in order', () => {
    const at = (iso: string) => Date.parse(iso)
    const slot = (id: string, start: string) => ({ slotId: id, startTime: at(start), endTime: at(start) + 3_600_000, capacity: 2, remaining: 2, state: 'OPEN' as const })
    // 15:30 UTC is 23:30 at UTC+8; 16:30 UTC is past midnight there.
    const days = slotsByDay([slot('a', '2026-01-01T02:00:00Z'), slot('b', '2026-01-01T15:30:00Z'), slot('c', '2026-01-01T16:30:00Z')], 480)
    expect(days.map(([day, s]) => [day, s.map((x) => x.slotId)])).toEqual([
      ['2026-01-01', ['a', 'b']],
      ['2026-01-02', ['c']],
    ])
  })
})
