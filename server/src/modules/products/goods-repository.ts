/** Goods order rows: the goods side of `orders` (order_type PRODUCT), its lines and delivery. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { buyerAddresses, cartLines, orderMerchantSettings, orders, productOrderItems, productOrders } from '../../db/schema.js'

export type OrderRow = typeof orders.$inferSelect
export type NewOrderRow = typeof orders.$inferInsert
export type GoodsSideRow = typeof productOrders.$inferSelect
export type GoodsItemRow = typeof productOrderItems.$inferSelect
export type AddressRow = typeof buyerAddresses.$inferSelect

export interface GoodsOrdersRepository {
  db: Db
  transaction<T>(fn: (tx: GoodsOrdersRepository) => Promise<T>): Promise<T>
  /** Insert unless this buyer already has an order with this key (unique index); false then. */
  insertOrderIfNew(row: NewOrderRow): Promise<boolean>
  insertGoodsSide(side: GoodsSideRow, items: GoodsItemRow[]): Promise<void>
  dropCartLines(merchantId: string, userId: string, skuIds: string[]): Promise<void>
  findOrderByKey(merchantId: string, userId: string, key: string): Promise<OrderRow | null>
  /** A goods order of this buyer, or null (missing, another buyer's, or a ticket order). */
  findOwnGoodsOrder(merchantId: string, userId: string, orderId: string): Promise<OrderRow | null>
  listOwnGoodsOrders(merchantId: string, userId: string, offset: number, length: number): Promise<{ total: number; rows: OrderRow[] }>
  goodsSides(orderIds: string[]): Promise<GoodsSideRow[]>
  goodsItems(orderIds: string[]): Promise<GoodsItemRow[]>
  findOwnAddress(merchantId: string, userId: string, addressId: string): Promise<AddressRow | null>
  defaultAddress(merchantId: string, userId: string): Promise<AddressRow | null>
  reserveSeconds(merchantId: string): Promise<number | null>
}

export function createGoodsOrdersRepository(db: Db): GoodsOrdersRepository {
  const own = (merchantId: string, userId: string) => and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.orderType, 'PRODUCT'))
  return {
    db,
    transaction: (fn) => db.transaction((tx) => fn(createGoodsOrdersRepository(tx as unknown as Db))),

    async insertOrderIfNew(row) {
      const rows = await db.insert(orders).values(row).onConflictDoNothing().returning({ orderId: orders.orderId })
      return rows.length > 0
    },

    async insertGoodsSide(side, items) {
      await db.insert(productOrders).values(side)
      if (items.length) await db.insert(productOrderItems).values(items)
    },

    async dropCartLines(merchantId, userId, skuIds) {
      if (!skuIds.length) return
      await db.delete(cartLines).where(and(eq(cartLines.merchantId, merchantId), eq(cartLines.userId, userId), inArray(cartLines.skuId, skuIds)))
    },

    async findOrderByKey(merchantId, userId, key) {
      const [row] = await db.select().from(orders).where(and(eq(orders.merchantId, merchantId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      return row ?? null
    },

    async findOwnGoodsOrder(merchantId, userId, orderId) {
      const [row] = await db.select().from(orders).where(and(own(merchantId, userId), eq(orders.orderId, orderId)))
      return row ?? null
    },

    async listOwnGoodsOrders(merchantId, userId, offset, length) {
      const where = own(merchantId, userId)
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(orders).where(where),
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.orderId)).offset(offset).limit(length),
      ])
      return { total: Number(total?.n ?? 0), rows }
    },

    async goodsSides(orderIds) {
      if (!orderIds.length) return []
      return db.select().from(productOrders).where(inArray(productOrders.orderId, orderIds))
    },

    async goodsItems(orderIds) {
      if (!orderIds.length) return []
      return db.select().from(productOrderItems).where(inArray(productOrderItems.orderId, orderIds)).orderBy(asc(productOrderItems.orderId), asc(productOrderItems.lineNo))
    },

    async findOwnAddress(merchantId, userId, addressId) {
      const [row] = await db
        .select()
        .from(buyerAddresses)
        .where(and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId), eq(buyerAddresses.addressId, addressId)))
      return row ?? null
    },

    async defaultAddress(merchantId, userId) {
      const [row] = await db
        .select()
        .from(buyerAddresses)
        .where(and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId), eq(buyerAddresses.isDefault, true)))
      return row ?? null
    },

    async reserveSeconds(merchantId) {
      const [row] = await db.select({ s: orderMerchantSettings.reserveSeconds }).from(orderMerchantSettings).where(eq(orderMerchantSettings.merchantId, merchantId))
      return row?.s ?? null
    },
  }
}
