/** Express rows: the order an express parcel belongs to, its delivery address, and the parcel itself. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { buyerAddresses, orders, parcels, productOrders, ticketStaffTokens } from '../../db/schema.js'

export type ParcelRow = typeof parcels.$inferSelect
export type ExpressOrderRow = Pick<typeof orders.$inferSelect, 'orderId' | 'merchantId' | 'userId' | 'orderType' | 'state' | 'refundState' | 'deliverMethod' | 'addressId' | 'paidAt' | 'qty'>

export interface DeliveryAddress {
  recipient: string
  phone: string
  area: string
  detail: string
}

export interface ExpressRepository {
  /** The order of this merchant (and buyer, when given), or null. */
  findOrder(merchantId: string, orderId: string, userId?: string): Promise<ExpressOrderRow | null>
  /** Where it goes: the goods side's copy of the address, else the order's address book entry. */
  addressOf(order: ExpressOrderRow): Promise<DeliveryAddress | null>
  findParcel(orderId: string): Promise<ParcelRow | null>
  /** Insert the order's parcel unless it has one (false then: shipped already). */
  insertParcelIfAbsent(row: ParcelRow): Promise<boolean>
  updateTracking(orderId: string, set: Pick<ParcelRow, 'state' | 'events' | 'checkedAt'>): Promise<void>
  /** Paid, unrefunded express orders of a merchant with no parcel, oldest paid first. */
  toShip(merchantId: string, limit: number): Promise<ExpressOrderRow[]>
  /** Merchant of a live venue-staff token hash, or null. */
  staffMerchant(tokenHash: string): Promise<string | null>
}

const orderColumns = {
  orderId: orders.orderId,
  merchantId: orders.merchantId,
  userId: orders.userId,
  orderType: orders.orderType,
  state: orders.state,
  refundState: orders.refundState,
  deliverMethod: orders.deliverMethod,
  addressId: orders.addressId,
  paidAt: orders.paidAt,
  qty: orders.qty,
}

export function createExpressRepository(db: Db): ExpressRepository {
  return {
    async findOrder(merchantId, orderId, userId) {
      const mine = userId === undefined ? undefined : eq(orders.userId, userId)
      const [row] = await db.select(orderColumns).from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.orderId, orderId), mine))
      return row ?? null
    },

    async addressOf(order) {
      const [side] = await db.select({ address: productOrders.address }).from(productOrders).where(eq(productOrders.orderId, order.orderId))
      if (side?.address) return side.address
      if (!order.addressId) return null
      const [a] = await db
        .select({ recipient: buyerAddresses.recipient, phone: buyerAddresses.phone, area: buyerAddresses.area, detail: buyerAddresses.detail })
        .from(buyerAddresses)
        .where(and(eq(buyerAddresses.merchantId, order.merchantId), eq(buyerAddresses.addressId, order.addressId)))
      return a ?? null
    },

    async findParcel(orderId) {
      const [row] = await db.select().from(parcels).where(eq(parcels.orderId, orderId))
      return row ?? null
    },

    async insertParcelIfAbsent(row) {
      const rows = await db.insert(parcels).values(row).onConflictDoNothing().returning({ orderId: parcels.orderId })
      return rows.length > 0
    },

    async updateTracking(orderId, set) {
      await db.update(parcels).set(set).where(eq(parcels.orderId, orderId))
    },

    async toShip(merchantId, limit) {
      return db
        .select(orderColumns)
        .from(orders)
        .leftJoin(parcels, eq(parcels.orderId, orders.orderId))
        .where(and(eq(orders.merchantId, merchantId), eq(orders.state, 9), eq(orders.refundState, 'NONE'), eq(orders.deliverMethod, 'EXPRESS'), isNull(parcels.orderId)))
        .orderBy(asc(orders.paidAt), asc(orders.orderId))
        .limit(limit)
    },

    async staffMerchant(tokenHash) {
      const [row] = await db
        .select({ merchantId: ticketStaffTokens.merchantId })
        .from(ticketStaffTokens)
        .where(and(eq(ticketStaffTokens.tokenHash, tokenHash), sql`${ticketStaffTokens.revokedAt} is null`))
      return row?.merchantId ?? null
    },
  }
}
