/** Who asks and what they ask for: the inputs of quoting and creating an order. */
import type { Lang } from '../../../../types/lang.js'
import type { BookingPrivilege, DeliverMethod } from '../../../../types/orders.js'
import type { AddOnChoice } from '../../../../types/products.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  /** The merchant's default language (translations fall back to it). */
  fallback: Lang
  /** The logged-in phone number (a minor attendee must carry it); null/absent when logged in otherwise. */
  phone?: string | null
}

export interface LineInput {
  showId: string
  sessionId: string
  seatPlanId: string
  qty: number
}

export interface QuoteInput {
  lines: LineInput[]
  /**
   * Seat-picking sessions: the picked seats and the show/session the client says they are of; `lines`
   * are then made from the seats (see seatLines) and may be empty.
   */
  seats?: { seatIds: string[]; showId?: string; sessionId?: string; partnerSeatToken?: string }
  /** The booking page's privilege and card parameters; refused while there is no privilege system (privilege.ts). */
  privilege?: BookingPrivilege
  deliverMethod?: DeliverMethod
  audienceIds?: string[]
  /** EXPRESS: the buyer's own address (checked when sent; required on create). */
  addressId?: string
  /** The coupon: an id, null for none; undefined lets pre_order choose (orders/coupons.ts). */
  couponId?: string | null
  /** Deduct points (true) or not (false); undefined lets pre_order follow the merchant's autoChoosePoint. */
  usePoint?: boolean
  /** Products of the show's add purchase list, bought in this order (products/add-ons.ts). */
  addOns?: AddOnChoice[]
  /** A ticket package promotion (combos, tied sales, CROSS_SHOW_SESSION): its parts × sets replace lines and add-ons (orders/promotion.ts). */
  promotion?: { promotionId: string; sets: number }
}

export interface CreateInput extends QuoteInput {
  payAmount: number
  idempotencyKey: string
  passId?: string
  /** Must be true when the show has a purchase agreement. */
  agreementAccepted?: boolean
  /** Points to spend: pre_order's usablePoints when checked, else 0 (orders/membership.ts). */
  usePoints?: number
}
