/** Data access of buyer certifications (part of the accounts repository). */
import { and, eq } from 'drizzle-orm'
import type { CertificationKind } from '../../../../../types/accounts.js'
import type { Db } from '../../../db/client.js'
import { userCertifications } from '../../../db/schema-accounts.js'
import { merchants } from '../../../db/schema-merchants.js'

export type CertificationRow = typeof userCertifications.$inferSelect

export function createCertificationQueries(db: Db) {
  return {
    /** The shop config's studentCertification flag. */
    async studentCertificationEnabled(merchantId: string): Promise<boolean> {
      const [r] = await db.select({ on: merchants.studentCertification }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return r?.on ?? false
    },

    async listCertifications(merchantId: string, userId: string): Promise<CertificationRow[]> {
      return db
        .select()
        .from(userCertifications)
        .where(and(eq(userCertifications.merchantId, merchantId), eq(userCertifications.userId, userId)))
        .orderBy(userCertifications.kind)
    },

    async findCertification(merchantId: string, userId: string, kind: CertificationKind): Promise<CertificationRow | undefined> {
      const [r] = await db
        .select()
        .from(userCertifications)
        .where(and(eq(userCertifications.merchantId, merchantId), eq(userCertifications.userId, userId), eq(userCertifications.kind, kind)))
      return r
    },

    /** One row per buyer and kind: a second person certification replaces the first. */
    async upsertCertification(row: typeof userCertifications.$inferInsert): Promise<CertificationRow> {
      const { id: _id, createdAt: _c, merchantId: _m, userId: _u, kind: _k, ...set } = row
      const [r] = await db
        .insert(userCertifications)
        .values(row)
        .onConflictDoUpdate({ target: [userCertifications.merchantId, userCertifications.userId, userCertifications.kind], set })
        .returning()
      if (!r) throw new Error('certification upsert returned nothing')
      return r
    },
  }
}
