/**
 * startServer: read the configuration (config/), refuse a production start that is not configured for
 * real, open + migrate the database, seed a fresh one with the demo merchants (development only), build
 * the app, listen. Used by main.ts and by e2e scripts that want the server in-process. It installs no
 * signal handlers (main.ts does).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { networkInterfaces } from 'node:os'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { Redis } from 'ioredis'
import { buildApp } from './app.js'
import { assertProductionReady, loadConfig, type ServerConfig } from './config/index.js'
import { createRedisGate } from './http/admission.js'
import { createLimits } from './limits/index.js'
import { openDatabase, type Db, type DbHandle } from './db/client.js'
import { migrateDatabase } from './db/migrate.js'
import { DEFAULT_H5_DIR } from './paths.js'
import { seedIfEmpty } from './seed/index.js'
import { startJobQueue, type JobDefinition, type JobQueue } from './jobs/queue.js'
import { couponExpiryRemindersJob, saleRemindersJob } from './modules/reminders/index.js'
import { transferExpiryJob } from './modules/transfers/index.js'
import { waitListJob } from './modules/waitlist/index.js'
import { activeDemoStaffTokens } from './seed/tickets.js'

export interface StartServerOptions {
  /** The environment to read the configuration from (default process.env). */
  env?: NodeJS.ProcessEnv
  /** Default PORT, else 8080; 0 picks a free port. */
  port?: number
  /** Default 0.0.0.0 so phones on the LAN can reach it. */
  host?: string
  /** PostgreSQL URL; PGlite under dataDir when absent. */
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** H5 build to serve; default <repo>/dist/h5 when it exists; null disables. */
  h5Dir?: string | null
  logger?: FastifyServerOptions['logger']
  /** Seed demo data when the database has no merchants (default true; never in production). */
  seed?: boolean
  /** Called after the app is built and before it listens (tests add routes here). */
  configure?: (app: FastifyInstance) => void | Promise<void>
  /** The queue's jobs on the opened database (default: the product's, e.g. the sale-reminder sweep); false runs no queue. */
  jobs?: ((db: Db) => JobDefinition[]) | false
}

export interface RunningServer {
  app: FastifyInstance
  db: DbHandle
  port: number
  /** http://127.0.0.1:<port> — for scripts on this machine. */
  localUrl: string
  /** http://<LAN IPv4>:<port>/ — for a phone; falls back to localhost when there is no LAN address. */
  lanUrl: string
  /** The job queue (null when started with jobs: false). */
  jobs: JobQueue | null
  /** Stop accepting, let in-flight requests finish, stop the jobs, then close the database. Safe to call twice. */
  close(): Promise<void>
}

export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const env = opts.env ?? process.env
  // Before anything is opened: production refuses to start on a sandbox or without its keys,
  // naming every setting that is missing.
  assertProductionReady(env)
  const config = loadConfig(env)
  const db = await openDatabase({ databaseUrl: opts.databaseUrl ?? config.databaseUrl, dataDir: opts.dataDir ?? config.dataDir, maxConnections: config.dbPoolSize })
  let app: FastifyInstance | undefined
  let redis: Redis | undefined
  let jobs: JobQueue | null = null
  try {
    await prepareDatabase(db, config, opts.seed ?? true)
    await db.warmUp()
    const h5Dir = opts.h5Dir === undefined ? (existsSync(path.join(DEFAULT_H5_DIR, 'index.html')) ? DEFAULT_H5_DIR : null) : opts.h5Dir
    // With REDIS_URL every API process shares one admission gate for the order path, and the abuse
    // limits count in Redis (PostgreSQL stands in while Redis does not answer).
    redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined
    const admission = redis ? createRedisGate({ redis, capacity: config.admissionCapacity, key: config.admissionRedisKey }) : undefined
    const limits = redis ? createLimits({ db: db.db, redis }) : undefined
    app = await buildApp({ db, config, logger: opts.logger ?? { level: config.logLevel }, h5Dir, admission, limits, redis: redis ?? null, processMetrics: true })
    await opts.configure?.(app)
    // Every serving process also works the queue; pg-boss hands each job to one of them.
    const definitions = opts.jobs ?? ((d: Db) => [saleRemindersJob(d), couponExpiryRemindersJob(d), transferExpiryJob(d), waitListJob(d)])
    if (definitions) jobs = await startJobQueue({ handle: db, jobs: definitions(db.db), log: app.log })
    // A deep accept queue: when a popular show opens, thousands of phones connect in the same second.
    // Node's default (511) overflows and the kernel drops their SYNs, which costs each of them a 1 s,
    // then 3 s, TCP retransmit before the server even sees the request (measured in bench:rush).
    // The kernel caps it at net.core.somaxconn.
    await app.listen({ port: opts.port ?? config.port, host: opts.host ?? config.host, backlog: config.listenBacklog })
  } catch (err) {
    await jobs?.stop().catch(() => {})
    await app?.close().catch(() => {})
    if (!app) redis?.disconnect()
    await db.close()
    throw err
  }
  const started = app
  const address = started.server.address()
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? 8080)
  let closing: Promise<void> | undefined
  return {
    app: started,
    db,
    jobs,
    port,
    localUrl: `http://127.0.0.1:${port}`,
    lanUrl: `http://${lanAddress() ?? 'localhost'}:${port}/`,
    close() {
      // Order matters: fastify.close() waits for in-flight requests, which may still need the database.
      // Jobs stop after the requests (which do not need them) and before the database they run on.
      closing ??= started.close().then(() => jobs?.stop()).then(() => db.close())
      return closing
    },
  }
}

/**
 * Migrate; in development seed the demo merchants into an empty database. Production never seeds,
 * and refuses a database that still accepts the staff tokens README publishes (a database that was
 * once a demo): they would check tickets in and decide work permits for anyone who read it.
 */
export async function prepareDatabase(handle: DbHandle, config: ServerConfig, seed: boolean): Promise<void> {
  await migrateDatabase(handle)
  if (config.sandboxes) {
    if (seed) await seedIfEmpty(handle.db)
    return
  }
  const published = await activeDemoStaffTokens(handle.db)
  if (published.length) {
    const hashes = published.map((p) => `'${p.tokenHash}'`).join(', ')
    throw new Error(
      `NODE_ENV=production but the database still accepts the demo staff tokens published in README (merchants ${published.map((p) => p.merchantId).join(', ')}); revoke them first:\n` +
        `  update ticket_staff_tokens set revoked_at = now() where token_hash in (${hashes});`,
    )
  }
}

/** First non-internal IPv4 address, the one a phone on the same Wi-Fi can reach. */
export function lanAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === 'IPv4' && !a.internal) return a.address
    }
  }
  return undefined
}
