/**
 * The server's configuration, read from the environment in one place: the run mode, where to listen,
 * the database, Redis, limits, the public address, the metrics guard and the secrets. startServer reads
 * it once (after production.ts has approved it in production) and hands it down; buildApp reads it
 * when a caller (a test) passes none. The provider factories (SMS, email, identity, captcha, payments)
 * parse their own credentials, and production.ts checks those before anything starts.
 */
import { parseTrustProxy, type TrustProxy } from '../http/trust-proxy.js'
import { DEFAULT_ADMISSION_CAPACITY, DEFAULT_ADMISSION_REDIS_KEY } from '../http/admission.js'
import { DEFAULT_CATALOG_CACHE_TTL_MS } from '../modules/catalog/cache.js'
import { secretsFromEnv, type Secrets } from './secrets.js'

export { assertProductionReady, productionProblems } from './production.js'

export type RunMode = 'production' | 'development'

export interface ServerConfig {
  /** NODE_ENV=production is production; anything else (unset, development, test) is development. */
  mode: RunMode
  /**
   * Whether the stand-ins exist: the payment sandbox's cashier and trade routes, the identity consent
   * page, the seat partner sandbox, and the demo merchants with their published staff tokens.
   * Development only; production registers none of them.
   */
  sandboxes: boolean
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string | undefined
  logLevel: string
  /** Accept queue of the listening socket (an on-sale crowd connects at once). */
  listenBacklog: number
  /** PostgreSQL connections per process. */
  dbPoolSize: number
  redisUrl: string | undefined
  /** Critical calls in flight before the rest are answered 'limiting' (http/admission.ts). */
  admissionCapacity: number
  /** Redis key of the shared admission gate (a deployment, or a bench run, of its own). */
  admissionRedisKey: string
  catalogCacheTtlMs: number
  trustProxy: TrustProxy
  /** Origin of the shop for links and return addresses; empty: the request's own origin (development). */
  publicBaseUrl: string
  /** Bearer token /metrics asks for; unset (development only) leaves /metrics open. */
  metricsToken: string | undefined
  /** MERCHANT_ID: the merchant the H5 build opens without ?merchantId= (the home page's boot data is for it). */
  h5MerchantId: string
  /** The secrets the environment sets; the rest are generated in development (secrets.ts). */
  secrets: Partial<Secrets>
  /** The environment this was read from: the provider factories parse their own credentials from it. */
  env: NodeJS.ProcessEnv
}


const int = (raw: string | undefined, fallback: number, min = 0): number => {
  const n = raw?.trim() ? Number(raw) : NaN
  return Number.isInteger(n) && n >= min ? n : fallback
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  return {
    mode: production ? 'production' : 'development',
    sandboxes: !production,
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    listenBacklog: int(env.LISTEN_BACKLOG, 4096, 1),
    dbPoolSize: int(env.DB_POOL_SIZE, 10, 1),
    redisUrl: env.REDIS_URL || undefined,
    admissionCapacity: int(env.ADMISSION_CAPACITY, DEFAULT_ADMISSION_CAPACITY),
    admissionRedisKey: env.ADMISSION_REDIS_KEY || DEFAULT_ADMISSION_REDIS_KEY,
    catalogCacheTtlMs: int(env.CATALOG_CACHE_TTL_MS, DEFAULT_CATALOG_CACHE_TTL_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? '').trim().replace(/\/+$/, ''),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    // The merchant the H5 build opens by default; the build reads the same variable (config/index.ts).
    h5MerchantId: env.MERCHANT_ID?.trim() || '10001',
    secrets: secretsFromEnv(env),
    env,
  }
}
