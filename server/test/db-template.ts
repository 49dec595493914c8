/**
 * One migrated and seeded database per server test run, copied for each suite.
 *
 * Migrating (37 migrations) and seeding the demo data (~5,000 seats of venue maps) took 20–40 s per
 * suite on PGlite and several seconds on PostgreSQL, for ~90 suites on two databases: most of the
 * server stage's time. scripts/test-server.mjs makes both templates once (`make`), passes them in
 * SERVER_TEST_PGLITE_TEMPLATE / SERVER_TEST_PG_TEMPLATE, and drops them at the end (`drop`):
 * - PGlite: the finished data folder, copied per suite (well under a second);
 * - PostgreSQL: a database the suites' databases are created from (`create database … template …`).
 * A suite run without them (e.g. `node --import tsx --test server/test/x.test.ts`) migrates and seeds
 * its own database as before; the data is the same either way, since the seed is deterministic for the
 * pinned DEMO_ANCHOR.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { migrateDatabase } from '../src/db/migrate.js'
import { seedAll } from '../src/seed/index.js'

/** Migrate and seed a freshly opened database, the way every suite's database starts. */
export async function migrateAndSeed(handle: DbHandle): Promise<void> {
  await migrateDatabase(handle)
  await seedAll(handle.db)
}

/** The PGlite template folder of this run, when there is one. */
export function pgliteTemplate(): string | undefined {
  const dir = process.env.SERVER_TEST_PGLITE_TEMPLATE
  return dir && existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined
}

/** The PostgreSQL template database of this run, when there is one. */
export function postgresTemplate(): string | undefined {
  return process.env.SERVER_TEST_PG_TEMPLATE || undefined
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** URL of a PostgreSQL server we may create databases on, or undefined when none answers. */
export async function findPostgresAdminUrl(): Promise<string | undefined> {
  const candidates = process.env.DATABASE_URL
    ? [process.env.DATABASE_URL]
    : ['postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/postgres']
  for (const url of candidates) {
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await sql`select 1`
      return url
    } catch {
      // try the next candidate
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {})
    }
  }
  return undefined
}

async function makePgliteTemplate(): Promise<string> {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'storefront-server-template-')), 'pglite')
  const handle = await openDatabase({ dataDir: dir })
  try {
    await migrateAndSeed(handle)
  } finally {
    await handle.close()
  }
  return dir
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `storefront_template_${process.pid}_${Date.now()}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${quoteIdent(name)}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 2 })
    try {
      await migrateAndSeed(handle)
    } finally {
      // No connection may stay open on a template while databases are created from it.
      await handle.close()
    }
  } finally {
    await admin.end({ timeout: 5 })
  }
  return name
}

async function dropTemplates(adminUrl: string | undefined, pgliteDir: string | undefined, pgName: string | undefined) {
  if (pgliteDir) await rm(path.dirname(pgliteDir), { recursive: true, force: true })
  if (adminUrl && pgName) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    try {
      await admin.unsafe(`drop database if exists ${quoteIdent(pgName)} with (force)`)
    } finally {
      await admin.end({ timeout: 5 })
    }
  }
}

// CLI: `make` prints {"pglite": dir, "postgres": name|null, "adminUrl": url|null};
// `drop adminUrl|- pgliteDir|- pgName|-` removes them.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [cmd, ...rest] = process.argv.slice(2)
  const arg = (s: string | undefined) => (s && s !== '-' ? s : undefined)
  if (cmd === 'make') {
    const adminUrl = await findPostgresAdminUrl()
    const [pglite, pg] = await Promise.all([makePgliteTemplate(), adminUrl ? makePostgresTemplate(adminUrl) : Promise.resolve(undefined)])
    process.stdout.write(`${JSON.stringify({ pglite, postgres: pg ?? null, adminUrl: adminUrl ?? null })}\n`)
  } else if (cmd === 'drop') {
    await dropTemplates(arg(rest[0]), arg(rest[1]), arg(rest[2]))
  } else {
    console.error('usage: db-template.ts make | drop adminUrl|- pgliteDir|- pgName|-')
    process.exit(2)
  }
}
