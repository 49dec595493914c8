/**
 * Payments races on real PostgreSQL (PGlite has one connection and cannot race): the same notification
 * five times at once and again later, the return query racing the notification, and five concurrent
 * pay calls with one idempotency key. Each must book one payment and one set of tickets.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ORDER_STATE } from '../../types/orders.js'
import type { PayInfoResponse, PaymentQueryResponse } from '../../types/payments.js'
import { paymentLedger } from '../src/db/schema.js'
import {
  as,
  assertInvariant,
  createUnpaid,
  describePayments,
  freshKey,
  loginBuyer,
  makeTier,
  orderState,
  pay,
  paymentRows,
  postNotification,
  ticketCount,
  type Buyer,
  payHeldBack,
} from './payments-helpers.js'

await describePayments(
  'payments concurrency',
  (env) => {
    let alice: Buyer

    it('logs a buyer in', async () => {
      alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    })

    it('the same notification 5 times at once, and again later: one payment, one set of tickets', async () => {
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 10 })
      const { txId, orderId } = await createUnpaid(env().app, alice, tier, 3)
      const { notice: real } = await payHeldBack(env(), alice, txId)
      const acks = await Promise.all(Array.from({ length: 5 }, () => postNotification(env().app, real)))
      assert.ok(acks.every((r) => r.ack))
      assert.equal(await ticketCount(db, orderId), 3)
      assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
      // Later, re-sent by the provider's schedule and by hand.
      env().clock.advance(16)
      await env().app.payments.runNotifications()
      assert.equal((await postNotification(env().app, real)).ack, true)
      assert.equal(await ticketCount(db, orderId), 3)
      assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.sold, s.held], [3, 0])
    })

    it('the return query and the notification racing confirm once', async () => {
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 10 })
      for (let round = 0; round < 5; round++) {
        const { txId, orderId } = await createUnpaid(env().app, alice, tier, 1)
        const { notice: real } = await payHeldBack(env(), alice, txId)
        const [q1, n1, q2, n2] = await Promise.all([
          as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`),
          postNotification(env().app, real),
          as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`),
          postNotification(env().app, real),
        ])
        assert.ok(n1.ack && n2.ack)
        for (const q of [q1, q2]) assert.ok(['PAID', 'PAYING'].includes((q.data as PaymentQueryResponse).state))
        assert.equal(await ticketCount(db, orderId), 1)
        assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
      }
      await assertInvariant(db, tier)
      env().clock.advance(16)
      await env().app.payments.runNotifications()
    })

    it('five concurrent pay calls with one key make one attempt', async () => {
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 10 })
      const { txId, orderId } = await createUnpaid(env().app, alice, tier, 1)
      const key = freshKey()
      const answers = await Promise.all(Array.from({ length: 5 }, () => pay(env().app, alice, txId, 'ALIPAY_CN_WAP', { key })))
      for (const r of answers) assert.equal(r.statusCode, 200, r.comments)
      assert.equal(new Set(answers.map((r) => (r.data as PayInfoResponse).paymentId)).size, 1)
      assert.equal((await paymentRows(db, orderId)).length, 1)
    })
  },
  { postgresOnly: true },
)
