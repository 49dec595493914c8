/**
 * Accounts data access for graphic captchas. Part of the accounts repository (repository.ts spreads
 * it in), so a token is spent inside the same transaction as the code it lets through.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { CaptchaScope } from '../../../../../../types/accounts.js'
import type { Db } from '../../../../db/client.js'
import { captchaChallenges } from '../../../../db/schema-accounts.js'

export type CaptchaRow = typeof captchaChallenges.$inferSelect

export function createCaptchaQueries(db: Db) {
  return {
    async insertCaptcha(row: typeof captchaChallenges.$inferInsert): Promise<void> {
      await db.insert(captchaChallenges).values(row)
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

    /**
     * Take one of the challenge's tries BEFORE the answer is compared: attempts + 1 only while it is
     * open, unexpired and under `maxAttempts`, in one conditional UPDATE (simultaneous answers queue on
     * the row). The new count, or null when no try is left.
     */
    async claimCaptchaTry(captchaId: string, maxAttempts: number, now: Date): Promise<number | null> {
      const [r] = await db
        .update(captchaChallenges)
        .set({ attempts: sql`${captchaChallenges.attempts} + 1` })
        .where(
          and(
            eq(captchaChallenges.captchaId, captchaId),
            isNull(captchaChallenges.closedAt),
            gt(captchaChallenges.expiresAt, now),
            lt(captchaChallenges.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: captchaChallenges.attempts })
      return r?.attempts ?? null
    },

    /** Close a challenge whose tries are used up. */
    async closeCaptcha(captchaId: string, now: Date): Promise<void> {
      await db.update(captchaChallenges).set({ closedAt: now }).where(and(eq(captchaChallenges.captchaId, captchaId), isNull(captchaChallenges.closedAt)))
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
