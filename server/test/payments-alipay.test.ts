/**
 * Alipay OpenAPI end to end against the local fake gateway (its own Alipay key pair, the app's
 * generated key): the signed wap.pay / page.pay URLs the browser opens, trade.create and the tradeNO
 * my.tradePay gets in the mini-program, RSA2 notifications settled exactly once and answered
 * "success" only then, the refusals (bad or missing signature, another app or seller, a wrong amount)
 * that change nothing, re-sends after a failed answer, refunds, ACQ.SYSTEM_ERROR answers retried with the
 * same parameters, and gateway answers Alipay did not sign.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ORDER_STATE } from '../../types/orders.js'
import { PAYMENT_STATUS, type PayInfoResponse } from '../../types/payments.js'
import { paymentLedger } from '../src/db/schema.js'
import { rsaPair } from './fakes/common.js'
import { createUnpaid, loginBuyer, makeTier, orderState, pay, paymentRows, ticketCount, type Buyer } from './payments-helpers.js'
import { ALI, assertResentAfterCrash, bindWallet, describeLivePayments, injectTransport, orderAndPay, postDelivery } from './payments-live-helpers.js'

await describeLivePayments('Alipay OpenAPI', (env, live) => {
  let alice: Buyer
  let openId: string

  it('logs a buyer in who signed in to the Alipay mini-program', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    openId = await bindWallet(env().db.handle.db, alice, ALI.appId, `0${Date.now()}openid`)
  })

  it('phone browser: a signed wap.pay URL the gateway accepts; paying notifies and the answer is "success" once settled', async () => {
    const db = env().db.handle.db
    const { orderId, res, info } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { browserType: 'OTHER', qty: 2, priceCents: 12_345 })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(info.kind, 'REDIRECT')
    const url = new URL(info.normalUrl as string)
    assert.equal(`${url.origin}${url.pathname}`, live().alipay.gatewayUrl)
    assert.equal(url.searchParams.get('method'), 'alipay.trade.wap.pay')
    assert.equal(url.searchParams.get('return_url'), 'https://shop.example/pay-loading')
    // No trade until the buyer opens the cashier, as at Alipay.
    assert.equal(live().alipay.trades.has(info.paymentId), false)
    assert.deepEqual(await live().alipay.openCashier(info.normalUrl as string), { status: 200, outTradeNo: info.paymentId })
    const trade = live().alipay.trades.get(info.paymentId)
    assert.equal(trade?.totalCents, 24_690)
    assert.equal(trade?.productCode, 'QUICK_WAP_WAY')

    // The answer is read when it arrives: by then the order must be paid with its tickets.
    let stateAtAnswer = 0
    let ticketsAtAnswer = 0
    const inject = injectTransport(env().app)
    live().alipay.setTransport(async (u, init) => {
      const r = await inject(u, init)
      stateAtAnswer = (await orderState(env().app, alice, orderId)).orderState.code
      ticketsAtAnswer = await ticketCount(db, orderId)
      return r
    })
    const n = live().alipay.pay(info.paymentId)
    assert.deepEqual(await live().alipay.deliver(), { delivered: 1, failed: 0 })
    live().attach(env().app)
    assert.deepEqual(n.answers, [200])
    assert.deepEqual([stateAtAnswer, ticketsAtAnswer], [ORDER_STATE.Succeeded, 2])
    assert.equal((await paymentRows(db, orderId))[0]?.tradeNo, trade?.tradeNo)
  })

  it('a wap.pay URL changed on the way is refused by the gateway', async () => {
    const { info } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { browserType: 'OTHER' })
    const url = new URL(info.normalUrl as string)
    const biz = JSON.parse(url.searchParams.get('biz_content') as string) as Record<string, string>
    url.searchParams.set('biz_content', JSON.stringify({ ...biz, total_amount: '0.01' }))
    assert.equal((await live().alipay.openCashier(url.toString())).status, 400)
    assert.equal(live().alipay.trades.has(info.paymentId), false)
  })

  it('Alipay mini-program: trade.create for the buyer’s open id; my.tradePay gets the tradeNO', async () => {
    const db = env().db.handle.db
    const { orderId, res, info } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(info.kind, 'HOST_PAY')
    const tradeNO = (info.paymentInfoMap as { tradeNO?: string }).tradeNO
    const trade = live().alipay.checkTradePay(tradeNO)
    assert.ok(trade, 'my.tradePay finds the trade')
    assert.equal(trade.buyer, openId)
    assert.equal(trade.productCode, 'JSAPI_PAY')
    live().alipay.pay(trade.outTradeNo)
    await live().alipay.deliver()
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('a buyer who never signed in to the Alipay mini-program gets a localised refusal there, and no trade', async () => {
    const bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const { txId } = await createUnpaid(env().app, bob, tier)
    const trades = live().alipay.trades.size
    const res = await pay(env().app, bob, txId, 'ALIPAY_CN_WAP', { platform: 'ALIPAY', lang: 'en' })
    assert.equal(res.statusCode, PAYMENT_STATUS.PRODUCT_UNAVAILABLE)
    assert.match(res.comments, /wallet/)
    assert.equal(live().alipay.trades.size, trades)
  })

  it('desktop: a signed page.pay URL', async () => {
    const { info } = await orderAndPay(env(), alice, 'ALIPAY_CN_WEB', { platform: 'WEB' })
    assert.equal(new URL(info.normalUrl as string).searchParams.get('method'), 'alipay.trade.page.pay')
    assert.equal((await live().alipay.openCashier(info.normalUrl as string)).status, 200)
    assert.equal(live().alipay.trades.get(info.paymentId)?.productCode, 'FAST_INSTANT_TRADE_PAY')
  })

  it('refuses changed, unsigned, forged, foreign and wrong-amount notifications, changing nothing; the genuine one then settles', async () => {
    const db = env().db.handle.db
    const { orderId, info } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
    const ali = live().alipay
    ali.pay(info.paymentId)
    const trade = ali.trades.get(info.paymentId)
    assert.ok(trade)
    const total = trade.totalCents
    const smaller = `${Math.floor((total - 1) / 100)}.${String((total - 1) % 100).padStart(2, '0')}`
    const forged = {
      'an amount changed after Alipay signed': ali.notification(trade, { patch: { total_amount: smaller } }),
      'without a signature': ali.notification(trade, { unsigned: true }),
      'signed by another key': ali.notification(trade, { signWith: rsaPair().privateKey }),
      'signed by Alipay for another app': ali.notification(trade, { patch: { app_id: '2021000000009999' }, alipaySigned: true }),
      'signed by Alipay for another seller': ali.notification(trade, { patch: { seller_id: '2088000000009999' }, alipaySigned: true }),
      'signed by Alipay with another amount': ali.notification(trade, { patch: { total_amount: smaller }, alipaySigned: true }),
      'signed by Alipay for another trade number': ali.notification(trade, { patch: { trade_no: '2026000000000000000000000000' }, alipaySigned: true }),
    }
    for (const [what, d] of Object.entries(forged)) {
      const answer = await postDelivery(env().app, d)
      assert.equal(answer.body, 'fail', what)
    }
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
    assert.equal(await ticketCount(db, orderId), 0)
    assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 0)

    assert.deepEqual(await ali.deliver(), { delivered: 1, failed: 0 })
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    // The same notification again (Alipay re-sends until "success" reached it): acknowledged, nothing more.
    const again = await postDelivery(env().app, ali.notification(trade))
    assert.equal(again.body, 'success')
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('a failed answer (the server crashed mid-settlement) is re-sent by Alipay and settles once', async () => {
    await assertResentAfterCrash(env(), live(), alice, 'alipay', 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
  })

  it('an order paid twice refunds the second payment through alipay.trade.refund; the closing notification changes nothing', async () => {
    const db = env().db.handle.db
    const { txId, orderId, info: a } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
    const b = (await pay(env().app, alice, txId, 'ALIPAY_CN_WAP', { browserType: 'OTHER' })).data as PayInfoResponse
    await live().alipay.openCashier(b.normalUrl as string)
    live().alipay.pay(a.paymentId)
    live().alipay.pay(b.paymentId)
    assert.deepEqual(await live().alipay.deliver(), { delivered: 2, failed: 0 })
    const rows = await paymentRows(db, orderId)
    assert.deepEqual(rows.map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
    const refunded = rows.find((r) => r.state === 'REFUNDED')
    const t = live().alipay.trades.get(refunded?.paymentId ?? '')
    assert.equal(t?.state, 'TRADE_CLOSED')
    assert.equal(t?.refundedCents, refunded?.providerAmountCents)
    // The full refund closed the trade; Alipay says so and is answered "success".
    assert.deepEqual(await live().alipay.deliver(), { delivered: 1, failed: 0 })
    assert.deepEqual((await paymentRows(db, orderId)).map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('Alipay answering ACQ.SYSTEM_ERROR is asked again with the same parameters: a lost notification settles and a refund is made once', async () => {
    const db = env().db.handle.db
    const ali = live().alipay
    // The query of a lost notification fails once: the next reconciliation settles it.
    const lostOrder = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
    ali.pay(lostOrder.info.paymentId).delivered = true
    env().clock.advance(120)
    ali.failNext({ method: 'alipay.trade.query', outTradeNo: lostOrder.info.paymentId })
    await env().app.payments.reconcile()
    assert.equal((await orderState(env().app, alice, lostOrder.orderId)).orderState.code, ORDER_STATE.Unpaid)
    await env().app.payments.reconcile()
    assert.equal((await orderState(env().app, alice, lostOrder.orderId)).orderState.code, ORDER_STATE.Succeeded)

    // The refund of a second payment fails once: the attempt stays REFUNDING, reconciliation refunds it.
    const { txId, orderId, info: a } = await orderAndPay(env(), alice, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
    const b = (await pay(env().app, alice, txId, 'ALIPAY_CN_WAP', { browserType: 'OTHER' })).data as PayInfoResponse
    await ali.openCashier(b.normalUrl as string)
    ali.pay(a.paymentId)
    ali.pay(b.paymentId)
    const mark = ali.seen.length
    ali.failNext({ method: 'alipay.trade.refund' })
    assert.deepEqual(await ali.deliver(), { delivered: 2, failed: 0 })
    assert.deepEqual((await paymentRows(db, orderId)).map((r) => r.state).sort(), ['PAID', 'REFUNDING'])
    await env().app.payments.reconcile()
    const rows = await paymentRows(db, orderId)
    assert.deepEqual(rows.map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
    const refunded = rows.find((r) => r.state === 'REFUNDED')
    const t = ali.trades.get(refunded?.paymentId ?? '')
    assert.equal(t?.refunds.size, 1)
    assert.equal(t?.refundedCents, refunded?.providerAmountCents)
    const refundCalls = ali.seen.slice(mark).filter((c) => c.method === 'alipay.trade.refund')
    assert.deepEqual(refundCalls.map((c) => c.subCode ?? c.code), ['ACQ.SYSTEM_ERROR', '10000'])
    // The closing notification of the full refund changes nothing.
    assert.deepEqual(await ali.deliver(), { delivered: 1, failed: 0 })
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('gateway answers not signed by the configured Alipay key are refused: no tradeNO reaches the app', async () => {
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, alice, tier)
    const wrongKey = rsaPair().publicPem
    const other = await env().restart({ env: { ...live().env, ALIPAY_PUBLIC_KEY: wrongKey } })
    const res = await pay(other, alice, txId, 'ALIPAY_CN_WAP', { platform: 'ALIPAY' })
    assert.equal(res.statusCode, PAYMENT_STATUS.PROVIDER_FAILED)
    assert.equal(res.mode, 'retry')
    assert.deepEqual((await paymentRows(env().db.handle.db, orderId)).map((r) => r.state), ['CLOSED'])
    await other.close()
  })
})
