/**
 * The ticket issuer the payments module calls INSIDE its payment transaction (pass the transaction as
 * `tx`), so an order is paid and ticketed atomically: either both commit or neither does.
 *
 * One ticket per unit of each order line (per seat for seat-picking orders), bound in order to the order's real-name attendees
 * (orders.audience_ids lists one attendee per unit, line by line), whose name and document are copied
 * onto the ticket (holder_*) so it keeps its holder after the attendee or the account is gone.
 * Idempotent: (order, line, unit) is unique and the insert skips existing units, so a retried payment
 * callback, or five arriving at once, yields one set of tickets. The return value counts only the tickets THIS call created.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { Db } from '../../db/client.js'
import { ORDER_STATE, type DeliverMethod } from '../../../../types/orders.js'
import type { TicketForm } from '../../../../types/tickets.js'
import { createTicketsRepository, type SeatRef, type TicketInsert } from './repository.js'

const FORM_BY_DELIVERY: Record<DeliverMethod, TicketForm> = { E_TICKET: 'E_TICKET', VENUE_PICKUP: 'PICKUP', EXPRESS: 'PAPER' }

/** Orders in these states must never get tickets: the caller has a bug (e.g. issued before marking paid). */
const NOT_ISSUABLE: ReadonlySet<number> = new Set([ORDER_STATE.Unpaid, ORDER_STATE.Canceled, ORDER_STATE.Refunded_Ticket, ORDER_STATE.Closed])

/** 20 hex chars: short enough for a compact QR code, 80 random bits so ids cannot be guessed. */
export function newTicketId(): string {
  return randomBytes(10).toString('hex')
}

/** 8 digits staff can read out or type; unique per merchant (retried on the rare collision). */
function newPickupCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0')
}

export function ticketFormOf(deliverMethod: string): TicketForm {
  return FORM_BY_DELIVERY[deliverMethod as DeliverMethod] ?? 'E_TICKET'
}

/**
 * Issue the tickets of a paid order; how many were created now (0 when they already existed).
 * Throws when the order does not exist or is not paid — that is a caller bug, and throwing rolls the
 * caller's payment transaction back instead of recording a paid order without tickets.
 */
export async function issueTicketsForOrder(tx: Db, orderId: string, now: Date): Promise<number> {
  const repo = createTicketsRepository(tx)
  const order = await repo.findOrder(orderId)
  if (!order) throw new Error(`issueTicketsForOrder: order ${orderId} not found`)
  if (NOT_ISSUABLE.has(order.state)) throw new Error(`issueTicketsForOrder: order ${orderId} is in state ${order.state}, not paid`)

  const items = await repo.findItems(orderId)
  const form = ticketFormOf(order.deliverMethod)
  // Seat-picking orders: one ticket per seat. Each seat's tier decides its line, so the seats of a
  // tier go to that tier's units in seat id order (the same order on every call: idempotent).
  const seatsByPlan = new Map<string, SeatRef[]>()
  for (const seat of await repo.findOrderSeats(orderId)) {
    seatsByPlan.set(seat.seatPlanId, [...(seatsByPlan.get(seat.seatPlanId) ?? []), seat])
  }
  // The real-name holder is copied onto each ticket: the attendee may later be edited or deleted, or
  // the account closed (which deletes attendees), and the ticket must still name who may enter.
  const audiences = new Map(
    (await repo.findAudiences(order.audienceIds.filter(Boolean)))
      .filter((a) => a.merchantId === order.merchantId && a.userId === order.userId)
      .map((a) => [a.audienceId, a]),
  )
  const rows: TicketInsert[] = []
  let unitIndex = 0
  for (const item of items) {
    for (let unit = 0; unit < item.qty; unit++) {
      const seat = seatsByPlan.get(item.seatPlanId)?.shift() ?? null
      const holder = audiences.get(order.audienceIds[unitIndex] ?? '')
      rows.push({
        ticketId: newTicketId(),
        merchantId: order.merchantId,
        orderId,
        lineNo: item.lineNo,
        unitNo: unit,
        userId: order.userId,
        showId: item.showId,
        sessionId: item.sessionId,
        seatPlanId: item.seatPlanId,
        audienceId: order.audienceIds[unitIndex] ?? null,
        holderName: holder?.name ?? null,
        holderIdType: holder?.idType ?? null,
        holderIdNo: holder?.idNo ?? null,
        seatId: seat?.seatId ?? null,
        seatInfo: seat ? `${seat.rowLabel}-${seat.seatNo}` : '',
        priceCents: item.unitPriceCents,
        ticketForm: form,
        state: 'VALID',
        codeVersion: 1,
        createdAt: now,
        updatedAt: now,
      })
      unitIndex++
    }
  }
  const created = await repo.insertTicketsIfAbsent(rows)

  if (order.deliverMethod === 'VENUE_PICKUP') {
    // ensurePickupCode keeps an existing code; null means the random code belongs to another order.
    let code: string | null = null
    for (let attempt = 0; code === null; attempt++) {
      if (attempt >= 5) throw new Error(`issueTicketsForOrder: no free pickup code for ${orderId}`)
      code = await repo.ensurePickupCode(order.merchantId, orderId, newPickupCode())
    }
  }
  return created.length
}

/** Refund: the order's still-valid tickets become REFUNDED (admitted ones stay admitted); how many changed. */
export async function revokeTicketsForOrder(tx: Db, orderId: string, now: Date): Promise<number> {
  return createTicketsRepository(tx).refundOrderTickets(orderId, now)
}
