/**
 * "These rows of this merchant, by id": the read every module does to join catalog names onto its own
 * rows (tickets, orders). One helper so the empty-list guard and the merchant scope are never forgotten.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client.js'

export async function merchantRowsByIds<T extends PgTable & { merchantId: PgColumn }>(
  db: Db,
  table: T,
  idColumn: PgColumn,
  merchantId: string,
  ids: string[],
): Promise<Array<T['$inferSelect']>> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.merchantId, merchantId), inArray(idColumn, ids)))
  return rows as Array<T['$inferSelect']>
}
