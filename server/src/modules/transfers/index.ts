/**
 * The transfers module (issue 19): send a ticket to a phone number, accept, cancel, and the expiry job
 * (on the job queue, like the sale reminders) that ends transfers nobody accepted in time.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import type { JobDefinition } from '../../jobs/queue.js'
import { createTicketsRepository } from '../tickets/repository.js'
import { createTransfersRepository } from './repository.js'
import { transfersRoutes } from './routes.js'
import { createTransfersService, type TransferPolicy, type TransfersService } from './service.js'

export const TRANSFER_EXPIRY_JOB = 'transfer-expiry'

export interface TransfersOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  policy?: TransferPolicy
  /** TEST ONLY: the read-then-write accept the race tests' control runs use. */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs between the read and the write of that unlocked accept. */
  testOnlyBetween?: () => Promise<void>
}

export function createTransfers(db: Db, opts: TransfersOptions = {}): TransfersService {
  return createTransfersService(createTransfersRepository(db), createTicketsRepository(db), {
    now: opts.now ?? Date.now,
    policy: opts.policy,
    testOnlyUnlocked: opts.testOnlyUnlocked,
    testOnlyBetween: opts.testOnlyBetween,
  })
}

export const transfersPlugin: FastifyPluginAsync<{ db: Db; options?: TransfersOptions }> = async (app, { db, options }) => {
  await app.register(transfersRoutes, { transfers: createTransfers(db, options) })
}

/** Every minute: transfers past their identityLimitTime become OVERTIME (the ticket stays the sender's). */
export function transferExpiryJob(db: Db, now: () => number = Date.now): JobDefinition {
  const transfers = createTransfers(db, { now })
  return {
    name: TRANSFER_EXPIRY_JOB,
    cron: '* * * * *',
    async run() {
      await transfers.expire()
    },
  }
}
