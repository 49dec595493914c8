/**
 * The payments module: the product adapters (real WeChat Pay / Alipay ones where configured, the
 * sandbox provider for the rest outside production, payments/registry.ts), settlement, the buyer
 * routes, the notify endpoint and the sandbox's pages; plus two background loops started when the app
 * is ready and stopped on close — the sandbox's notification delivery (its outbox survives restarts,
 * so delivery resumes at start) and reconciliation (asks the provider about attempts that stay unpaid
 * and retries refunds, so a lost notification cannot lose a sale).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { PaymentProduct } from '../../../../types/payments.js'
import type { Db } from '../../db/client.js'
import type { ProviderRegistry } from '../../payments/adapters.js'
import { createProviderRegistry } from '../../payments/registry.js'
import { createSandboxGateway, type SandboxGateway } from '../../payments/sandbox/gateway.js'
import { createSandboxNotifier, type Deliver, type SandboxNotifier } from '../../payments/sandbox/notifier.js'
import { sandboxRoutes } from '../../payments/sandbox/routes.js'
import { createSmsSenderFromEnv, type SmsSender } from '../accounts/sms/sender.js'
import { issueTicketsForOrder } from '../tickets/issue.js'
import { createPaymentsRepository } from './repository.js'
import { paymentsRoutes } from './routes.js'
import { createPaymentsService, type CodePolicy, type PaymentsService } from './service.js'
import { createSettler, type Settler, type TicketIssuer } from './settle.js'

export { checkLedger, type LedgerReport } from './ledger.js'

export interface PaymentsOptions {
  /** Clock of payments and the sandbox (ms); tests move it. */
  now?: () => number
  /** Where provider settings are read (WECHATPAY_*, ALIPAY_*, PAYMENT_PRODUCTS, NODE_ENV); default process.env. */
  env?: NodeJS.ProcessEnv
  /** Where DOOOLY codes go; buildApp passes the accounts module's SMS sender. */
  sms?: SmsSender
  issueTickets?: TicketIssuer
  /** How the sandbox delivers notifications; default: POST in-process to this server. */
  deliver?: Deliver
  backoffSeconds?: number[]
  /** Notification delivery period (ms); 0 turns the loop off (tests call runNotifications). Default 1 s. */
  notifyIntervalMs?: number
  /** Reconciliation period (ms); 0 turns it off. Default 30 s. */
  reconcileIntervalMs?: number
  /** Attempts unpaid for longer than this are asked about. Default 60 s. */
  reconcileAfterSeconds?: number
  codePolicy?: CodePolicy
  providerGraceSeconds?: number
  /** TEST ONLY: runs inside the payment transaction after the order became paid (a crash there). */
  testOnlyAfterStateChange?: (orderId: string) => void | Promise<void>
}

export interface PaymentsModule {
  service: PaymentsService
  settler: Settler
  gateway: SandboxGateway
  notifier: SandboxNotifier
  providers: ProviderRegistry
  /** Deliver the sandbox notifications that are due now. */
  runNotifications(): ReturnType<SandboxNotifier['runDue']>
  reconcile(): ReturnType<PaymentsService['reconcile']>
  /** For the orders sweeper: ask the provider before an unpaid order with an attempt expires. */
  beforeExpire(order: { orderId: string }): Promise<void>
  /** The plugin wires in-process delivery unless options.deliver was given. */
  setDefaultDeliver(d: Deliver): void
  options: PaymentsOptions
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsModule
  }
}

/** Notifications to a root-relative URL go through this server's own routing; others over HTTP. */
function defaultDeliver(app: FastifyInstance): Deliver {
  return async (d) => {
    if (d.url.startsWith('/')) {
      const res = await app.inject({ method: 'POST', url: d.url, headers: d.headers, payload: d.body })
      return res.statusCode === 200 && res.body.trim() === 'success'
    }
    const res = await fetch(d.url, { method: 'POST', headers: d.headers, body: d.body, signal: AbortSignal.timeout(10_000) })
    return res.ok && (await res.text()).trim() === 'success'
  }
}

export function createPaymentsModule(db: Db, opts: PaymentsOptions = {}): PaymentsModule {
  const now = opts.now ?? Date.now
  const repo = createPaymentsRepository(db)
  const keyOf = async (merchantId: string, product: PaymentProduct) => (await repo.findConfig(merchantId, product))?.signingKey ?? null
  const gateway = createSandboxGateway(db, keyOf, { now })
  const providers = createProviderRegistry({ env: opts.env ?? process.env, sandbox: { gateway, keyOf } })
  const settler = createSettler({ repo, providers, issueTickets: opts.issueTickets ?? issueTicketsForOrder, now, testOnlyAfterStateChange: opts.testOnlyAfterStateChange })
  const service = createPaymentsService({
    repo,
    providers,
    settler,
    sms: opts.sms ?? createSmsSenderFromEnv(),
    now,
    codePolicy: opts.codePolicy,
    providerGraceSeconds: opts.providerGraceSeconds,
  })
  let deliver: Deliver | undefined = opts.deliver
  const notifier = createSandboxNotifier(db, {
    deliver: (d) => {
      if (!deliver) throw new Error('payments: notification delivery is not wired yet')
      return deliver(d)
    },
    now,
    backoffSeconds: opts.backoffSeconds,
  })
  const module: PaymentsModule = {
    service,
    settler,
    gateway,
    notifier,
    providers,
    runNotifications: () => notifier.runDue(),
    reconcile: () => service.reconcile(opts.reconcileAfterSeconds ?? 60),
    beforeExpire: (order) => service.settleOpenAttempts(order.orderId),
    setDefaultDeliver(d) {
      deliver ??= d
    },
    options: opts,
  }
  return module
}

/** A background loop that never overlaps itself; started on ready, awaited on close. */
function loop(app: FastifyInstance, name: string, periodMs: number, run: () => Promise<unknown>): void {
  if (periodMs <= 0) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  const tick = () => {
    if (running) return
    running = run()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = undefined
      })
  }
  app.addHook('onReady', async () => {
    tick()
    timer = setInterval(tick, periodMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
}

/**
 * `sandboxRoutes`: the sandbox provider's cashier page and trade completion (/api/sandbox/...), where
 * anyone can mark a trade paid — development only; production registers none of them.
 */
export const paymentsPlugin: FastifyPluginAsync<{ module: PaymentsModule; sandboxRoutes: boolean }> = async (app, { module, sandboxRoutes: sandbox }) => {
  module.setDefaultDeliver(defaultDeliver(app))
  let closed = false
  app.addHook('onClose', async () => {
    closed = true
  })
  await app.register(paymentsRoutes, { payments: module.service })
  if (sandbox) await app.register(sandboxRoutes, { gateway: module.gateway })
  const notifyMs = module.options.notifyIntervalMs ?? 1000
  loop(app, 'sandbox notification delivery', notifyMs, () => module.runNotifications())
  // A state change at the sandbox is delivered at once rather than on the next tick.
  if (notifyMs > 0) {
    module.gateway.onEnqueued(() =>
      setImmediate(() => {
        if (!closed) module.runNotifications().catch((err: unknown) => app.log.error({ err }, 'sandbox delivery failed'))
      }),
    )
  }
  loop(app, 'payment reconciliation', module.options.reconcileIntervalMs ?? 30_000, async () => {
    const r = await module.reconcile()
    if (r.settled > 0 || r.refunded > 0) app.log.info(r, 'payments reconciled')
  })
}
