/**
 * Demo stock: every demo seat plan gets one stock row (200 tickets; 12 for LOW tiers; sold out for
 * SOLD_OUT tiers and shows). Purchase limits and the reservation time use the module defaults.
 *
 * Purchase settings (order_show_rules) for a few tier-only ON_SALE shows that no e2e test books, per
 * merchant: show 5 is real-name with express delivery and a need-read-all agreement (the confirm e2e
 * books it), show 17 is real-name with the default delivery methods, show 20 has an agreement only.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { StoredAgreement } from '../db/schema-orders.js'
import { createOrdersRepository } from '../modules/orders/repository.js'
import { DEFAULT_MAX_PER_BUYER, DEFAULT_MAX_PER_ORDER } from '../modules/orders/service.js'
import { demoShowId } from './catalog.js'
import type { SeedContext } from './index.js'

export const DEMO_CAPACITY = 200
export const DEMO_LOW_CAPACITY = 12

/** The demo purchase agreement: the same two documents in the three languages. */
export const DEMO_AGREEMENT: StoredAgreement = {
  template: '我已阅读并同意{terms}和{privacy}',
  placeHolders: [
    { name: 'terms', title: '《购票须知》', url: 'https://shop.example/agreements/ticket-terms' },
    { name: 'privacy', title: '《隐私政策》', url: 'https://shop.example/agreements/privacy' },
  ],
  i18n: {
    'zh-CN': {
      template: '我已阅读并同意{terms}和{privacy}',
      placeHolders: [
        { name: 'terms', title: '《购票须知》', url: 'https://shop.example/agreements/ticket-terms' },
        { name: 'privacy', title: '《隐私政策》', url: 'https://shop.example/agreements/privacy' },
      ],
    },
    'zh-MO': {
      template: '我已閱讀並同意{terms}和{privacy}',
      placeHolders: [
        { name: 'terms', title: '《購票須知》', url: 'https://shop.example/agreements/ticket-terms' },
        { name: 'privacy', title: '《私隱政策》', url: 'https://shop.example/agreements/privacy' },
      ],
    },
    'en-US': {
      template: 'I have read and agree to {terms} and {privacy}',
      placeHolders: [
        { name: 'terms', title: 'Ticket Terms', url: 'https://shop.example/agreements/ticket-terms' },
        { name: 'privacy', title: 'Privacy Policy', url: 'https://shop.example/agreements/privacy' },
      ],
    },
  },
}

/** Demo show numbers with purchase settings (see the header). */
export const DEMO_RULE_SHOWS = { realNameExpressAgreement: 5, realName: 17, agreementOnly: 20 } as const

export async function seedOrders({ db }: SeedContext): Promise<number> {
  const repo = createOrdersRepository(db)
  const plans = await repo.allSeatPlans()
  const rows = plans.map(({ plan, showDetailStatus }) => {
    const soldOut = plan.saleState === 'SOLD_OUT' || showDetailStatus === 'SOLD_OUT'
    const capacity = plan.saleState === 'LOW' ? DEMO_LOW_CAPACITY : DEMO_CAPACITY
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
  const ruleRows = [
    { merchantId: DEMO_MERCHANTS.MACAU, prefix: 'MO' },
    { merchantId: DEMO_MERCHANTS.MAINLAND, prefix: 'SH' },
  ].flatMap(({ merchantId, prefix }) => [
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
    { merchantId, showId: demoShowId(prefix, DEMO_RULE_SHOWS.agreementOnly), ...limits, agreement: DEMO_AGREEMENT, agreementNeedReadAll: false },
  ])
  // Only shows that exist (a trimmed catalog seeds fewer shows).
  const showIds = new Set(plans.map((p) => `${p.plan.merchantId}/${p.plan.showId}`))
  return stock + (await repo.insertShowRulesIfAbsent(ruleRows.filter((r) => showIds.has(`${r.merchantId}/${r.showId}`))))
}
