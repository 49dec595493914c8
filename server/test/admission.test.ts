/** Admission control for critical calls: full gate → immediate 'limiting', shared through Redis. */
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import Fastify from 'fastify'
import { Redis } from 'ioredis'
import { createLocalGate, createRedisGate, registerAdmission, type AdmissionGate } from '../src/http/admission.js'

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
})

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
    await redis?.del(key)
    redis?.disconnect()
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
    await gateB.close()
  })

  it('frees the slots of a process that died once their lease runs out', { skip: !redis && 'no Redis reachable' }, async () => {
    const leaseKey = `${key}:lease`
    const gate = createRedisGate({ redis: redis!, capacity: 1, key: leaseKey, leaseMs: 50 })
    assert.ok(await gate.tryAcquire()) // never released
    assert.equal(await gate.tryAcquire(), null)
    await new Promise((r) => setTimeout(r, 80))
    assert.ok(await gate.tryAcquire())
    await redis!.del(leaseKey)
  })
})

describe('registerAdmission', () => {
  async function appWith(gate: AdmissionGate) {
    const app = Fastify({ logger: false })
    registerAdmission(app, gate)
    let open!: () => void
    const gateOpen = new Promise<void>((r) => (open = r))
    app.post('/critical', { config: { critical: true } }, async () => {
      await gateOpen
      return { statusCode: 200, mode: 'none', data: 'ordered' }
    })
    app.get('/browse', async () => ({ statusCode: 200, data: 'ok' }))
    await app.ready()
    return { app, open }
  }

  it('answers limiting at once when the critical path is full, without touching other routes', async () => {
    const { app, open } = await appWith(createLocalGate(2))
    const held = [app.inject({ method: 'POST', url: '/critical' }), app.inject({ method: 'POST', url: '/critical' })]
    await new Promise((r) => setTimeout(r, 20))
    const refused = await app.inject({ method: 'POST', url: '/critical' })
    assert.equal(refused.statusCode, 200)
    assert.equal(refused.json().mode, 'limiting')
    assert.equal(refused.json().statusCode, 429)
    assert.equal((await app.inject({ method: 'GET', url: '/browse' })).json().data, 'ok')
    open()
    for (const res of await Promise.all(held)) assert.equal(res.json().data, 'ordered')
    assert.equal((await app.inject({ method: 'POST', url: '/critical' })).json().data, 'ordered')
    await app.close()
  })

  it('turns a request away before authentication runs, and gives an admitted slot back when auth refuses', async () => {
    const app = Fastify({ logger: false })
    const gate = createLocalGate(1)
    registerAdmission(app, gate)
    let authCalls = 0
    let open!: () => void
    const gateOpen = new Promise<void>((r) => (open = r))
    // Stands in for the auth plugin: registered after the gate, refuses requests without a token.
    app.addHook('onRequest', async (request, reply) => {
      authCalls++
      if (!request.headers['access-token']) return reply.send({ statusCode: 15012007, mode: 'login', data: null })
    })
    app.post('/critical', { config: { critical: true } }, async () => {
      await gateOpen
      return { statusCode: 200, mode: 'none', data: 'ordered' }
    })
    await app.ready()
    // Refused by auth: the slot comes back.
    assert.equal((await app.inject({ method: 'POST', url: '/critical' })).json().statusCode, 15012007)
    assert.equal(await gate.inFlight(), 0)
    const held = app.inject({ method: 'POST', url: '/critical', headers: { 'access-token': 't' } })
    await new Promise((r) => setTimeout(r, 20))
    const callsBefore = authCalls
    const refused = await app.inject({ method: 'POST', url: '/critical', headers: { 'access-token': 't' } })
    assert.equal(refused.json().mode, 'limiting')
    assert.equal(authCalls, callsBefore, 'a limited request never reaches authentication')
    open()
    assert.equal((await held).json().data, 'ordered')
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
      close: async () => {},
    }
    const { app, open } = await appWith(broken)
    open()
    assert.equal((await app.inject({ method: 'POST', url: '/critical' })).json().data, 'ordered')
    await app.close()
  })
})
