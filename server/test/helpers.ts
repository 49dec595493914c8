/**
 * Test helpers: suites run against real PostgreSQL when one is reachable (DATABASE_URL, else a local
 * server as root or postgres), and some also against a fresh PGlite in a temp dir (dbTargets()). Each PostgreSQL run gets its
 * own database (storefront_test_<pid>_<ts>_<n>), dropped at the end. Both start as copies of the run's
 * migrated and seeded templates when scripts/test-server.mjs made them (db-template.ts).
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe } from 'node:test'
import type { FastifyInstance } from 'fastify'
import postgres from 'postgres'
import { buildApp, type BuildAppOptions } from '../src/app.js'
import { openDatabase, type DbHandle, type DbKind } from '../src/db/client.js'
import { findPostgresAdminUrl, migrateAndSeed, pgliteTemplate, postgresTemplate, quoteIdent } from './db-template.js'

export { findPostgresAdminUrl }

export interface TestDb {
  kind: DbKind
  handle: DbHandle
  /** Options for startServer that open this same database (a second connection to it). */
  serverDbOptions: { databaseUrl?: string; dataDir?: string }
  /** Close the database and delete it (temp dir or PostgreSQL database). */
  cleanup(): Promise<void>
}

export interface DbTarget {
  kind: DbKind
  /** Why this target is skipped; undefined when it runs. */
  skip?: string
  open(): Promise<TestDb>
}

let counter = 0

/** A fresh migrated and seeded PGlite in a temp dir (a copy of the run's template when there is one). */
export async function openTestPglite(): Promise<TestDb> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storefront-test-'))
  const dataDir = path.join(dir, 'pglite')
  const template = pgliteTemplate()
  if (template) await cp(template, dataDir, { recursive: true })
  const handle = await openDatabase({ dataDir })
  if (!template) await migrateAndSeed(handle)
  return {
    kind: 'pglite',
    handle,
    serverDbOptions: { dataDir },
    async cleanup() {
      await handle.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function openTestPostgres(adminUrl: string): Promise<TestDb> {
  const name = `storefront_test_${process.pid}_${Date.now()}_${counter++}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  const template = postgresTemplate()
  await admin.unsafe(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`)
  const databaseUrl = withDatabase(adminUrl, name)
  const handle = await openDatabase({ databaseUrl, maxConnections: 5 })
  try {
    if (!template) await migrateAndSeed(handle)
  } catch (err) {
    await handle.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
    throw err
  }
  return {
    kind: 'postgres',
    handle,
    serverDbOptions: { databaseUrl },
    async cleanup() {
      await handle.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end({ timeout: 5 })
    },
  }
}

let adminUrlPromise: Promise<string | undefined> | undefined
let embeddedToo = false

/**
 * Marks this suite file as one that runs on the embedded PGlite as well as on PostgreSQL: call it at
 * the top of the file, before its suites, with the reason. See dbTargets().
 */
export function alsoOnPglite(_why: string): void {
  embeddedToo = true
}

/**
 * The databases a suite runs on. PostgreSQL, what production runs, takes every suite. The embedded
 * PGlite (`npm start`'s zero-install default) takes the suites that call alsoOnPglite(): where PGlite
 * behaves differently (its single connection, the job queue, shutdown) and the core buy path; every
 * H5 e2e journey (test/e2e) runs on PGlite as well. Running each of the hundred suites on both cost
 * half the CI time and found nothing the PostgreSQL run did not; SERVER_TEST_DATABASES=both brings it
 * back (before a change to the database layer). With no PostgreSQL reachable, every suite runs on
 * PGlite and the PostgreSQL runs are skipped with the reason.
 */
export async function dbTargets(): Promise<DbTarget[]> {
  adminUrlPromise ??= findPostgresAdminUrl()
  const adminUrl = await adminUrlPromise
  if (!adminUrl) {
    const skip = process.env.DATABASE_URL
      ? 'PostgreSQL at DATABASE_URL is not reachable'
      : 'no PostgreSQL reachable (DATABASE_URL unset and nothing on 127.0.0.1:5432 as root or postgres)'
    return [
      { kind: 'pglite', open: openTestPglite },
      { kind: 'postgres', skip, open: () => Promise.reject(new Error('skipped')) },
    ]
  }
  const pg: DbTarget = { kind: 'postgres', open: () => openTestPostgres(adminUrl) }
  if (embeddedToo || process.env.SERVER_TEST_DATABASES === 'both') return [{ kind: 'pglite', open: openTestPglite }, pg]
  return [{ kind: 'pglite', skip: 'runs on PostgreSQL only (SERVER_TEST_DATABASES=both adds PGlite)', open: openTestPglite }, pg]
}

export interface TestEnv {
  db: TestDb
  /** An app built on this database with logging off. */
  app: FastifyInstance
}

/** Build the app the way main does, silent unless the test passes a logger. */
export function buildTestApp(db: DbHandle, opts: Omit<BuildAppOptions, 'db'> = {}): Promise<FastifyInstance> {
  return buildApp({ logger: false, catalogCacheTtlMs: 0, ...opts, db })
}

/**
 * Run the same suite body once per available database. `body` receives a getter (the env exists only
 * once `before` has run) and may register test-only routes through `routes` before the app is ready.
 */
export async function describeEachDb(
  name: string,
  body: (env: () => TestEnv) => void,
  routes?: (app: FastifyInstance) => void,
): Promise<void> {
  for (const target of await dbTargets()) {
    describe(`${name} [${target.kind}]`, { skip: target.skip }, () => {
      let env: TestEnv | undefined
      before(async () => {
        const db = await target.open()
        const app = await buildTestApp(db.handle)
        routes?.(app)
        await app.ready()
        env = { db, app }
      })
      after(async () => {
        await env?.app.close()
        await env?.db.cleanup()
      })
      body(() => {
        if (!env) throw new Error('test env not ready')
        return env
      })
    })
  }
}

/** Parse an inject response body as an envelope. */
export function envelopeOf<T = unknown>(res: { body: string }): {
  statusCode: number
  mode: string
  comments: string
  subComments: string
  actText: string
  iconUrl: string
  errorCode: string
  data: T
} {
  return JSON.parse(res.body)
}

export const ENVELOPE_KEYS = ['actText', 'comments', 'data', 'errorCode', 'iconUrl', 'mode', 'statusCode', 'subComments']
