/**
 * The refunds module (issue 19): refund rules, the buyer's refunds of paid ticket orders, the provider
 * refund with a sweep that retries refunds whose provider call failed or timed out, and the code
 * revocation list. Built once per app; the sweep starts when the app is ready and stops on close.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import type { ProviderRegistry } from '../../payments/adapters.js'
import { createCompleter, type Completer } from './complete.js'
import { createRefundsRepository } from './repository.js'
import { refundsRoutes } from './routes.js'
import { createRefundsService, type RefundsService } from './service.js'

export { verifyOffline, revocationIndex } from './offline.js'

export interface RefundsOptions {
  /** Clock (ms); tests move it. */
  now?: () => number
  /** One provider refund call may take this long before the sweep takes over. Default 10 s. */
  providerTimeoutMs?: number
  /** Sweep period (ms); 0 turns it off (tests call sweep). Default 30 s. */
  sweepIntervalMs?: number
  /** Refunds left REFUNDING this long are retried. Default 60 s. */
  sweepAfterSeconds?: number
  /** TEST ONLY: runs before each provider refund call (with providerTimeoutMs: a provider that answers late). */
  testOnlyBeforeProviderCall?: () => Promise<void>
  /** TEST ONLY: the unlocked, read-then-write request the race tests' control runs use. */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs right before tickets are revoked (race tests put a check-in there). */
  testOnlyBeforeRevoke?: (ticketIds: string[]) => Promise<void>
}

export interface RefundsModule {
  service: RefundsService
  options: RefundsOptions
  completer: Completer
  sweep(): ReturnType<Completer['sweep']>
}

declare module 'fastify' {
  interface FastifyInstance {
    refunds: RefundsModule
  }
}

export function createRefundsModule(db: Db, providers: ProviderRegistry, opts: RefundsOptions = {}): RefundsModule {
  const now = opts.now ?? Date.now
  const repo = createRefundsRepository(db)
  const completer = createCompleter({ repo, providers, now, timeoutMs: opts.providerTimeoutMs, testOnlyBeforeProviderCall: opts.testOnlyBeforeProviderCall })
  return {
    service: createRefundsService(repo, { now, testOnlyUnlocked: opts.testOnlyUnlocked, testOnlyBeforeRevoke: opts.testOnlyBeforeRevoke }),
    options: opts,
    completer,
    sweep: () => completer.sweep(opts.sweepAfterSeconds ?? 60),
  }
}

function startSweep(app: FastifyInstance, module: RefundsModule, periodMs: number): void {
  if (periodMs <= 0) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  const tick = () => {
    if (running) return
    running = module
      .sweep()
      .then((r) => {
        if (r.refunded > 0) app.log.info(r, 'refunds swept')
      })
      .catch((err: unknown) => app.log.error({ err }, 'refund sweep failed'))
      .finally(() => {
        running = undefined
      })
  }
  app.addHook('onReady', async () => {
    timer = setInterval(tick, periodMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
}

/** Routes under the caller's prefix and the sweep; buildApp creates the module (and decorates the app with it). */
export const refundsPlugin: FastifyPluginAsync<{ db: Db; module: RefundsModule }> = async (app, { db, module }) => {
  await app.register(refundsRoutes, { refunds: module.service, completer: module.completer, repo: createRefundsRepository(db) })
  startSweep(app, module, module.options.sweepIntervalMs ?? 30_000)
}
