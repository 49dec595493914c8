/**
 * The votes module: a merchant's votes with options, one ballot per buyer per rule (ONCE or DAILY),
 * results as the vote allows, counts kept exact under concurrent ballots.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createVotesRepository } from './repository.js'
import { votesRoutes } from './routes.js'
import { createVotesService, type VotesService } from './service.js'

export interface VotesOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  /** TEST ONLY: the unguarded read-then-write count the race test's control run uses. */
  testOnlyUnlocked?: boolean
}

export function createVotes(db: Db, opts: VotesOptions = {}): VotesService {
  return createVotesService(createVotesRepository(db), { now: opts.now ?? Date.now, testOnlyUnlocked: opts.testOnlyUnlocked })
}

export const votesPlugin: FastifyPluginAsync<{ db: Db; options?: VotesOptions }> = async (app, { db, options }) => {
  await app.register(votesRoutes, { votes: createVotes(db, options) })
}
