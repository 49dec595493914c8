/** The development secret store: generated secrets kept in auth_settings (one row per purpose). */
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { authSettings } from '../db/schema-accounts.js'
import type { SecretStore } from './secrets.js'

export function createSecretStore(db: Db): SecretStore {
  return {
    async getOrCreate(key, create) {
      // Insert-if-absent then read: two processes starting together agree on the first one written.
      await db.insert(authSettings).values({ key, value: create() }).onConflictDoNothing()
      const [row] = await db.select({ value: authSettings.value }).from(authSettings).where(eq(authSettings.key, key))
      if (!row) throw new Error(`setting ${key} missing after insert`)
      return row.value
    },
  }
}
