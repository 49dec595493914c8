/** Customer-service data: the catalog's per-scope entries (type, phone, hours, online) and the merchant's settings. */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { customerServiceSettings } from '../../db/schema-announcements.js'
import { catalogCustomerService } from '../../db/schema-catalog.js'

export type ServiceRow = typeof catalogCustomerService.$inferSelect
export type SettingsRow = typeof customerServiceSettings.$inferSelect

export interface CustomerServiceRepository {
  /** Entries for the scopes asked ('' = the merchant default, a show id = that show's override). */
  findEntries(merchantId: string, scopes: string[]): Promise<ServiceRow[]>
  findSettings(merchantId: string): Promise<SettingsRow | null>
  insertSettingsIfAbsent(rows: Array<typeof customerServiceSettings.$inferInsert>): Promise<number>
}

export function createCustomerServiceRepository(db: Db): CustomerServiceRepository {
  return {
    findEntries: (merchantId, scopes) =>
      db
        .select()
        .from(catalogCustomerService)
        .where(and(eq(catalogCustomerService.merchantId, merchantId), inArray(catalogCustomerService.scope, scopes))),
    async findSettings(merchantId) {
      const [row] = await db.select().from(customerServiceSettings).where(eq(customerServiceSettings.merchantId, merchantId))
      return row ?? null
    },
    async insertSettingsIfAbsent(rows) {
      if (!rows.length) return 0
      const added = await db.insert(customerServiceSettings).values(rows).onConflictDoNothing().returning({ id: customerServiceSettings.merchantId })
      return added.length
    },
  }
}
