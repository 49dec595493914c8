/**
 * Booking and orders contract (spec core §3 "Order brief", create-order payload/response; §4 order
 * status codes and payment flow; §5 identity card; §7 pre_order v3, create_order v5, reserve_time,
 * user_audiences). Money is integer cents; times are epoch milliseconds unless named otherwise.
 */
import type { OrderPromotion } from './combos'
import type { AgreementInfo } from './payments'
import type { OrderCoupon } from './coupons'
import type { AddOnChoice, AddOnLine } from './products'
import type { PreOrderCard } from './cards'

/** Order status codes (spec core §4). */

/**
 * "No coupon" on the wire. The app's request module drops null parameters (core §5), which would turn
 * the buyer's "no coupon" into "choose for me"; an empty id survives, and the server reads it as none.
 */
export const NO_COUPON = ''

/** What an order buys: tickets, goods, a privilege card or a paid membership. */
export type OrderType = 'TICKET' | 'PRODUCT' | 'CARD' | 'MEMBER' | 'PARKING'

export const ORDER_STATE = {
  Unpaid: 1,
  Canceled: -1,
  Reserve: 3,
  Delivering: 6,
  Delivering_Express: 7,
  Succeeded: 9,
  Refunded_Ticket: 11,
  Closed: 13,
} as const
export type OrderStateName = keyof typeof ORDER_STATE
export type OrderStateCode = (typeof ORDER_STATE)[OrderStateName]

export const ORDER_STATE_NAMES: Record<OrderStateCode, OrderStateName> = {
  1: 'Unpaid',
  [-1]: 'Canceled',
  3: 'Reserve',
  6: 'Delivering',
  7: 'Delivering_Express',
  9: 'Succeeded',
  11: 'Refunded_Ticket',
  13: 'Closed',
} as Record<OrderStateCode, OrderStateName>

export type DeliverMethod = 'E_TICKET' | 'EXPRESS' | 'VENUE_PICKUP'
export const DELIVER_METHODS: readonly DeliverMethod[] = ['E_TICKET', 'EXPRESS', 'VENUE_PICKUP']

/** Order operations (spec core §3): E_TICKET can enter, TICKET_TAKING_CODE can take, TO_BE_PAID can pay. */
export type OrderOperationName = 'E_TICKET' | 'TICKET_TAKING_CODE' | 'TO_BE_PAID'
export interface OrderOperation {
  name: OrderOperationName
  /** Localised button text. */
  title: string
}
export type OrderActionKind = 'REFUND' | 'REBOOK'
export interface OrderAction {
  kind: OrderActionKind
  title: string
  enabled: boolean
}

/**
 * The booking page's privilege and card parameters (spec core §2: booking takes showId and optionally
 * these). They ride along on pre_order and create_order; there is no privilege or card system yet, so
 * the server refuses any of them (PRIVILEGE_UNAVAILABLE) rather than selling as if they applied.
 */
export interface BookingPrivilege {
  privilegeLimitation?: string
  userCardInstanceId?: string
  cardId?: string
  privilegeCode?: string
  privilegeId?: string
}
export const BOOKING_PRIVILEGE_KEYS = ['privilegeLimitation', 'userCardInstanceId', 'cardId', 'privilegeCode', 'privilegeId'] as const satisfies ReadonlyArray<keyof BookingPrivilege>

/** One line of a create-order request. */
export interface OrderItemInput {
  spu: { showId: string }
  sessionId: string
  seatPlanId: string
  qty: number
}

export interface PreOrderRequest extends BookingPrivilege {
  showId: string
  sessionId: string
  /** Tier orders: the tier and how many; seat orders send seatIds instead (each seat's tier prices it). */
  seatPlanId?: string
  qty?: number
  /** Seat-picking sessions: the picked seats (all of this session); the tiers and quantity follow from them. */
  seatIds?: string[]
  audienceIds?: string[]
  deliverMethod?: DeliverMethod
  /** EXPRESS: the buyer's address, checked when sent. */
  addressId?: string
  /** Third-party seat picking: the partner's signed result the seatIds come from (see types/seating.ts). */
  partnerSeatToken?: string
  /** The coupon to apply; NO_COUPON (or null) for none; absent: the server's automatic choice (when the shop enables it). */
  couponId?: string | null
  /** Deduct points (true) or not (false); absent: the shop's autoChoosePoint decides. */
  usePoint?: boolean
  /** Add-ons chosen from the show's add purchase list (priced into payAmount). */
  addOns?: AddOnChoice[]
}

export interface PriceLine {
  showId: string
  sessionId: string
  seatPlanId: string
  seatPlanName: string
  qty: number
  unitPrice: number
  amount: number
}

export interface PreOrderResponse {
  lines: PriceLine[]
  qty: number
  /** Sum of the lines, cents. */
  total: number
  /** Discounts (the applied coupon), cents, positive. */
  discount: number
  /** Delivery fee, cents. */
  deliverFee: number
  /** What create_order must be sent as paymentParam.payAmount, cents (tickets - discount + add-ons). */
  payAmount: number
  /** The add-ons chosen from the show's add purchase list, priced (cents); empty when none. */
  addOns: AddOnLine[]
  addOnAmount: number
  deliverMethod: DeliverMethod
  /** Remaining tickets of the tier right now (informative; nothing is held). */
  remaining: number
  maxPerOrder: number
  /** Signed, short-lived token to echo on create_order (body passId or header passId). */
  passId: string
  passIdExpiresAt: number
  /** Every ticket needs one distinct real-name attendee of the buyer (create_order audienceIds). */
  realNameRequired: boolean
  /** The delivery methods the show offers (EXPRESS needs an addressId of the buyer). */
  deliverMethods: DeliverMethod[]
  /** The purchase agreement to accept (create_order agreementAccepted: true); null = none. */
  agreement: AgreementInfo | null
  /** The agreement can be ticked only after it was read to the end. */
  agreementNeedReadAll: boolean
  /** The buyer's coupons priced against this order; `discount` is the checked one's (types/coupons.ts). Always sent by the server. */
  coupons?: PreOrderCoupons
  /** The buyer's member discount on shows (会员{n}折) when their level has one, applied first; null: none. */
  memberDiscount?: PreOrderMemberDiscount | null
  /** The points deduction the buyer may use on this order (spec core §5); null when the shop has no points rule. */
  points?: PreOrderPoints | null
  /** The privilege card applied (cardId / userCardInstanceId sent), taken off first; null: none (types/cards.ts). */
  card?: PreOrderCard | null
  /** The ticket package promotion the order is priced by (types/combos.ts); null/absent: none. */
  promotion?: OrderPromotion | null
}

export interface PreOrderMemberDiscount {
  /** Percent of the price the member pays (95 = 9.5折). */
  percent: number
  /** Cents taken off. */
  amount: number
  /** '会员9.5折' in the buyer's language. */
  text: string
  levelName: string
}

export interface PreOrderPoints {
  /** Valid points the buyer holds. */
  available: number
  /** Points worth one yuan. */
  rate: number
  /** Percent of the amount points may pay. */
  limitProportion: number
  /** Points the deduction would spend (0: none possible). */
  usablePoints: number
  /** Cents the deduction takes off. */
  deductAmount: number
  /** The deduction is applied (send usablePoints as create_order usePoints). */
  checked: boolean
}

export interface CreateOrderRequest extends BookingPrivilege {
  showId?: string
  sessionId?: string
  seatPlanId?: string
  qty?: number
  items?: OrderItemInput[]
  /** Seat-picking sessions: the picked seats instead of seatPlanId/qty/items (see PreOrderRequest). */
  seatIds?: string[]
  /** Third-party seat picking: the partner's signed result (see PreOrderRequest). */
  partnerSeatToken?: string
  paymentParam: { payAmount: number }
  /** Products of the show's add purchase list bought in this order, paid once with the tickets. */
  addOns?: AddOnChoice[]
  /** A ticket package promotion (combo, tied sale, CROSS_SHOW_SESSION): the server makes the lines from its parts × promotionSets. */
  promotionId?: string
  promotionSets?: number
  audienceIds?: string[]
  deliverMethod: DeliverMethod
  addressId?: string
  idempotencyKey?: string
  passId?: string
  /** Required true when pre_order returned an agreement. */
  agreementAccepted?: boolean
  /** pre_order's coupons.chosenCouponId (payAmount must be the price with it). */
  couponId?: string | null
  /** pre_order's points.usablePoints when checked, else 0 (payAmount must be the price with it). */
  usePoints?: number
}

export interface CreateOrderResponse {
  orderId: string
  unPaidTransactionIds: string[]
  orderState: { code: OrderStateCode; name: OrderStateName }
  payAmount: number
  /** Epoch ms by which an unpaid order must be paid; null once it is not unpaid. */
  reserveDeadline: number | null
  /** True when the answer is a replay of an earlier create with the same idempotency key. */
  replayed: boolean
}

export interface OrderBrief {
  orderId: string
  orderNumber: string
  bindId: string
  userId: string
  unPaidTransactionIds: string[]
  firstShowId: string
  firstShowName: string
  firstSessionId: string
  firstSessionName: string
  firstVenueName: string
  showTimeDesc: string
  cityName: string
  qty: number
  seatPlanUnit: string
  displayPosterURL: string
  createTime: number
  /** Remaining ms to pay (0 when not unpaid or expired). */
  reserveTime: number
  orderState: { code: OrderStateCode; name: OrderStateName }
  orderStatusTitle: string
  orderDetailState: string
  /** NONE, or REFUNDING / REFUNDED when the payment is being / was given back. */
  orderRefundState: string
  /** Epoch ms the payment was confirmed; null while unpaid (and for orders never paid). */
  paidAt?: number | null
  /** Cents. */
  total: number
  payAmount: number
  deliverMethod: DeliverMethod
  ticketForm: 'E_TICKET' | 'PAPER'
  isMixture: boolean
  orderOperations: OrderOperation[]
  actions: OrderAction[]
  expressNo: string
  express: { displayName: string } | null
  supportRebook: boolean
  crossShow: boolean
  crossSession: boolean
  crossVenue: boolean
  hasChildren: boolean
  parentId: string
  isEnd: boolean
  waitListState: string
  waitListStateTitle: string
  orderSourceEnum: string
  hasPromotion: boolean
}

export interface OrderLine {
  showId: string
  sessionId: string
  seatPlanId: string
  seatPlanName: string
  qty: number
  unitPrice: number
}

/** A seat of a seat-picking order, its section name in the asked language. */
export interface OrderSeat {
  seatId: string
  seatPlanId: string
  sectionName: string
  row: string
  no: string
}

export interface OrderDetail {
  orderBrief: OrderBrief
  items: OrderLine[]
  /** The picked seats (empty for tier-only orders). */
  seats: OrderSeat[]
  audienceIds: string[]
  addressId: string | null
  /** The order's tickets (issued once paid), for the E_TICKET operation; empty before. */
  ticketIds: string[]
  /** Venue pickup orders once paid: the code to show at the counter (TICKET_TAKING_CODE); else ''. */
  pickupCode: string
  /** Add-ons bought with the tickets (in the parcel of an express order, else picked up at the venue). */
  addOns: AddOnLine[]
}

export interface OrderListPage {
  total: number
  offset: number
  length: number
  orders: OrderBrief[]
}

export interface ReserveTimeResponse {
  /** Remaining milliseconds to pay; 0 when expired or not unpaid. */
  reserveTime: number
}

/** Real-name attendee identity document types. */
export type AudienceIdType = 'ID_CARD' | 'PASSPORT' | 'HK_MACAU_PERMIT' | 'TAIWAN_PERMIT'
export const AUDIENCE_ID_TYPES: readonly AudienceIdType[] = ['ID_CARD', 'PASSPORT', 'HK_MACAU_PERMIT', 'TAIWAN_PERMIT']
export type AudienceGender = 'MAN' | 'WOMAN'

/** Longest attendee name, in characters (code points): the app and the server both say so, neither cuts. */
export const AUDIENCE_NAME_MAX_CHARS = 64
/**
 * The characters a real name on an ID document carries (issue 13): letters of any script, combining
 * accents (U+0300–U+036F), spaces, and the separators names are written with: middle dots of minority
 * and transliterated names (· ・ ‧ •), hyphen, apostrophes, period, comma. No digits, emoji or other
 * symbols. A name also needs at least one letter (AUDIENCE_NAME_LETTER).
 */
export const AUDIENCE_NAME_CHARS = /^[\p{L}\u0300-\u036f ·・‧•.,'’-]+$/u
export const AUDIENCE_NAME_LETTER = /\p{L}/u

/**
 * Countries and regions an attendee's document may be issued by (ISO 3166-1 alpha-2), the list the
 * server accepts and the editor offers. A mainland ID card is always CN.
 */
export const AUDIENCE_REGIONS = [
  'CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH', 'PH', 'ID', 'VN', 'IN',
  'AU', 'NZ', 'US', 'CA', 'GB', 'FR', 'DE', 'IT', 'ES', 'PT', 'NL', 'RU', 'BR',
] as const
export type AudienceRegion = (typeof AUDIENCE_REGIONS)[number]

export interface Audience {
  audienceId: string
  name: string
  idType: AudienceIdType
  /** Masked for display: first 3 and last 4 characters. */
  idNoMasked: string
  /** Issuing country or region (AUDIENCE_REGIONS); null for attendees saved before it was asked. */
  countryRegion: AudienceRegion | null
  /** Derived from a mainland ID card ('YYYY-MM-DD'); null for other documents. */
  birthDate: string | null
  gender: AudienceGender | null
  /** Mainland mobile number (11 digits from 1) or null; a minor needs the buyer's logged-in phone here. */
  phone: string | null
  createTime: number
}

export interface AudienceInput {
  name: string
  idType: AudienceIdType
  idNo: string
  /** Issuing country or region; a mainland ID card is CN (absent means CN there, none otherwise). */
  countryRegion?: AudienceRegion
  /** Optional mainland mobile number; '' or absent clears it. */
  phone?: string
}

export interface AudiencePage {
  total: number
  offset: number
  length: number
  audiences: Audience[]
}

/**
 * Status codes of order failures (the spec leaves the mapping of codes to modes open; these are ours).
 * Each failure also sets errorCode to its reason name so clients can branch without parsing text.
 */
export const ORDER_STATUS = {
  SOLD_OUT: 22031001,
  LIMIT_REACHED: 22031002,
  NOT_ON_SALE: 22031003,
  SALE_NOT_STARTED: 22031004,
  BAD_QUANTITY: 22031005,
  PRICE_CHANGED: 22031006,
  IDEMPOTENCY_CONFLICT: 22031007,
  NOT_CANCELABLE: 22031008,
  PASS_INVALID: 22031009,
  /** A picked seat was taken (held or sold) by someone else: pick again. */
  SEAT_UNAVAILABLE: 22031010,
  /** A privilege, privilege code or card was named that this shop cannot honour. */
  PRIVILEGE_UNAVAILABLE: 22031011,
  /** The points the order was to be paid with are no longer the buyer's (spent elsewhere or expired). */
  POINTS_UNAVAILABLE: 22031012,
} as const

export type OrderFailureReason =
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'SOLD_OUT'
  | 'LIMIT_REACHED'
  | 'NOT_ON_SALE'
  | 'SALE_NOT_STARTED'
  | 'BAD_QUANTITY'
  | 'PRICE_CHANGED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'NOT_CANCELABLE'
  | 'PASS_INVALID'
  | 'PROMOTION_UNAVAILABLE'
  | 'PRIVILEGE_UNAVAILABLE'
  | 'SEAT_UNAVAILABLE'
  | 'POINTS_UNAVAILABLE'

/** pre_order's coupon lists: usable ones (the applied one isChecked) and unusable ones with reasons. */
export interface PreOrderCoupons {
  usable: OrderCoupon[]
  unusable: OrderCoupon[]
  /** Send it back as create_order couponId (null: no coupon). */
  chosenCouponId: string | null
}
