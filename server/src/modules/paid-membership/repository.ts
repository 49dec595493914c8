/** Paid-membership reads and writes (server/src/db/schema-paid-membership.ts). */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders } from '../../db/schema-orders.js'
import { paidMemberships, primePlanOrders, primePlans } from '../../db/schema-paid-membership.js'
import { purchaseOrderReads } from '../orders/purchase-orders.js'

export type PlanRow = typeof primePlans.$inferSelect
export type PlanOrderRow = typeof primePlanOrders.$inferSelect
export type MembershipRow = typeof paidMemberships.$inferSelect
type OrderRow = typeof orders.$inferSelect

export function createPaidMembershipRepository(db: Db) {
  return {
    db,
    ...purchaseOrderReads(db),
    async plansOnSale(merchantId: string): Promise<PlanRow[]> {
      return db.select().from(primePlans).where(and(eq(primePlans.merchantId, merchantId), eq(primePlans.onSale, true))).orderBy(asc(primePlans.position), asc(primePlans.planId))
    },
    async plan(merchantId: string, planId: string): Promise<PlanRow | null> {
      const [row] = await db.select().from(primePlans).where(and(eq(primePlans.merchantId, merchantId), eq(primePlans.planId, planId)))
      return row ?? null
    },
    async membership(merchantId: string, userId: string): Promise<MembershipRow | null> {
      const [row] = await db.select().from(paidMemberships).where(and(eq(paidMemberships.merchantId, merchantId), eq(paidMemberships.userId, userId)))
      return row ?? null
    },
    async ownPlanOrder(merchantId: string, userId: string, orderId: string): Promise<{ order: OrderRow; plan: PlanOrderRow } | null> {
      const [row] = await db
        .select({ order: orders, plan: primePlanOrders })
        .from(orders)
        .innerJoin(primePlanOrders, eq(primePlanOrders.orderId, orders.orderId))
        .where(and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.orderId, orderId)))
      return row ?? null
    },
    async insertPlanOrder(row: typeof primePlanOrders.$inferInsert): Promise<void> {
      await db.insert(primePlanOrders).values(row)
    },
    /** Marks the plan order granted, once: false when it was already (or is no plan order). */
    async markGranted(orderId: string, at: Date): Promise<PlanOrderRow | null> {
      const [row] = await db
        .update(primePlanOrders)
        .set({ grantedAt: at })
        .where(and(eq(primePlanOrders.orderId, orderId), sql`${primePlanOrders.grantedAt} is null`))
        .returning()
      return row ?? null
    },
    async setOrderExpiry(orderId: string, expiresAt: Date): Promise<void> {
      await db.update(primePlanOrders).set({ expiresAt }).where(eq(primePlanOrders.orderId, orderId))
    },
    /**
     * Adds days to the buyer's membership in one statement: from its end when it is still running,
     * else from `from`; the new end is returned.
     */
    async extend(merchantId: string, userId: string, planId: string, days: number, from: Date): Promise<Date> {
      const start = sql`greatest(${paidMemberships.expiresAt}, ${from.toISOString()}::timestamptz)`
      const [row] = await db
        .insert(paidMemberships)
        .values({ merchantId, userId, planId, expiresAt: new Date(from.getTime() + days * 86_400_000) })
        .onConflictDoUpdate({
          target: [paidMemberships.merchantId, paidMemberships.userId],
          set: { planId, expiresAt: sql`${start} + ${days}::int * interval '1 day'`, updatedAt: from },
        })
        .returning({ expiresAt: paidMemberships.expiresAt })
      if (!row) throw new Error(`membership of ${userId} was not extended`)
      return row.expiresAt
    },
  }
}

export type PaidMembershipRepository = ReturnType<typeof createPaidMembershipRepository>
