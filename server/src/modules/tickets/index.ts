/**
 * The tickets module: issuing (called by payments inside its transaction), the buyer's ticket holder,
 * merchant signing keys and venue check-in. Services are built once per app.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createKeyStore } from './keys.js'
import { createKeyWrap } from './key-wrap.js'
import { createTicketsRepository } from './repository.js'
import { ticketsRoutes } from './routes.js'
import { createTicketsService, type TicketsService } from './service.js'

export { issueTicketsForOrder, revokeTicketsForOrder } from './issue.js'
export { verifyCode, decodeCode, checkWindow, type CodeClaims } from './code.js'
export { STAFF_TOKEN_HEADER } from './routes.js'

export interface TicketsOptions {
  /** Clock in epoch ms (tests move it); default Date.now. */
  now?: () => number
  /** TICKET_KEY_SECRET: merchants' private keys are kept encrypted under it (key-wrap.ts). */
  keySecret?: string
}

export function createTicketsModule(db: Db, opts: TicketsOptions = {}): TicketsService {
  const now = opts.now ?? Date.now
  const repo = createTicketsRepository(db)
  return createTicketsService(repo, createKeyStore(repo, now, createKeyWrap(opts.keySecret)), now)
}

/** Routes under the caller's prefix. */
export const ticketsPlugin: FastifyPluginAsync<{ db: Db; options?: TicketsOptions }> = async (app, { db, options }) => {
  await app.register(ticketsRoutes, { tickets: createTicketsModule(db, options) })
}
