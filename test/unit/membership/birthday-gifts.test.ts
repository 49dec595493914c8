import { GIFTS_BEFORE_SCROLL, giftsScroll } from '../../../src/packages/user/gift-list'

describe('birthday gifts list', () => {
  it('scrolls only past 3 gifts (spec accounts §9)', () => {
    expect(GIFTS_BEFORE_SCROLL).toBe(3)
    expect([0, 1, 3, 4, 9].map(giftsScroll)).toEqual([false, false, false, true, true])
  })
})
