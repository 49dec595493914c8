/**
 * Liveness and readiness. Health (`/api/health`) pings the database, so a load balancer drops an
 * instance whose database is gone. Readiness (`/api/ready`) says whether this instance should get
 * traffic now: the database answers, Redis answers when REDIS_URL is configured (admission control
 * and limits are shared through it), and the process is not shutting down. Each check is bounded by a
 * time-out so a hung dependency reads as "not ready" rather than hanging the probe.
 */
import type { DbKind } from '../../db/client.js'
import type { HealthRepository } from './repository.js'

export interface HealthStatus {
  status: 'ok'
  db: DbKind
}

export type CheckState = 'ok' | 'failed' | 'not_configured'

export interface Readiness {
  ready: boolean
  checks: { db: CheckState; redis: CheckState; accepting: CheckState }
}

/** What readiness asks of Redis: a PING (ioredis' client has it). */
export interface Pingable {
  ping(): Promise<unknown>
}

export interface HealthService {
  /** Ping the database; throws (→ HTTP 500 envelope) when it does not answer. */
  check(): Promise<HealthStatus>
  /** Every dependency this instance needs before it takes traffic. Never throws. */
  readiness(): Promise<Readiness>
}

export interface HealthOptions {
  redis?: Pingable | null
  /** Whether the server is shutting down (it then finishes in-flight requests only). */
  closing?: () => boolean
  timeoutMs?: number
}

async function probe(run: () => Promise<unknown>, timeoutMs: number): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs)
  })
  try {
    await Promise.race([run(), timeout])
    return 'ok'
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}

export function createHealthService(repo: HealthRepository, kind: DbKind, opts: HealthOptions = {}): HealthService {
  const timeoutMs = opts.timeoutMs ?? 2000
  return {
    async check() {
      await repo.ping()
      return { status: 'ok', db: kind }
    },
    async readiness() {
      const redis = opts.redis
      const [db, redisState] = await Promise.all([probe(() => repo.ping(), timeoutMs), redis ? probe(() => redis.ping(), timeoutMs) : Promise.resolve<CheckState>('not_configured')])
      const accepting: CheckState = opts.closing?.() ? 'failed' : 'ok'
      return { ready: db === 'ok' && redisState !== 'failed' && accepting === 'ok', checks: { db, redis: redisState, accepting } }
    },
  }
}
