/**
 * Coupon-expiry reminders on the job queue (jobs/queue.ts) as the servers run it, like the sale
 * reminders in job-queue.test.ts: the sweep runs inside a started server, a reminder sent before a
 * restart is not sent again after it, and with two API processes on one PostgreSQL each due reminder
 * goes out once and the every-minute schedule exists once for the deployment.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { rowsOf } from '../src/db/raw.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { couponExpiryRemindersJob } from '../src/modules/reminders/index.js'
import { COUPON_EXPIRY_REMINDERS_JOB } from '../src/modules/reminders/coupon-expiry-sending.js'
import { createSandboxSubscribeSender } from '../src/modules/reminders/subscribe-sender.js'
import { DEMO_MERCHANTS } from '../../types/api.js'
import { startServer, type RunningServer } from '../src/server.js'
import { alsoOnPglite, dbTargets } from './helpers.js'

alsoOnPglite('reminders ride the job queue, which runs on the embedded database too')

const MACAU = DEMO_MERCHANTS.MACAU
let phoneCounter = 0

/** A buyer holding a coupon that expires in an hour, with an SMS reminder due now. */
async function dueReminder(db: Db): Promise<string> {
  const phone = `136${String(process.pid % 10000).padStart(4, '0')}${String(++phoneCounter).padStart(4, '0')}`
  const userId = `U-${randomUUID()}`
  const templateId = `CTQ-${randomUUID()}`
  await db.execute(sql`insert into users (user_id, merchant_id, country_code, cellphone, registered_by, message_language) values (${userId}, ${MACAU}, '86', ${phone}, 'CELLPHONE', 'zh-MO')`)
  await db.execute(sql`insert into coupon_templates (merchant_id, template_id, title, coupon_type, expiration_type) values (${MACAU}, ${templateId}, ${JSON.stringify({ 'zh-MO': '隊列測試券', 'zh-CN': '队列测试券', 'en-US': 'Queue coupon' })}::jsonb, 'CASH', 'FIXED')`)
  await db.execute(sql`
    insert into coupons (merchant_id, coupon_id, template_id, user_id, status, amount_cents, coupon_code, start_time, expire_time, source)
    values (${MACAU}, ${`C-${randomUUID()}`}, ${templateId}, ${userId}, 'AVAILABLE', 500, ${`Q${randomUUID()}`}, now() - interval '1 day', now() + interval '1 hour', 'RECEIVE')`)
  await db.execute(sql`
    insert into coupon_expiry_reminders (merchant_id, user_id, coupon_template_id, method, expire_time, remind_at)
    values (${MACAU}, ${userId}, ${templateId}, 'SMS', now() + interval '1 hour', now() - interval '1 second')`)
  return phone
}

const sentTo = (sms: SandboxSmsSender, phone: string) => sms.messages().filter((m) => m.cellphone === phone && m.purpose === 'COUPON_EXPIRE_REMINDER').length

async function until(what: string, done: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

const scheduleCount = async (db: Db) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgboss.schedule where name = ${COUPON_EXPIRY_REMINDERS_JOB}`))[0]!.n

for (const target of await dbTargets()) {
  describe(`coupon-expiry reminders on the job queue [${target.kind}]`, { skip: target.skip }, () => {
    it('sends a due reminder from the server’s queue in the buyer’s language, and not again after a restart', async () => {
      const testDb = await target.open()
      await testDb.handle.close()
      const sms = createSandboxSmsSender(() => {})
      const start = () =>
        startServer({ port: 0, host: '127.0.0.1', ...testDb.serverDbOptions, h5Dir: null, logger: false, jobs: (db) => [couponExpiryRemindersJob(db, { sms, subscribe: createSandboxSubscribeSender() })] })
      let running: RunningServer | undefined
      try {
        running = await start()
        const first = await dueReminder(running.db.db)
        await running.jobs!.send(COUPON_EXPIRY_REMINDERS_JOB)
        await until('the first reminder', () => sentTo(sms, first) === 1)
        assert.match(sms.messages().find((m) => m.cellphone === first)!.text, /您的優惠券「隊列測試券」將於.*到期/)
        await running.close()

        running = await start()
        const second = await dueReminder(running.db.db)
        await running.jobs!.send(COUPON_EXPIRY_REMINDERS_JOB)
        await until('the second reminder', () => sentTo(sms, second) === 1)
        assert.equal(sentTo(sms, first), 1)
        assert.equal(await scheduleCount(running.db.db), 1)
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
              await startServer({ port: 0, host: '127.0.0.1', ...testDb.serverDbOptions, h5Dir: null, logger: false, jobs: (db) => [couponExpiryRemindersJob(db, { sms, subscribe: createSandboxSubscribeSender() })] }),
            )
          }
          const phones: string[] = []
          for (let i = 0; i < 20; i++) phones.push(await dueReminder(servers[0]!.db.db))
          await Promise.all(servers.flatMap((s) => [s.jobs!.send(COUPON_EXPIRY_REMINDERS_JOB), s.jobs!.send(COUPON_EXPIRY_REMINDERS_JOB)]))
          await until('every reminder', () => phones.every((p) => sentTo(sms, p) >= 1))
          // Let any second sweep that was still running finish before counting.
          await sleep(2500)
          for (const p of phones) assert.equal(sentTo(sms, p), 1, p)
          assert.equal(await scheduleCount(servers[0]!.db.db), 1)
        } finally {
          await Promise.all(servers.map((s) => s.close()))
          await testDb.cleanup()
        }
      })
    }
  })
}
