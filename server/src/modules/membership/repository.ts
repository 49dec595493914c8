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
/** When a lot of points earned at `now` expires (the shop's points validity). */
export const pointLotExpiry = (validDays: number, now: Date): Date => new Date(now.getTime() + validDays * DAY_MS)

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
    const expireAt = pointLotExpiry(rule.pointValidDays, now)
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
      expireAt: pointLotExpiry(rule.pointValidDays, now),
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
