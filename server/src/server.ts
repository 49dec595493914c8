/**
 * startServer: open + migrate the database, seed a fresh one, build the app, listen. Used by main.ts and
 * by e2e scripts that want the server in-process. It installs no signal handlers (main.ts does).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { networkInterfaces } from 'node:os'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { Redis } from 'ioredis'
import { buildApp } from './app.js'
import { admissionCapacityFromEnv, admissionKeyFromEnv, createRedisGate } from './http/admission.js'
import { openDatabase, type DbHandle } from './db/client.js'
import { migrateDatabase } from './db/migrate.js'
import { assertProductionProviders } from './modules/accounts/providers.js'
import { DEFAULT_H5_DIR } from './paths.js'
import { seedIfEmpty } from './seed/index.js'

export interface StartServerOptions {
  /** Default 8080; 0 picks a free port. */
  port?: number
  /** Default 0.0.0.0 so phones on the LAN can reach it. */
  host?: string
  /** PostgreSQL URL; PGlite under dataDir when absent. */
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** H5 build to serve; default <repo>/dist/h5 when it exists; null disables. */
  h5Dir?: string | null
  logger?: FastifyServerOptions['logger']
  /** Seed demo data when the database has no merchants (default true). */
  seed?: boolean
  /** Called after the app is built and before it listens (tests add routes here). */
  configure?: (app: FastifyInstance) => void | Promise<void>
}

export interface RunningServer {
  app: FastifyInstance
  db: DbHandle
  port: number
  /** http://127.0.0.1:<port> — for scripts on this machine. */
  localUrl: string
  /** http://<LAN IPv4>:<port>/ — for a phone; falls back to localhost when there is no LAN address. */
  lanUrl: string
  /** Stop accepting, let in-flight requests finish, then close the database. Safe to call twice. */
  close(): Promise<void>
}

export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  // Before anything is opened: a production server on the SMS/email/identity sandboxes does not start.
  assertProductionProviders()
  const db = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir })
  let app: FastifyInstance | undefined
  try {
    await migrateDatabase(db)
    if (opts.seed ?? true) await seedIfEmpty(db.db)
    const h5Dir = opts.h5Dir === undefined ? (existsSync(path.join(DEFAULT_H5_DIR, 'index.html')) ? DEFAULT_H5_DIR : null) : opts.h5Dir
    // With REDIS_URL every API process shares one admission gate for the order path.
    const admission = process.env.REDIS_URL
      ? createRedisGate({ redis: new Redis(process.env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }), capacity: admissionCapacityFromEnv(), key: admissionKeyFromEnv() })
      : undefined
    app = await buildApp({ db, logger: opts.logger, h5Dir, admission })
    await opts.configure?.(app)
    // A deep accept queue: when a popular show opens, thousands of phones connect in the same second.
    // Node's default (511) overflows and the kernel drops their SYNs, which costs each of them a 1 s,
    // then 3 s, TCP retransmit before the server even sees the request (measured in bench:rush).
    // The kernel caps it at net.core.somaxconn.
    await app.listen({ port: opts.port ?? 8080, host: opts.host ?? '0.0.0.0', backlog: Number(process.env.LISTEN_BACKLOG) || 4096 })
  } catch (err) {
    await app?.close().catch(() => {})
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
    port,
    localUrl: `http://127.0.0.1:${port}`,
    lanUrl: `http://${lanAddress() ?? 'localhost'}:${port}/`,
    close() {
      // Order matters: fastify.close() waits for in-flight requests, which may still need the database.
      closing ??= started.close().then(() => db.close())
      return closing
    },
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
