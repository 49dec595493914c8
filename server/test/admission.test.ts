/** Admission control for critical calls: full gate → immediate 'limiting', shared through Redis. */
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { createLocalGate, createRedisGate, registerAdmission, type AdmissionGate } from '../src/http/admission.js'
import { authPlugin, type Authenticator } from '../src/http/auth.js'
import { registerRequestContext } from '../src/http/context.js'
import { runtimeStats } from '../src/lib/runtime-stats.js'

describe('local gate', () => {
  it('admits up to its capacity, refuses at once beyond it, and frees a slot on release', async () => {
    const gate = createLocalGate(2)
    const a = await gate.tryAcquire()
    const b = await gate.tryAcquire()
    assert.ok(a && b)
    assert.equal(await gate.tryAcquire(), null)
    await a()
    await a() // releasing twice frees one slot only
    assert.equal(await gate.inFlight(), 1)
    assert.ok(await gate.tryAcquire())
  })

  it('keeps the most slots held at once until reset (then the slots held now)', async () => {
    const gate = createLocalGate(3)
    const slots = [await gate.tryAcquire(), await gate.tryAcquire(), await gate.tryAcquire()]
    await gate.tryAcquire() // refused: the peak stays at the capacity
    for (const release of slots) await release?.()
    assert.equal(await gate.peak(), 3)
    const held = await gate.tryAcquire()
    await gate.resetPeak()
    assert.equal(await gate.peak(), 1)
    await held?.()
  })
})

/**
 * An app with the real request context, auth hook and gate, and a fake authenticator that counts its
 * two steps: token 't' verifies, its session loads unless `sessionEnded`.
 */
async function appWith(gate: AdmissionGate, opts: { sessionEnded?: boolean } = {}) {
  const app = Fastify({ logger: false })
  const calls = { verifyToken: 0, loadSession: 0 }
  const authenticator: Authenticator = {
    async verifyToken(token) {
      calls.verifyToken++
      return token === 't' ? { ok: true, claims: { userId: 'u1', merchantId: '10001', sessionId: 's1' } } : { ok: false, reason: 'INVALID' }
    },
    async loadSession(claims) {
      calls.loadSession++
      if (opts.sessionEnded) return { ok: false, reason: 'LOGGED_OUT' }
      return { ok: true, user: { ...claims, loginMethod: 'CELLPHONE', countryCode: '86', cellphone: null, email: null } }
    },
  }
  registerRequestContext(app, async () => null)
  registerAdmission(app, gate)
  await app.register(authPlugin, { authenticator })
  let open!: () => void
  const gateOpen = new Promise<void>((r) => (open = r))
  app.post('/api/critical', { config: { critical: true } }, async (request) => {
    await gateOpen
    return { statusCode: 200, mode: 'none', data: `ordered by ${request.user?.userId}` }
  })
  app.get('/api/pub/browse', async () => ({ statusCode: 200, data: 'ok' }))
  await app.ready()
  const post = () => app.inject({ method: 'POST', url: '/api/critical', headers: { 'access-token': 't', 'merchant-id': '10001' } })
  return { app, open, calls, post }
}

async function redisOrSkip(): Promise<Redis | undefined> {
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 })
  try {
    await redis.connect()
    await redis.ping()
    return redis
  } catch {
    redis.disconnect()
    return undefined
  }
}

describe('Redis gate', async () => {
  const redis = await redisOrSkip()
  const key = `test:admission:${process.pid}:${Date.now()}`
  after(async () => {
    await redis?.del(key, `${key}:peak`, `${key}:lease`, `${key}:lease:peak`, `${key}:apps`, `${key}:apps:peak`)
    redis?.disconnect()
    runtimeStats.disable()
  })

  it('lets exactly `capacity` of many concurrent callers in across processes', { skip: !redis && 'no Redis reachable' }, async () => {
    const gateA = createRedisGate({ redis: redis!, capacity: 3, key })
    const gateB = createRedisGate({ redis: redis!.duplicate(), capacity: 3, key })
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? gateA : gateB).tryAcquire()))
    const admitted = results.filter(Boolean)
    assert.equal(admitted.length, 3)
    assert.equal(await gateA.inFlight(), 3)
    await admitted[0]!()
    assert.ok(await gateB.tryAcquire())
    assert.equal(await gateA.peak(), 3, 'the high-water mark of the whole deployment')
    await gateB.resetPeak()
    assert.equal(await gateA.peak(), 3, 'after reset: the slots held now')
    await gateB.close()
  })

  it('frees the slots of a process that died once their lease runs out', { skip: !redis && 'no Redis reachable' }, async () => {
    const leaseKey = `${key}:lease`
    // A lease long enough that a loaded machine cannot let it lapse between the first two calls.
    const gate = createRedisGate({ redis: redis!, capacity: 1, key: leaseKey, leaseMs: 1000 })
    assert.ok(await gate.tryAcquire()) // never released
    assert.equal(await gate.tryAcquire(), null)
    await new Promise((r) => setTimeout(r, 1200))
    assert.ok(await gate.tryAcquire())
    await redis!.del(leaseKey)
  })

  it('two API processes on one gate: the capacity holds for both, and each records what it admitted', { skip: !redis && 'no Redis reachable' }, async () => {
    runtimeStats.enable()
    const capacity = 2
    // Each app closes its own connection when it closes.
    const a = await appWith(createRedisGate({ redis: redis!.duplicate(), capacity, key: `${key}:apps` }))
    const b = await appWith(createRedisGate({ redis: redis!.duplicate(), capacity, key: `${key}:apps` }))
    const gate = createRedisGate({ redis: redis!, capacity, key: `${key}:apps` })
    let answered = 0
    const pending = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? a : b).post().then((res) => {
        answered++
        return res
      }),
    )
    // The admitted ones wait for their route to open; the rest are answered 'limiting' at once.
    while (answered + (await gate.inFlight()) < pending.length) await new Promise((r) => setTimeout(r, 10))
    assert.equal(await gate.inFlight(), capacity)
    a.open()
    b.open()
    const answers = await Promise.all(pending)
    assert.equal(answers.filter((r) => r.json().mode === 'limiting').length, pending.length - capacity)
    assert.equal(answers.filter((r) => r.json().data === 'ordered by u1').length, capacity)
    assert.equal(await gate.peak(), capacity)
    const seen = runtimeStats.snapshot().admission
    assert.equal(seen.admitted, capacity)
    assert.ok(seen.peakInFlight <= capacity)
    assert.equal(seen.events.filter(([, d]) => d === 1).length, seen.events.filter(([, d]) => d === -1).length, 'every admitted request released its slot')
    await a.app.close()
    await b.app.close()
  })
})

describe('registerAdmission', () => {
  it('answers limiting at once when the critical path is full, without touching other routes', async () => {
    const { app, open, post } = await appWith(createLocalGate(2))
    const held = [post(), post()]
    await new Promise((r) => setTimeout(r, 20))
    const refused = await post()
    assert.equal(refused.statusCode, 200)
    assert.equal(refused.json().mode, 'limiting')
    assert.equal(refused.json().statusCode, 429)
    assert.equal((await app.inject({ method: 'GET', url: '/api/pub/browse' })).json().data, 'ok')
    open()
    for (const res of await Promise.all(held)) assert.equal(res.json().data, 'ordered by u1')
    assert.equal((await post()).json().data, 'ordered by u1')
    await app.close()
  })

  it('checks the token of every request but reads the session only of admitted ones', async () => {
    const gate = createLocalGate(1)
    const { app, open, calls, post } = await appWith(gate)
    // A bad token is refused before the gate, with nothing taken.
    const bad = await app.inject({ method: 'POST', url: '/api/critical', headers: { 'access-token': 'x', 'merchant-id': '10001' } })
    assert.equal(bad.json().statusCode, 15012008)
    assert.equal(await gate.inFlight(), 0)
    const held = post()
    await new Promise((r) => setTimeout(r, 20))
    const before = { ...calls }
    const refused = await post()
    assert.equal(refused.json().mode, 'limiting')
    assert.equal(calls.verifyToken, before.verifyToken + 1, 'the turned-away request had its token checked')
    assert.equal(calls.loadSession, before.loadSession, 'a turned-away request never reads a session')
    open()
    assert.equal((await held).json().data, 'ordered by u1')
    assert.equal(await gate.inFlight(), 0)
    await app.close()
  })

  it('an admitted request whose session has ended gets the auth refusal and gives its slot back', async () => {
    const gate = createLocalGate(1)
    const { app, post } = await appWith(gate, { sessionEnded: true })
    const res = await post()
    assert.equal(res.json().statusCode, 10002008)
    assert.equal(await gate.inFlight(), 0)
    await app.close()
  })

  it('lets requests through when the gate itself fails', async () => {
    const broken: AdmissionGate = {
      kind: 'redis',
      capacity: 1,
      tryAcquire: async () => {
        throw new Error('redis down')
      },
      inFlight: async () => 0,
      peak: async () => 0,
      resetPeak: async () => {},
      close: async () => {},
    }
    const { app, open, post } = await appWith(broken)
    open()
    assert.equal((await post()).json().data, 'ordered by u1')
    await app.close()
  })
})
