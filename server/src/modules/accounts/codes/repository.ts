/** Data access of one-time codes (part of the accounts repository). */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm'
import type { CodePurpose } from '../../../../../types/accounts.js'
import type { Db } from '../../../db/client.js'
import { verificationCodes } from '../../../db/schema-accounts.js'

export type CodeRow = typeof verificationCodes.$inferSelect

export function createCodeQueries(db: Db) {
  return {
    async replaceCode(row: Omit<typeof verificationCodes.$inferInsert, 'id'>, now: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ closedAt: now })
        .where(
          and(
            eq(verificationCodes.merchantId, row.merchantId),
            eq(verificationCodes.countryCode, row.countryCode),
            eq(verificationCodes.cellphone, row.cellphone),
            eq(verificationCodes.purpose, row.purpose),
            isNull(verificationCodes.closedAt),
          ),
        )
      await db.insert(verificationCodes).values({ ...row, id: randomUUID() })
    },

    async findOpenCode(merchantId: string, countryCode: string, cellphone: string, purpose: CodePurpose, now: Date) {
      const [c] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.countryCode, countryCode),
            eq(verificationCodes.cellphone, cellphone),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.closedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
      return c
    },

    /**
     * Take one of the code's tries BEFORE the guess is compared: attempts + 1 only while the code is
     * open, unexpired and under `maxAttempts`, in one conditional UPDATE, so simultaneous guesses queue
     * on the row and at most `maxAttempts` of them are ever compared. The new count, or null when no
     * try is left (limit reached, closed or expired).
     */
    async claimCodeTry(id: string, maxAttempts: number, now: Date): Promise<number | null> {
      const [r] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.closedAt),
            gt(verificationCodes.expiresAt, now),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: verificationCodes.attempts })
      return r?.attempts ?? null
    },

    /**
     * Close the code for use; false when someone else used or closed it first, or when more tries were
     * counted than the code allows (every try, the right one included, is counted by claimCodeTry).
     */
    async consumeCode(id: string, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ closedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.closedAt), lte(verificationCodes.attempts, maxAttempts)))
        .returning({ id: verificationCodes.id })
      return rows.length === 1
    },
  }
}
