/**
 * Birthday gifts (spec accounts §3 "Birthday gifts: icon, giftDesc", §6 the birthday popup shown once):
 * each level lists its gifts; in the buyer's birthday month (the month of the birthday on their profile,
 * in the shop's time) the points gifts of their level are granted once that year, the first time they
 * look at their membership, and the birthday popup shows the gifts until they close it (once a year).
 *
 * Once a year is one conditional UPDATE of the account row (`birthday_gift_year` not yet this year), so
 * two requests at the same moment grant once; the points are an EARN lot like any other (they expire
 * after the shop's points validity), its record marked BIRTHDAY.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { users } from '../../db/schema-accounts.js'
import { memberAccounts, pointRecords } from '../../db/schema-membership.js'
import { SHOP_UTC_OFFSET_MINUTES, wallClock } from '../../lib/local-time.js'
import { pointLotExpiry, type LevelRow, type RuleRow } from './repository.js'

/** The shop-local year when `now` falls in the birthday's month, else null (no or malformed birthday: null). */
export function birthdayYear(birthday: string | null | undefined, now: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES): number | null {
  const m = /^\d{4}-(\d{2})-\d{2}$/.exec(birthday ?? '')
  if (!m) return null
  const local = wallClock(now, offsetMinutes)
  return local.getUTCMonth() + 1 === Number(m[1]) ? local.getUTCFullYear() : null
}

/** The shop-local year of `now` (a per-shop time zone belongs with the merchant console's shop settings, issue 21). */
export const shopYear = (now: Date, offsetMinutes = SHOP_UTC_OFFSET_MINUTES) => wallClock(now, offsetMinutes).getUTCFullYear()

/** The birthday on the buyer's profile (accounts' users table, read only), or null. */
export async function buyerBirthday(db: Db, merchantId: string, userId: string): Promise<string | null> {
  const [u] = await db.select({ birthday: users.birthday }).from(users).where(and(eq(users.merchantId, merchantId), eq(users.userId, userId)))
  return u?.birthday ?? null
}

export const giftPoints = (level: LevelRow) => level.birthdayGifts.reduce((sum, g) => sum + (g.points ?? 0), 0)

/**
 * Grant this year's birthday points of the buyer's level, once a year. Returns the points granted now
 * (0 when they were granted earlier this year or the level gives none).
 */
export async function grantBirthdayGifts(db: Db, p: { merchantId: string; userId: string; level: LevelRow; rule: RuleRow | null; year: number; now: Date }): Promise<number> {
  const points = giftPoints(p.level)
  return db.transaction(async (sp) => {
    const tx = sp as unknown as Db
    const [marked] = await tx
      .update(memberAccounts)
      .set({ birthdayGiftYear: p.year, points: sql`${memberAccounts.points} + ${points}`, updatedAt: p.now })
      .where(
        and(
          eq(memberAccounts.merchantId, p.merchantId),
          eq(memberAccounts.userId, p.userId),
          or(isNull(memberAccounts.birthdayGiftYear), ne(memberAccounts.birthdayGiftYear, p.year)),
        ),
      )
      .returning({ userId: memberAccounts.userId })
    if (!marked || points <= 0) return 0
    const expireAt = pointLotExpiry(p.rule?.pointValidDays ?? 365, p.now)
    await tx
      .insert(pointRecords)
      .values({ merchantId: p.merchantId, recordId: randomUUID(), userId: p.userId, kind: 'EARN', source: 'BIRTHDAY', points, remaining: points, expireAt, createdAt: p.now })
    return points
  })
}

/** Closing the birthday popup: it stays closed for the rest of the year. */
export async function closeBirthdayPopup(db: Db, merchantId: string, userId: string, year: number): Promise<void> {
  await db.update(memberAccounts).set({ birthdayPopupYear: year }).where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.userId, userId)))
}
