/**
 * The booking in progress: what the buyer picked on the booking page, the pre-order answer (price
 * breakdown, limits, passId), the delivery method and the idempotency key of the current submission.
 * The key is made once per submission and kept across retries of it, so a create_order replayed after
 * a time-out never makes a second order; a new selection or a finished order starts a fresh one.
 */
import { makeAutoObservable } from 'mobx'
import type { BookingPrivilege, DeliverMethod, PreOrderResponse } from '../../types/orders'

export interface BookingSelection {
  showId: string
  showName: string
  venueName: string
  sessionId: string
  sessionName: string
  seatPlanId: string
  seatPlanName: string
  unitPrice: number
  /** Currency sign of the show's prices, e.g. '¥' or 'MOP$'. */
  pricePrefix: string
  qty: number
  /** Seat-picking sessions: the picked seats (create_order sends them; their tiers price the order). */
  seatIds?: string[]
  /** Localised labels of the picked seats ("Stalls Centre row 3 seat 7"), in seatIds order. */
  seatLabels?: string[]
  /** Third-party seat picking: the partner's signed result the seats come from (sent with them). */
  partnerSeatToken?: string
  /** The booking page's privilege and card parameters, sent with pre_order and create_order. */
  privilege?: BookingPrivilege
}

export function newIdempotencyKey(now: number = Date.now(), rand: () => number = Math.random): string {
  const r = () => Math.floor(rand() * 0x100000000).toString(36)
  return `bk-${now.toString(36)}-${r()}${r()}`
}

export class BookingStore {
  selection: BookingSelection | null = null
  preOrder: PreOrderResponse | null = null
  deliverMethod: DeliverMethod = 'E_TICKET'
  /** Idempotency key of the submission in progress; empty until the first submit. */
  submissionKey = ''

  constructor(private readonly makeKey: () => string = () => newIdempotencyKey()) {
    makeAutoObservable<this, 'makeKey'>(this, { makeKey: false })
  }

  /** A new selection priced by pre_order: any earlier submission is over. */
  select(selection: BookingSelection, preOrder: PreOrderResponse): void {
    this.selection = selection
    this.preOrder = preOrder
    this.deliverMethod = preOrder.deliverMethod || 'E_TICKET'
    this.submissionKey = ''
  }

  setDeliverMethod(method: DeliverMethod): void {
    if (method !== this.deliverMethod) this.submissionKey = ''
    this.deliverMethod = method
  }

  /** The key for this submission: made on first use, the same for every retry until finished. */
  keyForSubmit(): string {
    if (!this.submissionKey) this.submissionKey = this.makeKey()
    return this.submissionKey
  }

  /** The order exists: forget the booking so a back-and-submit cannot reuse it. */
  finish(): void {
    this.selection = null
    this.preOrder = null
    this.deliverMethod = 'E_TICKET'
    this.submissionKey = ''
  }
}
