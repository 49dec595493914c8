/**
 * Accounts data access for graphic captchas. Part of the accounts repository (repository.ts spreads
 * it in), so a token is spent inside the same transaction as the code it lets through.
 */
import { and, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm'
import type { CaptchaScope } from '../../../../../../types/accounts.js'
import type { Db } from '../../../../db/client.js'
import { captchaChallenges } from '../../../../db/schema-accounts.js'

export type CaptchaRow = typeof captchaChallenges.$inferSelect

export function createCaptchaQueries(db: Db) {
  return {
    async insertCaptcha(row: typeof captchaChallenges.$inferInsert): Promise<void> {
      await db.insert(captchaChallenges).values(row)
    },

    /** Challenges one address asked for since `since`. */
    async captchasIssuedSince(ip: string, since: Date): Promise<{ n: number; oldest: Date | null }> {
      const [r] = await db
        .select({ n: count(), oldest: sql<Date | string | null>`min(${captchaChallenges.createdAt})` })
        .from(captchaChallenges)
        .where(and(eq(captchaChallenges.ip, ip), gte(captchaChallenges.createdAt, since)))
      return { n: r?.n ?? 0, oldest: r?.oldest ? new Date(r.oldest) : null }
    },

    /** Rows whose challenge and token are long dead (a day past the challenge's expiry). */
    async purgeCaptchas(before: Date): Promise<void> {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, before))
    },

    async findCaptcha(merchantId: string, captchaId: string): Promise<CaptchaRow | undefined> {
      const [r] = await db
        .select()
        .from(captchaChallenges)
        .where(and(eq(captchaChallenges.merchantId, merchantId), eq(captchaChallenges.captchaId, captchaId)))
      return r
    },

    /** Count a wrong answer; the challenge closes when it reaches maxAttempts. Returns the new count. */
    async recordWrongCaptcha(captchaId: string, maxAttempts: number, now: Date): Promise<number> {
      const [r] = await db
        .update(captchaChallenges)
        .set({
          attempts: sql`${captchaChallenges.attempts} + 1`,
          closedAt: sql`case when ${captchaChallenges.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(captchaChallenges.captchaId, captchaId), isNull(captchaChallenges.closedAt)))
        .returning({ attempts: captchaChallenges.attempts })
      return r?.attempts ?? maxAttempts
    },

    /** Close a solved, still open challenge and attach its token; false when it closed or expired first. */
    async solveCaptcha(captchaId: string, tokenHash: string, tokenExpiresAt: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({ closedAt: now, tokenHash, tokenExpiresAt })
        .where(and(eq(captchaChallenges.captchaId, captchaId), isNull(captchaChallenges.closedAt), gt(captchaChallenges.expiresAt, now)))
        .returning({ id: captchaChallenges.captchaId })
      return rows.length === 1
    },

    /** Spend a live token of this merchant and scope once; false when unknown, expired, foreign or used. */
    async spendCaptchaToken(merchantId: string, scope: CaptchaScope, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({ tokenUsedAt: now })
        .where(
          and(
            eq(captchaChallenges.tokenHash, tokenHash),
            eq(captchaChallenges.merchantId, merchantId),
            eq(captchaChallenges.scope, scope),
            isNull(captchaChallenges.tokenUsedAt),
            gt(captchaChallenges.tokenExpiresAt, now),
          ),
        )
        .returning({ id: captchaChallenges.captchaId })
      return rows.length === 1
    },
  }
}
