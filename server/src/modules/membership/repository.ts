/**
 * Membership data (the only place that touches its tables): rules, levels, the buyer's account and
 * records. Functions that change points or growth take the caller's transaction, so the order, its
 * stock and its points commit or roll back together. Lock order inside a transaction: the account
 * row first (every change of a buyer's points goes through it), then their point lots.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { growthRecords, memberAccounts, memberRules, pointRecords, primeLevels } from '../../db/schema-membership.js'
import { earnedFor, levelFor } from './rules.js'

export type RuleRow = typeof memberRules.$inferSelect
export type LevelRow = typeof primeLevels.$inferSelect
export type AccountRow = typeof memberAccounts.$inferSelect
export type PointRecordRow = typeof pointRecords.$inferSelect
export type GrowthRecordRow = typeof growthRecords.$inferSelect

const DAY_MS = 86_400_000

export async function findRule(db: Db, merchantId: string): Promise<RuleRow | null> {
  const [r] = await db.select().from(memberRules).where(eq(memberRules.merchantId, merchantId))
  return r ?? null
}

export async function findLevels(db: Db, merchantId: string): Promise<LevelRow[]> {
  return db.select().from(primeLevels).where(eq(primeLevels.merchantId, merchantId)).orderBy(asc(primeLevels.level))
}

export async function findAccount(db: Db, merchantId: string, userId: string): Promise<AccountRow | null> {
  const [a] = await db.select().from(memberAccounts).where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.userId, userId)))
  return a ?? null
}

/**
 * The buyer's account row, created at the lowest level when missing, with the shop's welcome points
 * as their first lot (in a savepoint: the account and its gift exist together or not at all; the
 * account's primary key makes the gift once per buyer).
 */
export async function ensureMember(db: Db, merchantId: string, userId: string, now: Date): Promise<void> {
  if (await findAccount(db, merchantId, userId)) return
  const rule = await findRule(db, merchantId)
  const [lowest] = await findLevels(db, merchantId)
  const level = lowest?.level ?? 1
  const welcome = rule?.welcomePoints ?? 0
  await db.transaction(async (sp) => {
    const tx = sp as unknown as Db
    const [created] = await tx.insert(memberAccounts).values({ merchantId, userId, level, notifiedLevel: level, points: welcome }).onConflictDoNothing().returning({ userId: memberAccounts.userId })
    if (!created || !rule || welcome <= 0) return
    const expireAt = new Date(now.getTime() + rule.pointValidDays * DAY_MS)
    await tx.insert(pointRecords).values({ merchantId, recordId: randomUUID(), userId, kind: 'EARN', points: welcome, remaining: welcome, expireAt, createdAt: now })
  })
}

/**
 * Earned lots past their expiry are written off: each becomes an EXPIRE record and leaves the balance.
 * Locks the account row first (the same order as spending), so it never races a spend of the same lots.
 */
export async function expireDueLots(tx: Db, merchantId: string, userId: string, now: Date): Promise<number> {
  const [locked] = await tx
    .select({ points: memberAccounts.points })
    .from(memberAccounts)
    .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.userId, userId)))
    .for('update')
  if (!locked) return 0
  const due = await tx
    .select({ recordId: pointRecords.recordId, remaining: pointRecords.remaining })
    .from(pointRecords)
    .where(and(eq(pointRecords.merchantId, merchantId), eq(pointRecords.userId, userId), eq(pointRecords.kind, 'EARN'), gt(pointRecords.remaining, 0), lte(pointRecords.expireAt, now)))
  let total = 0
  for (const lot of due) {
    await tx.update(pointRecords).set({ remaining: 0 }).where(and(eq(pointRecords.merchantId, merchantId), eq(pointRecords.recordId, lot.recordId)))
    await tx.insert(pointRecords).values({ merchantId, recordId: randomUUID(), userId, kind: 'EXPIRE', points: -lot.remaining, createdAt: now })
    total += lot.remaining
  }
  if (total > 0) {
    await tx
      .update(memberAccounts)
      .set({ points: sql`greatest(0, ${memberAccounts.points} - ${total})`, updatedAt: now })
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.userId, userId)))
  }
  return total
}

/** Points that are still valid now (unexpired lots), without changing anything: what pre_order offers. */
export async function validPoints(db: Db, merchantId: string, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${pointRecords.remaining}), 0)` })
    .from(pointRecords)
    .where(and(eq(pointRecords.merchantId, merchantId), eq(pointRecords.userId, userId), eq(pointRecords.kind, 'EARN'), gt(pointRecords.remaining, 0), gt(pointRecords.expireAt, now)))
  return Number(row?.n ?? 0)
}

/** Points that expire within `days` from now, and the earliest such expiry. */
export async function expiringPoints(db: Db, merchantId: string, userId: string, now: Date, days: number): Promise<{ points: number; expireAt: Date | null }> {
  const until = new Date(now.getTime() + days * DAY_MS)
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${pointRecords.remaining}), 0)`, first: sql<Date | string | null>`min(${pointRecords.expireAt})` })
    .from(pointRecords)
    .where(
      and(
        eq(pointRecords.merchantId, merchantId),
        eq(pointRecords.userId, userId),
        eq(pointRecords.kind, 'EARN'),
        gt(pointRecords.remaining, 0),
        gt(pointRecords.expireAt, now),
        lte(pointRecords.expireAt, until),
      ),
    )
  const first = row?.first ? new Date(row.first) : null
  return { points: Number(row?.n ?? 0), expireAt: first }
}

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

/**
 * Give an order's spent points back (cancel, expiry, refund): once per order (the unique RETURN record),
 * into the lots they came from. Nothing happens for an order that spent none or was given back already.
 */
export async function returnOrderPoints(tx: Db, orderId: string, now: Date): Promise<number> {
  const spent = await orderSpend(tx, orderId)
  if (!spent) return 0
  const n = -spent.points
  const [inserted] = await tx
    .insert(pointRecords)
    .values({ merchantId: spent.merchantId, recordId: randomUUID(), userId: spent.userId, kind: 'RETURN', points: n, orderId, consumed: spent.consumed, createdAt: now })
    .onConflictDoNothing()
    .returning({ recordId: pointRecords.recordId })
  if (!inserted) return 0
  await tx
    .update(memberAccounts)
    .set({ points: sql`${memberAccounts.points} + ${n}`, updatedAt: now })
    .where(and(eq(memberAccounts.merchantId, spent.merchantId), eq(memberAccounts.userId, spent.userId)))
  for (const c of spent.consumed) {
    await tx
      .update(pointRecords)
      .set({ remaining: sql`${pointRecords.remaining} + ${c.points}` })
      .where(and(eq(pointRecords.merchantId, spent.merchantId), eq(pointRecords.recordId, c.recordId)))
  }
  return n
}

/**
 * A cancelled order (its points given back) was paid late and revived: its points are spent again if
 * the buyer still has them; otherwise the order keeps the deduction it was paid with.
 */
export async function respendOrderPoints(tx: Db, orderId: string, now: Date): Promise<boolean> {
  const spent = await orderSpend(tx, orderId)
  if (!spent) return false
  const [given] = await tx.select({ recordId: pointRecords.recordId }).from(pointRecords).where(and(eq(pointRecords.orderId, orderId), eq(pointRecords.kind, 'RETURN')))
  if (!given) return false
  return spendPoints(tx, { merchantId: spent.merchantId, userId: spent.userId, orderId, points: -spent.points, now }, 'RESPEND')
}

export interface PaidOrder {
  merchantId: string
  userId: string
  orderId: string
  payAmountCents: number
}

/**
 * A paid order's growth value and points, once per order whatever delivers the payment how often: the
 * unique (order) records are inserted first and the account only changes when they were new. The level
 * follows the new growth value. Returns what was awarded (0s when it had been already).
 */
export async function awardForPaidOrder(tx: Db, order: PaidOrder, now: Date): Promise<{ growth: number; points: number; level: number | null }> {
  const rule = await findRule(tx, order.merchantId)
  if (!rule) return { growth: 0, points: 0, level: null }
  const growth = earnedFor(order.payAmountCents, rule.growthPerYuan)
  const points = earnedFor(order.payAmountCents, rule.pointsPerYuan)
  if (growth === 0 && points === 0) return { growth: 0, points: 0, level: null }
  await ensureMember(tx, order.merchantId, order.userId, now)
  // The account row first (lock order), then the exactly-once records.
  await tx.select({ level: memberAccounts.level }).from(memberAccounts).where(and(eq(memberAccounts.merchantId, order.merchantId), eq(memberAccounts.userId, order.userId))).for('update')
  const [g] = await tx
    .insert(growthRecords)
    .values({ merchantId: order.merchantId, recordId: randomUUID(), userId: order.userId, orderId: order.orderId, growth, createdAt: now })
    .onConflictDoNothing()
    .returning({ recordId: growthRecords.recordId })
  if (!g) return { growth: 0, points: 0, level: null }
  if (points > 0) {
    await tx.insert(pointRecords).values({
      merchantId: order.merchantId,
      recordId: randomUUID(),
      userId: order.userId,
      kind: 'EARN',
      points,
      remaining: points,
      expireAt: new Date(now.getTime() + rule.pointValidDays * DAY_MS),
      orderId: order.orderId,
      createdAt: now,
    })
  }
  const [a] = await tx
    .update(memberAccounts)
    .set({ growth: sql`${memberAccounts.growth} + ${growth}`, points: sql`${memberAccounts.points} + ${points}`, updatedAt: now })
    .where(and(eq(memberAccounts.merchantId, order.merchantId), eq(memberAccounts.userId, order.userId)))
    .returning({ growth: memberAccounts.growth })
  const level = levelFor(a?.growth ?? growth, await findLevels(tx, order.merchantId))
  // Levels only go up with growth: never lower a level here.
  await tx
    .update(memberAccounts)
    .set({ level: sql`greatest(${memberAccounts.level}, ${level})` })
    .where(and(eq(memberAccounts.merchantId, order.merchantId), eq(memberAccounts.userId, order.userId)))
  return { growth, points, level }
}

/** The level-up popup was closed: stop reminding up to the buyer's current level. */
export async function markLevelNotified(db: Db, merchantId: string, userId: string): Promise<void> {
  await db
    .update(memberAccounts)
    .set({ notifiedLevel: sql`${memberAccounts.level}` })
    .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.userId, userId)))
}

export async function markBirthdayRemindOff(db: Db, merchantId: string, userId: string): Promise<void> {
  await ensureMember(db, merchantId, userId, new Date())
  await db.update(memberAccounts).set({ birthdayRemindOff: true }).where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.userId, userId)))
}

/** One page of the buyer's point records, newest first. */
export async function pointRecordPage(db: Db, merchantId: string, userId: string, offset: number, length: number): Promise<{ rows: PointRecordRow[]; total: number }> {
  const where = and(eq(pointRecords.merchantId, merchantId), eq(pointRecords.userId, userId))
  const [rows, [c]] = await Promise.all([
    db.select().from(pointRecords).where(where).orderBy(desc(pointRecords.createdAt), desc(pointRecords.recordId)).offset(offset).limit(length),
    db.select({ n: count() }).from(pointRecords).where(where),
  ])
  return { rows, total: Number(c?.n ?? 0) }
}

/** One page of the buyer's growth records, newest first. */
export async function growthRecordPage(db: Db, merchantId: string, userId: string, offset: number, length: number): Promise<{ rows: GrowthRecordRow[]; total: number }> {
  const where = and(eq(growthRecords.merchantId, merchantId), eq(growthRecords.userId, userId))
  const [rows, [c]] = await Promise.all([
    db.select().from(growthRecords).where(where).orderBy(desc(growthRecords.createdAt), desc(growthRecords.recordId)).offset(offset).limit(length),
    db.select({ n: count() }).from(growthRecords).where(where),
  ])
  return { rows, total: Number(c?.n ?? 0) }
}
