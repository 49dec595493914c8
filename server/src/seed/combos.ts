/**
 * Demo combos for both demo merchants, all on the express add-on show (DEMO_EXPRESS_ADD_ON_SHOW, a
 * tier show on sale) so its detail page lists them: a combo (a ticket + the programme book), a tied
 * sale (a ticket with the festival T-shirt tied to it) and a CROSS_SHOW_SESSION ticket package (that
 * show's first session with the next show's second one). Each costs its parts' list price minus a fixed
 * saving; the list price is read from the seeded tiers and SKUs, so the catalog's prices stay the source.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { ComboActivityType } from '../../../types/combos.js'
import type { Lang } from '../../../types/lang.js'
import type { Db } from '../db/client.js'
import { catalogSeatPlans, comboActivities, comboParts, productSkus } from '../db/schema.js'
import type { Translations } from '../i18n/translations.js'
import { demoShowId } from './catalog.js'
import { DEMO_EXPRESS_ADD_ON_SHOW } from './orders.js'
import { demoProductId } from './products.js'
import type { SeedContext } from './index.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]
type Part = { kind: 'TICKET'; show: number; session: number; plan: number; qty: number } | { kind: 'SKU'; product: number; values: string[]; qty: number }

interface ComboSpec {
  code: string
  type: ComboActivityType
  name: T3
  description: T3
  parts: Part[]
  /** Cents off the parts' list price. */
  saving: number
}

const SHOW = DEMO_EXPRESS_ADD_ON_SHOW
/** The show the cross-session package adds (a tier show on sale with two sessions). */
const OTHER_SHOW = 2

export const DEMO_COMBOS: ComboSpec[] = [
  {
    code: 'CB1',
    type: 'COMBO',
    name: ['门票+场刊套餐', '門票+場刊套餐', 'Ticket + programme combo'],
    description: ['一张门票加一本场刊，现场领取', '一張門票加一本場刊，現場領取', 'One ticket and a programme book, collected at the venue'],
    parts: [
      { kind: 'TICKET', show: SHOW, session: 1, plan: 1, qty: 1 },
      { kind: 'SKU', product: 2, values: [], qty: 1 },
    ],
    saving: 2000,
  },
  {
    code: 'TS1',
    type: 'TIED_SALE',
    name: ['门票搭售纪念T恤', '門票搭售紀念T恤', 'Ticket with the festival T-shirt'],
    description: ['购票同享纪念T恤（黑色M码）', '購票同享紀念T恤（黑色M碼）', 'A ticket with the festival tee (black, M)'],
    parts: [
      { kind: 'TICKET', show: SHOW, session: 1, plan: 2, qty: 1 },
      { kind: 'SKU', product: 1, values: ['BK', 'M'], qty: 1 },
    ],
    saving: 3000,
  },
  {
    code: 'XS1',
    type: 'CROSS_SHOW_SESSION',
    name: ['两场联票', '兩場聯票', 'Two-show package'],
    description: ['两场演出各一张门票，一次购买', '兩場演出各一張門票，一次購買', 'One ticket to each of two shows, bought together'],
    parts: [
      { kind: 'TICKET', show: SHOW, session: 1, plan: 1, qty: 1 },
      { kind: 'TICKET', show: OTHER_SHOW, session: 2, plan: 1, qty: 1 },
    ],
    saving: 5000,
  },
]

const MERCHANTS: Array<{ merchantId: string; prefix: string; langs: Lang[] }> = [
  { merchantId: DEMO_MERCHANTS.MACAU, prefix: 'MO', langs: ['zh-MO', 'zh-CN', 'en-US'] },
  { merchantId: DEMO_MERCHANTS.MAINLAND, prefix: 'SH', langs: ['zh-CN'] },
]
const LANG_INDEX: Record<Lang, number> = { 'zh-CN': 0, 'zh-MO': 1, 'en-US': 2 }

export const demoComboId = (prefix: string, code: string) => `${prefix}-${code}`

interface PartRow {
  merchantId: string
  promotionId: string
  partNo: number
  kind: 'TICKET' | 'SKU'
  showId?: string
  sessionId?: string
  seatPlanId?: string
  skuId?: string
  qty: number
}

function partRow(merchantId: string, prefix: string, promotionId: string, p: Part, partNo: number): PartRow {
  if (p.kind === 'SKU') return { merchantId, promotionId, partNo, kind: 'SKU', skuId: [demoProductId(prefix, p.product), ...p.values].join('-'), qty: p.qty }
  const showId = demoShowId(prefix, p.show)
  const sessionId = `${showId}-S${p.session}`
  return { merchantId, promotionId, partNo, kind: 'TICKET', showId, sessionId, seatPlanId: `${sessionId}-P${p.plan}`, qty: p.qty }
}

async function listPrice(db: Db, merchantId: string, parts: PartRow[]): Promise<number | null> {
  const planIds = parts.flatMap((p) => (p.seatPlanId ? [p.seatPlanId] : []))
  const skuIds = parts.flatMap((p) => (p.skuId ? [p.skuId] : []))
  const plans = new Map((await db.select().from(catalogSeatPlans).where(and(eq(catalogSeatPlans.merchantId, merchantId), inArray(catalogSeatPlans.seatPlanId, planIds)))).map((r) => [r.seatPlanId, r.priceCents]))
  const skus = skuIds.length ? new Map((await db.select().from(productSkus).where(and(eq(productSkus.merchantId, merchantId), inArray(productSkus.skuId, skuIds)))).map((r) => [r.skuId, r.priceCents])) : new Map<string, number>()
  let sum = 0
  for (const p of parts) {
    const unit = p.seatPlanId ? plans.get(p.seatPlanId) : skus.get(p.skuId ?? '')
    if (unit === undefined) return null
    sum += unit * p.qty
  }
  return sum
}

/** Seed step: the missing demo combos (skipped for a merchant whose trimmed catalog lacks a part). */
export async function seedCombos({ db }: SeedContext): Promise<number> {
  let n = 0
  for (const m of MERCHANTS) {
    const tt = (v: T3): Translations => Object.fromEntries(m.langs.map((l) => [l, v[LANG_INDEX[l]]]))
    for (const [position, c] of DEMO_COMBOS.entries()) {
      const promotionId = demoComboId(m.prefix, c.code)
      const parts = c.parts.map((p, i) => partRow(m.merchantId, m.prefix, promotionId, p, i))
      const list = await listPrice(db, m.merchantId, parts)
      if (list === null) continue
      const inserted = await db
        .insert(comboActivities)
        .values({ merchantId: m.merchantId, promotionId, grantorMerchantId: m.merchantId, activityType: c.type, name: tt(c.name), description: tt(c.description), priceCents: list - c.saving, maxSetsPerOrder: 2, position })
        .onConflictDoNothing()
        .returning()
      if (!inserted.length) continue
      n += inserted.length + (await db.insert(comboParts).values(parts).onConflictDoNothing().returning()).length
    }
  }
  return n
}
