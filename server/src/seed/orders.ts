/**
 * Demo stock: every demo seat plan gets one stock row (200 tickets; 12 for LOW tiers; sold out for
 * SOLD_OUT tiers and shows). Purchase limits and the reservation time use the module defaults, except
 * for the limited 'hot' show (show 31: 20/10/2 tickets in its three tiers, 2 per order and per buyer —
 * quick to sell out in a demo, and where the limit-reached and sold-out wording is seen) and the
 * exhibition with group limits (show 21: 10 per order, 20 per buyer). No e2e test books either except
 * the booking e2e, which books the hot show on purpose.
 *
 * Purchase settings (order_show_rules) for a few tier-only ON_SALE shows that no e2e test books, per
 * merchant: show 5 is real-name with express delivery and a need-read-all agreement (the confirm e2e
 * books it), show 17 is real-name with the default delivery methods, show 20 has an agreement only.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import { DOCUMENT_IDS } from '../../../types/documents.js'
import type { StoredAgreement } from '../db/schema-orders.js'
import { createOrdersRepository } from '../modules/orders/repository.js'
import { DEFAULT_MAX_PER_BUYER, DEFAULT_MAX_PER_ORDER } from '../modules/orders/service.js'
import { demoShowId } from './catalog.js'
import type { SeedContext } from './index.js'

export const DEMO_CAPACITY = 200
export const DEMO_LOW_CAPACITY = 12

/**
 * The demo purchase agreement: the shop's own ticket terms and privacy policy (seed/documents.ts), in the
 * three languages. The links are the app's agreement page with the document id (spec core §2: agreement
 * takes id and title), so every client opens them in the app.
 */
const TERMS_URL = `/agreement?id=${DOCUMENT_IDS.ticketTerms}`
const PRIVACY_URL = `/agreement?id=${DOCUMENT_IDS.privacyPolicy}`

export const DEMO_AGREEMENT: StoredAgreement = {
  template: '我已阅读并同意{terms}和{privacy}',
  placeHolders: [
    { name: 'terms', title: '《购票须知》', url: TERMS_URL },
    { name: 'privacy', title: '《隐私政策》', url: PRIVACY_URL },
  ],
  i18n: {
    'zh-CN': {
      template: '我已阅读并同意{terms}和{privacy}',
      placeHolders: [
        { name: 'terms', title: '《购票须知》', url: TERMS_URL },
        { name: 'privacy', title: '《隐私政策》', url: PRIVACY_URL },
      ],
    },
    'zh-MO': {
      template: '我已閱讀並同意{terms}和{privacy}',
      placeHolders: [
        { name: 'terms', title: '《購票須知》', url: TERMS_URL },
        { name: 'privacy', title: '《私隱政策》', url: PRIVACY_URL },
      ],
    },
    'en-US': {
      template: 'I have read and agree to {terms} and {privacy}',
      placeHolders: [
        { name: 'terms', title: 'Ticket Terms', url: TERMS_URL },
        { name: 'privacy', title: 'Privacy Policy', url: PRIVACY_URL },
      ],
    },
  },
}

/** Demo show numbers with purchase settings (see the header). */
export const DEMO_RULE_SHOWS = { realNameExpressAgreement: 5, realName: 17, agreementOnly: 20 } as const
/** A plain tier show whose tickets also go by express, with an add purchase list (seed/products.ts). */
export const DEMO_EXPRESS_ADD_ON_SHOW = 3

/** The limited 'hot' show: tiny stock per tier (in tier order), 2 per order and per buyer. */
export const DEMO_HOT_SHOW = { n: 31, capacities: [20, 10, 2], maxPerOrder: 2, maxPerBuyer: 2 } as const
/** A show with purchase limits other than the defaults (group tickets for an exhibition). */
export const DEMO_GROUP_LIMITS_SHOW = { n: 21, maxPerOrder: 10, maxPerBuyer: 20 } as const

const DEMO_PREFIXES = [
  { merchantId: DEMO_MERCHANTS.MACAU, prefix: 'MO' },
  { merchantId: DEMO_MERCHANTS.MAINLAND, prefix: 'SH' },
]
const hotShowIds = new Set(DEMO_PREFIXES.map(({ merchantId, prefix }) => `${merchantId}/${demoShowId(prefix, DEMO_HOT_SHOW.n)}`))

/** The hot show's tiers hold few tickets (by the tier's place, P1..P3); every other tier the demo capacity. */
function capacityOf(plan: { merchantId: string; showId: string; seatPlanId: string; saleState: string }): number {
  if (hotShowIds.has(`${plan.merchantId}/${plan.showId}`)) {
    const tier = Number(/-P(\d+)$/.exec(plan.seatPlanId)?.[1] ?? 1)
    return DEMO_HOT_SHOW.capacities[Math.min(tier, DEMO_HOT_SHOW.capacities.length) - 1] ?? DEMO_LOW_CAPACITY
  }
  return plan.saleState === 'LOW' ? DEMO_LOW_CAPACITY : DEMO_CAPACITY
}

export async function seedOrders({ db }: SeedContext): Promise<number> {
  const repo = createOrdersRepository(db)
  const plans = await repo.allSeatPlans()
  const rows = plans.map(({ plan, showDetailStatus }) => {
    const soldOut = plan.saleState === 'SOLD_OUT' || showDetailStatus === 'SOLD_OUT'
    const capacity = capacityOf(plan)
    return {
      merchantId: plan.merchantId,
      seatPlanId: plan.seatPlanId,
      shard: 0,
      showId: plan.showId,
      sessionId: plan.sessionId,
      capacity,
      sold: soldOut ? capacity : 0,
      held: 0,
    }
  })
  const stock = await repo.insertStockIfAbsent(rows)

  const limits = { maxPerOrder: DEFAULT_MAX_PER_ORDER, maxPerBuyer: DEFAULT_MAX_PER_BUYER }
  const ruleRows = DEMO_PREFIXES.flatMap(({ merchantId, prefix }) => [
    {
      merchantId,
      showId: demoShowId(prefix, DEMO_RULE_SHOWS.realNameExpressAgreement),
      ...limits,
      realNameRequired: true,
      deliverMethods: ['E_TICKET' as const, 'VENUE_PICKUP' as const, 'EXPRESS' as const],
      agreement: DEMO_AGREEMENT,
      agreementNeedReadAll: true,
    },
    { merchantId, showId: demoShowId(prefix, DEMO_RULE_SHOWS.realName), ...limits, realNameRequired: true },
    { merchantId, showId: demoShowId(prefix, DEMO_EXPRESS_ADD_ON_SHOW), ...limits, deliverMethods: ['E_TICKET' as const, 'EXPRESS' as const] },
    { merchantId, showId: demoShowId(prefix, DEMO_RULE_SHOWS.agreementOnly), ...limits, agreement: DEMO_AGREEMENT, agreementNeedReadAll: false },
    { merchantId, showId: demoShowId(prefix, DEMO_HOT_SHOW.n), maxPerOrder: DEMO_HOT_SHOW.maxPerOrder, maxPerBuyer: DEMO_HOT_SHOW.maxPerBuyer },
    { merchantId, showId: demoShowId(prefix, DEMO_GROUP_LIMITS_SHOW.n), maxPerOrder: DEMO_GROUP_LIMITS_SHOW.maxPerOrder, maxPerBuyer: DEMO_GROUP_LIMITS_SHOW.maxPerBuyer },
  ])
  // Only shows that exist (a trimmed catalog seeds fewer shows).
  const showIds = new Set(plans.map((p) => `${p.plan.merchantId}/${p.plan.showId}`))
  return stock + (await repo.insertShowRulesIfAbsent(ruleRows.filter((r) => showIds.has(`${r.merchantId}/${r.showId}`))))
}
