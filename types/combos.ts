/**
 * Combos, tied sales and ticket package promotions (spec core §3 "Ticket package promotion"): a set of
 * tickets and goods sold together for a fixed amount per set (promotionMethod FIXED_AMOUNT). Bought
 * through the ticket order path: pre_order prices it (the server, in integer cents), create_order names
 * it by promotionId with the number of sets. Money is integer cents.
 */

/** COMBO: tickets + goods; TIED_SALE: a ticket with a product tied to it; CROSS_SHOW_SESSION: tickets of several shows/sessions. */
export type ComboActivityType = 'COMBO' | 'TIED_SALE' | 'CROSS_SHOW_SESSION'
export const COMBO_ACTIVITY_TYPES: readonly ComboActivityType[] = ['COMBO', 'TIED_SALE', 'CROSS_SHOW_SESSION']
export type ComboPartKind = 'TICKET' | 'SKU'

/** One part of a set, in the buyer's language. */
export interface ComboPart {
  kind: ComboPartKind
  /** Tickets: show name; goods: product name. */
  name: string
  /** Tickets: session and tier; goods: spec words. */
  detail: string
  showId: string | null
  sessionId: string | null
  seatPlanId: string | null
  productId: string | null
  skuId: string | null
  posterUrl: string
  qty: number
  /** The part's list price for one set (unit price × qty), cents. */
  listAmount: number
}

/** An activity as the show detail, the tied sale list and the combo page show it. */
export interface ComboActivity {
  promotionId: string
  grantorMerchantId: string
  activityType: ComboActivityType
  promotionMethod: 'FIXED_AMOUNT'
  name: string
  description: string
  /** What one set costs, cents. */
  price: number
  /** What the parts of one set cost at list price, cents (price ≤ listPrice). */
  listPrice: number
  /** listPrice − price, cents. */
  saving: number
  maxSetsPerOrder: number
  parts: ComboPart[]
  /** Every part can be bought now (on sale, in stock for one set). */
  available: boolean
}

export interface ComboList {
  showId: string
  activities: ComboActivity[]
}

/** The promotion of a priced order (pre_order and the order detail). */
export interface OrderPromotion {
  promotionId: string
  activityType: ComboActivityType
  promotionMethod: 'FIXED_AMOUNT'
  name: string
  sets: number
  /** Fixed amount × sets, cents. */
  price: number
  /** What the sets cost at list price minus `price`, cents. */
  discount: number
}

/** Body of the combo price call (pre_order of a promotion). */
export interface ComboPreOrderRequest {
  sets: number
  deliverMethod?: import('./orders').DeliverMethod
  addressId?: string
  audienceIds?: string[]
}

export const COMBO_SETS_MAX = 10
