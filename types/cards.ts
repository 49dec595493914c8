/**
 * Privilege (benefit) cards (spec accounts §3 "Privilege card item", issue 17): the merchant's card
 * templates, buying one through the cashier (an order of orderType CARD), the cards a buyer holds and
 * their use on a ticket order (pre_order / create_order cardId, userCardInstanceId). Money in cents.
 */

/** How a card is paid: cash at the cashier, points spent when the order is placed, or both. */
export type CardPriceMode = 'CASH' | 'POINT' | 'CASH_POINT'

/** A held card's state; AVAILABLE while it has uses left and is within its validity. */
export type CardStatus = 'AVAILABLE' | 'USED' | 'EXPIRE' | 'REFUND' | 'REFUNDING'

/** A card template as the shop sells it. */
export interface CardTemplate {
  cardId: string
  cardName: string
  cardUrl: string
  /** What the card grants, in the merchant's words. */
  promotionDesc: string
  priceMode: CardPriceMode
  cardPrice: number
  price: number
  pointPrice: number | null
  /** Percent of the ticket price paid with the card (80 = 8折), and its wording ('8折'). */
  discountPercent: number
  discountText: string
  /** Orders one card may be used on. */
  convertibleTimes: number
  validDays: number
  /** 'All shows' or 'N shows', in the buyer's language. */
  rangeText: string
  /** Cards left to sell, and how many one buyer may hold. */
  remaining: number
  perBuyerLimit: number
  enabled: boolean
  /** Logged-in buyers only: how many of it they hold or are paying for (else 0). */
  owned: number
}

export interface CardTemplateList {
  cards: CardTemplate[]
}

/** A card the buyer holds (card list and card detail with userCardInstanceId). */
export interface UserCard {
  userCardInstanceId: string
  cardId: string
  cardName: string
  cardUrl: string
  promotionDesc: string
  cardStatus: CardStatus
  /** Its wording in the buyer's language. */
  statusText: string
  discountPercent: number
  discountText: string
  convertibleTimes: number
  redeemedTimes: number
  /** Uses left now (uses held by unpaid orders are not left). */
  timesLeft: number
  expirationTime: number
  isHistory: boolean
  rangeText: string
  orderId: string
  createTime: number
}

export interface UserCardPage {
  cards: UserCard[]
  total: number
  pageIndex: number
  pageSize: number
  hasMore: boolean
}

/** One show a card applies to (card range). */
export interface CardRangeShow {
  showId: string
  showName: string
  posterUrl: string
  venueName: string
  cityName: string
  firstShowTime: number
  lastShowTime: number
  /** Only these sessions, when the card is limited to sessions of the show; empty = all. */
  sessionIds: string[]
}

export interface CardRange {
  cardId: string
  cardName: string
  allShows: boolean
  shows: CardRangeShow[]
}

export interface CardCreateRequest {
  cardId: string
  /** The price as the buyer saw it (cents): a changed price is refused. */
  payAmount: number
  /** POINT / CASH_POINT cards: the points as the buyer saw them (a changed point price is refused). */
  payPoints?: number
  idempotencyKey?: string
}

export interface CardCreateResponse {
  orderId: string
  unPaidTransactionIds: string[]
  payAmount: number
  reserveDeadline: number | null
  orderType: 'CARD'
  replayed: boolean
}

/** The card a purchase order issued, or the card a ticket order was priced with (query_card_by_order_id). */
export interface CardOfOrder {
  orderId: string
  /** PURCHASE: the order bought this card; USE: the order used it. */
  relation: 'PURCHASE' | 'USE'
  /** The bought card's template (the card itself arrives once the order is paid). */
  cardId: string
  cardName: string
  card: UserCard | null
  /** USE: cents the card took off the order, and the use's state. */
  discountAmount: number
  useState: 'PENDING' | 'USED' | 'RETURNED' | null
}

/** pre_order's card part: the card applied to this order and what it takes off. */
export interface PreOrderCard {
  userCardInstanceId: string
  cardId: string
  cardName: string
  discountPercent: number
  discountText: string
  /** Cents off the tickets the card applies to. */
  amount: number
  /** Uses left before this order. */
  timesLeft: number
}

export type CardFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'SOLD_OUT' | 'LIMIT_REACHED' | 'NOT_ON_SALE' | 'PRICE_CHANGED' | 'IDEMPOTENCY_CONFLICT' | 'POINTS_UNAVAILABLE'
