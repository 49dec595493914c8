/**
 * The exactly-once races of payments-concurrency.test.ts, on real PostgreSQL, with notifications
 * that carry the providers' real signatures (RSA, AES-GCM) instead of the sandbox's HMAC: the same
 * WeChat Pay notification ten times at once (five copies, five re-signed re-deliveries), the same
 * Alipay notification five times at once, the return query racing the notification, and the two
 * payments of an order paid twice arriving together. Each books one payment, one set of tickets, and
 * leaves the ledger balanced with the providers' books (checked after every test).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ORDER_STATE } from '../../types/orders.js'
import type { PayInfoResponse, PaymentQueryResponse } from '../../types/payments.js'
import { paymentLedger } from '../src/db/schema.js'
import { as, assertInvariant, loginBuyer, orderState, pay, paymentRows, ticketCount, type Buyer } from './payments-helpers.js'
import { ALI, bindWallet, describeLivePayments, orderAndPay, postDelivery, WX } from './payments-live-helpers.js'

await describeLivePayments(
  'real-protocol payments concurrency',
  (env, live) => {
    let alice: Buyer

    it('logs a buyer in with both wallets', async () => {
      alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
      await bindWallet(env().db.handle.db, alice, WX.miniAppId)
      await bindWallet(env().db.handle.db, alice, ALI.appId)
    })

    it('WeChat Pay: one notification ten times at once (copies and re-signed re-deliveries) books once', async () => {
      const db = env().db.handle.db
      const { tier, orderId, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP', qty: 3 })
      const n = live().wechat.pay(info.paymentId)
      const copy = n.build()
      const deliveries = [...Array.from({ length: 5 }, () => copy), ...Array.from({ length: 5 }, () => n.build())]
      const answers = await Promise.all(deliveries.map((d) => postDelivery(env().app, d)))
      assert.deepEqual(
        answers.map((a) => a.status),
        Array.from({ length: 10 }, () => 204),
      )
      assert.equal(await ticketCount(db, orderId), 3)
      assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.sold, s.held], [3, 0])
    })

    it('Alipay: one notification five times at once books once', async () => {
      const db = env().db.handle.db
      const { orderId, info } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { platform: 'ALIPAY', qty: 2 })
      const d = live().alipay.pay(info.paymentId).build()
      const answers = await Promise.all(Array.from({ length: 5 }, () => postDelivery(env().app, d)))
      assert.ok(answers.every((a) => a.body === 'success'))
      assert.equal(await ticketCount(db, orderId), 2)
      assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
    })

    it('the return query and the WeChat notification racing confirm once', async () => {
      const db = env().db.handle.db
      const { orderId, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
      const d = live().wechat.pay(info.paymentId).build()
      const [q1, n1, q2, n2] = await Promise.all([
        as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`),
        postDelivery(env().app, d),
        as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`),
        postDelivery(env().app, d),
      ])
      assert.deepEqual([n1.status, n2.status], [204, 204])
      assert.ok([q1, q2].every((q) => ['PAYING', 'PAID'].includes((q.data as PaymentQueryResponse).state)))
      assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
      assert.equal(await ticketCount(db, orderId), 1)
      assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
    })

    it('an order paid twice, both notifications at once: one payment kept, the other refunded at the provider', async () => {
      const db = env().db.handle.db
      const { txId, orderId, info: a } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
      const b = (await pay(env().app, alice, txId, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })).data as PayInfoResponse
      const deliveries = [live().wechat.pay(a.paymentId).build(), live().alipay.pay(b.paymentId).build()]
      await Promise.all(deliveries.flatMap((d) => [postDelivery(env().app, d), postDelivery(env().app, d)]))
      const rows = await paymentRows(db, orderId)
      assert.deepEqual(rows.map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
      assert.equal(await ticketCount(db, orderId), 1)
    })
  },
  { postgresOnly: true },
)
