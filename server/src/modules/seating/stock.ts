/**
 * Seat state changes, always run inside the caller's order transaction (`tx`), next to the tier
 * counters the orders repository moves for the same seats:
 *
 *   create (unpaid)   FREE → HELD   holdSeats(…, 'HELD')     + order_stock.held += n per tier
 *   create (free)     FREE → SOLD   holdSeats(…, 'SOLD')     + order_stock.sold += n
 *   cancel / expiry   HELD → FREE   releaseHeldSeats          + order_stock.held -= n
 *   payment           HELD → SOLD   sellHeldSeats             + order_stock held → sold
 *   late payment      FREE → SOLD   retakeReleasedSeats       + order_stock.sold += n
 *
 * Why this is race-free: every move is ONE conditional UPDATE (`where state = 'FREE'` / `'HELD'` and
 * the order id). PostgreSQL locks each row it changes and, under READ COMMITTED, re-checks the
 * condition on the newest version after waiting for a concurrent writer, so of 20 buyers on one seat
 * exactly one sees it FREE; the others change nothing and their order transaction rolls back.
 * Why seats are locked in seat-id order first: two orders for overlapping seat sets would otherwise
 * lock their rows in whatever order the scan meets them and could deadlock; a consistent order means
 * the later buyer simply waits and then finds the seat taken.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderSeats, seatSections, seats } from '../../db/schema.js'

export interface SeatToTake {
  seatId: string
  seatPlanId: string
}

/**
 * Take every seat for the order or none: true when all were FREE and are now `as`; false when any was
 * not (the caller must roll its transaction back — some rows may already have changed).
 */
export async function holdSeats(
  tx: Db,
  p: { merchantId: string; orderId: string; sessionId: string; seats: SeatToTake[]; as: 'HELD' | 'SOLD' },
): Promise<boolean> {
  const ids = [...new Set(p.seats.map((s) => s.seatId))].sort()
  if (ids.length === 0 || ids.length !== p.seats.length) return false
  const taken = await tx
    .update(seats)
    .set({ state: p.as, orderId: p.orderId })
    .where(
      and(
        eq(seats.merchantId, p.merchantId),
        eq(seats.sessionId, p.sessionId),
        lockedInSeatOrder(p.merchantId, ids),
        eq(seats.state, 'FREE'),
      ),
    )
    .returning({ seatId: seats.seatId })
  if (taken.length !== ids.length) return false
  await tx.insert(orderSeats).values(
    p.seats.map((s) => ({ orderId: p.orderId, seatId: s.seatId, merchantId: p.merchantId, sessionId: p.sessionId, seatPlanId: s.seatPlanId })),
  )
  return true
}

/** Cancel/expiry: the order's HELD seats become FREE again; returns how many per tier were released. */
export async function releaseHeldSeats(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .update(seats)
    .set({ state: 'FREE', orderId: null })
    .where(and(eq(seats.orderId, orderId), eq(seats.state, 'HELD')))
    .returning({ seatPlanId: seats.seatPlanId })
  return perPlan(rows)
}

/**
 * Payment: the order's HELD seats become SOLD (call it in the payment's transaction, next to moving
 * the tier counters from held to sold). Returns how many seats per tier were sold; an order without
 * seats (a tier-only order) returns an empty map.
 */
export async function sellHeldSeats(tx: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .update(seats)
    .set({ state: 'SOLD' })
    .where(and(eq(seats.orderId, orderId), eq(seats.state, 'HELD')))
    .returning({ seatPlanId: seats.seatPlanId })
  return perPlan(rows)
}

/**
 * A payment that arrives after the hold was released: take the order's seats again, straight to SOLD,
 * if every one of them is still FREE. false means at least one is gone; the caller rolls back and
 * refunds. The tier counters (sold += n) are the caller's, as for sellHeldSeats.
 */
export async function retakeReleasedSeats(tx: Db, orderId: string): Promise<boolean> {
  const wanted = await tx.select().from(orderSeats).where(eq(orderSeats.orderId, orderId)).orderBy(orderSeats.seatId)
  const first = wanted[0]
  if (!first) return true
  return holdSeatsAgain(tx, first.merchantId, orderId, first.sessionId, wanted)
}

async function holdSeatsAgain(tx: Db, merchantId: string, orderId: string, sessionId: string, wanted: Array<{ seatId: string }>): Promise<boolean> {
  const ids = wanted.map((w) => w.seatId).sort()
  const taken = await tx
    .update(seats)
    .set({ state: 'SOLD', orderId })
    .where(and(eq(seats.merchantId, merchantId), eq(seats.sessionId, sessionId), lockedInSeatOrder(merchantId, ids), eq(seats.state, 'FREE')))
    .returning({ seatId: seats.seatId })
  return taken.length === ids.length
}

/** The seats an order was created for, with their section names (tickets, order detail). */
export async function seatsOfOrder(db: Db, orderId: string) {
  return db
    .select({
      seatId: seats.seatId,
      seatPlanId: seats.seatPlanId,
      sectionName: seatSections.name,
      row: seats.rowLabel,
      no: seats.seatNo,
      state: seats.state,
      heldByOrder: sql<boolean>`${seats.orderId} is not distinct from ${orderId}`,
    })
    .from(orderSeats)
    .innerJoin(seats, and(eq(seats.merchantId, orderSeats.merchantId), eq(seats.seatId, orderSeats.seatId)))
    .innerJoin(seatSections, and(eq(seatSections.merchantId, seats.merchantId), eq(seatSections.sectionId, seats.sectionId)))
    .where(eq(orderSeats.orderId, orderId))
    .orderBy(seats.seatId)
}

/** `seat_id in (…)` whose sub-select locks the rows in seat-id order (see the file comment). */
function lockedInSeatOrder(merchantId: string, sortedIds: string[]) {
  const list = sql.join(
    sortedIds.map((id) => sql`${id}`),
    sql`, `,
  )
  return sql`${seats.seatId} in (select s.seat_id from seats s where s.merchant_id = ${merchantId} and s.seat_id in (${list}) order by s.seat_id for update)`
}

function perPlan(rows: Array<{ seatPlanId: string }>): Map<string, number> {
  const out = new Map<string, number>()
  for (const r of rows) out.set(r.seatPlanId, (out.get(r.seatPlanId) ?? 0) + 1)
  return out
}
