/** Buyer address book: one row per address, scoped by merchant and buyer; at most one default each. */
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { merchants } from './schema-merchants.js'

export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    addressId: text('address_id').primaryKey(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.merchantId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    recipient: text('recipient').notNull(),
    countryCode: text('country_code').notNull().default('86'),
    phone: text('phone').notNull(),
    area: text('area').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_addresses_owner_idx').on(t.merchantId, t.userId, t.createdAt),
    // The last line of defence of "exactly one default": never two.
    uniqueIndex('buyer_addresses_one_default_uq').on(t.merchantId, t.userId).where(sql`${t.isDefault}`),
  ],
)
