/**
 * The transfer expiry job as a started server runs it: registered among the server's default jobs
 * (server.ts), scheduled once every minute on the queue, and a nudge of the job turns a transfer past
 * its identityLimitTime into OVERTIME while one still in time stays IN_TRANSFER.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { DEMO_MERCHANTS } from '../../types/api.js'
import type { Db } from '../src/db/client.js'
import { rowsOf } from '../src/db/raw.js'
import { ticketTransfers } from '../src/db/schema.js'
import { TRANSFER_EXPIRY_JOB } from '../src/modules/transfers/index.js'
import { startServer } from '../src/server.js'
import { alsoOnPglite, dbTargets } from './helpers.js'

alsoOnPglite('transfer expiry rides the job queue, which runs on the embedded database too')

/** A transfer row whose deadline is `inMs` from now (the job looks only at state and deadline). */
async function openTransfer(db: Db, inMs: number): Promise<string> {
  const transferId = randomUUID().replace(/-/g, '').slice(0, 20)
  await db.insert(ticketTransfers).values({
    transferId,
    merchantId: DEMO_MERCHANTS.MACAU,
    ticketId: `T-${transferId}`,
    fromUserId: 'U-sender',
    toCountryCode: '86',
    toPhone: '13900000000',
    state: 'IN_TRANSFER',
    codeVersion: 1,
    expiresAt: new Date(Date.now() + inMs),
  })
  return transferId
}

async function stateOf(db: Db, transferId: string) {
  const [row] = await db.select({ state: ticketTransfers.state }).from(ticketTransfers).where(eq(ticketTransfers.transferId, transferId))
  return row?.state
}

for (const target of await dbTargets()) {
  describe(`transfer expiry on the job queue [${target.kind}]`, { skip: target.skip }, () => {
    it('the default jobs include the expiry sweep; a due transfer becomes OVERTIME, one in time is left alone', async () => {
      const testDb = await target.open()
      await testDb.handle.close()
      const running = await startServer({ port: 0, host: '127.0.0.1', ...testDb.serverDbOptions, h5Dir: null, logger: false })
      try {
        const db = running.db.db
        const schedules = rowsOf<{ cron: string }>(await db.execute(sql`select cron from pgboss.schedule where name = ${TRANSFER_EXPIRY_JOB}`))
        assert.deepEqual(schedules.map((s) => s.cron), ['* * * * *'])
        const due = await openTransfer(db, -1000)
        const inTime = await openTransfer(db, 3600_000)
        // The schedule fires each minute; a nudge runs the same job now.
        await running.jobs!.send(TRANSFER_EXPIRY_JOB)
        const end = Date.now() + 30_000
        while ((await stateOf(db, due)) !== 'OVERTIME') {
          if (Date.now() > end) throw new Error('timed out waiting for the expiry job')
          await sleep(100)
        }
        assert.equal(await stateOf(db, inTime), 'IN_TRANSFER')
      } finally {
        await running.close()
        await testDb.cleanup()
      }
    })
  })
}
