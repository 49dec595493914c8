/**
 * Demo coupon templates of both demo shops (10001 in its three languages, 10002 in zh-CN), so a newcomer
 * finds a coupon from the home (the layout's COUPON component leads to the receive list) and books with
 * it: a new-buyer cash coupon, an 8.5折 discount, a 满减, a real-name-only coupon, an offline one, and
 * an exchange coupon (兑换券, one ticket) obtained only with the printed codes <prefix>GIFT01…40, and
 * two goods coupons (a 满减 and a 9折 with a cap) for the shop tab's goods, and a parking coupon (¥10).
 * Dates follow the demo anchor (catalog.ts).
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import { couponExchangeCodes, couponTemplates } from '../db/schema-coupons.js'
import type { Translations } from '../i18n/translations.js'
import { CATALOG_ANCHOR } from './catalog.js'
import type { SeedContext } from './index.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]
const DAY = 86_400_000
export const DEMO_EXCHANGE_CODES = 40

const SHOPS: Array<{ merchantId: string; prefix: string; langs: Lang[] }> = [
  { merchantId: DEMO_MERCHANTS.MACAU, prefix: 'MO', langs: ['zh-MO', 'zh-CN', 'en-US'] },
  { merchantId: DEMO_MERCHANTS.MAINLAND, prefix: 'SH', langs: ['zh-CN'] },
]

function templatesOf(shop: (typeof SHOPS)[number]) {
  const tt = (v: T3): Translations => Object.fromEntries(shop.langs.map((l) => [l, v[l === 'zh-CN' ? 0 : l === 'zh-MO' ? 1 : 2]]))
  const start = new Date(CATALOG_ANCHOR.getTime() - 30 * DAY)
  const end = new Date(CATALOG_ANCHOR.getTime() + 180 * DAY)
  const base = { merchantId: shop.merchantId, bizTypes: ['SHOW' as const], startTime: start, expireTime: end, expirationType: 'FIXED' as const }
  const id = (k: string) => `${shop.prefix}-CP-${k}`
  return [
    {
      ...base,
      templateId: id('NEW'),
      position: 0,
      title: tt(['新人购票立减30元', '新人購票立減30元', '¥30 off your first tickets']),
      ruleComments: tt(['全场演出票可用，每人限领1张', '全場演出票可用，每人限領1張', 'For any show ticket; one per buyer']),
      couponType: 'CASH' as const,
      amountCents: 3_000,
      totalQty: 10_000,
      expirationType: 'DYNAMIC' as const,
      expirationUnit: 'DAY' as const,
      expirationLength: 30,
    },
    {
      ...base,
      templateId: id('DISC'),
      position: 1,
      title: tt(['演出票8.5折券，最高减100元', '演出票8.5折券，最高減100元', '15% off tickets, up to ¥100']),
      ruleComments: tt(['全场演出票可用', '全場演出票可用', 'For any show ticket']),
      couponType: 'DISCOUNT' as const,
      discountPercent: 85,
      maxDiscountCents: 10_000,
      totalQty: 5_000,
    },
    {
      ...base,
      templateId: id('FULL'),
      position: 2,
      title: tt(['满500减60', '滿500減60', '¥60 off orders of ¥500']),
      ruleComments: tt(['演出票满500元可用', '演出票滿500元可用', 'For ticket orders of ¥500 or more']),
      couponType: 'REDUCTION' as const,
      amountCents: 6_000,
      thresholdCents: 50_000,
      totalQty: 5_000,
    },
    {
      ...base,
      templateId: id('REAL'),
      position: 3,
      title: tt(['实名用户专享20元券', '實名用戶專享20元券', '¥20 for verified buyers']),
      ruleComments: tt(['仅限实名认证用户领取', '僅限實名認證用戶領取', 'Only buyers with real-name verification can receive it']),
      couponType: 'CASH' as const,
      amountCents: 2_000,
      totalQty: 1_000,
      needRealName: true,
    },
    {
      ...base,
      templateId: id('OFF'),
      position: 4,
      title: tt(['场馆周边10元券（到店出示）', '場館周邊10元券（到店出示）', '¥10 at the venue shop (show the code)']),
      ruleComments: tt(['到场馆出示券码使用', '到場館出示券碼使用', 'Show the code at the venue shop']),
      couponType: 'CASH' as const,
      amountCents: 1_000,
      totalQty: 1_000,
      useWay: 'OFFLINE' as const,
    },
    {
      ...base,
      templateId: id('EX'),
      position: 5,
      title: tt(['演出兑换券（1张）', '演出兌換券（1張）', 'Ticket exchange coupon (1 ticket)']),
      ruleComments: tt(['凭兑换码兑换，可抵1张演出票', '憑兌換碼兌換，可抵1張演出票', 'Redeemed with a code; pays for one ticket']),
      couponType: 'EXCHANGE' as const,
      exchangeQty: 1,
      listed: false,
      perBuyerLimit: 5,
    },
    // Goods coupons (biz type ITEM): the goods confirm page prices them; the express fee is never discounted.
    {
      ...base,
      bizTypes: ['ITEM' as const],
      templateId: id('ITEM15'),
      position: 6,
      title: tt(['周边商品满100减15', '周邊商品滿100減15', '¥15 off goods orders of ¥100']),
      ruleComments: tt(['商城商品满100元可用，运费不参与优惠', '商城商品滿100元可用，運費不參與優惠', 'For shop goods of ¥100 or more; the express fee is not discounted']),
      couponType: 'REDUCTION' as const,
      amountCents: 1_500,
      thresholdCents: 10_000,
      totalQty: 5_000,
    },
    {
      ...base,
      bizTypes: ['ITEM' as const],
      templateId: id('ITEM90'),
      position: 7,
      title: tt(['周边商品9折券，最高减30元', '周邊商品9折券，最高減30元', '10% off goods, up to ¥30']),
      ruleComments: tt(['商城商品可用，运费不参与优惠', '商城商品可用，運費不參與優惠', 'For shop goods; the express fee is not discounted']),
      couponType: 'DISCOUNT' as const,
      discountPercent: 90,
      maxDiscountCents: 3_000,
      totalQty: 5_000,
    },
    {
      ...base,
      bizTypes: ['PARKING_FEE' as const],
      templateId: id('PARK10'),
      position: 8,
      title: tt(['停车费立减10元', '停車費立減10元', '¥10 off parking']),
      ruleComments: tt(['停车缴费时可用', '停車繳費時可用', 'For paying the parking fee']),
      couponType: 'CASH' as const,
      amountCents: 1_000,
      totalQty: 5_000,
    },
  ]
}

export async function seedCoupons({ db }: SeedContext): Promise<number> {
  let n = 0
  for (const shop of SHOPS) {
    n += (await db.insert(couponTemplates).values(templatesOf(shop)).onConflictDoNothing().returning({ id: couponTemplates.templateId })).length
    const codes = Array.from({ length: DEMO_EXCHANGE_CODES }, (_, i) => ({ merchantId: shop.merchantId, code: `${shop.prefix}GIFT${String(i + 1).padStart(2, '0')}`, templateId: `${shop.prefix}-CP-EX` }))
    n += (await db.insert(couponExchangeCodes).values(codes).onConflictDoNothing().returning({ c: couponExchangeCodes.code })).length
  }
  return n
}
