/**
 * WeChat Pay API v3 end to end against the local fake (its own platform key pair, the merchant's
 * generated key, the APIv3 key): the mini-program, JSAPI and H5 products, what each client gets,
 * notifications decrypted and settled exactly once, the refusals (forged signature, wrong serial,
 * replayed timestamp, tampered ciphertext, another merchant or app, a wrong amount) that change
 * nothing, re-sends after a failed answer, the return-path query, reconciliation and refunds, and
 * WeChat's SYSTEM_ERROR answers retried with the same parameters.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ORDER_STATE } from '../../types/orders.js'
import { PAYMENT_STATUS, type PayInfoResponse, type PaymentQueryResponse } from '../../types/payments.js'
import { paymentLedger } from '../src/db/schema.js'
import { rsaPair } from './fakes/common.js'
import { as, assertInvariant, createUnpaid, loginBuyer, makeTier, orderState, pay, paymentRows, ticketCount, type Buyer } from './payments-helpers.js'
import { assertResentAfterCrash, bindWallet, describeLivePayments, orderAndPay, postDelivery, WX } from './payments-live-helpers.js'

await describeLivePayments('WeChat Pay API v3', (env, live) => {
  let alice: Buyer
  let openId: string

  it('logs a buyer in who signed in to the mini-program', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    openId = await bindWallet(env().db.handle.db, alice, WX.miniAppId)
  })

  it('mini-program: wx.requestPayment gets RSA-signed params WeChat accepts; the notification settles the order once', async () => {
    const db = env().db.handle.db
    const { tier, orderId, res, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP', qty: 2, priceCents: 10_000 })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(info.kind, 'HOST_PAY')
    const params = info.paymentInfoMap as Record<string, string>
    assert.deepEqual(Object.keys(params).sort(), ['appId', 'nonceStr', 'package', 'paySign', 'signType', 'timeStamp'])
    const accepted = live().wechat.checkClientParams(params)
    assert.ok(accepted.ok, accepted.ok ? '' : accepted.reason)
    assert.equal(accepted.trade.appid, WX.miniAppId)
    assert.equal(accepted.trade.openid, openId)
    assert.equal(accepted.trade.outTradeNo, info.paymentId)
    // 200.00 CNY in HKD at the seeded rate, in HKD cents.
    assert.equal(accepted.trade.currency, 'HKD')
    assert.equal(accepted.trade.total, (await paymentRows(db, orderId))[0]?.providerAmountCents)
    assert.equal(accepted.trade.notifyUrl.endsWith(`/api/payments/notify/${alice.merchant}/WEIXIN_HK_MINI_PROGRAM`), true)

    const notification = live().wechat.pay(info.paymentId)
    assert.deepEqual(await live().wechat.deliver(), { delivered: 1, failed: 0 })
    assert.deepEqual(notification.answers, [204])
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 2)
    const [row] = await paymentRows(db, orderId)
    assert.equal(row?.state, 'PAID')
    assert.equal(row?.tradeNo, accepted.trade.id)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.sold, s.held], [2, 0])
    // Every call the adapter made was signed with the merchant key and accepted.
    assert.ok(live().wechat.seen.every((r) => r.status < 300), JSON.stringify(live().wechat.seen))
  })

  it('JSAPI in the WeChat browser pays in the official account with the openid the page sends', async () => {
    const { orderId, res } = await orderAndPay(env(), alice, 'WEIXIN_HK_JSAPI', { browserType: 'WEIXIN', openId: 'oOfficialAccount000000000001' })
    assert.equal(res.statusCode, 200, res.comments)
    const params = (res.data as PayInfoResponse).paymentInfoMap as Record<string, string>
    const accepted = live().wechat.checkClientParams(params)
    assert.ok(accepted.ok)
    assert.equal(accepted.trade.appid, WX.appId)
    assert.equal(accepted.trade.openid, 'oOfficialAccount000000000001')
    live().wechat.pay(accepted.trade.outTradeNo)
    await live().wechat.deliver()
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
  })

  it('H5: the browser goes to the h5_url and back to our page; the return query confirms before the notification, which then changes nothing', async () => {
    const db = env().db.handle.db
    const { orderId, res, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_H5', { browserType: 'OTHER' })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal(info.kind, 'REDIRECT')
    const url = new URL(info.normalUrl as string)
    assert.equal(url.origin, 'https://wx.tenpay.com')
    assert.equal(url.searchParams.get('redirect_url'), 'https://shop.example/pay-loading')
    const trade = live().wechat.trades.get(info.paymentId)
    assert.equal(trade?.tradeType, 'MWEB')
    assert.equal(url.searchParams.get('prepay_id'), trade?.prepayId)

    live().wechat.pay(info.paymentId)
    const q = await as(env().app, alice).get(`/buyer/v3/payments/query_by_bind_id?bindId=${orderId}`)
    assert.equal((q.data as PaymentQueryResponse).state, 'PAID')
    assert.equal(await ticketCount(db, orderId), 1)
    assert.deepEqual(await live().wechat.deliver(), { delivered: 1, failed: 0 })
    assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 1)
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('a buyer with no WeChat login cannot pay in the mini-program: a localised refusal, nothing ordered at WeChat', async () => {
    const bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    const tier = await makeTier(env().db.handle.db, { capacity: 5 })
    const { txId, orderId } = await createUnpaid(env().app, bob, tier)
    const trades = live().wechat.trades.size
    const zh = await pay(env().app, bob, txId, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    assert.equal(zh.statusCode, PAYMENT_STATUS.PRODUCT_UNAVAILABLE)
    assert.match(zh.comments, /钱包|錢包/)
    const en = await pay(env().app, bob, txId, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP', lang: 'en' })
    assert.match(en.comments, /wallet/)
    assert.equal(live().wechat.trades.size, trades)
    assert.deepEqual((await paymentRows(env().db.handle.db, orderId)).map((r) => r.state), ['CLOSED', 'CLOSED'])
  })

  it('refuses forged, wrong-serial, replayed, tampered, foreign and wrong-amount notifications, changing nothing; the genuine one then settles', async () => {
    const db = env().db.handle.db
    const { orderId, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    const queued = live().wechat.pay(info.paymentId)
    const trade = live().wechat.trades.get(info.paymentId)
    assert.ok(trade)
    const wx = live().wechat
    const forger = rsaPair()
    const forged = {
      'signed by another key': wx.envelope(trade, { signWith: forger.privateKey }),
      'another key under its own serial': wx.envelope(trade, { signWith: forger.privateKey, serial: 'PUB_KEY_ID_0000FORGED' }),
      'a serial that is not the platform key': wx.envelope(trade, { serial: 'PUB_KEY_ID_0000000000000000000000000' }),
      'a captured notification replayed 10 minutes later': wx.envelope(trade, { timestampSec: Math.floor(Date.now() / 1000) - 600 }),
      'a tampered ciphertext': wx.envelope(trade, { tamper: true }),
      'encrypted under another APIv3 key': wx.envelope(trade, { apiV3Key: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz' }),
      'for another merchant id': wx.envelope(trade, { patch: { mchid: '1900000999' } }),
      'for another app id': wx.envelope(trade, { patch: { appid: 'wx0000000000000000' } }),
      'for a smaller amount': wx.envelope(trade, { patch: { amount: { total: trade.total - 1, currency: trade.currency } } }),
      'in another currency': wx.envelope(trade, { patch: { amount: { total: trade.total, currency: 'CNY' } } }),
      'for another of our payments': wx.envelope(trade, { patch: { out_trade_no: 'P0000000000000deadbeef00' } }),
    }
    for (const [what, d] of Object.entries(forged)) {
      const answer = await postDelivery(env().app, d)
      assert.equal(answer.status, 400, what)
      assert.deepEqual(JSON.parse(answer.body), { code: 'FAIL', message: 'refused' }, what)
    }
    // A body cut from its headers (the signature no longer covers it).
    const genuine = queued.build()
    const spliced = await postDelivery(env().app, { ...genuine, body: genuine.body.replace('支付成功', '支付成功 ') })
    assert.equal(spliced.status, 400)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Unpaid)
    assert.equal(await ticketCount(db, orderId), 0)
    assert.equal((await db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).length, 0)
    assert.equal((await paymentRows(db, orderId))[0]?.state, 'PAYING')

    assert.deepEqual(await wx.deliver(), { delivered: 1, failed: 0 })
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
  })

  it('a refund notification is acknowledged and settles nothing', async () => {
    const { orderId, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    const trade = live().wechat.trades.get(info.paymentId)
    assert.ok(trade)
    const answer = await postDelivery(env().app, live().wechat.envelope(trade, { eventType: 'REFUND.SUCCESS', originalType: 'refund' }))
    assert.equal(answer.status, 204)
    assert.deepEqual((await paymentRows(env().db.handle.db, orderId)).map((r) => r.state), ['PAYING'])
    assert.equal(await ticketCount(env().db.handle.db, orderId), 0)
  })

  it('a failed answer (the server crashed mid-settlement) is re-sent by WeChat and settles once', async () => {
    await assertResentAfterCrash(env(), live(), alice, 'wechat', 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
  })

  it('a notification that never arrives is reconciled by querying WeChat by our payment id', async () => {
    const db = env().db.handle.db
    const { orderId, info } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    const lost = live().wechat.pay(info.paymentId)
    lost.delivered = true // lost on the way: WeChat believes it was received
    env().clock.advance(120)
    const r = await env().app.payments.reconcile()
    assert.ok(r.settled >= 1)
    assert.equal((await orderState(env().app, alice, orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('WeChat answering SYSTEM_ERROR is asked again with the same parameters: a lost notification settles and a refund is made once', async () => {
    const db = env().db.handle.db
    const wx = live().wechat
    // The query of a lost notification fails once: the next reconciliation settles it.
    const lostOrder = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    wx.pay(lostOrder.info.paymentId).delivered = true
    env().clock.advance(120)
    wx.failNext({ method: 'GET', path: /^\/v3\/global\/transactions\/out-trade-no\//, outTradeNo: lostOrder.info.paymentId })
    await env().app.payments.reconcile()
    assert.equal((await orderState(env().app, alice, lostOrder.orderId)).orderState.code, ORDER_STATE.Unpaid)
    await env().app.payments.reconcile()
    assert.equal((await orderState(env().app, alice, lostOrder.orderId)).orderState.code, ORDER_STATE.Succeeded)
    assert.equal(await ticketCount(db, lostOrder.orderId), 1)

    // The refund of a second payment fails once: the attempt stays REFUNDING, reconciliation refunds it.
    const { txId, orderId, info: a } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    const b = (await pay(env().app, alice, txId, 'WEIXIN_HK_H5', { browserType: 'OTHER' })).data as PayInfoResponse
    wx.pay(a.paymentId)
    wx.pay(b.paymentId)
    const mark = wx.seen.length
    wx.failNext({ method: 'POST', path: /^\/v3\/global\/refunds$/ })
    assert.deepEqual(await wx.deliver(), { delivered: 2, failed: 0 })
    assert.deepEqual((await paymentRows(db, orderId)).map((r) => r.state).sort(), ['PAID', 'REFUNDING'])
    await env().app.payments.reconcile()
    const rows = await paymentRows(db, orderId)
    assert.deepEqual(rows.map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
    const refunded = rows.find((r) => r.state === 'REFUNDED')
    const t = wx.trades.get(refunded?.paymentId ?? '')
    assert.equal(t?.refunds.size, 1)
    assert.equal(t?.refunded, refunded?.providerAmountCents)
    const refundCalls = wx.seen.slice(mark).filter((c) => c.path === '/v3/global/refunds')
    assert.deepEqual(refundCalls.map((c) => c.code ?? c.status), ['SYSTEM_ERROR', 200])
    assert.equal(await ticketCount(db, orderId), 1)
  })

  it('an order paid twice (mini-program and H5) keeps one payment and refunds the other through WeChat', async () => {
    const db = env().db.handle.db
    const { txId, orderId, info: a } = await orderAndPay(env(), alice, 'WEIXIN_HK_MINI_PROGRAM', { platform: 'WEAPP' })
    const b = (await pay(env().app, alice, txId, 'WEIXIN_HK_H5', { browserType: 'OTHER' })).data as PayInfoResponse
    live().wechat.pay(a.paymentId)
    live().wechat.pay(b.paymentId)
    assert.deepEqual(await live().wechat.deliver(), { delivered: 2, failed: 0 })
    const rows = await paymentRows(db, orderId)
    assert.deepEqual(rows.map((r) => r.state).sort(), ['PAID', 'REFUNDED'])
    const refunded = rows.find((r) => r.state === 'REFUNDED')
    const t = live().wechat.trades.get(refunded?.paymentId ?? '')
    assert.equal(t?.state, 'REFUND')
    assert.equal(t?.refunded, refunded?.providerAmountCents)
    assert.equal(await ticketCount(db, orderId), 1)
  })
})
