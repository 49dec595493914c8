/**
 * Issue 14, finding 2 — published staff tokens in production. On an empty database a production server
 * used to seed the demo merchants with the staff tokens README prints (`demo-staff-macau-…`), which
 * check tickets in and decide work-permit applications. Production never seeds, and it refuses to
 * start on a database that still accepts those tokens (one that was once a demo).
 *
 * The first test is black-box: the real server process with NODE_ENV=production, every part configured
 * (SMS, email, identity, secrets, a real payment provider) and a fresh PostgreSQL database. It must
 * start, hold no demo merchant afterwards, and refuse the published tokens.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { API_PREFIX } from '../../types/api.js'
import { loadConfig } from '../src/config/index.js'
import { prepareDatabase } from '../src/server.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { findPostgresAdminUrl, openTestPglite, type TestDb } from './helpers.js'
import { completeProductionEnv, productionEnv } from './production-helpers.js'
import { ROOT, scratchDatabase, startServerProcess, type ServerProcess } from './server-process.js'

const adminUrl = await findPostgresAdminUrl()

describe('finding 2: the README staff tokens never work in production', () => {
  it('a production server process on an empty database starts, seeds no demo merchant and refuses the published tokens', { skip: adminUrl ? undefined : 'no PostgreSQL reachable' }, async () => {
    const db = await scratchDatabase(adminUrl as string, 'demo_staff')
    let server: ServerProcess | undefined
    try {
      // Every part configured (a real payment provider too), so the process does start and serve.
      server = await startServerProcess(completeProductionEnv({ DATABASE_URL: db.url }))
      for (const token of Object.values(DEMO_STAFF_TOKENS)) {
        const res = await fetch(`${server.url}${API_PREFIX}/staff/v1/check_in?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-staff-token': token },
          body: JSON.stringify({ code: 'T1.x.y' }),
        })
        const body = (await res.json()) as { errorCode: string }
        assert.equal(body.errorCode, 'TICKET_STAFF_UNAUTHORIZED', JSON.stringify(body))
      }
      const [merchants] = await db.query<{ n: number }>('select count(*)::int as n from merchants')
      assert.equal(merchants?.n, 0, `demo merchants were seeded:\n${server.output()}`)
      const [staff] = await db.query<{ n: number }>('select count(*)::int as n from ticket_staff_tokens')
      assert.equal(staff?.n, 0, 'no staff token was created')
    } finally {
      await server?.stop()
      await db.drop()
    }
  })

  it('`npm run seed` refuses NODE_ENV=production before it opens the database', async () => {
    const dataDir = path.join(ROOT, '.data', `never-seeded-${process.pid}`)
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/seed/cli.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    assert.equal(code, 1, output)
    assert.match(output, /seed refused: NODE_ENV=production never holds the demo merchants/)
    assert.equal(existsSync(dataDir), false, 'no database was opened')
  })

  describe('a database that was once a demo', () => {
    let db: TestDb
    before(async () => {
      db = await openTestPglite() // seeded: the demo merchants and their published staff tokens
    })
    after(async () => db?.cleanup())

    it('refuses the production start, naming the tokens to revoke, and starts once they are revoked', async () => {
      const config = loadConfig(productionEnv())
      await assert.rejects(prepareDatabase(db.handle, config, true), /demo staff tokens published in README \(merchants 10001, 10002\)[\s\S]*update ticket_staff_tokens set revoked_at = now\(\)/)
      await db.handle.db.execute(sql`update ticket_staff_tokens set revoked_at = now()`)
      await prepareDatabase(db.handle, config, true)
    })
  })
})
