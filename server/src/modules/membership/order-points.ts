/**
 * The points an order is paid with: spent when it is created (SPEND), given back when it is cancelled
 * or expires (one RETURN for the order) or when tickets of it are refunded (one RETURN per refund, for
 * those tickets' share), spent again when a cancelled order is paid late and revived (RESPEND).
 *
 * Every record names the lots it moved (`consumed`), so what an order still holds of each lot is what
 * its SPEND and RESPEND records took less what its RETURN records gave back; a refund gives back from
 * that, the lots that live longest first, and the refund that leaves the order with nothing gives back
 * all that is left, so the returns of an order's refunds add up to exactly what it spent.
 * All of it runs in the caller's transaction, under the order's row lock (create, cancel, expiry,
 * settlement and refund all hold it), and the account row before the lots, as everywhere else.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { memberAccounts, pointRecords } from '../../db/schema-membership.js'
import type { PointRecordRow } from './repository.js'

type Lots = Array<{ recordId: string; points: number }>

export interface SpendInput {
  merchantId: string
  userId: string
  orderId: string
  points: number
  now: Date
  /** TEST ONLY: read-then-write without the conditional update (the race control run). */
  unguarded?: boolean
}

/**
 * Spend points for an order inside its transaction: the balance by one conditional UPDATE
 * (points >= n), then the lots that expire first. Of two orders spending the same points at the same
 * moment, the second's UPDATE waits for the row lock, re-reads the lowered balance and matches nothing.
 * False when the buyer does not have them (the caller rolls the order back).
 */
export async function spendPoints(tx: Db, p: SpendInput, kind: 'SPEND' | 'RESPEND' = 'SPEND'): Promise<boolean> {
  const where = and(eq(memberAccounts.merchantId, p.merchantId), eq(memberAccounts.userId, p.userId))
  if (p.unguarded) {
    const [a] = await tx.select({ points: memberAccounts.points }).from(memberAccounts).where(where)
    if (!a || a.points < p.points) return false
    // Widen the read-to-write window so the control run's interleaving is certain.
    await tx.execute(sql`select pg_sleep(0.05)`)
    await tx.update(memberAccounts).set({ points: a.points - p.points, updatedAt: p.now }).where(where)
  } else {
    const [moved] = await tx
      .update(memberAccounts)
      .set({ points: sql`${memberAccounts.points} - ${p.points}`, updatedAt: p.now })
      .where(and(where, sql`${memberAccounts.points} >= ${p.points}`))
      .returning({ points: memberAccounts.points })
    if (!moved) return false
  }
  const lots = await tx
    .select({ recordId: pointRecords.recordId, remaining: pointRecords.remaining })
    .from(pointRecords)
    .where(and(eq(pointRecords.merchantId, p.merchantId), eq(pointRecords.userId, p.userId), eq(pointRecords.kind, 'EARN'), gt(pointRecords.remaining, 0), gt(pointRecords.expireAt, p.now)))
    .orderBy(asc(pointRecords.expireAt), asc(pointRecords.recordId))
  const consumed: Array<{ recordId: string; points: number; was: number }> = []
  let left = p.points
  for (const lot of lots) {
    if (left === 0) break
    const take = Math.min(left, lot.remaining)
    consumed.push({ recordId: lot.recordId, points: take, was: lot.remaining })
    left -= take
  }
  // The balance counted points of lots already past expiry: not enough valid points.
  if (left > 0 && !p.unguarded) return false
  for (const c of consumed) {
    await tx
      .update(pointRecords)
      // The control run writes what it read, as an unguarded read-then-write would.
      .set({ remaining: p.unguarded ? c.was - c.points : sql`${pointRecords.remaining} - ${c.points}` })
      .where(and(eq(pointRecords.merchantId, p.merchantId), eq(pointRecords.recordId, c.recordId)))
  }
  const taken = consumed.map((c) => ({ recordId: c.recordId, points: c.points }))
  await tx.insert(pointRecords).values({ merchantId: p.merchantId, recordId: randomUUID(), userId: p.userId, kind, points: -p.points, orderId: p.orderId, consumed: taken, createdAt: p.now })
  return true
}

/** The SPEND record of an order (what it was paid with), or null. */
export async function orderSpend(db: Db, orderId: string): Promise<PointRecordRow | null> {
  const [r] = await db.select().from(pointRecords).where(and(eq(pointRecords.orderId, orderId), eq(pointRecords.kind, 'SPEND')))
  return r ?? null
}

/** What the order still holds of each lot (SPEND and RESPEND took, RETURN gave back), longest-living lot first. */
async function heldLots(tx: Db, spent: PointRecordRow): Promise<Lots> {
  const records = await tx
    .select({ kind: pointRecords.kind, consumed: pointRecords.consumed })
    .from(pointRecords)
    .where(and(eq(pointRecords.merchantId, spent.merchantId), eq(pointRecords.orderId, spent.orderId!), inArray(pointRecords.kind, ['SPEND', 'RESPEND', 'RETURN'])))
  const held = new Map<string, number>()
  for (const r of records) {
    for (const c of r.consumed) held.set(c.recordId, (held.get(c.recordId) ?? 0) + (r.kind === 'RETURN' ? -c.points : c.points))
  }
  const ids = [...held].filter(([, points]) => points > 0).map(([recordId]) => recordId)
  if (!ids.length) return []
  const lots = await tx
    .select({ recordId: pointRecords.recordId })
    .from(pointRecords)
    .where(and(eq(pointRecords.merchantId, spent.merchantId), inArray(pointRecords.recordId, ids)))
    .orderBy(desc(pointRecords.expireAt), desc(pointRecords.recordId))
  return lots.map((l) => ({ recordId: l.recordId, points: held.get(l.recordId)! }))
}

/** Take `n` points from the held lots, longest-living first. */
function takeFrom(lots: Lots, n: number): Lots {
  const taken: Lots = []
  let left = n
  for (const lot of lots) {
    if (left === 0) break
    const take = Math.min(left, lot.points)
    taken.push({ recordId: lot.recordId, points: take })
    left -= take
  }
  return taken
}

/** What to give back: all the order holds, or a refund's share of it (`part` of `whole`: its tickets' part of what is still paid for). */
export type GiveBack = 'ALL' | { part: number; whole: number }

/**
 * Give points the order holds back to the buyer: for a cancel or expiry (refundId '': once per order)
 * or a refund (once per refund), into the lots they came from. Returns how many went back (0 when the
 * order spent none, holds none, or this cancel or refund gave them back already).
 */
export async function givePointsBack(tx: Db, orderId: string, refundId: string, share: GiveBack, now: Date): Promise<number> {
  const spent = await orderSpend(tx, orderId)
  if (!spent) return 0
  const lots = await heldLots(tx, spent)
  const held = lots.reduce((sum, l) => sum + l.points, 0)
  const n = share === 'ALL' || share.part >= share.whole ? held : Math.floor((held * Math.max(0, share.part)) / share.whole)
  if (n <= 0) return 0
  const consumed = takeFrom(lots, n)
  const [inserted] = await tx
    .insert(pointRecords)
    .values({ merchantId: spent.merchantId, recordId: randomUUID(), userId: spent.userId, kind: 'RETURN', points: n, orderId, refundId, consumed, createdAt: now })
    .onConflictDoNothing()
    .returning({ recordId: pointRecords.recordId })
  if (!inserted) return 0
  await tx
    .update(memberAccounts)
    .set({ points: sql`${memberAccounts.points} + ${n}`, updatedAt: now })
    .where(and(eq(memberAccounts.merchantId, spent.merchantId), eq(memberAccounts.userId, spent.userId)))
  for (const c of consumed) {
    await tx
      .update(pointRecords)
      .set({ remaining: sql`${pointRecords.remaining} + ${c.points}` })
      .where(and(eq(pointRecords.merchantId, spent.merchantId), eq(pointRecords.recordId, c.recordId)))
  }
  return n
}

/** The points each refund of an order gave back, by refund id. */
export async function pointsBackByRefund(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ refundId: pointRecords.refundId, points: pointRecords.points })
    .from(pointRecords)
    .where(and(eq(pointRecords.orderId, orderId), eq(pointRecords.kind, 'RETURN'), sql`${pointRecords.refundId} <> ''`))
  return new Map(rows.map((r) => [r.refundId, r.points]))
}

/** A cancelled or expired order gives all its points back (once per order). */
export const returnOrderPoints = (tx: Db, orderId: string, now: Date) => givePointsBack(tx, orderId, '', 'ALL', now)

/**
 * A cancelled order (its points given back) was paid late and revived: its points are spent again if
 * the buyer still has them; otherwise the order keeps the deduction it was paid with.
 */
export async function respendOrderPoints(tx: Db, orderId: string, now: Date): Promise<boolean> {
  const spent = await orderSpend(tx, orderId)
  if (!spent) return false
  const [given] = await tx
    .select({ recordId: pointRecords.recordId })
    .from(pointRecords)
    .where(and(eq(pointRecords.orderId, orderId), eq(pointRecords.kind, 'RETURN'), eq(pointRecords.refundId, '')))
  if (!given) return false
  return spendPoints(tx, { merchantId: spent.merchantId, userId: spent.userId, orderId, points: -spent.points, now }, 'RESPEND')
}
