/** What the seed and the benches write: stock rows and show rules that are not there yet. */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { catalogSeatPlans, catalogShows, orderShowRules, orderStock } from '../../../db/schema.js'
import type { OrdersRepository } from '../repository.js'

export type SeedRows = Pick<OrdersRepository, 'allSeatPlans' | 'insertStockIfAbsent' | 'insertShowRulesIfAbsent'>

export function seedRows(db: Db): SeedRows {
  return {
    async allSeatPlans() {
      return db
        .select({ plan: catalogSeatPlans, showDetailStatus: catalogShows.showDetailStatus })
        .from(catalogSeatPlans)
        .innerJoin(catalogShows, and(eq(catalogShows.merchantId, catalogSeatPlans.merchantId), eq(catalogShows.showId, catalogSeatPlans.showId)))
        .orderBy(asc(catalogSeatPlans.merchantId), asc(catalogSeatPlans.seatPlanId))
    },
    async insertStockIfAbsent(rows) {
      let n = 0
      for (let i = 0; i < rows.length; i += 500) {
        const inserted = await db.insert(orderStock).values(rows.slice(i, i + 500)).onConflictDoNothing().returning({ id: orderStock.seatPlanId })
        n += inserted.length
      }
      return n
    },
    async insertShowRulesIfAbsent(rows) {
      if (rows.length === 0) return 0
      const inserted = await db.insert(orderShowRules).values(rows).onConflictDoNothing().returning({ id: orderShowRules.showId })
      return inserted.length
    },
  }
}
