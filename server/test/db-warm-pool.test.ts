/**
 * A started server has its whole PostgreSQL pool open before it listens (db/client.ts warmPool), so
 * the first burst of orders after a start does not pay for connections and cold backends.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import postgres from 'postgres'
import { startServer, type RunningServer } from '../src/server.js'
import { dbTargets } from './helpers.js'

const POOL = 4

for (const target of await dbTargets()) {
  if (target.kind !== 'postgres') continue
  describe('database pool warm-up [postgres]', { skip: target.skip }, () => {
    it('opens every pool connection before the server takes traffic', async () => {
      const testDb = await target.open()
      await testDb.handle.close()
      const databaseUrl = testDb.serverDbOptions.databaseUrl!
      const database = new URL(databaseUrl).pathname.slice(1)
      const observer = postgres(databaseUrl, { max: 1, onnotice: () => {} })
      let running: RunningServer | undefined
      try {
        running = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, h5Dir: null, logger: false, jobs: false, env: { ...process.env, DB_POOL_SIZE: String(POOL) } })
        // No request has been made: only the warm-up can have opened them (no job queue: pg-boss
        // keeps a pool of its own on the same database).
        const [row] = await observer<Array<{ n: number }>>`
          select count(*)::int as n from pg_stat_activity
          where datname = ${database} and backend_type = 'client backend' and pid <> pg_backend_pid()`
        assert.equal(row!.n, POOL)
      } finally {
        await running?.close()
        await observer.end({ timeout: 2 })
        await testDb.cleanup()
      }
    })
  })
}
