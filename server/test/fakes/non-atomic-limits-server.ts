/**
 * TEST ONLY — the control run of reliability-abuse-limits-processes.test.ts: the API process main.ts
 * starts (configuration from the environment, migrate and seed, the same buildApp), except that each
 * abuse limit counts on rate-limiter-flexible's RateLimiterDrizzleNonAtomic — the same table and the
 * same library as the real limits (limits/index.ts), but the count is read first and written after,
 * the way the SMS send log used to be kept. The same burst that never gets past a limit of 1 on the
 * real limits must get past it here, or the burst is not concurrent enough to prove anything.
 * Development mode only (it refuses NODE_ENV=production).
 */
import { RateLimiterDrizzleNonAtomic } from 'rate-limiter-flexible'
import { buildApp } from '../../src/app.js'
import { loadConfig } from '../../src/config/index.js'
import { openDatabase, type Db } from '../../src/db/client.js'
import { rateLimits } from '../../src/db/schema-limits.js'
import { limitCounter, type LimitCounter } from '../../src/limits/counter.js'
import type { Limits } from '../../src/limits/index.js'
import { prepareDatabase } from '../../src/server.js'

/** Limits like createLimits' PostgreSQL ones, counted read-then-write (keys of their own prefix). */
export function nonAtomicLimits(db: Db): Limits {
  const counters = new Map<string, LimitCounter>()
  return {
    store: 'postgres',
    counter(name, rule) {
      let c = counters.get(name)
      if (!c) {
        const limiter = new RateLimiterDrizzleNonAtomic({ keyPrefix: `non-atomic:${name}`, points: rule.points, duration: rule.windowSeconds, storeClient: db, schema: rateLimits, clearExpiredByTimeout: false })
        counters.set(name, (c = limitCounter(name, limiter)))
      }
      return c
    },
    onRefused: () => {},
    close: () => {},
  }
}

const config = loadConfig()
if (config.mode === 'production') throw new Error('a test-only server: never in production')
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: config.dbPoolSize })
await prepareDatabase(handle, config, true)
const app = await buildApp({ db: handle, config, logger: { level: config.logLevel }, h5Dir: null, limits: nonAtomicLimits(handle.db) })
await app.listen({ port: config.port, host: config.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : config.port
// The line server-process.ts waits for (main.ts prints the same).
console.log(`non-atomic control server listening (local http://127.0.0.1:${port}/)`)
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0))
})
