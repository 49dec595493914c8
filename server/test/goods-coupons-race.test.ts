/**
 * One ITEM coupon, many goods orders at once, on real PostgreSQL only (PGlite has one connection and
 * cannot show a race): the buyer fires 20 goods orders with the same coupon at the same moment, each
 * on a pooled connection → exactly one order holds the coupon (PENDING for it); every other order was
 * rolled back whole (no SKU unit held for it). The lock itself is shown able to fail by the coupon
 * race suite's control run (coupons-race.test.ts: the same claim by read-then-write hands it out twice).
 */
import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { CouponView } from '../../types/coupons.js'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createLocalGate } from '../src/http/admission.js'
import { couponRow, makeTemplate } from './coupons-helpers.js'
import { buildTestApp } from './helpers.js'
import { as, describeOrders, freshKey, loginBuyer, type Buyer } from './orders-helpers.js'
import { assertSkuWhole, makeSku } from './products-helpers.js'

const ORDERS = 20

await describeOrders(
  'ITEM coupon under concurrent goods orders',
  (env) => {
    let buyer: Buyer
    let handle: DbHandle
    let app: FastifyInstance

    before(async () => {
      buyer = await loginBuyer(env)
      const url = env().db.serverDbOptions.databaseUrl
      assert.ok(url)
      handle = await openDatabase({ databaseUrl: url, maxConnections: 25 })
      app = await buildTestApp(handle, {
        logger: false,
        accounts: { smsSender: createSandboxSmsSender(), emailSender: createSandboxEmailSender(), testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
        admission: createLocalGate(10_000),
        orders: { sweepIntervalMs: 0 },
      })
      await app.ready()
    })
    after(async () => {
      await app?.close()
      await handle?.close()
    })

    it(`${ORDERS} goods orders with the same coupon at once: exactly one holds it, the rest took nothing`, async () => {
      const db = env().db.handle.db
      const sku = await makeSku(db, { stock: 100, price: 5_000 })
      const res = await as(app, buyer).post('/buyer/cyy/v1/coupons/obtain', { couponTemplateId: await makeTemplate(db, { bizTypes: ['ITEM'], amountCents: 1_500 }) })
      assert.equal(res.statusCode, 200, res.comments)
      const coupon = res.data as CouponView
      const body = { source: 'BUY_NOW', items: [{ skuId: sku.skuId, qty: 1 }], deliverMethod: 'VENUE_PICKUP', couponId: coupon.couponId, payAmount: 3_500 }
      const results = await Promise.all(Array.from({ length: ORDERS }, () => as(app, buyer).post('/buyer/v1/goods/create_order', { ...body, idempotencyKey: freshKey() }, { lang: 'en-US' })))
      const won = results.filter((r) => r.statusCode === 200)
      assert.equal(won.length, 1, JSON.stringify(results.map((r) => r.comments)))
      const refusals = new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.comments))
      assert.ok([...refusals].every((c) => c === 'This coupon is already used on another order' || c === 'Coupon not found'), [...refusals].join(' | '))
      const row = await couponRow(db, coupon.couponId)
      assert.deepEqual([row?.status, row?.orderId], ['PENDING', (won[0]?.data as { orderId: string }).orderId])
      const s = await assertSkuWhole(db, sku)
      assert.deepEqual([s.held, s.unpaidQty], [1, 1])
    })
  },
  { postgresOnly: true },
)
