/**
 * Address book storage. Every query is scoped by (merchant, buyer), so another buyer's id is simply
 * not found. Writes run in one transaction holding a per-buyer advisory lock, so the "exactly one
 * default" and "at most 20" rules hold under concurrent requests of the same buyer.
 */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { buyerAddresses } from '../../db/schema.js'

export type AddressRow = typeof buyerAddresses.$inferSelect
export type AddressInsert = typeof buyerAddresses.$inferInsert
export type AddressPatch = Pick<AddressInsert, 'recipient' | 'countryCode' | 'phone' | 'area' | 'detail'>

export interface AddressesRepository {
  /** Run `fn` in a transaction that holds the buyer's lock. */
  locked<T>(merchantId: string, userId: string, fn: (tx: AddressesRepository) => Promise<T>): Promise<T>
  list(merchantId: string, userId: string): Promise<AddressRow[]>
  count(merchantId: string, userId: string): Promise<number>
  find(merchantId: string, userId: string, addressId: string): Promise<AddressRow | null>
  insert(row: AddressInsert): Promise<AddressRow>
  update(merchantId: string, userId: string, addressId: string, patch: AddressPatch): Promise<AddressRow | null>
  delete(merchantId: string, userId: string, addressId: string): Promise<AddressRow | null>
  /** Make `addressId` the only default of the buyer. */
  setDefault(merchantId: string, userId: string, addressId: string): Promise<void>
  /** The newest address of the buyer, if any. */
  newest(merchantId: string, userId: string): Promise<AddressRow | null>
}

export function createAddressesRepository(db: Db): AddressesRepository {
  const owner = (merchantId: string, userId: string) => and(eq(buyerAddresses.merchantId, merchantId), eq(buyerAddresses.userId, userId))
  const one = (merchantId: string, userId: string, addressId: string) => and(owner(merchantId, userId), eq(buyerAddresses.addressId, addressId))

  return {
    async locked(merchantId, userId, fn) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${merchantId}:${userId}`}))`)
        return fn(createAddressesRepository(tx as unknown as Db))
      })
    },
    list(merchantId, userId) {
      return db
        .select()
        .from(buyerAddresses)
        .where(owner(merchantId, userId))
        .orderBy(desc(buyerAddresses.isDefault), desc(buyerAddresses.createdAt), desc(buyerAddresses.addressId))
    },
    async count(merchantId, userId) {
      const [r] = await db.select({ n: count() }).from(buyerAddresses).where(owner(merchantId, userId))
      return r?.n ?? 0
    },
    async find(merchantId, userId, addressId) {
      const [r] = await db.select().from(buyerAddresses).where(one(merchantId, userId, addressId))
      return r ?? null
    },
    async insert(row) {
      const [r] = await db.insert(buyerAddresses).values(row).returning()
      if (!r) throw new Error('address insert returned nothing')
      return r
    },
    async update(merchantId, userId, addressId, patch) {
      const [r] = await db
        .update(buyerAddresses)
        .set({ ...patch, updatedAt: new Date() })
        .where(one(merchantId, userId, addressId))
        .returning()
      return r ?? null
    },
    async delete(merchantId, userId, addressId) {
      const [r] = await db.delete(buyerAddresses).where(one(merchantId, userId, addressId)).returning()
      return r ?? null
    },
    async setDefault(merchantId, userId, addressId) {
      // Clear first: the partial unique index allows one default at a time.
      await db
        .update(buyerAddresses)
        .set({ isDefault: false })
        .where(and(owner(merchantId, userId), eq(buyerAddresses.isDefault, true), ne(buyerAddresses.addressId, addressId)))
      await db.update(buyerAddresses).set({ isDefault: true }).where(one(merchantId, userId, addressId))
    },
    async newest(merchantId, userId) {
      const [r] = await db
        .select()
        .from(buyerAddresses)
        .where(owner(merchantId, userId))
        .orderBy(desc(buyerAddresses.createdAt), desc(buyerAddresses.addressId))
        .limit(1)
      return r ?? null
    },
  }
}
