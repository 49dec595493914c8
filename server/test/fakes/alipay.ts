/**
 * A local Alipay OpenAPI gateway that speaks the documented protocol with its own Alipay key pair,
 * written against the documentation with node:crypto only (not the SDK the adapter uses):
 * - requests (POST for API calls, GET for the wap/page cashier URL the buyer's browser opens) must be
 *   signed RSA2 by the app's key over the sorted non-empty parameters but `sign`, as k=v joined by &;
 *   answers are `{"<method>_response": {...}, "sign": "..."}` signed over the node's exact text;
 * - alipay.trade.create (JSAPI_PAY, needs the buyer), alipay.trade.wap.pay / page.pay (the trade is
 *   created when the buyer opens the URL), alipay.trade.query, alipay.trade.refund (once per
 *   out_request_no, never past the paid amount; a full refund closes the trade and notifies it);
 * - the buyer's side: openCashier (the browser opens the URL), checkTradePay (my.tradePay's view of a
 *   tradeNO), pay() completes a trade and queues its notification;
 * - failNext(): the next calls of a method answer the documented ACQ.SYSTEM_ERROR (the caller must retry
 *   with the same parameters);
 * - notifications: form posts signed over the sorted parameters but sign and sign_type, re-sent until
 *   the answer is exactly "success"; notification() builds forged ones for the refusal tests.
 */
import { createSign, createVerify, randomUUID, type KeyObject } from 'node:crypto'
import type { Server } from 'node:http'
import { alipayTime, closeServer, deliverOnce, digits, fetchTransport, listen, rsaPair, type FakeDelivery, type Outbox, type Transport } from './common.js'

export interface FakeAlipayOptions {
  appId: string
  /** The app's public key, as uploaded to Alipay's console. */
  appPublicKey: KeyObject
  sellerId: string
}

export interface FakeAlipayTrade {
  tradeNo: string
  outTradeNo: string
  appId: string
  productCode: string
  totalCents: number
  subject: string
  notifyUrl: string
  returnUrl?: string
  buyer?: string
  state: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED'
  createdAt: number
  paidAt?: number
  refunds: Map<string, number>
  refundedCents: number
}

const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
function cents(text: unknown): number | null {
  const m = typeof text === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(text) : null
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

/** Alipay's string to sign: sorted non-empty parameters, `exclude`d names left out. */
export function signContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

export async function startFakeAlipay(o: FakeAlipayOptions) {
  const alipay = rsaPair()
  const trades = new Map<string, FakeAlipayTrade>()
  const outbox: Outbox[] = []
  const seen: Array<{ method: string; code: string; subCode?: string }> = []
  let transport: Transport = fetchTransport

  const rsa2 = (content: string, key: KeyObject) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64')

  function answer(method: string, node: Record<string, unknown>) {
    seen.push({ method, code: String(node.code), subCode: node.sub_code as string | undefined })
    const text = JSON.stringify(node)
    return { status: 200, headers: { 'content-type': 'application/json;charset=utf-8' }, body: `{"${method.replace(/\./g, '_')}_response":${text},"sign":"${rsa2(text, alipay.privateKey)}"}` }
  }
  const business = (method: string, subCode: string, subMsg: string) => answer(method, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg })

  /** Why the request is refused (app id, signature, common parameters); null when it is the app's. */
  function refusal(p: Record<string, string>): string | null {
    if (p.app_id !== o.appId) return 'isv.invalid-app-id'
    if (p.sign_type !== 'RSA2' || p.charset !== 'utf-8' || p.version !== '1.0' || !p.timestamp) return 'isv.invalid-parameter'
    try {
      return createVerify('RSA-SHA256').update(signContent(p, ['sign']), 'utf8').verify(o.appPublicKey, p.sign ?? '', 'base64') ? null : 'isv.invalid-signature'
    } catch {
      return 'isv.invalid-signature'
    }
  }

  function newTrade(p: Record<string, string>, biz: Record<string, any>, buyer?: string): FakeAlipayTrade | string {
    const total = cents(biz.total_amount)
    if (!biz.out_trade_no || total === null || total <= 0 || !biz.subject || !p.notify_url) return 'ACQ.INVALID_PARAMETER'
    const earlier = trades.get(biz.out_trade_no)
    if (earlier) return earlier.totalCents === total ? earlier : 'ACQ.CONTEXT_INCONSISTENT'
    const t: FakeAlipayTrade = {
      tradeNo: `2026${digits(24)}`,
      outTradeNo: biz.out_trade_no,
      appId: p.app_id as string,
      productCode: biz.product_code,
      totalCents: total,
      subject: biz.subject,
      notifyUrl: p.notify_url,
      returnUrl: p.return_url,
      buyer,
      state: 'WAIT_BUYER_PAY',
      createdAt: Date.now(),
      refunds: new Map(),
      refundedCents: 0,
    }
    trades.set(t.outTradeNo, t)
    return t
  }

  function notificationParams(t: FakeAlipayTrade, notifyId: string): Record<string, string> {
    return {
      notify_time: alipayTime(Date.now()),
      notify_type: 'trade_status_sync',
      notify_id: notifyId,
      app_id: t.appId,
      auth_app_id: t.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      seller_id: o.sellerId,
      trade_status: t.state,
      total_amount: yuan(t.totalCents),
      receipt_amount: yuan(t.totalCents),
      buyer_pay_amount: yuan(t.totalCents),
      subject: t.subject,
      gmt_create: alipayTime(t.createdAt),
      ...(t.paidAt ? { gmt_payment: alipayTime(t.paidAt) } : {}),
      ...(t.refundedCents ? { refund_fee: yuan(t.refundedCents), gmt_refund: alipayTime(Date.now()) } : {}),
      ...(t.buyer ? { buyer_open_id: t.buyer } : {}),
    }
  }

  /** The form post Alipay would send for `t` now; `patch` changes fields, `signWith` signs with another key, `unsigned` drops the signature. */
  function notification(t: FakeAlipayTrade, opts: { patch?: Record<string, string>; signWith?: KeyObject; unsigned?: boolean; alipaySigned?: boolean } = {}, notifyId = randomUUID().replace(/-/g, '')): FakeDelivery {
    const params = notificationParams(t, notifyId)
    // Fields changed after Alipay signed keep Alipay's old signature; `alipaySigned` (Alipay itself
    // says so) or a forger's own key sign the changed fields.
    const signedParams = opts.alipaySigned || opts.signWith ? { ...params, ...opts.patch } : params
    const sign = rsa2(signContent(signedParams, ['sign', 'sign_type']), opts.signWith ?? alipay.privateKey)
    const sent = { ...params, ...opts.patch, ...(opts.unsigned ? {} : { sign }) }
    return { url: t.notifyUrl, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(sent).toString() }
  }

  function queue(t: FakeAlipayTrade): Outbox {
    const id = randomUUID().replace(/-/g, '')
    const delivery = notification(t, {}, id) // Alipay re-sends the same notification
    const n: Outbox = { id, outTradeNo: t.outTradeNo, url: t.notifyUrl, build: () => delivery, answers: [], delivered: false }
    outbox.push(n)
    return n
  }

  // API calls to answer with the documented ACQ.SYSTEM_ERROR ("retry with the same parameters").
  const faults: Array<{ method: string; outTradeNo?: string; left: number }> = []

  function api(method: string, p: Record<string, string>) {
    let biz: Record<string, any>
    try {
      biz = JSON.parse(p.biz_content ?? '{}') as Record<string, any>
    } catch {
      return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-biz-content' })
    }
    const fault = faults.find((f) => f.left > 0 && f.method === method && (!f.outTradeNo || f.outTradeNo === biz.out_trade_no))
    if (fault) {
      fault.left--
      return business(method, 'ACQ.SYSTEM_ERROR', '系统错误')
    }
    const t = trades.get(biz.out_trade_no) ?? [...trades.values()].find((x) => x.tradeNo === biz.trade_no)
    switch (method) {
      case 'alipay.trade.create': {
        if (biz.product_code !== 'JSAPI_PAY') return business(method, 'ACQ.INVALID_PARAMETER', 'product_code')
        const buyer = biz.buyer_open_id ?? biz.buyer_id
        if (!buyer) return business(method, 'ACQ.INVALID_PARAMETER', 'buyer_id or buyer_open_id is required')
        const made = newTrade(p, biz, buyer)
        if (typeof made === 'string') return business(method, made, made)
        return answer(method, { code: '10000', msg: 'Success', out_trade_no: made.outTradeNo, trade_no: made.tradeNo })
      }
      case 'alipay.trade.query':
        if (!t) return business(method, 'ACQ.TRADE_NOT_EXIST', '交易不存在')
        return answer(method, {
          code: '10000',
          msg: 'Success',
          trade_no: t.tradeNo,
          out_trade_no: t.outTradeNo,
          trade_status: t.state,
          total_amount: yuan(t.totalCents),
          ...(t.paidAt ? { send_pay_date: alipayTime(t.paidAt), buyer_pay_amount: yuan(t.totalCents) } : {}),
        })
      case 'alipay.trade.refund': {
        if (!t) return business(method, 'ACQ.TRADE_NOT_EXIST', '交易不存在')
        const amount = cents(biz.refund_amount)
        if (amount === null || amount <= 0 || !biz.out_request_no) return business(method, 'ACQ.INVALID_PARAMETER', 'refund_amount / out_request_no')
        const earlier = t.refunds.get(biz.out_request_no)
        if (earlier === undefined) {
          if (t.state !== 'TRADE_SUCCESS') return business(method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
          if (t.refundedCents + amount > t.totalCents) return business(method, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限')
          t.refunds.set(biz.out_request_no, amount)
          t.refundedCents += amount
          if (t.refundedCents === t.totalCents) {
            t.state = 'TRADE_CLOSED'
            queue(t)
          }
        }
        return answer(method, { code: '10000', msg: 'Success', trade_no: t.tradeNo, out_trade_no: t.outTradeNo, fund_change: earlier === undefined ? 'Y' : 'N', refund_fee: yuan(t.refundedCents), gmt_refund_pay: alipayTime(Date.now()) })
      }
      default:
        return answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' })
    }
  }

  const { server, origin } = await listen(async (req, body, url) => {
    if (url.pathname !== '/gateway.do') return { status: 404, body: 'not found' }
    const p: Record<string, string> = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) }
    const method = p.method ?? ''
    const refused = refusal(p)
    if (req.method === 'GET') {
      // The buyer's browser opening a wap.pay / page.pay URL: a cashier page, or Alipay's error page.
      if (refused) return { status: 400, body: `<p>${refused}</p>` }
      if (method !== 'alipay.trade.wap.pay' && method !== 'alipay.trade.page.pay') return { status: 400, body: '<p>isv.invalid-method</p>' }
      const made = newTrade(p, JSON.parse(p.biz_content ?? '{}') as Record<string, any>)
      if (typeof made === 'string') return { status: 400, body: `<p>${made}</p>` }
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<p id="cashier">${made.subject} ${yuan(made.totalCents)}</p>` }
    }
    if (refused) return answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: refused })
    return api(method, p)
  })

  return {
    gatewayUrl: `${origin}/gateway.do`,
    alipayPublicKeyPem: alipay.publicPem,
    trades,
    outbox,
    seen,
    setTransport(t: Transport) {
      transport = t
    },
    /** The buyer's browser opens a cashier URL the app was given; the trade exists from then on. */
    async openCashier(url: string): Promise<{ status: number; outTradeNo?: string }> {
      const res = await fetch(url)
      const biz = JSON.parse(new URL(url).searchParams.get('biz_content') ?? '{}') as { out_trade_no?: string }
      return { status: res.status, outTradeNo: res.ok ? biz.out_trade_no : undefined }
    },
    /** What my.tradePay finds for a tradeNO: a trade of this gateway still waiting for the buyer. */
    checkTradePay(tradeNO: unknown): FakeAlipayTrade | null {
      const t = [...trades.values()].find((x) => x.tradeNo === tradeNO)
      return t && t.state === 'WAIT_BUYER_PAY' ? t : null
    },
    /** The buyer pays: the trade succeeds and its notification is queued (not yet sent). */
    pay(outTradeNo: string): Outbox {
      const t = trades.get(outTradeNo)
      if (!t || t.state !== 'WAIT_BUYER_PAY') throw new Error(`fake Alipay: ${outTradeNo} is not payable`)
      t.state = 'TRADE_SUCCESS'
      t.paidAt = Date.now()
      return queue(t)
    },
    notification,
    /** The next `times` signed calls of the API `method` (about `outTradeNo`, when given) answer ACQ.SYSTEM_ERROR. */
    failNext(f: { method: string; outTradeNo?: string }, times = 1) {
      faults.push({ ...f, left: times })
    },
    /** One step of Alipay's re-send schedule (4m, 10m, 10m, 1h, 2h, 6h, 15h): every unacknowledged one once. */
    deliver: () => deliverOnce(outbox, transport, (r) => r.body.trim() === 'success'),
    close: () => closeServer(server as Server),
  }
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>
