/**
 * The job queue (jobs/queue.ts, pg-boss on the storefront's database) as the servers run it: the
 * sale-reminder sweep runs inside a started server, a reminder sent before a restart is not sent
 * again after it, and with two API processes on one PostgreSQL each due reminder goes out once and
 * the every-minute schedule exists once for the deployment.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { rowsOf } from '../src/db/raw.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { saleRemindersJob } from '../src/modules/reminders/index.js'
import { SALE_REMINDERS_JOB } from '../src/modules/reminders/sending.js'
import { createSandboxSubscribeSender } from '../src/modules/reminders/subscribe-sender.js'
import { DEMO_MERCHANTS } from '../../types/api.js'
import { startServer, type RunningServer } from '../src/server.js'
import { alsoOnPglite, dbTargets } from './helpers.js'

alsoOnPglite('the job queue keeps its own schema and locks on the embedded database npm start runs')

const MACAU = DEMO_MERCHANTS.MACAU
const PRE_SALE = 'MO006'
let phoneCounter = 0

/** A buyer with an SMS reminder for the pre-sale show that is due now. */
async function dueReminder(db: Db): Promise<string> {
  const phone = `137${String(process.pid % 10000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`
  const userId = `U-${randomUUID()}`
  await db.execute(sql`insert into users (user_id, merchant_id, country_code, cellphone, registered_by, message_language) values (${userId}, ${MACAU}, '86', ${phone}, 'CELLPHONE', 'en-US')`)
  await db.execute(sql`
    insert into sale_reminders (merchant_id, user_id, show_id, method, ahead_minutes, sale_time, remind_at)
    select ${MACAU}, ${userId}, show_id, 'SMS', 10, sale_time, now() - interval '1 second'
    from catalog_shows where merchant_id = ${MACAU} and show_id = ${PRE_SALE}`)
  return phone
}

const sentTo = (sms: SandboxSmsSender, phone: string) => sms.messages().filter((m) => m.cellphone === phone && m.purpose === 'SALE_REMINDER').length

async function until(what: string, done: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

for (const target of await dbTargets()) {
  describe(`job queue in a started server [${target.kind}]`, { skip: target.skip }, () => {
    it('sends a due reminder from the server’s queue, and not again after a restart', async () => {
      const testDb = await target.open()
      await testDb.handle.close()
      const sms = createSandboxSmsSender(() => {})
      const start = () =>
        startServer({
          port: 0,
          host: '127.0.0.1',
          ...testDb.serverDbOptions,
          h5Dir: null,
          logger: false,
          jobs: (db) => [saleRemindersJob(db, { sms, subscribe: createSandboxSubscribeSender() })],
        })
      let running: RunningServer | undefined
      try {
        running = await start()
        const first = await dueReminder(running.db.db)
        // The schedule fires each minute; a nudge runs the same job now.
        await running.jobs!.send(SALE_REMINDERS_JOB)
        await until('the first reminder', () => sentTo(sms, first) === 1)
        await running.close()

        running = await start()
        const second = await dueReminder(running.db.db)
        await running.jobs!.send(SALE_REMINDERS_JOB)
        // The second one going out shows the sweep ran after the restart; the first stays sent once.
        await until('the second reminder', () => sentTo(sms, second) === 1)
        assert.equal(sentTo(sms, first), 1)
        const schedules = rowsOf<{ n: number }>(await running.db.db.execute(sql`select count(*)::int as n from pgboss.schedule where name = ${SALE_REMINDERS_JOB}`))
        assert.equal(schedules[0]!.n, 1)
      } finally {
        await running?.close()
        await testDb.cleanup()
      }
    })

    if (target.kind === 'postgres') {
      it('two API processes on one database send each due reminder once', async () => {
        const testDb = await target.open()
        await testDb.handle.close()
        const sms = createSandboxSmsSender(() => {})
        const servers: RunningServer[] = []
        try {
          for (let i = 0; i < 2; i++) {
            servers.push(
              await startServer({
                port: 0,
                host: '127.0.0.1',
                ...testDb.serverDbOptions,
                h5Dir: null,
                logger: false,
                jobs: (db) => [saleRemindersJob(db, { sms, subscribe: createSandboxSubscribeSender() })],
              }),
            )
          }
          const phones: string[] = []
          for (let i = 0; i < 20; i++) phones.push(await dueReminder(servers[0]!.db.db))
          await Promise.all(servers.flatMap((s) => [s.jobs!.send(SALE_REMINDERS_JOB), s.jobs!.send(SALE_REMINDERS_JOB)]))
          await until('every reminder', () => phones.every((p) => sentTo(sms, p) >= 1))
          // Let any second sweep that was still running finish before counting.
          await sleep(2500)
          for (const p of phones) assert.equal(sentTo(sms, p), 1, p)
          const schedules = rowsOf<{ n: number }>(await servers[0]!.db.db.execute(sql`select count(*)::int as n from pgboss.schedule where name = ${SALE_REMINDERS_JOB}`))
          assert.equal(schedules[0]!.n, 1)
        } finally {
          await Promise.all(servers.map((s) => s.close()))
          await testDb.cleanup()
        }
      })
    }
  })
}
