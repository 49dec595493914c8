/**
 * Coupons (modules/coupons): templates a merchant issues, the coupons buyers hold, and one-time
 * exchange codes. Stock is a counter on the template raised by a conditional UPDATE (issued < total),
 * so the last coupon goes to exactly one buyer; a coupon pays for an order by a conditional UPDATE
 * AVAILABLE → PENDING carrying the order id, so it can never pay for two.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type {
  CouponBizType,
  CouponExpirationType,
  CouponExpirationUnit,
  CouponStatus,
  CouponUseLimit,
  CouponUseWay,
  TemplateCouponType,
} from '../../../types/coupons.js'
import type { Translations } from '../i18n/translations.js'
import { merchantRef, timestamps } from './schema-merchants.js'

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    merchantId: merchantRef(),
    templateId: text('template_id').notNull(),
    title: jsonb('title').$type<Translations>().notNull(),
    ruleComments: jsonb('rule_comments').$type<Translations>().notNull().default({}),
    couponType: text('coupon_type').$type<TemplateCouponType>().notNull(),
    bizTypes: jsonb('biz_types').$type<CouponBizType[]>().notNull().default(['SHOW']),
    useWay: text('use_way').$type<CouponUseWay>().notNull().default('ONLINE'),
    amountCents: integer('amount_cents').notNull().default(0),
    /** MULTI_USER_RANDOM_CASH: each coupon's amount is drawn from [minAmount, amount]. */
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    thresholdCents: integer('threshold_cents').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    maxDiscountCents: integer('max_discount_cents').notNull().default(0),
    exchangeQty: integer('exchange_qty').notNull().default(0),
    useLimit: jsonb('use_limit').$type<CouponUseLimit>().notNull().default({}),
    expirationType: text('expiration_type').$type<CouponExpirationType>().notNull(),
    expirationUnit: text('expiration_unit').$type<CouponExpirationUnit>(),
    expirationLength: integer('expiration_length'),
    startTime: timestamp('start_time', { withTimezone: true }),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    /** null = unlimited stock. */
    totalQty: integer('total_qty'),
    issuedQty: integer('issued_qty').notNull().default(0),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    needRealName: boolean('need_real_name').notNull().default(false),
    needFaceAuth: boolean('need_face_auth').notNull().default(false),
    /** Offered on the receive / recommend lists (false: only by exchange code). */
    listed: boolean('listed').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.templateId] }),
    check('coupon_templates_issued_ck', sql`${t.issuedQty} >= 0 and (${t.totalQty} is null or ${t.issuedQty} <= ${t.totalQty})`),
    check('coupon_templates_discount_ck', sql`${t.discountPercent} >= 0 and ${t.discountPercent} < 100`),
  ],
)

export const coupons = pgTable(
  'coupons',
  {
    merchantId: merchantRef(),
    couponId: text('coupon_id').notNull(),
    templateId: text('template_id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').$type<CouponStatus>().notNull(),
    /** This coupon's cash value (random cash coupons differ per coupon). */
    amountCents: integer('amount_cents').notNull(),
    couponCode: text('coupon_code').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    expireTime: timestamp('expire_time', { withTimezone: true }).notNull(),
    orderId: text('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** How it was obtained: RECEIVE (the receive button) or EXCHANGE (a code). */
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.couponId] }),
    uniqueIndex('coupons_code_uq').on(t.merchantId, t.couponCode),
    index('coupons_owner_idx').on(t.merchantId, t.userId, t.status),
    index('coupons_template_owner_idx').on(t.merchantId, t.templateId, t.userId),
    index('coupons_order_idx').on(t.orderId),
  ],
)

/** One-time exchange codes (兑换码): each turns into one coupon of its template, for one buyer. */
export const couponExchangeCodes = pgTable(
  'coupon_exchange_codes',
  {
    merchantId: merchantRef(),
    code: text('code').notNull(),
    templateId: text('template_id').notNull(),
    redeemedBy: text('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    couponId: text('coupon_id'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
)
