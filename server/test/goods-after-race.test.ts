/**
 * The last unit of an add-on under concurrency, on real PostgreSQL only (PGlite has one connection and
 * cannot show a race): 50 buyers, each on a pooled connection, order a ticket with the show's last
 * add-on unit at once → exactly one order, 49 clear sold-outs whose tickets were not held either;
 * held = units in unpaid orders for both the SKU and the tier. The control run takes the add-on's
 * units by read-then-write (orders option testOnlyUnguardedAddOns) and must oversell, so the test can fail.
 */
import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { showAddOnProducts } from '../src/db/schema.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createLocalGate } from '../src/http/admission.js'
import { buildTestApp } from './helpers.js'
import { MACAU, as, assertInvariant, createBody, describeOrders, freshKey, loginBuyer, makeTier, type Buyer, type Tier } from './orders-helpers.js'
import { assertSkuWhole, makeSku, skuState, type FixtureSku } from './products-helpers.js'

const BUYERS = 50

await describeOrders(
  'add-on stock under concurrency',
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
        orders: { sweepIntervalMs: 0, testOnlyUnguardedAddOns: unguarded },
      })
      await app.ready()
      opened.push({ handle, app, unguarded })
      return app
    }

    async function showWithLastAddOn(): Promise<{ tier: Tier; sku: FixtureSku }> {
      const db = env().db.handle.db
      // Sharded tickets: buyers take tickets from different shards at once, so only the add-on row can
      // serialise them (one shard would queue every transaction on its row and hide the race).
      const tier = await makeTier(db, { capacity: 200, shards: 50, priceCents: 10_000 })
      const sku = await makeSku(db, { stock: 1, price: 2_500 })
      await db.insert(showAddOnProducts).values({ merchantId: MACAU, showId: tier.showId, productId: sku.productId })
      return { tier, sku }
    }

    const rush = (app: FastifyInstance, tier: Tier, sku: FixtureSku) =>
      Promise.all(
        buyers.map((b) =>
          as(app, b).post('/buyer/v5/create_order', createBody(tier, 1, freshKey(), { paymentParam: { payAmount: tier.priceCents + sku.price }, addOns: [{ skuId: sku.skuId, qty: 1 }] }), { lang: 'en-US' }),
        ),
      )

    before(async () => {
      for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(env))
    })
    after(async () => {
      for (const o of opened) {
        await o.app.close()
        await o.handle.close()
      }
    })

    it(`${BUYERS} buyers at once on the last add-on unit: one order, the rest a clear sold-out with no ticket held`, async () => {
      const db = env().db.handle.db
      const { tier, sku } = await showWithLastAddOn()
      const results = await rush(await concurrentApp(), tier, sku)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1)
      const soldOut = results.filter((r) => r.errorCode === 'ORDER_SOLD_OUT')
      assert.equal(soldOut.length, BUYERS - 1, JSON.stringify(results.find((r) => r.statusCode !== 200 && r.errorCode !== 'ORDER_SOLD_OUT')))
      assert.ok(soldOut.every((r) => r.comments === 'This add-on is sold out'))
      const s = await assertSkuWhole(db, sku)
      assert.deepEqual([s.held, s.unpaidQty], [1, 1])
      // The losers' tickets were rolled back with their add-on: one ticket held, for the one order.
      const t = await assertInvariant(db, tier)
      assert.deepEqual([t.held, t.unpaidQty], [1, 1])
    })

    it('control run: with the add-on guard off the same race oversells (so the test above can fail)', async () => {
      const db = env().db.handle.db
      const { tier, sku } = await showWithLastAddOn()
      const results = await rush(await concurrentApp(true), tier, sku)
      const won = results.filter((r) => r.statusCode === 200).length
      const s = await skuState(db, sku)
      console.log(`# control run (guard off): ${won} orders for 1 add-on unit, units in unpaid orders ${s.unpaidQty}, held=${s.held}`)
      assert.ok(s.unpaidQty > s.stock, `expected an oversell with the guard off, got ${won} orders`)
      await assert.rejects(assertSkuWhole(db, sku))
    })
  },
  { postgresOnly: true },
)
