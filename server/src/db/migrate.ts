/** Apply the drizzle-kit migrations in server/drizzle with the migrator of the matching driver. */
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js'
import { MIGRATIONS_DIR } from '../paths.js'
import type { DbHandle } from './client.js'
import type { Schema } from './schema.js'

/** Bring the schema up to date; a no-op when every migration is already applied. */
export async function migrateDatabase(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder })
  } else {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase<Schema>, { migrationsFolder })
  }
}
