/**
 * Coupons (spec accounts §3 "Coupon", §4 "Coupon status/types", "Automatic coupon choice"): the contract
 * shared by the app and the server. Money is integer cents; a DISCOUNT rate is in percent of the price
 * paid (85 = 8.5折, 15 % off).
 */

export const COUPON_TYPES = [
  'ALL',
  'REDUCTION',
  'CASH',
  'MULTI_USER_RANDOM_CASH',
  'EXPIRY_COMPENSATION_CASH',
  'MULTI_USER_FIXED_CASH',
  'DISCOUNT',
  'EXCHANGE',
  'FULL_DISCOUNT',
  'OUTER',
] as const
export type CouponType = (typeof COUPON_TYPES)[number]
/** ALL is the list filter "every type"; a template never has it. */
export type TemplateCouponType = Exclude<CouponType, 'ALL'>

export const COUPON_STATUSES = ['AVAILABLE', 'UN_AVAILABLE', 'USED', 'EXPIRED', 'PENDING', 'REFUNDING'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

export type CouponBizType = 'SHOW' | 'ITEM' | 'PRIVILEGE_CARD' | 'PARKING_FEE'
export type CouponUseWay = 'ONLINE' | 'OFFLINE'
export type CouponExpirationType = 'FIXED' | 'DYNAMIC'
export type CouponExpirationUnit = 'DAY' | 'HOUR'

/** couponUseLimitVO: an empty or absent list does not limit. */
export interface CouponUseLimit {
  showIds?: string[]
  showSessionIds?: string[]
  seatPlanIds?: string[]
  venueIds?: string[]
  showTypes?: string[]
  tagIds?: string[]
  itemIds?: string[]
  categoryIds?: string[]
}

/** The scope a coupon's name is worded by (spec §9 "Coupon name wording"), narrowest first. */
export const COUPON_SCOPES = ['SEAT_PLAN', 'SESSION', 'SHOW', 'VENUE', 'CATEGORY_OR_TAG', 'ITEMS', 'CATEGORIES', 'PARKING', 'ALL_ITEMS', 'ALL_TICKETS'] as const
export type CouponScope = (typeof COUPON_SCOPES)[number]

/** Scopes of goods coupons (biz type ITEM): they are used in the shop, not on a show. */
export const isGoodsScope = (scope: CouponScope): boolean => scope === 'ITEMS' || scope === 'CATEGORIES' || scope === 'ALL_ITEMS'

/** Why a held coupon cannot pay for this order (pre_order's unusable list). */
export type CouponUnusableReason =
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'STATUS'
  | 'OFFLINE'
  | 'OUTER'
  | 'BIZ_TYPE'
  | 'OUT_OF_SCOPE'
  | 'BELOW_THRESHOLD'

/** A coupon template as the app shows it (receive list, recommend list, detail). */
export interface CouponTemplateView {
  couponTemplateId: string
  title: string
  couponType: TemplateCouponType
  couponBizTypes: CouponBizType[]
  useWay: CouponUseWay
  /** Cash value (cash types, REDUCTION) in cents; 0 otherwise. */
  amount: number
  /** Minimum eligible amount in cents (REDUCTION, FULL_DISCOUNT); 0 = none. */
  threshold: number
  /** DISCOUNT / FULL_DISCOUNT: percent paid (85 = 8.5折); 0 otherwise. */
  discount: number
  /** Largest discount in cents a DISCOUNT may give; 0 = no cap. */
  maxDiscount: number
  /** EXCHANGE: tickets it pays for (张). */
  exchangeQty: number
  couponUseLimitVO: CouponUseLimit
  scope: CouponScope
  expirationType: CouponExpirationType
  expirationUnit: CouponExpirationUnit | null
  length: number | null
  startTime: number | null
  expireTime: number | null
  /** How many one buyer may hold; how many are left in stock (null when unlimited). */
  limitation: number
  left: number | null
  /** How many of this template the caller holds (0 when logged out). */
  obtained: number
  needRealName: boolean
  needFaceAuth: boolean
  ruleComments: string
}

/** A coupon a buyer holds. */
export interface CouponView {
  couponId: string
  couponTemplateId: string
  title: string
  couponType: TemplateCouponType
  couponStatus: CouponStatus
  useWay: CouponUseWay
  amount: number
  threshold: number
  discount: number
  maxDiscount: number
  exchangeQty: number
  couponUseLimitVO: CouponUseLimit
  scope: CouponScope
  startTime: number
  expireTime: number
  couponCode: string
  ruleComments: string
  /** The order it pays for (PENDING / USED). */
  orderId: string | null
}

/** A held coupon priced against one order (pre_order). */
export interface OrderCoupon extends CouponView {
  usable: boolean
  /** What it takes off this order, in cents (0 when unusable). */
  discountAmount: number
  reason: CouponUnusableReason | null
  /** The reason worded in the caller's language ('' when usable). */
  reasonText: string
  isChecked: boolean
}

export interface CouponPage {
  rows: CouponView[]
  total: number
  pageIndex: number
  pageSize: number
}

export interface ExchangeCheck {
  template: CouponTemplateView
}

export interface CouponSupportInfo {
  supportUse: boolean
  privilegeCardName: string | null
  privilegeCardTemplateId: string | null
  spuId: string | null
}

export interface CouponVerifyCode {
  verifyCode: string
  statusImageUrl: string
  verifyCodeExpireTime: number
}

export interface CouponShow {
  showId: string
  showName: string
  posterUrl: string
  venueName: string
}

/** errorCode of the receive refusal that makes the app open the 实名认证 dialog (spec §4 "Receiving a coupon"). */
export const COUPON_NEED_REAL_NAME = 'COUPON_NEED_REAL_NAME'
