/** The parcels of some orders as the order brief shows them (expressNo, express.displayName). */
import { inArray } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { Db } from '../../db/client.js'
import { parcels } from '../../db/schema.js'
import { emOr } from './messages.js'

export async function parcelsOf(db: Db, lang: Lang, orderIds: string[]): Promise<Map<string, { waybillNo: string; carrierName: string }>> {
  if (!orderIds.length) return new Map()
  const rows = await db.select({ orderId: parcels.orderId, carrier: parcels.carrier, waybillNo: parcels.waybillNo }).from(parcels).where(inArray(parcels.orderId, orderIds))
  return new Map(rows.map((r) => [r.orderId, { waybillNo: r.waybillNo, carrierName: emOr(lang, `carrier.${r.carrier}`, r.carrier) }]))
}
