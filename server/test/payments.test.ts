/**
 * Payments on every database: cashier options per host, pay (idempotent, refusals that change
 * nothing), the hosted sandbox cashier, notifications (signature, amount, merchant checks; duplicates;
 * late failures), reconciliation of a lost notification, the expiry guard, payments after the hold
 * expired (with and without stock), a paid-twice order, DOOOLY codes, and a crash between the state
 * change and ticket issue. The ledger is checked after every test (payments-helpers.ts).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { API_PREFIX } from '../../types/api.js'
import { ORDER_STATE } from '../../types/orders.js'
import { PAYMENT_STATUS, type CashierResponse, type PayInfoResponse, type PaymentQueryResponse } from '../../types/payments.js'
import { paymentLedger, payments } from '../src/db/schema.js'
import { DeliveryError } from '../src/modules/accounts/delivery/http.js'
import { sweepExpiredOrders } from '../src/modules/orders/index.js'
import { checkLedger } from '../src/modules/payments/index.js'
import {
  MAINLAND,
  as,
  assertInvariant,
  completeTrade,
  createUnpaid,
  describePayments,
  freshKey,
  loginBuyer,
  makeTier,
  orderState,
  pay,
  paymentRows,
  postNotification,
  sandboxTrade,
  signedWith,
  startPayment,
  stockOf,
  ticketCount,
  tradeNoOf,
  type Buyer,
  payHeldBack,
} from './payments-helpers.js'
import { alsoOnPglite } from './helpers.js'

alsoOnPglite('the core payment path on the embedded database npm start runs')

await describePayments('payments', (env) => {
  let alice: Buyer
  let bob: Buyer

  it('logs two buyers in', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
  })

  it('offers each host its own products, with the HKD exchange for the Hong Kong wallets', async () => {
    const tier = await makeTier(env().db.handle.db, { capacity: 5, priceCents: 10_000 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const products = async (platform: string, browserType?: string) => {
      const res = await as(env().app, alice).post('/buyer/v3/payments/cashiers', { transactionIds: [txId], platform, browserType })
      assert.equal(res.statusCode, 200, res.comments)
      return res.data as CashierResponse
    }
    const weapp = await products('WEAPP')
    assert.deepEqual(weapp.options.map((o) => o.paymentProduct).sort(), ['CHINA_UMS_MINI', 'DOOOLY', 'WEIXIN_HK_MINI_PROGRAM'])
    assert.equal(weapp.hostProduct, 'WEIXIN_HK_MINI_PROGRAM')
    assert.equal(weapp.orderId, orderId)
    assert.equal(weapp.payAmount, 10_000)
    const wx = weapp.options.find((o) => o.paymentProduct === 'WEIXIN_HK_MINI_PROGRAM')
    assert.deepEqual(wx?.exchangeRate, { exchangeAmount: 10_860, exchangeCurrency: 'HKD', providerName: 'WeChat Pay HK' })
    assert.equal(wx?.kind, 'HOST_PAY')
    assert.deepEqual((await products('ALIPAY')).options.map((o) => o.paymentProduct).sort(), ['ALIPAY_CN_WAP', 'ALIPAY_HK_WAP', 'DOOOLY'])
    assert.deepEqual((await products('TT')).options.map((o) => o.paymentProduct).sort(), ['CHINA_UMS_MINI', 'DOOOLY', 'DOUYIN_MINI_PROGRAM'])
    assert.deepEqual((await products('H5', 'WEIXIN')).options.map((o) => o.paymentProduct), ['WEIXIN_HK_JSAPI'])
    assert.deepEqual((await products('H5', 'ALIPAY')).options.map((o) => o.paymentProduct), ['ALIPAY_HK_WAP', 'ALIPAY_CN_WAP'])
    const other = await products('H5', 'OTHER')
    assert.deepEqual(other.options.map((o) => o.paymentProduct).sort(), ['ALIPAY_CN_WAP', 'ALIPAY_HK_WAP', 'ALLIN_JFQ_PAY', 'DOOOLY', 'ICBC_PAY', 'WEIXIN_HK_H5'])
    assert.equal(other.options.find((o) => o.isCheck)?.paymentProduct, 'ALIPAY_HK_WAP')
    assert.deepEqual((await products('WEB')).options.map((o) => o.paymentProduct), ['ALIPAY_HK_WEB', 'ALIPAY_CN_WEB'])
    // Localised names and tips.
    const en = await as(env().app, alice).post('/buyer/v3/payments/cashiers', { transactionIds: [txId], platform: 'H5', browserType: 'OTHER' }, { lang: 'en' })
    const allin = (en.data as CashierResponse).options.find((o) => o.paymentProduct === 'ALLIN_JFQ_PAY')
    assert.equal(allin?.displayName, 'Allinpay instalments')
    assert.match(allin?.tipInfos[0]?.tip ?? '', /instalments/)
    // Another buyer's order is not found, like a missing one.
    const foreign = await as(env().app, bob).post('/buyer/v3/payments/cashiers', { transactionIds: [txId], platform: 'H5' })
    assert.equal(foreign.statusCode, 404)
    const missing = await as(env().app, bob).post('/buyer/v3/payments/cashiers', { transactionIds: ['T404'], platform: 'H5' })
    assert.equal(missing.statusCode, 404)
    assert.equal(foreign.comments, missing.comments)
    // The mainland merchant does not offer the Hong Kong Alipay wallets.
    const cn = await loginBuyer(() => ({ ...env(), mail: undefined as never }), MAINLAND)
    const cnTier = await makeTier(env().db.handle.db, { capacity: 5, merchantId: MAINLAND })
    const cnOrder = await createUnpaid(env().app, cn, cnTier)
    const cnOpts = await as(env().app, cn).post('/buyer/v3/payments/cashiers', { transactionIds: [cnOrder.txId], platform: 'H5', browserType: 'ALIPAY' })
    assert.deepEqual((cnOpts.data as CashierResponse).options.map((o) => o.paymentProduct), ['ALIPAY_CN_WAP'])
  })

  it('pays through the hosted cashier: pay redirects back, the notification marks the order paid with its tickets', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5, priceCents: 20_000 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier, 2)
    const res = await pay(env().app, alice, txId, 'ALIPAY_HK_WAP', { lang: 'en' })
    assert.equal(res.statusCode, 200, res.comments)
    const info = res.data as PayInfoResponse
    assert.equal(info.kind, 'REDIRECT')
    assert.equal(info.paid, false)
    const url = new URL(info.normalUrl as string)
    assert.match(url.pathname, /^\/api\/sandbox\/cashier\//)

    const page = await env().app.inject({ method: 'GET', url: url.pathname + url.search })
    assert.equal(page.statusCode, 200)
    assert.match(page.body, /HKD 434\.40/) // 400.00 CNY × 1.086
    assert.match(page.body, /id="pay"/)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)

    const before = env().mailbox.seen.length
    const paid = await env().app.inject({ method: 'POST', url: `${url.pathname}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
    assert.equal(paid.statusCode, 303)
    assert.equal(paid.headers.location, 'https://shop.example/pay-loading')
    // The sandbox notifies asynchronously; tests deliver what is due.
    const run = await env().app.payments.runNotifications()
    assert.equal(run.delivered, 1)
    assert.equal(env().mailbox.seen.length, before + 1)

    const brief = await orderState(env().app, alice, orderId)
    assert.equal(brief.orderState.code, ORDER_STATE.Succeeded)
    assert.equal(brief.orderRefundState, 'NONE')
    assert.equal(brief.paidAt, env().clock.now)
    assert.equal(await ticketCount(db, orderId), 2)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.sold, s.held], [2, 0])
    const q = await as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`)
    assert.equal((q.data as PaymentQueryResponse).state, 'PAID')
    assert.equal((q.data as PaymentQueryResponse).paymentProduct, 'ALIPAY_HK_WAP')
    // Paying again is refused.
    const again = await pay(env().app, alice, txId)
    assert.equal(again.statusCode, PAYMENT_STATUS.NOT_PAYABLE)
  })

  it('cancel on the cashier goes back to the shop and leaves the order unpaid; fail shows the failure', async () => {
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const a = await startPayment(env(), alice, txId)
    const cancel = await env().app.inject({ method: 'POST', url: `${API_PREFIX}/sandbox/cashier/${a.tradeNo}/cancel` })
    assert.equal(cancel.statusCode, 303)
    await env().app.payments.runNotifications()
    assert.equal((await paymentRows(env().db.handle.db, orderId))[0]?.state, 'CLOSED')
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
    const b = await startPayment(env(), alice, txId, 'ALIPAY_CN_WAP')
    const failed = await env().app.inject({ method: 'POST', url: `${API_PREFIX}/sandbox/cashier/${b.tradeNo}/fail?lang=en` })
    assert.equal(failed.statusCode, 200)
    assert.match(failed.body, /Payment failed/)
    await env().app.payments.runNotifications()
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
  })

  it('pay is idempotent per key; a reused key with another body and a missing key are refused', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const key = freshKey()
    const first = await pay(env().app, alice, txId, 'WEIXIN_HK_H5', { key })
    const second = await pay(env().app, alice, txId, 'WEIXIN_HK_H5', { key })
    assert.equal(first.statusCode, 200, first.comments)
    assert.equal((second.data as PayInfoResponse).paymentId, (first.data as PayInfoResponse).paymentId)
    assert.equal((second.data as PayInfoResponse).normalUrl, (first.data as PayInfoResponse).normalUrl)
    const conflict = await pay(env().app, alice, txId, 'ALIPAY_CN_WAP', { key })
    assert.equal(conflict.statusCode, PAYMENT_STATUS.IDEMPOTENCY_CONFLICT)
    const noKey = await as(env().app, alice).post('/buyer/v3/payments/pay', { transactionIds: [txId], paymentProduct: 'ALIPAY_CN_WAP', platform: 'H5' })
    assert.equal(noKey.statusCode, 400)
    assert.equal((await paymentRows(db, orderId)).length, 1)
    // Another buyer paying this order: not found, nothing created.
    const foreign = await pay(env().app, bob, txId)
    assert.equal(foreign.statusCode, 404)
    assert.equal((await paymentRows(db, orderId)).length, 1)
    // A product this host is not offered (a mini-program wallet from a phone browser, a web cashier
    // from WeChat's browser) is refused with nothing created.
    const before = (await paymentRows(db, orderId)).length
    for (const [product, platform, browserType] of [['WEIXIN_HK_MINI_PROGRAM', 'H5', undefined], ['ALIPAY_CN_WEB', 'H5', 'WEIXIN']] as const) {
      const refused = await as(env().app, alice).post('/buyer/v3/payments/pay', { transactionIds: [txId], paymentProduct: product, platform, browserType, idempotencyKey: freshKey() })
      assert.equal(refused.statusCode, PAYMENT_STATUS.PRODUCT_UNAVAILABLE, `${product} on ${platform}/${browserType}`)
    }
    assert.equal((await paymentRows(db, orderId)).length, before)
    const hostPay = await pay(env().app, alice, txId, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    assert.equal(hostPay.statusCode, 200)
    const map = (hostPay.data as PayInfoResponse).paymentInfoMap as Record<string, string>
    assert.match(map.package ?? '', /^prepay_id=ST/)
    const ums = await pay(env().app, alice, txId, 'CHINA_UMS_MINI', { platform: 'TT' })
    assert.equal((ums.data as PayInfoResponse).kind, 'MINI_PROGRAM')
    assert.match((ums.data as PayInfoResponse).cqpMpPath ?? '', /tradeNo=ST/)
    // Douyin's own payment answers what tt.requestOrder takes: the pre-order JSON string untouched and its authorization.
    const douyin = await pay(env().app, alice, txId, 'DOUYIN_MINI_PROGRAM', { platform: 'TT' })
    assert.equal((douyin.data as PayInfoResponse).kind, 'HOST_PAY')
    const tt = (douyin.data as PayInfoResponse).paymentInfoMap as Record<string, string>
    const preOrder = JSON.parse(tt.data ?? '{}') as { outOrderNo: string; totalAmount: number; skuList: unknown[] }
    assert.match(preOrder.outOrderNo, /^ST/)
    assert.equal(preOrder.skuList.length, 1)
    assert.ok(preOrder.totalAmount > 0)
    assert.match(tt.byteAuthorization ?? '', /signature="[^"]+"/)
  })

  it('refuses a bad signature, a wrong amount and a wrong merchant, changing nothing', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const { notice: real } = await payHeldBack(env(), alice, txId, 'ALIPAY_CN_WAP')
    const body = JSON.parse(real.body) as Record<string, unknown>

    // 1. Bad signature.
    const bad = await postNotification(env().app, { ...real, headers: { ...real.headers, 'x-sandbox-signature': 'f'.repeat(64) } })
    assert.deepEqual(bad, { ack: false, status: 400 })
    // 2. Wrong amount, correctly signed (a leaked key cannot change the price).
    const cheap = JSON.stringify({ ...body, amountCents: 1 })
    assert.equal((await postNotification(env().app, { url: real.url, body: cheap, headers: await signedWith(db, tier.merchantId, 'ALIPAY_CN_WAP', cheap) })).ack, false)
    // 3. Wrong merchant: another merchant's path (its key does not verify), or its key with our payment.
    const otherPath = real.url.replace(`/${tier.merchantId}/`, `/${MAINLAND}/`)
    assert.equal((await postNotification(env().app, { ...real, url: otherPath })).ack, false)
    const foreign = JSON.stringify({ ...body, merchantId: MAINLAND })
    assert.equal((await postNotification(env().app, { url: otherPath, body: foreign, headers: await signedWith(db, MAINLAND, 'ALIPAY_CN_WAP', foreign) })).ack, false)
    // 4. The body must name the merchant of the path.
    assert.equal((await postNotification(env().app, { url: real.url, body: foreign, headers: await signedWith(db, tier.merchantId, 'ALIPAY_CN_WAP', foreign) })).ack, false)

    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
    assert.equal((await paymentRows(db, orderId))[0]?.state, 'PAYING')
    assert.equal(await ticketCount(db, orderId), 0)
    assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 0)
    // The sandbox has a capture we have not booked: the ledger check sees it...
    assert.equal((await checkLedger(db)).ok, false)
    // ...until the genuine notification arrives.
    assert.equal((await postNotification(env().app, real)).ack, true)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
  })

  it('a duplicate notification does nothing; a late failure never downgrades a paid order', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier, 3)
    const a = await startPayment(env(), alice, txId)
    await completeTrade(env().app, a.tradeNo)
    await env().app.payments.runNotifications()
    const real = env().mailbox.seen.at(-1)
    assert.ok(real)
    for (let i = 0; i < 3; i++) assert.equal((await postNotification(env().app, real)).ack, true)
    const failed = JSON.stringify({ ...JSON.parse(real.body), notifyId: 'N-late', state: 'TRADE_FAILED' })
    assert.equal((await postNotification(env().app, { url: real.url, body: failed, headers: await signedWith(db, tier.merchantId, 'ALIPAY_HK_WAP', failed) })).ack, true)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal((await paymentRows(db, orderId))[0]?.state, 'PAID')
    assert.equal(await ticketCount(db, orderId), 3)
    assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
  })

  it('the return path confirms without the notification; the notification later changes nothing', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const a = await startPayment(env(), alice, txId)
    env().mailbox.mode = 'drop'
    try {
      await completeTrade(env().app, a.tradeNo)
      await env().app.payments.runNotifications()
      const q = await as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`)
      assert.equal((q.data as PaymentQueryResponse).state, 'PAID')
      assert.equal(await ticketCount(db, orderId), 1)
      // Another buyer cannot query it.
      assert.equal((await as(env().app, bob).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`)).statusCode, 404)
    } finally {
      env().mailbox.mode = 'forward'
    }
    // The provider re-sends on its schedule (15 s after the first attempt); it is acknowledged, no-op.
    const attempts = env().mailbox.seen.filter((d) => d.body.includes(a.tradeNo)).length
    env().clock.advance(16)
    await env().app.payments.runNotifications()
    assert.equal(env().mailbox.seen.filter((d) => d.body.includes(a.tradeNo)).length, attempts + 1)
    assert.equal(await ticketCount(db, orderId), 1)
    assert.equal(await env().app.payments.notifier.pending(), 0)
  })

  it('a notification that never arrives is reconciled, and the expiry sweeper asks the provider first', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const one = await createUnpaid(env().app, alice, tier)
    const two = await createUnpaid(env().app, alice, tier)
    const a = await startPayment(env(), alice, one.txId)
    const b = await startPayment(env(), alice, two.txId)
    env().mailbox.mode = 'drop'
    try {
      await completeTrade(env().app, a.tradeNo)
      await completeTrade(env().app, b.tradeNo)
      await env().app.payments.runNotifications()
      // Too young for reconciliation: nothing asked yet.
      await env().app.payments.reconcile()
      assert.equal((await orderState(env().app, alice, one.orderId)).orderState.code, ORDER_STATE.Unpaid)
      env().clock.advance(61)
      const r = await env().app.payments.reconcile()
      assert.ok(r.settled >= 2)
      assert.equal((await orderState(env().app, alice, one.orderId)).orderState.code, ORDER_STATE.Succeeded)
      assert.equal(await ticketCount(db, one.orderId), 1)
      assert.equal(await ticketCount(db, two.orderId), 1)
    } finally {
      env().mailbox.mode = 'forward'
    }

    // The sweeper: an expired order whose payment went through is settled, not cancelled.
    const three = await createUnpaid(env().app, alice, tier)
    const c = await startPayment(env(), alice, three.txId)
    env().mailbox.mode = 'drop'
    try {
      await completeTrade(env().app, c.tradeNo)
      await env().app.payments.runNotifications()
      env().clock.advance(16 * 60)
      await sweepExpiredOrders(db, new Date(env().clock.now), 500, env().app.payments.beforeExpire)
      assert.equal((await orderState(env().app, alice, three.orderId)).orderState.code, ORDER_STATE.Succeeded)
    } finally {
      env().mailbox.mode = 'forward'
    }
    await assertInvariant(db, tier)
    // Deliver the rest so the sandbox's outbox is empty (they are no-ops now).
    env().clock.advance(3600)
    await env().app.payments.runNotifications()
  })

  it('a payment after the hold expired takes the stock again when it is still there', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 3 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier, 2)
    const a = await startPayment(env(), alice, txId)
    env().clock.advance(15 * 60 + 1)
    // The sweeper asks the sandbox (still waiting for the buyer) and cancels.
    await sweepExpiredOrders(db, new Date(env().clock.now), 500, env().app.payments.beforeExpire)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Canceled)
    assert.equal((await stockOf(db, tier)).held, 0)
    // The buyer pays within the provider's grace.
    await completeTrade(env().app, a.tradeNo)
    await env().app.payments.runNotifications()
    const brief = await orderState(env().app, alice, orderId)
    assert.equal(brief.orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 2)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.sold, s.held, s.remaining], [2, 0, 1])
  })

  it('a payment after the hold expired with the stock gone is refunded and shown as refunded', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 1 })
    const late = await createUnpaid(env().app, alice, tier)
    const a = await startPayment(env(), alice, late.txId)
    env().clock.advance(15 * 60 + 1)
    await sweepExpiredOrders(db, new Date(env().clock.now), 500, env().app.payments.beforeExpire)
    assert.equal((await orderState(env().app, alice, late.orderId)).orderState.code, ORDER_STATE.Canceled)
    // Bob buys the last ticket meanwhile.
    const won = await createUnpaid(env().app, bob, tier)
    const b = await startPayment(env(), bob, won.txId)
    await completeTrade(env().app, b.tradeNo)
    await completeTrade(env().app, a.tradeNo)
    await env().app.payments.runNotifications()

    const brief = await orderState(env().app, alice, late.orderId)
    assert.equal(brief.orderState.code, ORDER_STATE.Refunded_Ticket)
    assert.equal(brief.orderRefundState, 'REFUNDED')
    assert.equal(await ticketCount(db, late.orderId), 0)
    assert.equal((await sandboxTrade(db, a.tradeNo))?.refundedCents, a.tradeNo ? (await sandboxTrade(db, a.tradeNo))?.amountCents : -1)
    const q = await as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${late.orderId}`)
    assert.equal((q.data as PaymentQueryResponse).state, 'REFUNDED')
    assert.equal((await orderState(env().app, bob, won.orderId)).orderState.code, ORDER_STATE.Succeeded)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.sold, s.held], [1, 0])
  })

  it('an order paid twice (two methods) keeps one payment and refunds the other', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const a = await startPayment(env(), alice, txId, 'ALIPAY_HK_WAP')
    const b = await startPayment(env(), alice, txId, 'ALIPAY_CN_WAP')
    await completeTrade(env().app, a.tradeNo)
    await completeTrade(env().app, b.tradeNo)
    await env().app.payments.runNotifications()
    const rows = await paymentRows(db, orderId)
    assert.deepEqual(rows.map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('DOOOLY: a one-time code by SMS; a wrong code changes nothing, the right one pays at once', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const step = await pay(env().app, alice, txId, 'DOOOLY')
    assert.equal(step.statusCode, 200, step.comments)
    assert.deepEqual([(step.data as PayInfoResponse).kind, (step.data as PayInfoResponse).paid], ['CODE', false])

    const sent = await as(env().app, alice).post('/buyer/v3/payments/doooly/make_pay_verification_code', { transactionIds: [txId] })
    assert.equal(sent.statusCode, 200, sent.comments)
    assert.deepEqual(sent.data, { resendAfter: 60, expiresIn: 300 })
    const msg = env().sms.messages().findLast((m) => m.merchantId === tier.merchantId && m.text.includes('兜') === false && /\d{6}/.test(m.code ?? ''))
    assert.ok(msg?.code)
    const tooSoon = await as(env().app, alice).post('/buyer/v3/payments/doooly/make_pay_verification_code', { transactionIds: [txId] })
    assert.equal(tooSoon.statusCode, PAYMENT_STATUS.CODE_TOO_SOON)

    const wrongCode = msg.code === '000000' ? '111111' : '000000'
    const wrong = await pay(env().app, alice, txId, 'DOOOLY', { code: wrongCode, lang: 'zh' })
    assert.equal(wrong.statusCode, PAYMENT_STATUS.CODE_WRONG)
    assert.equal(wrong.comments, '验证码错误')
    const wrongEn = await pay(env().app, alice, txId, 'DOOOLY', { code: wrongCode, lang: 'en' })
    assert.equal(wrongEn.comments, 'Wrong verification code')
    assert.equal((await paymentRows(db, orderId)).length, 0)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)

    const right = await pay(env().app, alice, txId, 'DOOOLY', { code: msg.code })
    assert.equal(right.statusCode, 200, right.comments)
    assert.equal((right.data as PayInfoResponse).paid, true)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 1)
    // The code is spent.
    const reuse = await pay(env().app, alice, txId, 'DOOOLY', { code: msg.code })
    assert.equal(reuse.statusCode, PAYMENT_STATUS.NOT_PAYABLE)
    await env().app.payments.runNotifications()
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('DOOOLY: when the SMS provider does not take the code, the buyer is told to retry after the wait (no crash, nothing paid)', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    assert.equal((await pay(env().app, alice, txId, 'DOOOLY')).statusCode, 200)
    const sms = env().sms
    const send = sms.send
    sms.send = async () => {
      throw new DeliveryError('SMS', 'TIMEOUT')
    }
    try {
      const failed = await as(env().app, alice).post('/buyer/v3/payments/doooly/make_pay_verification_code', { transactionIds: [txId] }, { lang: 'en-US' })
      assert.deepEqual([failed.statusCode, failed.mode, failed.errorCode], [PAYMENT_STATUS.PROVIDER_FAILED, 'retry', 'PAYMENT_PROVIDER_FAILED'])
      assert.equal(failed.comments, 'The code could not be sent by SMS; try again in 60 s')
    } finally {
      sms.send = send
    }
    assert.equal((await paymentRows(db, orderId)).length, 0)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
  })

  it('a crash after the state change rolls back; after a restart the re-sent notification issues the tickets once', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier, 2)
    const crashing = await env().restart({
      testOnlyAfterStateChange: () => {
        throw new Error('process killed')
      },
    })
    const a = await startPayment({ ...env(), app: crashing }, alice, txId)
    await completeTrade(crashing, a.tradeNo)
    // Delivery to the crashing server fails: nothing is booked, the sandbox keeps the notification.
    const first = await crashing.payments.runNotifications()
    assert.equal(first.delivered, 0)
    assert.ok(env().mailbox.seen.some((d) => d.body.includes(a.tradeNo)))
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
    assert.equal(await ticketCount(db, orderId), 0)
    assert.equal((await db.select().from(payments).where(eq(payments.orderId, orderId)))[0]?.state, 'PAYING')
    assert.equal((await stockOf(db, tier)).held, 2)
    await crashing.close()

    // "Restart": a healthy server on the same database resumes delivery from the sandbox's outbox.
    const healthy = await env().restart()
    env().clock.advance(15)
    assert.ok((await healthy.payments.runNotifications()).delivered >= 1)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 2)
    assert.equal(await tradeNoOf(db, a.paymentId), a.tradeNo)
    await assertInvariant(db, tier)
  })

  it('a free order is created paid with its tickets and needs no payment', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 5, priceCents: 0 })
    const res = await as(env().app, alice).post('/buyer/v5/create_order', {
      showId: tier.showId,
      sessionId: tier.sessionId,
      seatPlanId: tier.seatPlanId,
      qty: 2,
      paymentParam: { payAmount: 0 },
      deliverMethod: 'E_TICKET',
      idempotencyKey: freshKey(),
    })
    assert.equal(res.statusCode, 200, res.comments)
    const orderId = (res.data as { orderId: string }).orderId
    assert.equal(await ticketCount(db, orderId), 2)
  })
})
