/**
 * Whether a show takes its holders' names: real names given at purchase (realNameRequired) or entered
 * after it (realNameEntry). Naming (real-name/) and entry (tickets/ check-in) ask the same question.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orderShowRules } from '../../db/schema.js'

export async function showTakesNames(db: Db, merchantId: string, showId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: orderShowRules.realNameRequired, entry: orderShowRules.realNameEntry })
    .from(orderShowRules)
    .where(and(eq(orderShowRules.merchantId, merchantId), eq(orderShowRules.showId, showId)))
  return !!row && (row.required || row.entry)
}
