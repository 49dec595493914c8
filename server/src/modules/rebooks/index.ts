/**
 * The rebooks module (issue 19): moving paid tickets to another session of the same show under the
 * merchant's rule, in one transaction; the difference given back goes through the refunds completer.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import type { Completer } from '../refunds/complete.js'
import { createRebooksRepository } from './repository.js'
import { rebooksRoutes } from './routes.js'
import { createRebooksService, type RebooksService } from './service.js'

export interface RebooksOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  /** TEST ONLY: take the new places by read-then-write (the race tests' control run). */
  testOnlyUnguardedStock?: boolean
}

export function createRebooks(db: Db, opts: RebooksOptions = {}): RebooksService {
  return createRebooksService(createRebooksRepository(db), { now: opts.now ?? Date.now, testOnlyUnguardedStock: opts.testOnlyUnguardedStock })
}

/** Routes under the caller's prefix; `completer` is the refunds module's (it pays the differences). */
export const rebooksPlugin: FastifyPluginAsync<{ db: Db; completer: Completer; options?: RebooksOptions }> = async (app, { db, completer, options }) => {
  await app.register(rebooksRoutes, { rebooks: createRebooks(db, options), completer })
}
