/** Health data access: one round trip to prove the database answers. */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'

export interface HealthRepository {
  ping(): Promise<void>
}

export function createHealthRepository(db: Db): HealthRepository {
  return {
    async ping() {
      await db.execute(sql`select 1`)
    },
  }
}
