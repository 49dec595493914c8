/**
 * Membership and points (modules/membership): a merchant's prime levels with their rights and member
 * discount, its growth and points rules, and per buyer one account row (growth, points balance,
 * level) with the records that explain it.
 *
 * Exactly-once rules live in the indexes: one growth record and one EARN record per paid order
 * (a payment notification delivered twice cannot award twice), one SPEND and one RETURN per order.
 * The points balance is spent by a conditional UPDATE (points >= n) on the account row, so the same
 * points can never pay for two orders.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

/**
 * One birthday gift of a level (spec accounts §3: icon, giftDesc). A gift with `points` is granted for
 * real in the buyer's birthday month, once a year; the others describe what the shop gives at the
 * venue or on request (shown, like the rights).
 */
export interface BirthdayGiftRow {
  icon: string
  desc: Translations
  points?: number
}

/** One right of a level (spec accounts §3: icon, primeRightTypeName, badgeDesc, isHighlight, isDisplayToUser). */
export interface PrimeRightRow {
  icon: string
  typeName: Translations
  badge: Translations
  highlight: boolean
  display: boolean
}

export const primeLevels = pgTable(
  'prime_levels',
  {
    merchantId: merchantRef(),
    level: integer('level').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    /** Growth value at which a buyer reaches this level (level 1 is 0). */
    growthThreshold: integer('growth_threshold').notNull(),
    /** Member price on shows as a percentage of the price (95 = 会员9.5折); null = no member discount. */
    showDiscountPercent: integer('show_discount_percent'),
    /** Member price on goods (95 = 会员9.5折); null = none. */
    itemDiscountPercent: integer('item_discount_percent'),
    rights: jsonb('rights').$type<PrimeRightRow[]>().notNull().default([]),
    birthdayGifts: jsonb('birthday_gifts').$type<BirthdayGiftRow[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level] }),
    check('prime_levels_threshold_ck', sql`${t.growthThreshold} >= 0`),
    check('prime_levels_discount_ck', sql`${t.showDiscountPercent} is null or (${t.showDiscountPercent} > 0 and ${t.showDiscountPercent} < 100)`),
    check('prime_levels_item_discount_ck', sql`${t.itemDiscountPercent} is null or (${t.itemDiscountPercent} > 0 and ${t.itemDiscountPercent} < 100)`),
  ],
)

export const memberRules = pgTable(
  'member_rules',
  {
    merchantId: merchantRef().primaryKey(),
    /** Growth value per whole yuan paid. */
    growthPerYuan: integer('growth_per_yuan').notNull(),
    /** Points earned per whole yuan paid. */
    pointsPerYuan: integer('points_per_yuan').notNull(),
    /** Points worth one yuan of deduction (the spec's rate). */
    pointRate: integer('point_rate').notNull(),
    /** At most this percent of an order may be paid with points (the spec's limit proportion). */
    limitProportion: integer('limit_proportion').notNull(),
    /** Earned points expire this many days after they were earned. */
    pointValidDays: integer('point_valid_days').notNull(),
    /** Points a buyer gets once, when they first become a member of the shop (新会员礼). */
    welcomePoints: integer('welcome_points').notNull().default(0),
    /** "About to expire" means within this many days. */
    expireNoticeDays: integer('expire_notice_days').notNull().default(30),
    growthRule: jsonb('growth_rule').$type<Translations>().notNull(),
    pointRule: jsonb('point_rule').$type<Translations>().notNull(),
  },
  (t) => [
    check('member_rules_rate_ck', sql`${t.pointRate} > 0 and ${t.pointsPerYuan} >= 0 and ${t.growthPerYuan} >= 0`),
    check('member_rules_limit_ck', sql`${t.limitProportion} >= 0 and ${t.limitProportion} <= 100`),
  ],
)

export const memberAccounts = pgTable(
  'member_accounts',
  {
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    growth: integer('growth').notNull().default(0),
    points: integer('points').notNull().default(0),
    level: integer('level').notNull().default(1),
    /** The highest level the buyer was told about (the level-up popup shows while level is above it). */
    notifiedLevel: integer('notified_level').notNull().default(1),
    /** The year this buyer's birthday points were granted (once a year, in the birthday month). */
    birthdayGiftYear: integer('birthday_gift_year'),
    /** The year the buyer closed the birthday popup (it shows once a year). */
    birthdayPopupYear: integer('birthday_popup_year'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId] }), check('member_accounts_points_ck', sql`${t.points} >= 0`)],
)

/**
 * EARN (a lot with what is left of it and when it expires; without an order it is the welcome gift),
 * SPEND, RETURN, RESPEND, EXPIRE.
 */
export type PointRecordKind = 'EARN' | 'SPEND' | 'RETURN' | 'RESPEND' | 'EXPIRE'

export const pointRecords = pgTable(
  'point_records',
  {
    merchantId: merchantRef(),
    recordId: text('record_id').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<PointRecordKind>().notNull(),
    /** Signed: + earned or given back, − spent or expired. */
    points: integer('points').notNull(),
    /** EARN only: points of this lot not yet spent or expired. */
    remaining: integer('remaining').notNull().default(0),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    orderId: text('order_id'),
    /** EARN without an order: '' the welcome gift, 'BIRTHDAY' a birthday gift. */
    source: text('source').$type<'' | 'BIRTHDAY'>().notNull().default(''),
    /** RETURN: the refund that gave these points back; '' for a cancel or expiry (one per order). */
    refundId: text('refund_id').notNull().default(''),
    /** SPEND / RESPEND: the lots it took from, so a RETURN puts them back where they were (RETURN: where it put them). */
    consumed: jsonb('consumed').$type<Array<{ recordId: string; points: number }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.recordId] }),
    // One SPEND, EARN and cancel RETURN per order, one RETURN per refund of it.
    uniqueIndex('point_records_order_kind_uq').on(t.merchantId, t.orderId, t.kind, t.refundId).where(sql`${t.orderId} is not null and ${t.kind} <> 'RESPEND'`),
    index('point_records_owner_idx').on(t.merchantId, t.userId, t.createdAt),
    // Cancel, expiry, refund and payment find an order's records by its id alone.
    index('point_records_order_idx').on(t.orderId),
    index('point_records_lots_idx').on(t.merchantId, t.userId, t.expireAt).where(sql`${t.kind} = 'EARN' and ${t.remaining} > 0`),
    check('point_records_remaining_ck', sql`${t.remaining} >= 0`),
  ],
)

export const growthRecords = pgTable(
  'growth_records',
  {
    merchantId: merchantRef(),
    recordId: text('record_id').notNull(),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    growth: integer('growth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.recordId] }),
    uniqueIndex('growth_records_order_uq').on(t.merchantId, t.orderId),
    index('growth_records_owner_idx').on(t.merchantId, t.userId, t.createdAt),
  ],
)
