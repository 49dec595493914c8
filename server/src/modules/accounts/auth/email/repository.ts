/** Data access of the signed email links (activation, password reset; part of the accounts repository). */
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../../../db/client.js'
import { emailLinks } from '../../../../db/schema-accounts.js'

export type EmailLinkRow = typeof emailLinks.$inferSelect

export function createEmailLinkQueries(db: Db) {
  return {
    async insertEmailLink(row: typeof emailLinks.$inferInsert): Promise<void> {
      await db.insert(emailLinks).values(row)
    },

    async findEmailLink(jti: string): Promise<EmailLinkRow | undefined> {
      const [r] = await db.select().from(emailLinks).where(eq(emailLinks.jti, jti))
      return r
    },

    async useEmailLink(jti: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailLinks)
        .set({ usedAt: now })
        .where(and(eq(emailLinks.jti, jti), isNull(emailLinks.usedAt)))
        .returning({ j: emailLinks.jti })
      return rows.length === 1
    },
  }
}
