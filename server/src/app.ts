/**
 * Builds the Fastify instance: external plugins first, then the app's own (context, errors, modules).
 * It does not listen: tests call `app.inject`, main.ts calls `listen`. Callers may add routes (tests do)
 * before the first inject/ready.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import type { DbHandle } from './db/client.js'
import { registerRequestContext, traceIdFromHeaders } from './http/context.js'
import { registerErrorHandlers } from './http/errors.js'
import { registerClosingGuard } from './http/closing.js'
import { trustProxyFromEnv, type TrustProxy } from './http/trust-proxy.js'
import { authPlugin } from './http/auth.js'
import { admissionCapacityFromEnv, createLocalGate, registerAdmission, type AdmissionGate } from './http/admission.js'
import { createOrdersModule, ordersPlugin, type OrdersOptions } from './modules/orders/index.js'
import { addressesPlugin } from './modules/addresses/index.js'
import { seatingPlugin } from './modules/seating/index.js'
import { createPaymentsModule, paymentsPlugin, type PaymentsOptions } from './modules/payments/index.js'
import { createSmsSenderFromEnv } from './modules/accounts/sms/sender.js'
import { ticketsPlugin, type TicketsOptions } from './modules/tickets/index.js'
import { documentsPlugin } from './modules/documents/index.js'
import { remindersPlugin, type RemindersOptions } from './modules/reminders/index.js'
import { accountsRoutes, createAccountsModule, type AccountsOptions } from './modules/accounts/index.js'
import { registerH5 } from './http/static-h5.js'
import { createHealthRepository } from './modules/health/repository.js'
import { healthRoutes } from './modules/health/routes.js'
import { createHealthService } from './modules/health/service.js'
import { createCatalogRepository } from './modules/catalog/repository.js'
import { catalogRoutes } from './modules/catalog/routes.js'
import { createCatalogService } from './modules/catalog/service.js'
import { DEFAULT_CATALOG_CACHE_TTL_MS, withCatalogCache } from './modules/catalog/cache.js'
import { favouritesPlugin } from './modules/catalog/favourites-routes.js'
import { createShopRepository } from './modules/shop/repository.js'
import { shopRoutes } from './modules/shop/routes.js'
import { createShopService } from './modules/shop/service.js'

export interface BuildAppOptions {
  db: DbHandle
  /** Fastify/pino logger options (`false` silences, `{ level, stream }` captures). Default: info to stdout. */
  logger?: FastifyServerOptions['logger']
  /** Directory of the H5 build to serve (main.ts passes <repo>/dist/h5 when it exists). */
  h5Dir?: string | null
  /** Accounts module options (tests: sandbox senders, clock, cheap argon2); production passes none. */
  accounts?: AccountsOptions
  /** How long catalog reads are reused (ms); tests that change catalog rows pass 0. */
  catalogCacheTtlMs?: number
  /** Admission gate of critical routes (server.ts passes a Redis gate when REDIS_URL is set). */
  admission?: AdmissionGate
  /** Orders module options (tests: clock, sweeper off, test-only stock mode); production passes none. */
  orders?: OrdersOptions
  /** Payments module options (tests: clock, notification delivery, loops off); production passes none. */
  payments?: PaymentsOptions
  /** Tickets module options (tests: clock); production passes none. */
  tickets?: TicketsOptions
  /** Reminders module options (tests: clock); production passes none. */
  reminders?: RemindersOptions
  /** Proxies whose x-forwarded-for is believed (http/trust-proxy.ts); default TRUST_PROXY, else none. */
  trustProxy?: TrustProxy
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  // Behind a reverse proxy request.ip must be the buyer's, or every per-IP limit sees the proxy.
  const trustProxy: FastifyServerOptions['trustProxy'] = opts.trustProxy ?? trustProxyFromEnv()
  const app = Fastify({
    logger: opts.logger ?? true,
    // Every log line of a request carries the client's front-trace-id as `traceId`.
    genReqId: (req) => traceIdFromHeaders(req.headers),
    childLoggerFactory: (logger, bindings, opts) => logger.child({ traceId: bindings.reqId }, opts),
    requestIdHeader: false,
    // The closing guard answers with our envelope instead of Fastify's bare 503 body.
    return503OnClosing: false,
    trustProxy,
    // Coerce query strings to the schema's types, fill defaults; never strip the common parameters.
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false } },
  })

  // External plugins.
  if (opts.h5Dir) await registerH5(app, opts.h5Dir)

  // App plugins: request context (needs the merchant lookup), error mapping, then the domain modules.
  const shopService = createShopService(createShopRepository(opts.db.db))
  const healthService = createHealthService(createHealthRepository(opts.db.db), opts.db.kind)

  registerClosingGuard(app)
  registerRequestContext(app, (merchantId) => shopService.findMerchantSummary(merchantId))
  registerErrorHandlers(app, { notFound: !opts.h5Dir })
  // Critical routes: token checked on arrival, slot taken, then the session read (http/admission.ts).
  registerAdmission(app, opts.admission ?? createLocalGate(admissionCapacityFromEnv()))
  const accounts = createAccountsModule(opts.db.db, opts.accounts)
  await app.register(authPlugin, { authenticator: accounts.authenticator })

  await app.register(healthRoutes, { prefix: API_PREFIX, healthService })
  await app.register(shopRoutes, { prefix: API_PREFIX, shopService })
  await app.register(accountsRoutes, { prefix: API_PREFIX, accounts })
  // Catalog reads (browse, and the rows order quotes check) are reused this long; tests pass 0.
  const catalogTtl = opts.catalogCacheTtlMs ?? Number(process.env.CATALOG_CACHE_TTL_MS ?? DEFAULT_CATALOG_CACHE_TTL_MS)
  await app.register(catalogRoutes, { prefix: API_PREFIX, catalogService: withCatalogCache(createCatalogService(createCatalogRepository(opts.db.db)), catalogTtl) })
  // A buyer's favourite shows: per buyer, so never through the catalog cache above.
  await app.register(favouritesPlugin, { prefix: API_PREFIX, db: opts.db.db })
  // Payments first: the orders sweeper asks the provider before it expires an order with a payment attempt.
  const payments = createPaymentsModule(opts.db.db, { sms: opts.accounts?.smsSender ?? createSmsSenderFromEnv(), ...opts.payments })
  app.decorate('payments', payments)
  await app.register(ordersPlugin, { prefix: API_PREFIX, module: createOrdersModule(opts.db.db, { beforeExpire: payments.beforeExpire, readCacheTtlMs: Math.min(catalogTtl, 1000), stockHintTtlMs: Math.min(catalogTtl, 250), ...opts.orders }) })
  await app.register(paymentsPlugin, { prefix: API_PREFIX, module: payments })
  await app.register(addressesPlugin, { prefix: API_PREFIX, db: opts.db.db })
  await app.register(seatingPlugin, { prefix: API_PREFIX, db: opts.db.db })
  await app.register(ticketsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.tickets })
  await app.register(documentsPlugin, { prefix: API_PREFIX, db: opts.db.db })
  await app.register(remindersPlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.reminders })
  return app
}
