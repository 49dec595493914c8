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
  /**
   * Open every pool connection and load each backend's table metadata before the server takes
   * traffic (a no-op on PGlite). See warmPool.
   */
  warmUp(): Promise<void>
  /**
   * How the job queue (jobs/queue.ts, pg-boss) reaches this database: its own small pool on
   * PostgreSQL, or statements run through this handle's single PGlite connection.
   */
  jobConnection: JobConnection
}

export type JobConnection =
  | { kind: 'url'; connectionString: string }
  | { kind: 'executor'; executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }

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
  // pg-boss sends its schema migrations as several statements without parameters: exec runs those.
  const jobConnection: JobConnection = {
    kind: 'executor',
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query(text, values)).rows }
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
  }
  return closable(db, 'pglite', () => client.close(), async () => {}, jobConnection)
}

async function openPostgres(url: string, max: number): Promise<DbHandle> {
  // onnotice: silence "relation already exists, skipping" notices from the migrator.
  const client = postgres(url, { max, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema }) as unknown as Db
  return closable(db, 'postgres', () => client.end({ timeout: 5 }), () => warmPool(client, max), { kind: 'url', connectionString: url })
}

/**
 * postgres.js opens connections lazily, so a process that has just started opens them (TCP, auth,
 * a forked backend each) during its first burst of orders, and every new backend then reads the
 * catalog for each table it touches. bench:rush showed that cost as the tail of the first sale after
 * a start (losers p99 174 ms against 73-78 ms on the next sales). Paying it before listen() moves it
 * off the buyers: reserve every connection at once, and on each plan a no-row read of every table.
 */
async function warmPool(client: postgres.Sql, max: number): Promise<void> {
  const tables = await client<Array<{ name: string }>>`select tablename as name from pg_tables where schemaname = current_schema()`
  const connections = await Promise.all(Array.from({ length: max }, () => client.reserve()))
  try {
    await Promise.all(connections.map(async (sql) => {
      for (const { name } of tables) await sql.unsafe(`select * from "${name.replaceAll('"', '""')}" limit 0`)
    }))
  } finally {
    for (const sql of connections) sql.release()
  }
}

function closable(db: Db, kind: DbKind, end: () => Promise<void>, warmUp: () => Promise<void>, jobConnection: JobConnection): DbHandle {
  let closing: Promise<void> | undefined
  let closed = false
  return {
    db,
    kind,
    warmUp,
    jobConnection,
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
