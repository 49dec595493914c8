/**
 * The wait-list module (issue 19): joining a sold-out tier's wait list, the buyer's entries, and the
 * job (on the job queue, like the sale reminders and the transfer expiry) that offers released tickets
 * in order, lets lapsed offers go to the next in line and tells each buyer about their offer by SMS.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import type { JobDefinition } from '../../jobs/queue.js'
import { createSmsSenderFromEnv, type SmsSender } from '../accounts/sms/sender.js'
import { createOfferEngine, type OfferEngine } from './offer.js'
import { createWaitListRepository } from './repository.js'
import { waitListRoutes } from './routes.js'
import { createWaitListService, DEFAULT_WAIT_LIST_POLICY, type WaitListPolicy, type WaitListService } from './service.js'

export const WAIT_LIST_JOB = 'wait-list-offers'

export interface WaitListOptions {
  now?: () => number
  policy?: Partial<WaitListPolicy>
  /** TEST ONLY: joins and offers without the tier lock (race control runs). */
  testOnlyUnlocked?: boolean
  testOnlyBetween?: () => Promise<void>
}

const policyOf = (o: WaitListOptions): WaitListPolicy => ({ ...DEFAULT_WAIT_LIST_POLICY, ...o.policy })

export function createWaitList(db: Db, opts: WaitListOptions = {}): WaitListService {
  return createWaitListService(createWaitListRepository(db), { now: opts.now ?? Date.now, policy: policyOf(opts), testOnlyUnlocked: opts.testOnlyUnlocked, testOnlyBetween: opts.testOnlyBetween })
}

export function createWaitListOffers(db: Db, sms: SmsSender, opts: WaitListOptions = {}): OfferEngine {
  return createOfferEngine(createWaitListRepository(db), { now: opts.now ?? Date.now, offerMinutes: policyOf(opts).offerMinutes, sms, testOnlyUnlocked: opts.testOnlyUnlocked, testOnlyBetween: opts.testOnlyBetween })
}

export const waitListPlugin: FastifyPluginAsync<{ db: Db; options?: WaitListOptions }> = async (app, { db, options }) => {
  await app.register(waitListRoutes, { waitList: createWaitList(db, options) })
}

/** Every minute across the deployment: lapse, settle and make offers, and send the offer messages. */
export function waitListJob(db: Db, sms: SmsSender = createSmsSenderFromEnv(), opts: WaitListOptions = {}): JobDefinition {
  const engine = createWaitListOffers(db, sms, opts)
  return {
    name: WAIT_LIST_JOB,
    cron: '* * * * *',
    async run() {
      await engine.run()
    },
  }
}
