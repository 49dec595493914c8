/**
 * What a paid MEMBER order delivers, and what a paid membership gives on orders. `grantPaidMembership`
 * runs in the payment's settlement transaction (payments/settle.ts, behind the order row lock) for
 * every paid order and does nothing for orders that bought no plan; marking the plan order granted is
 * a conditional update, so a payment settled twice adds its days once.
 */
import type { Db } from '../../db/client.js'
import type { Translations } from '../../i18n/translations.js'
import { createPaidMembershipRepository } from './repository.js'

export async function grantPaidMembership(db: Db, orderId: string, paidAt: Date): Promise<void> {
  const repo = createPaidMembershipRepository(db)
  const granted = await repo.markGranted(orderId, paidAt)
  if (!granted) return
  const expiresAt = await repo.extend(granted.merchantId, granted.userId, granted.planId, granted.validDays, paidAt)
  await repo.setOrderExpiry(orderId, expiresAt)
}

/** A member price: its percent (90 = pays 90%) and whose it is (a level's or a plan's name). */
export interface MemberPrice {
  percent: number
  name: Translations
}

/** The member prices a running paid membership gives the buyer at `now` (on shows, on goods), or null. */
export async function paidMemberPrices(db: Db, merchantId: string, userId: string, now: Date): Promise<{ show: MemberPrice; item: MemberPrice | null } | null> {
  const repo = createPaidMembershipRepository(db)
  const membership = await repo.membership(merchantId, userId)
  if (!membership || membership.expiresAt.getTime() <= now.getTime()) return null
  const plan = await repo.plan(merchantId, membership.planId)
  if (!plan) return null
  return { show: { percent: plan.showDiscountPercent, name: plan.name }, item: plan.itemDiscountPercent ? { percent: plan.itemDiscountPercent, name: plan.name } : null }
}

/** The member price on shows a running paid membership gives the buyer at `now`, or null. */
export async function paidShowDiscount(db: Db, merchantId: string, userId: string, now: Date): Promise<MemberPrice | null> {
  return (await paidMemberPrices(db, merchantId, userId, now))?.show ?? null
}

/** The best of some member prices (the lowest percent), or null when there is none. */
export function bestMemberPrice(prices: Array<MemberPrice | null | undefined>): MemberPrice | null {
  return prices.filter((p): p is MemberPrice => Boolean(p)).sort((a, b) => a.percent - b.percent)[0] ?? null
}
