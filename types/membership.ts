/** Membership, growth value and points: the API contract (server modules/membership, app packages/member). */

/** One right of a level (spec accounts §3). */
export interface PrimeRight {
  icon: string
  primeRightTypeName: string
  badgeDesc: string
  isHighlight: boolean
  isDisplayToUser: boolean
}

export interface PrimeLevel {
  level: number
  primeLevelName: string
  growthThreshold: number
  /** '会员9.5折' in the asker's language, or '' when the level has no show discount. */
  showDiscountText: string
  /** Rights shown to buyers (isDisplayToUser), in the merchant's order. */
  primeRights: PrimeRight[]
  /** What the level gives in the buyer's birthday month (spec: icon, giftDesc); points are granted once a year. */
  birthdayGifts: BirthdayGift[]
}

export interface BirthdayGift {
  icon: string
  giftDesc: string
  /** Points this gift grants; 0 for a gift given at the venue or on request. */
  points: number
}

export interface MembershipRules {
  growthPerYuan: number
  pointsPerYuan: number
  /** Points worth one yuan of deduction. */
  rate: number
  /** Percent of an order points may pay. */
  limitProportion: number
  pointValidDays: number
  growthRule: string
  pointRule: string
}

/** GET /pub/v3/prime/levels */
export interface PrimeLevelsResponse {
  levels: PrimeLevel[]
  rules: MembershipRules | null
}

/** GET /buyer/v3/current_level */
export interface CurrentLevel extends PrimeLevel {
  growth: number
  points: number
  /** The next level and the growth value it still needs; null at the top. */
  nextLevel: { level: number; primeLevelName: string; growthThreshold: number; need: number } | null
  levels: PrimeLevel[]
  /** The level-up popup is due (shown once; PUT no_longer_remind_user_level_upgrade stops it). */
  levelUpgradePopup: boolean
  /** It is the buyer's birthday month (the shop's time) and their level has gifts. */
  birthdayMonth: boolean
  /** The birthday popup is due (once a year; PUT no_longer_remind_user_birthday closes it). */
  birthdayPopup: boolean
  /** Birthday points granted this year (0 outside the birthday month). */
  birthdayPoints: number
}

/** GET /buyer/v3/prime/query_pop_setting */
export interface PopSetting {
  levelUpgrade: boolean
  birthday: boolean
}

export interface ExpiringPoints {
  points: number
  /** Epoch ms of the earliest expiry among them; null when none expire soon. */
  expireTime: number | null
  /** "Soon" is within this many days. */
  withinDays: number
}

/** GET /buyer/v3/point/summary */
export interface PointSummary {
  points: number
  aboutToExpire: ExpiringPoints
  rules: MembershipRules | null
}

export type PointRecordKind = 'EARN' | 'SPEND' | 'RETURN' | 'RESPEND' | 'EXPIRE'

export interface PointRecord {
  recordId: string
  kind: PointRecordKind
  /** '下单获得' … in the asker's language. */
  kindText: string
  /** Signed: + in, − out. */
  points: number
  orderId: string | null
  createTime: number
  /** EARN: when what is left of it expires. */
  expireTime: number | null
}

export interface GrowthRecord {
  recordId: string
  growth: number
  orderId: string
  createTime: number
  text: string
}

export interface RecordPage<T> {
  records: T[]
  total: number
  pageIndex: number
  pageSize: number
  hasMore: boolean
}

/** A paid membership plan the shop sells (member confirm). Money in cents. */
export interface PrimePlan {
  planId: string
  planName: string
  description: string
  price: number
  validDays: number
  /** Member price on shows while it lasts (90 = pays 90%), and its wording (会员9折). */
  showDiscountPercent: number
  discountText: string
  /** Member price on goods while it lasts (95 = pays 95%) and its wording; null / '' when none. */
  itemDiscountPercent: number | null
  itemDiscountText: string
}

/** The buyer's paid membership; `active` false when they never had one or it has ended. */
export interface PaidMembership {
  active: boolean
  planId: string | null
  planName: string
  /** Epoch ms the paid days end (also after they ended); null when never bought. */
  expiresAt: number | null
}

export interface PrimePlanList {
  plans: PrimePlan[]
  /** null for a visitor. */
  mine: PaidMembership | null
}

export interface PrimePlanCreateRequest {
  planId: string
  /** The price as the buyer saw it (cents): a changed price is refused. */
  payAmount: number
  /** The member agreement, ticked on the confirm page. */
  agreementAccepted: boolean
  idempotencyKey?: string
}

export interface PrimePlanCreateResponse {
  orderId: string
  unPaidTransactionIds: string[]
  payAmount: number
  reserveDeadline: number | null
  orderType: 'MEMBER'
  replayed: boolean
}

/** A membership order as the member pay-success page shows it. */
export interface PrimePlanOrder {
  orderId: string
  planId: string
  planName: string
  payAmount: number
  /** True once the payment settled and the days were added. */
  granted: boolean
  /** The membership's end after this order's days; null until granted. */
  expiresAt: number | null
}
