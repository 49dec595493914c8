/**
 * Builds the Fastify instance: external plugins first, then the app's own (headers, input hygiene,
 * metrics, context, errors, modules). It does not listen: tests call `app.inject`, main.ts calls
 * `listen`. Callers may add routes (tests do) before the first inject/ready.
 *
 * The configuration (config/index.ts) decides the mode: in production the sandboxes (payment cashier
 * and trade completion, identity consent page, seat partner) are not registered at all.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import { loadConfig, type ServerConfig } from './config/index.js'
import { resolveSecrets, type Secrets } from './config/secrets.js'
import { createSecretStore } from './config/secrets-repository.js'
import type { DbHandle } from './db/client.js'
import { ajvWithHygiene, clientErrorHandler, registerInputHygiene } from './http/input-hygiene.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import { createAppMetrics, createMetricsRepository, registerMetrics } from './modules/metrics/index.js'
import { createPartnerSeatSigner } from './modules/seating/partner/token.js'
import { createPassSigner } from './modules/orders/pass.js'
import { PRODUCT_KIND } from './payments/products.js'
import { createEmailSenderFromEnv } from './modules/accounts/email/sender.js'
import { createIdentityVerifiersFromEnv } from './modules/accounts/identity/verifiers.js'
import { createCaptchaImagesFromEnv } from './modules/accounts/auth/captcha/images.js'
import type { Pingable } from './modules/health/service.js'
import { registerRequestContext, traceIdFromHeaders } from './http/context.js'
import { registerErrorHandlers } from './http/errors.js'
import { registerClosingGuard } from './http/closing.js'
import type { TrustProxy } from './http/trust-proxy.js'
import { authPlugin } from './http/auth.js'
import { createLocalGate, registerAdmission, type AdmissionGate } from './http/admission.js'
import { createOrdersModule, ordersPlugin, type OrdersOptions } from './modules/orders/index.js'
import { addressesPlugin } from './modules/addresses/index.js'
import { seatingPlugin } from './modules/seating/index.js'
import { createPaymentsModule, paymentsPlugin, type PaymentsOptions } from './modules/payments/index.js'
import { createSmsSenderFromEnv, type SmsSender } from './modules/accounts/sms/sender.js'
import { createLimits, type Limits } from './limits/index.js'
import { ticketsPlugin, type TicketsOptions } from './modules/tickets/index.js'
import { createRefundsModule, refundsPlugin, type RefundsOptions } from './modules/refunds/index.js'
import { rebooksPlugin, type RebooksOptions } from './modules/rebooks/index.js'
import { realNamePlugin } from './modules/real-name/index.js'
import { documentsPlugin } from './modules/documents/index.js'
import { remindersPlugin, type RemindersOptions } from './modules/reminders/index.js'
import { couponsPlugin, type CouponsServiceOptions } from './modules/coupons/index.js'
import { membershipPlugin, type MembershipServiceOptions } from './modules/membership/index.js'
import { goodsPlugin, type GoodsOrdersOptions } from './modules/products/index.js'
import { cardsPlugin, type CardsOptions } from './modules/cards/index.js'
import { paidMembershipPlugin } from './modules/paid-membership/index.js'
import { parkingPlugin } from './modules/parking/index.js'
import { benefitOrdersPlugin } from './modules/benefit-orders/index.js'
import { combosPlugin } from './modules/combos/index.js'
import { transfersPlugin, type TransfersOptions } from './modules/transfers/index.js'
import { invoicesPlugin, type InvoicesOptions } from './modules/invoices/index.js'
import { waitListPlugin, type WaitListOptions } from './modules/waitlist/index.js'
import { expressPlugin, type ExpressOptions } from './modules/express/index.js'
import { stubsPlugin } from './modules/stubs/index.js'
import { announcementsPlugin, createAnnouncements, type AnnouncementsOptions } from './modules/announcements/index.js'
import { customerServicePlugin, type CustomerServiceOptions } from './modules/customer-service/index.js'
import { registrationsPlugin, type RegistrationsOptions } from './modules/registrations/index.js'
import { reservationsPlugin, type ReservationsOptions } from './modules/reservations/index.js'
import { topicsPlugin } from './modules/topics/index.js'
import { votesPlugin, type VotesOptions } from './modules/votes/index.js'
import { accountsRoutes, createAccountsModule, type AccountsOptions } from './modules/accounts/index.js'
import { registerH5 } from './http/static-h5.js'
import { createHealthRepository } from './modules/health/repository.js'
import { healthRoutes } from './modules/health/routes.js'
import { createHealthService } from './modules/health/service.js'
import { createCatalogRepository } from './modules/catalog/repository.js'
import { catalogRoutes } from './modules/catalog/routes.js'
import { createCatalogService } from './modules/catalog/service.js'
import { withCatalogCache } from './modules/catalog/cache.js'
import { favouritesPlugin } from './modules/catalog/favourites-routes.js'
import { createShopRepository } from './modules/shop/repository.js'
import { shopRoutes } from './modules/shop/routes.js'
import { createShopService } from './modules/shop/service.js'

export interface BuildAppOptions {
  db: DbHandle
  /** Settings read from the environment (startServer passes its own); default loadConfig(process.env). */
  config?: ServerConfig
  /** Redis of the deployment when REDIS_URL is set (readiness pings it). */
  redis?: Pingable | null
  /** Process metrics (CPU, memory, event loop) in /metrics; startServer turns them on. */
  processMetrics?: boolean
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
  /** Refunds module options (tests: clock, sweep off, provider time-out); production passes none. */
  refunds?: RefundsOptions
  /** Rebooks module options (tests: clock, test-only unguarded stock); production passes none (the clock follows refunds'). */
  rebooks?: RebooksOptions
  /**
   * Where the abuse limits count (limits/index.ts): server.ts passes Redis-backed ones when REDIS_URL is
   * set; default PostgreSQL (or PGlite) through `db`.
   */
  limits?: Limits
  /** Reminders module options (tests: clock); production passes none. */
  reminders?: RemindersOptions
  /** Coupons module options (tests: clock); production passes none. */
  coupons?: CouponsServiceOptions
  /** Membership module options (tests: clock); production passes none. */
  membership?: MembershipServiceOptions
  /** Goods orders (clock, TEST ONLY unguarded SKU stock). */
  goods?: GoodsOrdersOptions
  cards?: CardsOptions
  /** Express module options (tests: clock, logistics provider); production passes none (the provider comes from the environment). */
  express?: ExpressOptions
  /** Transfers module options (tests: clock, test-only unlocked accept); production passes none. */
  transfers?: TransfersOptions
  /** Invoices module options (tests: clock, test-only unlocked application); production passes none. */
  invoices?: InvoicesOptions
  /** Wait-list options (tests: clock, policy, test-only unlocked joins); production passes none. */
  waitList?: WaitListOptions
  /** Announcements module options (tests: clock across publish windows); production passes none. */
  announcements?: AnnouncementsOptions
  /** Customer-service module options (tests: clock inside or outside the hours); production passes none. */
  customerService?: CustomerServiceOptions
  /** Registrations module options (tests: clock, test-only unguarded place taking); production passes none. */
  registrations?: RegistrationsOptions
  /** Votes module options (tests: clock, test-only unguarded counting); production passes none. */
  votes?: VotesOptions
  /** Reservations module options (tests: clock, test-only unguarded place taking); production passes none. */
  reservations?: ReservationsOptions
  /** Proxies whose x-forwarded-for is believed (http/trust-proxy.ts); default TRUST_PROXY, else none. */
  trustProxy?: TrustProxy
}

/** The accounts module's options: providers from the configuration's environment unless a test gives its own. */
function withConfiguredProviders(given: AccountsOptions = {}, config: ServerConfig, secrets: Secrets): AccountsOptions & { smsSender: SmsSender } {
  const { auth, link, code, captcha, upload } = secrets
  return {
    ...given,
    smsSender: given.smsSender ?? createSmsSenderFromEnv(config.env),
    emailSender: given.emailSender ?? createEmailSenderFromEnv(config.env),
    identityVerifiers: given.identityVerifiers ?? createIdentityVerifiersFromEnv(config.env),
    captchaImages: given.captchaImages ?? createCaptchaImagesFromEnv(config.env),
    keys: { auth, link, code, captcha, upload, ...given.keys },
    config: { linkBaseUrl: config.publicBaseUrl, ...given.config },
    sandboxes: config.sandboxes,
  }
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const config = opts.config ?? loadConfig()
  // Behind a reverse proxy request.ip must be the buyer's, or every per-IP limit sees the proxy.
  const trustProxy: FastifyServerOptions['trustProxy'] = opts.trustProxy ?? config.trustProxy
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
    // The noControlChars keyword (http/input-hygiene.ts) refuses control characters in any input.
    ajv: ajvWithHygiene({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false }),
    // A request the HTTP parser refuses (e.g. a control character in a header) gets the envelope too.
    clientErrorHandler,
    // Registering the routes compiles ~hundreds of schemas; on a machine busy with other work (a host
    // starting many processes at once, CI's side-by-side suites) that can pass avvio's 10 s default,
    // which would abort the start. A plugin that truly hangs still fails, after a minute.
    pluginTimeout: 60_000,
  })
  app.decorate('config', config)
  // One key per purpose (config/secrets.ts): configured, else (development) generated once and kept.
  const secrets = await resolveSecrets(config.secrets, createSecretStore(opts.db.db), { generate: config.sandboxes })
  const metrics = createAppMetrics({
    repo: createMetricsRepository(opts.db.db),
    processMetrics: opts.processMetrics,
    knownProducts: new Set(Object.keys(PRODUCT_KIND)),
  })

  // Hooks every route must get: install them before any route exists.
  registerSecurityHeaders(app)
  registerInputHygiene(app)
  registerMetrics(app, metrics, { token: config.metricsToken })

  // External plugins.
  if (opts.h5Dir) await registerH5(app, opts.h5Dir, { defaultMerchantId: config.h5MerchantId })

  // App plugins: request context (needs the merchant lookup), error mapping, then the domain modules.
  const shopService = createShopService(createShopRepository(opts.db.db))
  const closing = registerClosingGuard(app)
  const healthService = createHealthService(createHealthRepository(opts.db.db), opts.db.kind, { redis: opts.redis, closing })

  registerRequestContext(app, (merchantId) => shopService.findMerchantSummary(merchantId))
  registerErrorHandlers(app, { notFound: !opts.h5Dir })
  // Critical routes: token checked on arrival, slot taken, then the session read (http/admission.ts).
  registerAdmission(app, opts.admission ?? createLocalGate(config.admissionCapacity))
  const limits = opts.limits ?? createLimits({ db: opts.db.db })
  limits.onRefused(metrics.abuseRefusal)
  app.addHook('onClose', async () => limits.close())
  const accountsOptions = withConfiguredProviders(opts.accounts, config, secrets)
  const smsSender = accountsOptions.smsSender
  const accounts = createAccountsModule(opts.db.db, limits, accountsOptions)
  await app.register(authPlugin, { authenticator: accounts.authenticator })

  await app.register(healthRoutes, { prefix: API_PREFIX, healthService })
  await app.register(shopRoutes, { prefix: API_PREFIX, shopService })
  await app.register(accountsRoutes, { prefix: API_PREFIX, accounts })
  // Catalog reads (browse, and the rows order quotes check) are reused this long; tests pass 0.
  const catalogTtl = opts.catalogCacheTtlMs ?? config.catalogCacheTtlMs
  // Layout ANNOUNCEMENT components name a notice; the catalog fills it in from the announcements module.
  const notices = createAnnouncements(opts.db.db)
  const noticeNow = opts.announcements?.now ?? Date.now
  const catalogService = createCatalogService(createCatalogRepository(opts.db.db), {
    notice: (merchantId, id, pick) => notices.bannerNotice(merchantId, id, pick, new Date(noticeNow())),
  })
  await app.register(catalogRoutes, { prefix: API_PREFIX, catalogService: withCatalogCache(catalogService, catalogTtl) })
  // A buyer's favourite shows: per buyer, so never through the catalog cache above.
  await app.register(favouritesPlugin, { prefix: API_PREFIX, db: opts.db.db })
  // Payments first: the orders sweeper asks the provider before it expires an order with a payment attempt.
  // Provider settings from the configuration's environment (the one production.ts approved), not
  // whatever process.env holds: a server started with its own env must not pay on the sandbox.
  const payments = createPaymentsModule(opts.db.db, { sms: smsSender, env: config.env, ...opts.payments })
  app.decorate('payments', payments)
  // The partner's shared key: the orders path verifies picked seats with it (the sandbox signs with it).
  const partnerSeats = createPartnerSeatSigner(secrets.seatPartner)
  const ordersModule = createOrdersModule(opts.db.db, {
    beforeExpire: payments.beforeExpire,
    readCacheTtlMs: Math.min(catalogTtl, 1000),
    stockHintTtlMs: Math.min(catalogTtl, 250),
    passSigner: createPassSigner(secrets.orderPass),
    partnerSeatSigner: partnerSeats,
    ...opts.orders,
  })
  await app.register(ordersPlugin, { prefix: API_PREFIX, module: ordersModule })
  await app.register(paymentsPlugin, { prefix: API_PREFIX, module: payments, sandboxRoutes: config.sandboxes })
  await app.register(addressesPlugin, { prefix: API_PREFIX, db: opts.db.db })
  await app.register(seatingPlugin, { prefix: API_PREFIX, db: opts.db.db, partnerSandbox: config.sandboxes ? { signer: partnerSeats } : undefined })
  await app.register(ticketsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: { keySecret: secrets.ticketKeys, ...opts.tickets } })
  const refunds = createRefundsModule(opts.db.db, payments.providers, opts.refunds)
  app.decorate('refunds', refunds)
  await app.register(refundsPlugin, { prefix: API_PREFIX, db: opts.db.db, module: refunds })
  await app.register(rebooksPlugin, { prefix: API_PREFIX, db: opts.db.db, completer: refunds.completer, options: { now: opts.refunds?.now, ...opts.rebooks } })
  await app.register(realNamePlugin, { prefix: API_PREFIX, db: opts.db.db, options: { now: opts.orders?.now } })
  await app.register(documentsPlugin, { prefix: API_PREFIX, db: opts.db.db })
  await app.register(remindersPlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.reminders })
  await app.register(couponsPlugin, { prefix: API_PREFIX, db: opts.db.db, limits, options: opts.coupons })
  // Membership reads the order clock, so points expire on the same time line as orders in tests.
  await app.register(membershipPlugin, { prefix: API_PREFIX, db: opts.db.db, options: { now: opts.orders?.now, ...opts.membership } })
  // Goods orders share the order clock and the expiry guard: payments settles a paid attempt before expiry.
  await app.register(goodsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: { now: opts.orders?.now, beforeExpire: payments.beforeExpire, ...opts.goods } })
  // Card orders share the order clock and the expiry guard, as goods orders do.
  await app.register(cardsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: { now: opts.orders?.now, beforeExpire: payments.beforeExpire, ...opts.cards } })
  await app.register(paidMembershipPlugin, { prefix: API_PREFIX, db: opts.db.db, now: opts.orders?.now })
  await app.register(parkingPlugin, { prefix: API_PREFIX, db: opts.db.db, now: opts.orders?.now })
  await app.register(benefitOrdersPlugin, { prefix: API_PREFIX, db: opts.db.db, now: opts.orders?.now, beforeExpire: payments.beforeExpire })
  await app.register(combosPlugin, { prefix: API_PREFIX, db: opts.db.db, now: opts.orders?.now })
  await app.register(transfersPlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.transfers })
  await app.register(invoicesPlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.invoices })
  await app.register(waitListPlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.waitList })
  await app.register(expressPlugin, { prefix: API_PREFIX, db: opts.db.db, env: config.env, options: { now: opts.orders?.now, ...opts.express } })
  await app.register(stubsPlugin, { prefix: API_PREFIX, db: opts.db.db, key: secrets.link, now: opts.orders?.now })
  await app.register(announcementsPlugin, { prefix: API_PREFIX, notices, options: opts.announcements })
  await app.register(customerServicePlugin, { prefix: API_PREFIX, db: opts.db.db, options: opts.customerService })
  await app.register(registrationsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: { keySecret: secrets.ticketKeys, ...opts.registrations } })
  // Votes read the order clock, so a DAILY vote's day turns on the same time line as orders in tests.
  const votes = { now: opts.orders?.now, ...opts.votes }
  await app.register(votesPlugin, { prefix: API_PREFIX, db: opts.db.db, options: votes })
  await app.register(topicsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: votes })
  await app.register(reservationsPlugin, { prefix: API_PREFIX, db: opts.db.db, options: { now: opts.orders?.now, ...opts.reservations } })
  return app
}
