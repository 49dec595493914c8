/** Reads of combo activities and their parts (written by the seed and, later, the merchant back office). */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { comboActivities, comboParts } from '../../db/schema.js'

export type ComboRow = typeof comboActivities.$inferSelect
export type ComboPartRow = typeof comboParts.$inferSelect

export async function findCombo(db: Db, merchantId: string, promotionId: string): Promise<ComboRow | null> {
  const [row] = await db.select().from(comboActivities).where(and(eq(comboActivities.merchantId, merchantId), eq(comboActivities.promotionId, promotionId)))
  return row ?? null
}

/** The activities with a ticket part of this show, in position order. */
export async function combosOfShow(db: Db, merchantId: string, showId: string): Promise<ComboRow[]> {
  const ids = await db
    .selectDistinct({ id: comboParts.promotionId })
    .from(comboParts)
    .where(and(eq(comboParts.merchantId, merchantId), eq(comboParts.showId, showId)))
  if (!ids.length) return []
  return db
    .select()
    .from(comboActivities)
    .where(and(eq(comboActivities.merchantId, merchantId), inArray(comboActivities.promotionId, ids.map((r) => r.id))))
    .orderBy(asc(comboActivities.position), asc(comboActivities.promotionId))
}

/** The parts of one activity, in part order (tickets and SKUs as the merchant listed them). */
export async function partsOf(db: Db, merchantId: string, promotionId: string): Promise<ComboPartRow[]> {
  return db
    .select()
    .from(comboParts)
    .where(and(eq(comboParts.merchantId, merchantId), eq(comboParts.promotionId, promotionId)))
    .orderBy(asc(comboParts.partNo))
}

/** Whether the activity sells at `now`: switched on and inside its window. */
export function comboOpen(row: ComboRow, now: number): boolean {
  return row.onSale && (!row.startsAt || row.startsAt.getTime() <= now) && (!row.endsAt || row.endsAt.getTime() > now)
}
