import type { ShowButtonText, ShowDetailStatus } from '../../../types/catalog'
import { buyButton, type BuyButtonInput } from '../../../src/utils/buy-button'
import { discountTenths, discountText, memberDiscountText } from '../../../src/utils/discount'
import { saleLabel } from '../../../src/utils/sale-label'
import { showDateRange } from '../../../src/utils/show-time'
import { t } from '../../../src/i18n'

// 2026-12-01 00:00 UTC is Tuesday 08:00 in UTC+8.
const NOW = new Date('2026-12-01T00:00:00Z')

describe('sale label', () => {
  it('says sold out when sold out, whatever the sale time', () => {
    const input = { soldOut: true, saleTime: '2026-12-04T04:00:00Z', utcOffset: 480 }
    expect(saleLabel(input, NOW, 'zh-CN')).toBe('已售罄')
    expect(saleLabel(input, NOW, 'en-US')).toBe('Sold out')
  })
  it('gives weekday and time when the sale opens this week, in the show time zone', () => {
    const input = { soldOut: false, saleTime: '2026-12-04T04:00:00Z', utcOffset: 480 }
    expect(saleLabel(input, NOW, 'zh-CN')).toBe('周五 12:00 开售')
    expect(saleLabel(input, NOW, 'zh-MO')).toBe('週五 12:00 開售')
    expect(saleLabel(input, NOW, 'en-US')).toBe('On sale Fri 12:00')
  })
  it('gives a dated label when the sale opens in a later week', () => {
    const input = { soldOut: false, saleTime: '2026-12-21T04:00:00Z', utcOffset: 480 }
    expect(saleLabel(input, NOW, 'zh-CN')).toBe('12月21日 12:00 开售')
    expect(saleLabel(input, NOW, 'zh-MO')).toBe('12月21日 12:00 開售')
    expect(saleLabel(input, NOW, 'en-US')).toBe('On sale 2026.12.21 12:00')
  })
  it('decides "this week" in the show utcOffset, not the device one', () => {
    // Sunday 17:00 UTC is still Sunday in UTC+0 but Monday 01:00 of next week in UTC+8.
    const saleTime = '2026-12-06T17:00:00Z'
    expect(saleLabel({ soldOut: false, saleTime, utcOffset: 0 }, NOW, 'zh-CN')).toBe('周日 17:00 开售')
    expect(saleLabel({ soldOut: false, saleTime, utcOffset: 480 }, NOW, 'zh-CN')).toBe('12月7日 01:00 开售')
  })
  it('says nothing when the sale time has passed or is absent', () => {
    expect(saleLabel({ soldOut: false, saleTime: '2026-11-01T00:00:00Z', utcOffset: 480 }, NOW, 'zh-CN')).toBe('')
    expect(saleLabel({ soldOut: false, saleTime: null, utcOffset: 480 }, NOW, 'zh-CN')).toBe('')
  })
})

describe('discount', () => {
  it('shows value x 10 to one decimal', () => {
    expect(discountTenths(0.85)).toBe('8.5')
    expect(discountTenths(0.8)).toBe('8')
    expect(discountTenths(0.123)).toBe('1.2')
    expect(discountText(0.85, 'zh-CN')).toBe('8.5折')
    expect(discountText(0.85, 'zh-MO')).toBe('8.5折')
    expect(discountText(0.85, 'en-US')).toBe('15% off')
  })
  it('shows nothing outside 0 < d < 1', () => {
    for (const d of [0, 1, -0.2, 1.5, null, undefined, Number.NaN]) expect(discountText(d, 'zh-CN')).toBe('')
  })
  it('member discount reads 会员{n}折, localised', () => {
    expect(memberDiscountText(0.9, 'zh-CN')).toBe('会员9折')
    expect(memberDiscountText(0.95, 'zh-MO')).toBe('會員9.5折')
    expect(memberDiscountText(0.9, 'en-US')).toBe('Members 10% off')
    expect(memberDiscountText(1, 'zh-CN')).toBe('')
  })
})

describe('show date range', () => {
  it('is one date when first and last fall on the same local day', () => {
    expect(showDateRange('2026-12-05T11:30:00Z', '2026-12-05T14:00:00Z', 480)).toBe('2026.12.05')
    expect(showDateRange('2026-12-05T11:30:00Z', null, 480)).toBe('2026.12.05')
  })
  it('is yyyy.MM.dd - yyyy.MM.dd otherwise', () => {
    expect(showDateRange('2026-12-05T11:30:00Z', '2026-12-07T11:30:00Z', 480)).toBe('2026.12.05 - 2026.12.07')
  })
  it('uses the show offset to decide the day', () => {
    // 15:00 and 17:00 UTC: the same day in UTC, two days in UTC+8.
    expect(showDateRange('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z', 0)).toBe('2026.12.05')
    expect(showDateRange('2026-12-05T15:00:00Z', '2026-12-05T17:00:00Z', 480)).toBe('2026.12.05 - 2026.12.06')
  })
})

describe('buy button', () => {
  const base: BuyButtonInput = {
    status: 'ON_SALE',
    buttonText: 'BUY_NOW',
    canUsePriorityPurchase: false,
    seatCapable: false,
    existWaitList: false,
    zhongzhiMode: false,
  }
  const label = (input: Partial<BuyButtonInput>, lang: 'zh-CN' | 'zh-MO' | 'en-US' = 'zh-CN') => {
    const b = buyButton({ ...base, ...input })
    return { ...b, text: t(b.key, undefined, lang) }
  }

  it('is enabled only in PRE_SALE and ON_SALE, worded per state', () => {
    const cases: Array<[ShowDetailStatus, ShowButtonText, boolean, string]> = [
      ['ON_SALE', 'BUY_NOW', true, '立即购买'],
      ['PRE_SALE', 'PRE_SALE', true, '立即预订'],
      ['SOLD_OUT', 'SOLD_OUT', false, '已售罄'],
      ['PENDING', 'PENDING', false, '待开售'],
      ['CANCELED', 'CANCELED', false, '演出取消'],
      ['LACK_OF_TICKET', 'LACK_OF_TICKET', false, '暂时缺票'],
      ['DELAY', 'DELAY', false, '演出延期'],
      ['COMPLETED', 'COMPLETED', false, '演出结束'],
    ]
    for (const [status, buttonText, enabled, text] of cases) {
      expect(label({ status, buttonText })).toMatchObject({ visible: true, enabled, text })
    }
  })
  it('lets a sold-out show with a wait list join it', () => {
    expect(label({ status: 'SOLD_OUT', buttonText: 'WAIT_LIST', existWaitList: true })).toMatchObject({ enabled: true, text: '登记候补' })
  })
  it('is localised', () => {
    expect(label({}, 'zh-MO').text).toBe('立即購買')
    expect(label({}, 'en-US').text).toBe('Buy now')
  })
  it('zhongzhi mode rewrites to select seat to redeem or buy now', () => {
    expect(label({ zhongzhiMode: true, seatCapable: true })).toMatchObject({ visible: true, enabled: true, text: '选座兑换' })
    expect(label({ zhongzhiMode: true, seatCapable: true }, 'en-US').text).toBe('Select seats to redeem')
    expect(label({ zhongzhiMode: true, status: 'PRE_SALE', buttonText: 'PRE_SALE' })).toMatchObject({ enabled: true, text: '立即购买' })
  })
  it('zhongzhi mode hides the button while PENDING unless priority purchase', () => {
    expect(label({ zhongzhiMode: true, status: 'PENDING', buttonText: 'PENDING' }).visible).toBe(false)
    expect(label({ zhongzhiMode: true, status: 'PENDING', buttonText: 'PENDING', canUsePriorityPurchase: true })).toMatchObject({
      visible: true,
      enabled: true,
    })
    expect(label({ status: 'PENDING', buttonText: 'PENDING' }).visible).toBe(true)
  })
  it('zhongzhi mode keeps the state wording for shows that cannot be bought', () => {
    expect(label({ zhongzhiMode: true, status: 'SOLD_OUT', buttonText: 'SOLD_OUT' })).toMatchObject({ enabled: false, text: '已售罄' })
  })
})
