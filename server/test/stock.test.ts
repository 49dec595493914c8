/**
 * Stock under concurrency, on real PostgreSQL only (PGlite has one connection and cannot show a race):
 * every create runs on its own pooled connection (up to 25 at once). Checked after every test: per
 * shard sold + held + remaining = capacity, nothing negative, held/sold equal the tickets in unpaid/paid
 * orders. A control run with the stock guard off (read-then-write) must oversell, proving the test can
 * fail.
 */
import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { ORDER_STATUS } from '../../types/orders.js'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import {
  as,
  assertInvariant,
  assertOrdersWhole,
  buildOrdersApp,
  createBody,
  describeOrders,
  freshKey,
  loginBuyer,
  makeTier,
  stockOf,
  type Buyer,
} from './orders-helpers.js'

const CREATE = '/buyer/v5/create_order'
const BUYERS = 50

await describeOrders(
  'stock under concurrency',
  (env) => {
    let buyers: Buyer[] = []
    const opened: Array<{ handle: DbHandle; app: FastifyInstance; unguarded: boolean }> = []

    /**
     * An app on its own pool of PostgreSQL connections (optionally with the stock guard off), one of each
     * kind for the suite: the server's connection slots are shared by every suite running at once.
     */
    async function concurrentApp(unguarded = false): Promise<FastifyInstance> {
      const reuse = opened.find((o) => o.unguarded === unguarded)
      if (reuse) return reuse.app
      const url = env().db.serverDbOptions.databaseUrl
      assert.ok(url)
      const handle = await openDatabase({ databaseUrl: url, maxConnections: 25 })
      const { app } = await buildOrdersApp(handle, env().orderClock, { testOnlyUnguardedStock: unguarded })
      opened.push({ handle, app, unguarded })
      return app
    }

    before(async () => {
      for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(env))
    })
    after(async () => {
      for (const o of opened) {
        await o.app.close()
        await o.handle.close()
      }
      buyers = []
    })

    it(`${BUYERS} buyers at once on the last ticket: exactly one order, the rest a clear sold-out`, async () => {
      const db = env().db.handle.db
      const app = await concurrentApp()
      const tier = await makeTier(db, { capacity: 1 })
      const results = await Promise.all(buyers.map((b) => as(app, b).post(CREATE, createBody(tier, 1, freshKey()), { lang: 'en-US' })))
      const won = results.filter((r) => r.statusCode === 200)
      const soldOut = results.filter((r) => r.statusCode === ORDER_STATUS.SOLD_OUT)
      assert.equal(won.length, 1)
      assert.equal(soldOut.length, BUYERS - 1, JSON.stringify(results.filter((r) => r.statusCode !== 200 && r.statusCode !== ORDER_STATUS.SOLD_OUT)[0]))
      assert.ok(soldOut.every((r) => r.mode === 'booking' && /Sold out/.test(r.comments)))
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.remaining, s.orders], [1, 0, 1])
      await assertOrdersWhole(db, tier)
    })

    it('control run: with the stock guard off the same race oversells (so the test above can fail)', async () => {
      const db = env().db.handle.db
      const app = await concurrentApp(true)
      const tier = await makeTier(db, { capacity: 1 })
      const results = await Promise.all(buyers.map((b) => as(app, b).post(CREATE, createBody(tier, 1, freshKey()))))
      const won = results.filter((r) => r.statusCode === 200).length
      const s = await stockOf(db, tier)
      const oversell = s.unpaidQty - s.capacity
      console.log(`# control run (guard off): ${won} orders for 1 ticket, oversell ${oversell}, stock row held=${s.held}`)
      assert.ok(oversell > 0, `expected an oversell with the guard off, got ${won} orders`)
      // The counters no longer match the orders: exactly what assertInvariant catches.
      await assert.rejects(assertInvariant(db, tier))
    })

    it('a sharded hot tier: many buyers, exact count, and a take split across shards near sell-out', async () => {
      const db = env().db.handle.db
      const app = await concurrentApp()
      const tier = await makeTier(db, { capacity: 40, shards: 4 })
      const results = await Promise.all(buyers.map((b) => as(app, b).post(CREATE, createBody(tier, 2, freshKey()))))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 20)
      assert.equal(results.filter((r) => r.statusCode === ORDER_STATUS.SOLD_OUT).length, BUYERS - 20)
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.remaining], [40, 0])
      await assertOrdersWhole(db, tier)

      // Fragmentation: 4 shards of 2, one ticket taken → no shard has 3 left, the tier has 7.
      const frag = await makeTier(db, { capacity: 8, shards: 4 })
      assert.equal((await as(app, buyers[0] as Buyer).post(CREATE, createBody(frag, 1, freshKey()))).statusCode, 200)
      const split = await as(app, buyers[1] as Buyer).post(CREATE, createBody(frag, 3, freshKey()))
      assert.equal(split.statusCode, 200, split.comments)
      const f = await assertInvariant(db, frag)
      assert.deepEqual([f.held, f.remaining], [4, 4])
    })

    it('a crowd placing parallel orders on a sharded tier: exact count, every limit held, nothing half-written', async () => {
      const db = env().db.handle.db
      const app = await concurrentApp()
      const tier = await makeTier(db, { capacity: 60, shards: 4, maxPerBuyer: 2 })
      // Each buyer sends three orders of one at once: the buyer's count row and the shards are contended together.
      const results = await Promise.all(buyers.flatMap((b) => [1, 2, 3].map(() => as(app, b).post(CREATE, createBody(tier, 1, freshKey())))))
      const answers = new Set(results.map((r) => r.statusCode))
      assert.deepEqual([...answers].filter((c) => ![200, ORDER_STATUS.SOLD_OUT, ORDER_STATUS.LIMIT_REACHED].includes(c)), [], JSON.stringify(results.find((r) => ![200, ORDER_STATUS.SOLD_OUT, ORDER_STATUS.LIMIT_REACHED].includes(r.statusCode))))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 60)
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.remaining, s.orders], [60, 0, 60])
      await assertOrdersWhole(db, tier)
    })

    it('concurrent retries with one key create one order; parallel orders of one buyer respect the limit', async () => {
      const db = env().db.handle.db
      const app = await concurrentApp()
      const tier = await makeTier(db, { capacity: 100, maxPerBuyer: 3 })
      const buyer = buyers[2] as Buyer
      const key = freshKey()
      const retries = await Promise.all(Array.from({ length: 10 }, () => as(app, buyer).post(CREATE, createBody(tier, 2, key))))
      const ids = new Set(retries.map((r) => (r.data as { orderId: string } | null)?.orderId))
      assert.ok(retries.every((r) => r.statusCode === 200), JSON.stringify(retries.find((r) => r.statusCode !== 200)))
      assert.equal(ids.size, 1)
      let s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.orders], [2, 1])

      const other = buyers[3] as Buyer
      const parallel = await Promise.all(Array.from({ length: 10 }, () => as(app, other).post(CREATE, createBody(tier, 1, freshKey()))))
      assert.equal(parallel.filter((r) => r.statusCode === 200).length, 3)
      assert.equal(parallel.filter((r) => r.statusCode === ORDER_STATUS.LIMIT_REACHED).length, 7)
      s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.orders], [5, 4])
      await assertOrdersWhole(db, tier)
    })
  },
  { postgresOnly: true },
)
