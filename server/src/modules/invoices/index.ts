/**
 * The invoices module (issue 19): a buyer's invoice application for a paid order, the invoice detail,
 * the staff review, and (through cancelInvoicesOfOrder, which the refunds module calls inside its
 * transaction) the automatic cancel when the order is refunded.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createInvoicesRepository } from './repository.js'
import { invoicesRoutes } from './routes.js'
import { createInvoicesService, type InvoicesService } from './service.js'

export { cancelInvoicesOfOrder } from './repository.js'

export interface InvoicesOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  /** TEST ONLY: the unlocked read-then-write application the race tests' control runs use. */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs between the check and the insert of that unlocked application. */
  testOnlyBetween?: () => Promise<void>
}

export function createInvoices(db: Db, opts: InvoicesOptions = {}): InvoicesService {
  return createInvoicesService(createInvoicesRepository(db), { now: opts.now ?? Date.now, testOnlyUnlocked: opts.testOnlyUnlocked, testOnlyBetween: opts.testOnlyBetween })
}

export const invoicesPlugin: FastifyPluginAsync<{ db: Db; options?: InvoicesOptions }> = async (app, { db, options }) => {
  await app.register(invoicesRoutes, { invoices: createInvoices(db, options) })
}
