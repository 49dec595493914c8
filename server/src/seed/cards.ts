/**
 * Demo privilege cards of both demo shops (10001 in its three languages, 10002 in zh-CN), so a newcomer
 * finds them from the home (the layout's PRIVILEGE_CARD component leads to the card list) and buys one
 * through the cashier: a year card at 8折 on every show (5 uses), and a season card at 7折 on four
 * shows (2 uses, one per buyer); and a points card (9折 once, within a month) that costs less than a
 * newcomer's welcome points (server/src/seed/membership.ts), bought with points alone.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import { cardTemplates } from '../db/schema-cards.js'
import type { Translations } from '../i18n/translations.js'
import { demoShowId } from './catalog.js'
import type { SeedContext } from './index.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]

const SHOPS: Array<{ merchantId: string; prefix: string; langs: Lang[]; pointCardPoints: number }> = [
  { merchantId: DEMO_MERCHANTS.MACAU, prefix: 'MO', langs: ['zh-MO', 'zh-CN', 'en-US'], pointCardPoints: 300 },
  { merchantId: DEMO_MERCHANTS.MAINLAND, prefix: 'SH', langs: ['zh-CN'], pointCardPoints: 150 },
]

function templatesOf(shop: (typeof SHOPS)[number]) {
  const tt = (v: T3): Translations => Object.fromEntries(shop.langs.map((l) => [l, v[l === 'zh-CN' ? 0 : l === 'zh-MO' ? 1 : 2]]))
  return [
    {
      merchantId: shop.merchantId,
      cardId: `${shop.prefix}-PC-YEAR`,
      position: 0,
      name: tt(['演出年卡', '演出年卡', 'Year show card']),
      description: tt(['一年内全场演出票8折，可用5次', '一年內全場演出票8折，可用5次', '20% off tickets for every show for a year, on 5 orders']),
      priceCents: 9_900,
      validDays: 365,
      discountPercent: 80,
      convertibleTimes: 5,
      stock: 1_000,
      perBuyerLimit: 2,
    },
    {
      merchantId: shop.merchantId,
      cardId: `${shop.prefix}-PC-SEASON`,
      position: 1,
      name: tt(['精选演出季卡', '精選演出季卡', 'Season picks card']),
      description: tt(['指定4场演出票7折，可用2次，每人限购1张', '指定4場演出票7折，可用2次，每人限購1張', '30% off tickets for 4 selected shows, on 2 orders; one per buyer']),
      priceCents: 1_990,
      validDays: 90,
      discountPercent: 70,
      convertibleTimes: 2,
      showIds: [2, 11, 16, 26].map((n) => demoShowId(shop.prefix, n)),
      stock: 200,
      perBuyerLimit: 1,
    },
    {
      merchantId: shop.merchantId,
      cardId: `${shop.prefix}-PC-POINTS`,
      position: 2,
      name: tt(['积分兑换卡', '積分兌換卡', 'Points card']),
      description: tt(['积分兑换，30天内任一场演出票9折，可用1次', '積分兌換，30天內任一場演出票9折，可用1次', 'Bought with points: 10% off tickets for any show within 30 days, on 1 order']),
      priceCents: 0,
      priceMode: 'POINT' as const,
      pointPrice: shop.pointCardPoints,
      validDays: 30,
      discountPercent: 90,
      convertibleTimes: 1,
      stock: 1_000,
      perBuyerLimit: 1,
    },
  ]
}

export async function seedCards({ db }: SeedContext): Promise<number> {
  let n = 0
  for (const shop of SHOPS) {
    n += (await db.insert(cardTemplates).values(templatesOf(shop)).onConflictDoNothing().returning({ id: cardTemplates.cardId })).length
  }
  return n
}
