/**
 * Issue 14, finding 2 — published staff tokens in production. On an empty database a production server
 * used to seed the demo merchants with the staff tokens README prints (`demo-staff-macau-…`), which
 * check tickets in and decide work-permit applications. Production never seeds, and it refuses to
 * start on a database that still accepts those tokens (one that was once a demo).
 *
 * The first test is black-box: the real server process with NODE_ENV=production, real SMS/email/identity
 * settings and a fresh PostgreSQL database. Whether it starts (every part configured) or refuses (a part
 * it cannot run on yet), the database must hold no demo merchant and the published token must not check in.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { API_PREFIX } from '../../types/api.js'
import { loadConfig } from '../src/config/index.js'
import { prepareDatabase } from '../src/server.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { findPostgresAdminUrl, openTestPglite, type TestDb } from './helpers.js'
import { productionEnv } from './production-helpers.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

const adminUrl = await findPostgresAdminUrl()

describe('finding 2: the README staff tokens never work in production', () => {
  it('a production server process on an empty database seeds no demo merchant and refuses the published token', { skip: adminUrl ? undefined : 'no PostgreSQL reachable' }, async () => {
    const name = `storefront_demo_staff_${process.pid}_${Date.now()}`
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(adminUrl as string)
    url.pathname = `/${name}`
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...productionEnv({ DATABASE_URL: url.toString() }), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NO_QR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      // Either it listens (prints its local URL) or it refuses and exits.
      let port: string | undefined
      for (let i = 0; i < 1800 && !port && child.exitCode === null; i++) {
        port = /local http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
        if (!port) await new Promise((r) => setTimeout(r, 100))
      }
      if (port) {
        for (const token of Object.values(DEMO_STAFF_TOKENS)) {
          const res = await fetch(`http://127.0.0.1:${port}${API_PREFIX}/staff/v1/check_in?lang=en`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-staff-token': token },
            body: JSON.stringify({ code: 'T1.x.y' }),
          })
          const body = (await res.json()) as { errorCode: string }
          assert.equal(body.errorCode, 'TICKET_STAFF_UNAUTHORIZED', JSON.stringify(body))
        }
      } else {
        assert.notEqual(await exited, 0, output)
      }
      const db = postgres(url.toString(), { max: 1, onnotice: () => {} })
      try {
        const [exists] = await db`select to_regclass('public.merchants') as t`
        const merchants = exists?.t ? Number((await db`select count(*)::int as n from merchants`)[0]?.n) : 0
        assert.equal(merchants, 0, `demo merchants were seeded:\n${output}`)
      } finally {
        await db.end({ timeout: 1 })
      }
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end({ timeout: 5 })
    }
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
