/** Coupon wording (spec accounts §9): 折 for discounts, 张/个 for exchange coupons, thresholds and scope names, in three languages. */
jest.mock('../../../src/router', () => ({ router: { open: jest.fn() } }))
jest.mock('@tarojs/components', () => ({}))
jest.mock('../../../src/platform/ui', () => ({ showConfirm: jest.fn() }))

import type { CouponScope } from '../../../types/coupons'
import { setLang } from '../../../src/i18n'
import { couponCondition, couponValue, scopeName, type CouponLike } from '../../../src/packages/user/coupon-ui'

const base: CouponLike = { title: 't', couponType: 'CASH', amount: 3_000, threshold: 0, discount: 0, maxDiscount: 0, exchangeQty: 0, scope: 'ALL_TICKETS', useWay: 'ONLINE' }

afterAll(() => setLang('zh-CN'))

it('words each kind of value in each language', () => {
  const discount: CouponLike = { ...base, couponType: 'DISCOUNT', discount: 85 }
  const exchange: CouponLike = { ...base, couponType: 'EXCHANGE', exchangeQty: 2, couponBizTypes: ['SHOW'] }
  const goods: CouponLike = { ...exchange, exchangeQty: 1, couponBizTypes: ['ITEM'] }
  const expected = {
    'zh-CN': ['¥30', '8.5折', '2张', '1个'],
    'zh-MO': ['¥30', '8.5折', '2張', '1個'],
    'en-US': ['¥30', '15% off', '2 tickets', '1 item'],
  } as const
  for (const [lang, values] of Object.entries(expected)) {
    setLang(lang as keyof typeof expected)
    expect([base, discount, exchange, goods].map(couponValue)).toEqual(values)
  }
})

it('words the threshold, the cap and the scope', () => {
  setLang('zh-CN')
  expect(couponCondition(base)).toBe('无门槛')
  expect(couponCondition({ ...base, couponType: 'REDUCTION', threshold: 50_000 })).toBe('满¥500可用')
  expect(couponCondition({ ...base, couponType: 'DISCOUNT', discount: 85, maxDiscount: 10_050 })).toBe('无门槛 · 最高减¥100.50')
  const scopes: CouponScope[] = ['PARKING', 'ITEMS', 'CATEGORIES', 'VENUE', 'SHOW', 'CATEGORY_OR_TAG', 'ALL_ITEMS', 'ALL_TICKETS']
  expect(scopes.map(scopeName)).toEqual(['停车券', '指定商品可用', '指定品类可用', '指定场馆可用', '指定演出可用', '指定分类或标签可用', '全场商品通用', '全场演出票通用'])
  setLang('en-US')
  expect(couponCondition({ ...base, threshold: 50_000 })).toBe('On orders of ¥500 or more')
})
