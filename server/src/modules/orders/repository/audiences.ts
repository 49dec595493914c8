/** A buyer's real-name attendees (order_audiences). */
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { orderAudiences } from '../../../db/schema.js'
import type { AudienceRow, OrdersRepository } from '../repository.js'

export type AudienceRows = Pick<OrdersRepository, 'listAudiences' | 'findAudiences' | 'insertAudience' | 'updateAudience' | 'deleteAudience'>

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

export function audienceRows(db: Db): AudienceRows {
  return {
    async listAudiences(merchantId, userId, offset, length, idTypes) {
      const where = and(
        eq(orderAudiences.merchantId, merchantId),
        eq(orderAudiences.userId, userId),
        idTypes?.length ? inArray(orderAudiences.idType, idTypes as AudienceRow['idType'][]) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(orderAudiences).where(where)
      const rows = await db
        .select()
        .from(orderAudiences)
        .where(where)
        .orderBy(desc(orderAudiences.createdAt), desc(orderAudiences.audienceId))
        .offset(offset)
        .limit(length)
      return { total: Number(total?.n ?? 0), rows }
    },
    async findAudiences(merchantId, userId, ids) {
      if (ids.length === 0) return []
      return db
        .select()
        .from(orderAudiences)
        .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), inArray(orderAudiences.audienceId, ids)))
    },
    async insertAudience(row) {
      const [inserted] = await db.insert(orderAudiences).values(row).onConflictDoNothing().returning()
      return inserted ?? null
    },
    async updateAudience(merchantId, userId, audienceId, patch) {
      try {
        const [row] = await db
          .update(orderAudiences)
          .set({ ...patch, updatedAt: new Date() })
          .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), eq(orderAudiences.audienceId, audienceId)))
          .returning()
        return row ?? null
      } catch (err) {
        if (isUniqueViolation(err)) return 'DUPLICATE'
        throw err
      }
    },
    async deleteAudience(merchantId, userId, audienceId) {
      const rows = await db
        .delete(orderAudiences)
        .where(and(eq(orderAudiences.merchantId, merchantId), eq(orderAudiences.userId, userId), eq(orderAudiences.audienceId, audienceId)))
        .returning({ id: orderAudiences.audienceId })
      return rows.length === 1
    },
  }
}
