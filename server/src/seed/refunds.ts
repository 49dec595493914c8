/**
 * Demo refund rules (a merchant setting): each demo merchant's default rule (show id '*'). Macau gives
 * everything back up to three days before a session and keeps 10 % until a day before; Shanghai keeps
 * 5 % from two days before and allows two refunds per order. Shows without a row use their merchant's.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import { refundRules, REFUND_RULE_DEFAULT_SHOW } from '../db/schema.js'
import type { SeedContext } from './index.js'

export const DEMO_REFUND_RULES = {
  [DEMO_MERCHANTS.MACAU]: { tiers: [{ minHoursBefore: 72, feeBp: 0 }, { minHoursBefore: 24, feeBp: 1000 }], maxRefundsPerOrder: 3 },
  [DEMO_MERCHANTS.MAINLAND]: { tiers: [{ minHoursBefore: 48, feeBp: 0 }, { minHoursBefore: 24, feeBp: 500 }], maxRefundsPerOrder: 2 },
}

export async function seedRefunds({ db }: SeedContext): Promise<number> {
  const rows = Object.entries(DEMO_REFUND_RULES).map(([merchantId, r]) => ({ merchantId, showId: REFUND_RULE_DEFAULT_SHOW, allowed: true, ...r }))
  const inserted = await db.insert(refundRules).values(rows).onConflictDoNothing().returning({ m: refundRules.merchantId })
  return inserted.length
}
