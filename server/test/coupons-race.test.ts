/**
 * Coupon races on real PostgreSQL (PGlite has one connection, so nothing races there):
 * - 50 buyers ask for the last coupon at once → exactly one gets it;
 * - one buyer creates two orders with the same coupon at once → exactly one order is created.
 * Each has a control run: the same race through a deliberately unguarded read-then-write (with a pause
 * between the read and the write so the interleaving is certain) must break the very assertion the
 * real run passes, which shows the assertions can fail.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { coupons, couponTemplates } from '../src/db/schema-coupons.js'
import { rowsOf } from '../src/db/raw.js'
import { createCouponsRepository } from '../src/modules/coupons/repository.js'
import { createCouponsService } from '../src/modules/coupons/service.js'
import { lockCouponForOrder } from '../src/modules/orders/coupons.js'
import { couponRow, couponsOfTemplate, issuedOf, makeTemplate } from './coupons-helpers.js'
import { as, assertInvariant, createBody, describeOrders, freshKey, loginBuyer, makeTier } from './orders-helpers.js'

const RACERS = 50

/** The control's receive: read the stock, pause, write what was read plus one (no condition). */
async function unguardedReceive(db: Db, templateId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.templateId, templateId))
    if (!t || (t.totalQty !== null && t.issuedQty >= t.totalQty)) return false
    await tx.execute(sql`select pg_sleep(0.05)`)
    await tx.update(couponTemplates).set({ issuedQty: t.issuedQty + 1 }).where(eq(couponTemplates.templateId, templateId))
    const now = new Date()
    await tx.insert(coupons).values({ merchantId: '10001', couponId: `ctl-${templateId}-${userId}`, templateId, userId, status: 'AVAILABLE', amountCents: 100, couponCode: `CTL${templateId}${userId}`, startTime: now, expireTime: new Date(now.getTime() + 86_400_000), source: 'RECEIVE' })
    return true
  })
}

/** The control's lock: read the coupon's status, pause, then claim it by id alone. */
async function unguardedLock(db: Db, couponId: string, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [c] = await tx.select({ status: coupons.status }).from(coupons).where(eq(coupons.couponId, couponId))
    if (c?.status !== 'AVAILABLE') return false
    await tx.execute(sql`select pg_sleep(0.05)`)
    await tx.update(coupons).set({ status: 'PENDING', orderId }).where(eq(coupons.couponId, couponId))
    return true
  })
}

/** The real lock, with the same pause inside the transaction after it (holding its row lock). */
async function guardedLock(db: Db, p: { userId: string; couponId: string; orderId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockCouponForOrder(tx as unknown as Db, { merchantId: '10001', ...p, now: new Date(), paid: false })
    await tx.execute(sql`select pg_sleep(0.05)`)
    return locked
  })
}

await describeOrders(
  'coupon races',
  (env) => {
    const db = () => env().db.handle.db

    it(`${RACERS} buyers racing for the last coupon: exactly one gets it`, async () => {
      const templateId = await makeTemplate(db(), { totalQty: 1, perBuyerLimit: 1 })
      const service = createCouponsService(createCouponsRepository(db()))
      const results = await Promise.all(
        Array.from({ length: RACERS }, (_, i) => service.receive({ merchantId: '10001', userId: `racer-${process.pid}-${i}`, lang: 'en-US', fallback: 'zh-MO' }, templateId)),
      )
      const won = results.filter((r) => r.ok)
      assert.equal(won.length, 1)
      assert.ok(results.every((r) => r.ok || r.failure === 'soldOut'))
      assert.equal((await couponsOfTemplate(db(), templateId)).length, 1)
      assert.equal(await issuedOf(db(), templateId), 1)
    })

    it('control: the same race through an unguarded read-then-write hands out more than one', async () => {
      const templateId = await makeTemplate(db(), { totalQty: 1, perBuyerLimit: 1 })
      const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => unguardedReceive(db(), templateId, `ctl${i}`)))
      const handedOut = (await couponsOfTemplate(db(), templateId)).length
      assert.ok(results.filter(Boolean).length > 1 && handedOut > 1, `the unguarded path should oversell; it gave ${handedOut}`)
    })

    it('one buyer, one coupon, two orders created at the same moment: exactly one order (5 rounds)', async () => {
      const buyer = await loginBuyer(env)
      const tier = await makeTier(db(), { capacity: 100, priceCents: 20_000, maxPerBuyer: 100 })
      for (let round = 0; round < 5; round++) {
        const templateId = await makeTemplate(db(), { amountCents: 2_000 })
        const got = await as(env().app, buyer).post('/buyer/cyy/v1/coupons/obtain', { couponTemplateId: templateId })
        const couponId = (got.data as { couponId: string }).couponId
        const body = () => createBody(tier, 1, freshKey(), { couponId, paymentParam: { payAmount: 18_000 } })
        const answers = await Promise.all([as(env().app, buyer).post('/buyer/v5/create_order', body()), as(env().app, buyer).post('/buyer/v5/create_order', body())])
        const created = answers.filter((a) => a.statusCode === 200)
        assert.equal(created.length, 1, JSON.stringify(answers.map((a) => [a.statusCode, a.comments])))
        const row = await couponRow(db(), couponId)
        assert.equal(row?.status, 'PENDING')
        assert.equal(row?.orderId, (created[0]?.data as { orderId: string }).orderId)
      }
      // Five orders, five tickets held, nothing from the losers.
      const s = await assertInvariant(db(), tier)
      assert.deepEqual([s.held, s.orders], [5, 5])
    })

    it('the lock itself: two transactions claiming one coupon, one wins; the unguarded control lets both', async () => {
      const buyer = await loginBuyer(env)
      const take = async () => {
        const templateId = await makeTemplate(db(), { perBuyerLimit: 1 })
        const res = await as(env().app, buyer).post('/buyer/cyy/v1/coupons/obtain', { couponTemplateId: templateId })
        return (res.data as { couponId: string }).couponId
      }
      const guarded = await take()
      const real = await Promise.all([guardedLock(db(), { userId: buyer.userId, couponId: guarded, orderId: 'O-A' }), guardedLock(db(), { userId: buyer.userId, couponId: guarded, orderId: 'O-B' })])
      assert.equal(real.filter(Boolean).length, 1)
      const unguarded = await take()
      const control = await Promise.all([unguardedLock(db(), unguarded, 'O-C'), unguardedLock(db(), unguarded, 'O-D')])
      assert.equal(control.filter(Boolean).length, 2, 'the unguarded lock lets both orders claim the coupon')
      const n = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from ${coupons} where ${and(eq(coupons.couponId, unguarded), eq(coupons.status, 'PENDING'))}`))
      assert.equal(Number(n[0]?.n), 1, 'one row, but two orders believe they hold it')
    })
  },
  { postgresOnly: true },
)
