/** Parking reads and writes (server/src/db/schema-parking.ts). */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import { ORDER_STATE } from '../../../../types/orders.js'
import type { Db } from '../../db/client.js'
import { merchants } from '../../db/schema-merchants.js'
import { orders } from '../../db/schema-orders.js'
import { parkingLots, parkingOrders, parkingStays } from '../../db/schema-parking.js'
import { purchaseOrderReads } from '../orders/purchase-orders.js'

export type LotRow = typeof parkingLots.$inferSelect
export type StayRow = typeof parkingStays.$inferSelect
export type ParkingOrderRow = typeof parkingOrders.$inferSelect
type OrderRow = typeof orders.$inferSelect

export function createParkingRepository(db: Db) {
  return {
    db,
    ...purchaseOrderReads(db),
    async lots(merchantId: string): Promise<LotRow[]> {
      return db.select().from(parkingLots).where(eq(parkingLots.merchantId, merchantId)).orderBy(asc(parkingLots.position), asc(parkingLots.lotId))
    },
    async lot(merchantId: string, lotId: string): Promise<LotRow | null> {
      const [row] = await db.select().from(parkingLots).where(and(eq(parkingLots.merchantId, merchantId), eq(parkingLots.lotId, lotId)))
      return row ?? null
    },
    /** The shop's default language (null for an unknown shop). */
    async shopLang(merchantId: string): Promise<Lang | null> {
      const [row] = await db.select({ lang: merchants.defaultLang }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return row?.lang ?? null
    },
    /** The car's stay in the car park that has not ended. */
    async openStay(merchantId: string, lotId: string, plate: string): Promise<StayRow | null> {
      const [row] = await db
        .select()
        .from(parkingStays)
        .where(and(eq(parkingStays.merchantId, merchantId), eq(parkingStays.lotId, lotId), eq(parkingStays.plate, plate), isNull(parkingStays.exitedAt)))
      return row ?? null
    },
    /** The stay's row locked for this transaction (one payment order for a stay at a time). */
    async lockStay(stayId: string): Promise<StayRow | null> {
      const [row] = await db.select().from(parkingStays).where(eq(parkingStays.stayId, stayId)).for('update')
      return row ?? null
    },
    async insertStay(row: typeof parkingStays.$inferInsert): Promise<void> {
      await db.insert(parkingStays).values(row)
    },
    /** A car's stay begins, unless it has one open already (parking_stays_open_uq). */
    async insertStayIfNone(row: typeof parkingStays.$inferInsert): Promise<void> {
      await db.insert(parkingStays).values(row).onConflictDoNothing()
    },
    /** The car went out: its stay ends. */
    async endStay(stayId: string, at: Date): Promise<void> {
      await db.update(parkingStays).set({ exitedAt: at }).where(and(eq(parkingStays.stayId, stayId), isNull(parkingStays.exitedAt)))
    },
    /** The stay's order still waiting at the cashier, if any. */
    async unpaidOrderOfStay(stayId: string): Promise<{ order: OrderRow; parking: ParkingOrderRow } | null> {
      const [row] = await db
        .select({ order: orders, parking: parkingOrders })
        .from(parkingOrders)
        .innerJoin(orders, eq(orders.orderId, parkingOrders.orderId))
        .where(and(eq(parkingOrders.stayId, stayId), isNull(parkingOrders.paidAt), eq(orders.state, ORDER_STATE.Unpaid)))
      return row ?? null
    },
    async insertParkingOrder(row: typeof parkingOrders.$inferInsert): Promise<void> {
      await db.insert(parkingOrders).values(row)
    },
    /** The buyer's parking orders, newest first, with their order rows. */
    async ordersOf(merchantId: string, userId: string, orderId?: string): Promise<Array<{ order: OrderRow; parking: ParkingOrderRow; enteredAt: Date }>> {
      return db
        .select({ order: orders, parking: parkingOrders, enteredAt: parkingStays.enteredAt })
        .from(parkingOrders)
        .innerJoin(orders, eq(orders.orderId, parkingOrders.orderId))
        .innerJoin(parkingStays, eq(parkingStays.stayId, parkingOrders.stayId))
        .where(and(eq(parkingOrders.merchantId, merchantId), eq(parkingOrders.userId, userId), orderId ? eq(parkingOrders.orderId, orderId) : undefined))
        .orderBy(desc(parkingOrders.createdAt))
        .limit(100)
    },
    /** The parking side of an order (null for an order that pays no parking). */
    async parkingOrder(orderId: string): Promise<ParkingOrderRow | null> {
      const [row] = await db.select().from(parkingOrders).where(eq(parkingOrders.orderId, orderId))
      return row ?? null
    },
    /** Marks the parking order paid, once: null when it was already (or the order pays no parking). */
    async markPaid(orderId: string, at: Date): Promise<ParkingOrderRow | null> {
      const [row] = await db
        .update(parkingOrders)
        .set({ paidAt: at })
        .where(and(eq(parkingOrders.orderId, orderId), isNull(parkingOrders.paidAt)))
        .returning()
      return row ?? null
    },
    /** Adds a paid fee to its stay. */
    async addPaid(stayId: string, cents: number, at: Date): Promise<void> {
      await db
        .update(parkingStays)
        .set({ paidCents: sql`${parkingStays.paidCents} + ${cents}`, paidAt: at })
        .where(eq(parkingStays.stayId, stayId))
    },
  }
}

export type ParkingRepository = ReturnType<typeof createParkingRepository>
