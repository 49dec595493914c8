/**
 * Admission control for critical calls (spec core §4 "limiting"; booking issue): when the order path
 * already holds `capacity` requests, the next one is answered at once with mode 'limiting' instead of
 * queueing into a time-out, and the app's automatic retry (10 tries, 3 s apart) takes over.
 *
 * A route opts in with `config: { critical: true }`. The gate is in-process by default; with
 * REDIS_URL every API process shares one gate, so capacity means "for the whole deployment".
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { STATUS } from '../../../types/api.js'
import { t } from '../i18n/messages.js'
import { runtimeStats } from '../lib/runtime-stats.js'
import { completeAuthentication } from './auth.js'
import { fail } from './envelope.js'

/**
 * Default capacity: a little more than the database pool (DB_POOL_SIZE, 10), so an admitted order finds
 * a connection almost at once. Measured with bench:rush: at 64 the admitted orders queued for the pool
 * and sold-out answers took up to 2 s; at 16 they stay under 100 ms and the rest retry.
 */
export const DEFAULT_ADMISSION_CAPACITY = 16


/** Returned by a successful acquire; call it exactly once when the request is finished. */
export type Release = () => Promise<void>

export interface AdmissionGate {
  readonly kind: 'local' | 'redis'
  readonly capacity: number
  /** A slot, or null when the gate is full (the caller answers 'limiting'). Never waits. */
  tryAcquire(): Promise<Release | null>
  inFlight(): Promise<number>
  /**
   * The most slots held at once since the last resetPeak (for a shared gate, across the whole
   * deployment): how close a sale came to the capacity, and proof that it never went past it.
   */
  peak(): Promise<number>
  resetPeak(): Promise<void>
  close(): Promise<void>
}

/** One process's gate: a counter. */
export function createLocalGate(capacity: number): AdmissionGate {
  let inFlight = 0
  let peak = 0
  return {
    kind: 'local',
    capacity,
    async tryAcquire() {
      if (inFlight >= capacity) return null
      inFlight += 1
      peak = Math.max(peak, inFlight)
      let released = false
      return async () => {
        if (released) return
        released = true
        inFlight -= 1
      }
    },
    inFlight: async () => inFlight,
    peak: async () => peak,
    resetPeak: async () => {
      peak = inFlight
    },
    close: async () => {},
  }
}

/**
 * A gate shared through Redis: a sorted set of slot ids scored by their lease expiry. Acquire runs
 * as one Lua script (drop expired leases, count, add, keep the high-water mark in KEYS[2]) so two
 * processes cannot both take the last slot; a process that dies without releasing loses its slots
 * when their lease runs out.
 */
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local held = redis.call('ZCARD', KEYS[1])
if held >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
if held + 1 > tonumber(redis.call('GET', KEYS[2]) or '0') then redis.call('SET', KEYS[2], held + 1) end
return 1`

/** The Redis key of the shared gate unless ADMISSION_REDIS_KEY names another (config/index.ts). */
export const DEFAULT_ADMISSION_REDIS_KEY = 'storefront:admission:critical'

export function createRedisGate(opts: { redis: Redis; capacity: number; key?: string; leaseMs?: number }): AdmissionGate {
  const key = opts.key ?? DEFAULT_ADMISSION_REDIS_KEY
  const peakKey = `${key}:peak`
  const leaseMs = opts.leaseMs ?? 30_000
  return {
    kind: 'redis',
    capacity: opts.capacity,
    async tryAcquire() {
      const now = Date.now()
      const id = randomUUID()
      const got = await opts.redis.eval(ACQUIRE, 2, key, peakKey, now, opts.capacity, now + leaseMs, id, leaseMs * 2)
      if (Number(got) !== 1) return null
      let released = false
      return async () => {
        if (released) return
        released = true
        await opts.redis.zrem(key, id)
      }
    },
    async inFlight() {
      await opts.redis.zremrangebyscore(key, '-inf', Date.now())
      return opts.redis.zcard(key)
    },
    peak: async () => Number((await opts.redis.get(peakKey)) ?? 0),
    async resetPeak() {
      await opts.redis.zremrangebyscore(key, '-inf', Date.now())
      await opts.redis.set(peakKey, await opts.redis.zcard(key))
    },
    close: async () => {
      opts.redis.disconnect()
    },
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is on the critical path (order creation, payment): admission control applies, and its
     * session is read only after admission (http/auth.ts).
     */
    critical?: boolean
  }
  interface FastifyRequest {
    admissionRelease?: Release
  }
}

/**
 * Puts every route marked `config.critical` behind the gate. A full gate answers HTTP 200 with
 * statusCode 429 and mode 'limiting'; if the gate itself fails (Redis down) the request is let
 * through, because turning every buyer away is worse than losing the cap for a moment.
 *
 * Where it runs: a preHandler, so after the body is read and validated, and after the route's own
 * early answers (create_order answers "sold out" from a fresh stock hint in its preValidation hook,
 * without a slot). Authentication is split around it (http/auth.ts): the access token is checked on
 * every request before this (CPU only), the session is read only once the request has its slot. A
 * request turned away therefore costs a token check and a counter, never a database read that would
 * queue for the connections the admitted orders need (measured earlier: with the session read before
 * the gate, 5,000 retrying buyers starved the create path to ~15 orders/s).
 * An admitted request gives its slot back when its response closes, whatever the answer.
 */
export function registerAdmission(app: FastifyInstance, gate: AdmissionGate): void {
  // Counted in /metrics when the app has them (modules/metrics; a bare test app has not).
  const metrics = app.hasDecorator('metrics') ? app.metrics : null
  // Callback style: every request passes this hook, and only critical ones need a promise.
  app.addHook('preHandler', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (!request.routeOptions.config?.critical) return done()
    admit(request, reply)
      .then((answered) => answered || authenticateAdmitted(request, reply))
      .then(
        (answered) => {
          if (!answered) done()
        },
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      )
  })

  /** The admitted request's session read (true: it was answered here, refused). */
  async function authenticateAdmitted(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const started = performance.now()
    const ok = await completeAuthentication(request, reply)
    runtimeStats.phase('session', started)
    return !ok
  }

  /** Takes a slot, or answers 'limiting' (true: the request was answered here). */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    let release: Release | null
    const started = performance.now()
    try {
      release = await gate.tryAcquire()
    } catch (err) {
      request.log.error({ err }, 'admission gate unavailable; letting the request through')
      runtimeStats.admission('letThrough')
      return false
    }
    runtimeStats.phase('admission', started)
    if (!release) {
      metrics?.limiting('admission', request.routeOptions.url ?? '')
      reply.send(fail({ statusCode: STATUS.LIMITING, mode: 'limiting', comments: t(request.ctx?.lang ?? 'zh-CN', 'admission.busy') }))
      return true
    }
    request.admissionRelease = release
    runtimeStats.admission('in')
    // The slot comes back when the response is finished or the connection is gone, whichever is
    // first ('close' fires for both). A listener on admitted requests only: global onResponse and
    // onRequestAbort hooks would cost every browse request a listener and a promise.
    reply.raw.once('close', () => {
      const slot = request.admissionRelease
      request.admissionRelease = undefined
      if (slot) runtimeStats.admission('out')
      slot?.().catch((err: unknown) => request.log.warn({ err }, 'admission release failed'))
    })
    return false
  }

  app.addHook('onClose', async () => gate.close())
}
