/**
 * Demo membership of both demo shops (10001 in its three languages, 10002 in zh-CN): four prime
 * levels with their rights (the lowest already shows more than 8, so the center's grid scrolls), a
 * member discount on shows from Gold on (会员9.5折 / 9折), and the growth and
 * points rules. A newcomer becomes a member with welcome points, so their first order can already
 * use points, and that first paid order lifts them to the second level (threshold below a ticket's
 * price). The member discount starts at Gold, far above what any test buyer pays, so the fixed prices
 * other suites expect stay as they are. Each shop also sells a paid membership, PLUS (a year of
 * 会员9折 on shows, 会员9.5折 on goods); only a buyer who pays for it gets those prices. Every level has
 * birthday gifts: points (100 × level in 10001, 50 × level in 10002) and gifts at the venue (three in
 * 10001, so its list scrolls past 3; one in 10002).
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import { memberRules, primeLevels, type PrimeRightRow } from '../db/schema-membership.js'
import { primePlans } from '../db/schema-paid-membership.js'
import type { Translations } from '../i18n/translations.js'
import type { SeedContext } from './index.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]

type ShopRule = { growthPerYuan: number; pointsPerYuan: number; pointRate: number; limitProportion: number; welcomePoints: number }
/** birthdayPoints: per level, the points of the birthday gift; venueGifts: how many of VENUE_GIFTS the shop gives besides. */
const SHOPS: Array<{ merchantId: string; langs: Lang[]; rule: ShopRule; plusPriceCents: number; birthdayPoints: number; venueGifts: number }> = [
  { merchantId: DEMO_MERCHANTS.MACAU, langs: ['zh-MO', 'zh-CN', 'en-US'], rule: { growthPerYuan: 1, pointsPerYuan: 1, pointRate: 100, limitProportion: 10, welcomePoints: 500 }, plusPriceCents: 6_800, birthdayPoints: 100, venueGifts: 3 },
  { merchantId: DEMO_MERCHANTS.MAINLAND, langs: ['zh-CN'], rule: { growthPerYuan: 1, pointsPerYuan: 2, pointRate: 10, limitProportion: 20, welcomePoints: 200 }, plusPriceCents: 8_800, birthdayPoints: 50, venueGifts: 1 },
]

/** Birthday gifts besides the points (given at the venue or on request): 10001 gives three (its list scrolls past 3), 10002 one. */
const VENUE_GIFTS: T3[] = [
  ['生日当月购票专属客服', '生日當月購票專屬客服', 'Member service for your birthday-month booking'],
  ['演出当天凭会员码领生日饮品', '演出當天憑會員碼領生日飲品', 'A birthday drink at the venue bar with your member code'],
  ['生日祝福卡与签名海报', '生日祝福卡與簽名海報', 'A birthday card and a signed poster'],
]
const pointsGiftText = (n: number): T3 => [`生日月赠送${n}积分`, `生日月贈送${n}積分`, `${n} points in your birthday month`]

/** Rights in display order: [name, badge, shown from level, highlighted]. */
const RIGHTS: Array<[T3, T3, number, boolean]> = [
  [['积分抵现', '積分抵現', 'Pay with points'], ['抵现金', '抵現金', 'As cash'], 1, false],
  [['新人礼', '新人禮', 'Welcome gift'], ['送积分', '送積分', 'Points'], 1, false],
  [['购票积分', '購票積分', 'Points on tickets'], ['下单得', '下單得', 'Per order'], 1, false],
  [['成长加速', '成長加速', 'Growth boost'], ['', '', ''], 1, false],
  [['专属客服', '專屬客服', 'Member service'], ['', '', ''], 1, false],
  [['会员活动', '會員活動', 'Member events'], ['', '', ''], 1, false],
  [['生日提醒', '生日提醒', 'Birthday note'], ['', '', ''], 1, false],
  [['演出资讯', '演出資訊', 'Show news'], ['', '', ''], 1, false],
  [['开售提醒', '開售提醒', 'Sale reminders'], ['', '', ''], 1, false],
  [['优先购票', '優先購票', 'Priority booking'], ['', '', ''], 2, true],
  [['会员折扣', '會員折扣', 'Member price'], ['折扣', '折扣', 'Discount'], 3, true],
  [['专属座位', '專屬座位', 'Reserved seats'], ['', '', ''], 4, true],
]
/** A right kept for later levels but hidden from buyers (isDisplayToUser false). */
const HIDDEN: [T3, T3] = [['内部测试权益', '內部測試權益', 'Internal test right'], ['', '', '']]

const LEVELS: Array<{ level: number; name: T3; threshold: number; discount: number | null }> = [
  { level: 1, name: ['普通会员', '普通會員', 'Member'], threshold: 0, discount: null },
  { level: 2, name: ['银卡会员', '銀卡會員', 'Silver'], threshold: 300, discount: null },
  { level: 3, name: ['金卡会员', '金卡會員', 'Gold'], threshold: 20_000, discount: 95 },
  { level: 4, name: ['钻石会员', '鑽石會員', 'Diamond'], threshold: 50_000, discount: 90 },
]

export async function seedMembership({ db }: SeedContext): Promise<number> {
  let n = 0
  for (const shop of SHOPS) {
    const tt = (v: T3): Translations => Object.fromEntries(shop.langs.map((l) => [l, v[l === 'zh-CN' ? 0 : l === 'zh-MO' ? 1 : 2]]))
    const right = (name: T3, badge: T3, highlight: boolean, display = true): PrimeRightRow => ({ icon: '', typeName: tt(name), badge: tt(badge), highlight, display })
    const levels = LEVELS.map((l) => ({
      merchantId: shop.merchantId,
      level: l.level,
      name: tt(l.name),
      growthThreshold: l.threshold,
      showDiscountPercent: l.discount,
      rights: [...RIGHTS.filter(([, , from]) => from <= l.level).map(([name, badge, , hi]) => right(name, badge, hi)), right(HIDDEN[0], HIDDEN[1], false, false)],
      birthdayGifts: [
        { icon: '', desc: tt(pointsGiftText(shop.birthdayPoints * l.level)), points: shop.birthdayPoints * l.level },
        ...VENUE_GIFTS.slice(0, shop.venueGifts).map((g) => ({ icon: '', desc: tt(g) })),
      ],
    }))
    n += (await db.insert(primeLevels).values(levels).onConflictDoNothing().returning({ level: primeLevels.level })).length
    const r = shop.rule
    const growthRule: T3 = [
      `每支付1元订单金额获得${r.growthPerYuan}点成长值（按实付金额计，取整元）。成长值达到门槛即自动升级：银卡300，金卡20000，钻石50000。`,
      `每支付1元訂單金額獲得${r.growthPerYuan}點成長值（按實付金額計，取整元）。成長值達到門檻即自動升級：銀卡300，金卡20000，鑽石50000。`,
      `Every ¥1 paid earns ${r.growthPerYuan} growth (whole yuan of the amount paid). Reaching a threshold raises your level at once: Silver 300, Gold 20000, Diamond 50000.`,
    ]
    const pointRule: T3 = [
      `每支付1元获得${r.pointsPerYuan}积分，积分自获得起365天内有效。下单时${r.pointRate}积分可抵1元，每单最多抵扣订单金额的${r.limitProportion}%。订单取消或退款时，已抵扣的积分退回。`,
      `每支付1元獲得${r.pointsPerYuan}積分，積分自獲得起365天內有效。下單時${r.pointRate}積分可抵1元，每單最多抵扣訂單金額的${r.limitProportion}%。訂單取消或退款時，已抵扣的積分退回。`,
      `Every ¥1 paid earns ${r.pointsPerYuan} points, valid for 365 days. At checkout ${r.pointRate} points pay ¥1, up to ${r.limitProportion}% of an order. Points used on an order come back if it is cancelled or refunded.`,
    ]
    n += (
      await db
        .insert(memberRules)
        .values({ merchantId: shop.merchantId, ...r, pointValidDays: 365, expireNoticeDays: 30, growthRule: tt(growthRule), pointRule: tt(pointRule) })
        .onConflictDoNothing()
        .returning({ m: memberRules.merchantId })
    ).length
    const plus = {
      merchantId: shop.merchantId,
      planId: `${shop.merchantId}-PLUS-YEAR`,
      name: tt(['PLUS会员（年卡）', 'PLUS會員（年卡）', 'PLUS membership (1 year)']),
      description: tt(['开通后一年内购买演出票享会员9折、商城商品享会员9.5折，可与优惠券同用', '開通後一年內購買演出票享會員9折、商城商品享會員9.5折，可與優惠券同用', 'For a year: 10% off show tickets and 5% off shop goods; works with coupons']),
      priceCents: shop.plusPriceCents,
      validDays: 365,
      showDiscountPercent: 90,
      itemDiscountPercent: 95,
    }
    n += (await db.insert(primePlans).values(plus).onConflictDoNothing().returning({ p: primePlans.planId })).length
  }
  return n
}
