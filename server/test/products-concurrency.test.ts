/**
 * SKU stock under concurrency, on real PostgreSQL only (PGlite has one connection and cannot show a
 * race): 50 buyers, each on a pooled connection, order the last unit of a SKU at once → exactly one
 * order, 49 clear sold-outs, held = units in unpaid orders. The control run takes the units by
 * read-then-write (goods option testOnlyUnguardedStock) and must oversell, so the test can fail.
 */
import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createLocalGate } from '../src/http/admission.js'
import { buildTestApp } from './helpers.js'
import { as, describeOrders, freshKey, loginBuyer, type Buyer } from './orders-helpers.js'
import { assertSkuWhole, makeSku, skuState, type FixtureSku } from './products-helpers.js'

const CREATE = '/buyer/v1/goods/create_order'
const BUYERS = 50

await describeOrders(
  'goods stock under concurrency',
  (env) => {
    const buyers: Buyer[] = []
    const opened: Array<{ handle: DbHandle; app: FastifyInstance; unguarded: boolean }> = []

    async function concurrentApp(unguarded = false): Promise<FastifyInstance> {
      const reuse = opened.find((o) => o.unguarded === unguarded)
      if (reuse) return reuse.app
      const url = env().db.serverDbOptions.databaseUrl
      assert.ok(url)
      const handle = await openDatabase({ databaseUrl: url, maxConnections: 25 })
      const app = await buildTestApp(handle, {
        logger: false,
        accounts: { smsSender: createSandboxSmsSender(), emailSender: createSandboxEmailSender(), testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
        admission: createLocalGate(10_000),
        orders: { sweepIntervalMs: 0 },
        goods: { testOnlyUnguardedStock: unguarded },
      })
      await app.ready()
      opened.push({ handle, app, unguarded })
      return app
    }

    const body = (sku: FixtureSku) => ({ source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], deliverMethod: 'VENUE_PICKUP', payAmount: sku.price })
    const rush = (app: FastifyInstance, sku: FixtureSku) => Promise.all(buyers.map((b) => as(app, b).post(CREATE, body(sku), { lang: 'en-US', headers: { 'idempotency-key': freshKey() } })))

    before(async () => {
      for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(env))
    })
    after(async () => {
      for (const o of opened) {
        await o.app.close()
        await o.handle.close()
      }
    })

    it(`${BUYERS} buyers at once on the last unit of a SKU: exactly one order, the rest a clear sold-out`, async () => {
      const db = env().db.handle.db
      const sku = await makeSku(db, { stock: 1 })
      const results = await rush(await concurrentApp(), sku)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1)
      const soldOut = results.filter((r) => r.errorCode === 'GOODS_SOLD_OUT')
      assert.equal(soldOut.length, BUYERS - 1, JSON.stringify(results.find((r) => r.statusCode !== 200 && r.errorCode !== 'GOODS_SOLD_OUT')))
      assert.ok(soldOut.every((r) => r.comments === 'This product is sold out'))
      const s = await assertSkuWhole(db, sku)
      assert.deepEqual([s.held, s.unpaidQty], [1, 1])
    })

    it('a crowd on a SKU of 10: exactly 10 orders', async () => {
      const db = env().db.handle.db
      const sku = await makeSku(db, { stock: 10 })
      const results = await rush(await concurrentApp(), sku)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 10)
      assert.equal((await assertSkuWhole(db, sku)).held, 10)
    })

    it('control run: with the stock guard off the same race oversells (so the tests above can fail)', async () => {
      const db = env().db.handle.db
      const sku = await makeSku(db, { stock: 1 })
      const results = await rush(await concurrentApp(true), sku)
      const won = results.filter((r) => r.statusCode === 200).length
      const s = await skuState(db, sku)
      console.log(`# control run (guard off): ${won} orders for 1 unit, units in unpaid orders ${s.unpaidQty}, held=${s.held}`)
      assert.ok(s.unpaidQty > s.stock, `expected an oversell with the guard off, got ${won} orders`)
      // The counters no longer match the orders: exactly what assertSkuWhole catches.
      await assert.rejects(assertSkuWhole(db, sku))
    })
  },
  { postgresOnly: true },
)
