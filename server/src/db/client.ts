/**
 * The one database client factory: embedded PGlite on disk by default, PostgreSQL (postgres.js) when a
 * URL is given. Both are exposed as the same Drizzle PgDatabase so repositories never care which.
 */
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import postgres from 'postgres'
import { DEFAULT_DATA_DIR } from '../paths.js'
import { schema, type Schema } from './schema.js'

export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = 'pglite' | 'postgres'

export interface DbHandle {
  db: Db
  kind: DbKind
  /** True once close() has finished. */
  readonly closed: boolean
  /** Close the underlying client; safe to call twice. */
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when set PostgreSQL is used, else PGlite. */
  databaseUrl?: string | undefined
  /** PGlite data directory (created if missing); default <repo>/.data/pglite. */
  dataDir?: string | undefined
  /** postgres.js pool size (startServer passes DB_POOL_SIZE, config/index.ts); default 10. */
  maxConnections?: number
}

/** Open the database the environment asks for (PostgreSQL if databaseUrl, else PGlite on disk). */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.maxConnections ?? 10) : openPglite(opts.dataDir ?? DEFAULT_DATA_DIR)
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  mkdirSync(dataDir, { recursive: true })
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return closable(db, 'pglite', () => client.close())
}

async function openPostgres(url: string, max: number): Promise<DbHandle> {
  // onnotice: silence "relation already exists, skipping" notices from the migrator.
  const client = postgres(url, { max, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema }) as unknown as Db
  return closable(db, 'postgres', () => client.end({ timeout: 5 }))
}

function closable(db: Db, kind: DbKind, end: () => Promise<void>): DbHandle {
  let closing: Promise<void> | undefined
  let closed = false
  return {
    db,
    kind,
    get closed() {
      return closed
    },
    close() {
      closing ??= end().then(() => {
        closed = true
      })
      return closing
    },
  }
}
