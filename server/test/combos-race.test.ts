/**
 * Combos under concurrency, on real PostgreSQL only (PGlite has one connection and cannot show a race):
 * 50 buyers, each on a pooled connection, order a combo at once.
 * - its product part has 3 units (tickets plenty, sharded so only the SKU row can serialise buyers):
 *   exactly 3 orders, the rest a clear sold-out whose tickets were not held either;
 * - its ticket part has 3 places (product plenty): exactly 3 orders, no product unit held for the rest;
 * - held = units in unpaid orders for every part.
 * The control run takes the product units by read-then-write (orders option testOnlyUnguardedAddOns,
 * the same take the combo's goods go through) and must oversell, so the first test can fail.
 */
import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createLocalGate } from '../src/http/admission.js'
import { comboBody, makeCombo, type FixtureCombo } from './combos-helpers.js'
import { buildTestApp } from './helpers.js'
import { as, assertInvariant, describeOrders, freshKey, loginBuyer, makeTier, type Buyer } from './orders-helpers.js'
import { assertSkuWhole, makeSku, skuState } from './products-helpers.js'

const BUYERS = 50

await describeOrders(
  'combo stock under concurrency',
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

    const rush = (app: FastifyInstance, combo: FixtureCombo) => Promise.all(buyers.map((b) => as(app, b).post('/buyer/v5/create_order', comboBody(combo, 1, freshKey()), { lang: 'en-US' })))

    before(async () => {
      for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(env))
    })
    after(async () => {
      for (const o of opened) {
        await o.app.close()
        await o.handle.close()
      }
    })

    it(`${BUYERS} buyers at once on a combo whose product has 3 units: exactly 3 orders, no ticket held for the rest`, async () => {
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 200, shards: 50, priceCents: 10_000 })
      const sku = await makeSku(db, { stock: 3, price: 2_500 })
      const combo = await makeCombo(db, { tickets: [{ tier }], skus: [{ sku }], price: 11_000 })
      const results = await rush(await concurrentApp(), combo)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 3)
      const soldOut = results.filter((r) => r.errorCode === 'ORDER_SOLD_OUT')
      assert.equal(soldOut.length, BUYERS - 3, JSON.stringify(results.find((r) => r.statusCode !== 200 && r.errorCode !== 'ORDER_SOLD_OUT')))
      assert.ok(soldOut.every((r) => r.comments === 'A product of this offer is sold out'), JSON.stringify(soldOut.find((r) => r.comments !== 'A product of this offer is sold out')))
      const s = await assertSkuWhole(db, sku)
      assert.deepEqual([s.held, s.unpaidQty], [3, 3])
      const t = await assertInvariant(db, tier)
      assert.deepEqual([t.held, t.unpaidQty], [3, 3])
    })

    it(`${BUYERS} buyers at once on a combo whose ticket tier has 3 places: exactly 3 orders, no product unit held for the rest`, async () => {
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 3, priceCents: 10_000 })
      const sku = await makeSku(db, { stock: 100, price: 2_500 })
      const combo = await makeCombo(db, { tickets: [{ tier }], skus: [{ sku }], price: 11_000 })
      const results = await rush(await concurrentApp(), combo)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 3)
      assert.equal(results.filter((r) => r.errorCode === 'ORDER_SOLD_OUT').length, BUYERS - 3)
      const s = await assertSkuWhole(db, sku)
      assert.deepEqual([s.held, s.unpaidQty], [3, 3])
      const t = await assertInvariant(db, tier)
      assert.deepEqual([t.held, t.unpaidQty], [3, 3])
    })

    it('control run: with the product guard off the same race oversells (so the first test can fail)', async () => {
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 200, shards: 50, priceCents: 10_000 })
      const sku = await makeSku(db, { stock: 3, price: 2_500 })
      const combo = await makeCombo(db, { tickets: [{ tier }], skus: [{ sku }], price: 11_000 })
      const results = await rush(await concurrentApp(true), combo)
      const won = results.filter((r) => r.statusCode === 200).length
      const s = await skuState(db, sku)
      console.log(`# control run (guard off): ${won} combo orders for 3 product units, units in unpaid orders ${s.unpaidQty}, held=${s.held}`)
      assert.ok(s.unpaidQty > s.stock, `expected an oversell with the guard off, got ${won} orders`)
      await assert.rejects(assertSkuWhole(db, sku))
    })
  },
  { postgresOnly: true },
)
