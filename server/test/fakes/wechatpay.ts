/**
 * A local WeChat Pay API v3 (global endpoints) that speaks the documented protocol with its own
 * platform key pair, written against the documentation with node:crypto only (not the SDK the
 * adapter uses, so a mistake on either side shows):
 * - every request must carry Authorization: WECHATPAY2-SHA256-RSA2048 mchid,nonce_str,timestamp,
 *   serial_no,signature — RSA-SHA256 by the merchant key over method\nurl\ntimestamp\nnonce\nbody\n —
 *   else 401 SIGN_ERROR; every answer is signed (Wechatpay-Timestamp/Nonce/Serial/Signature);
 * - JSAPI and MWEB orders (app id and merchant id checked), query by out_trade_no, refunds (once per
 *   out_refund_no, never more than paid);
 * - the buyer's side: checkClientParams verifies what wx.requestPayment / getBrandWCPayRequest get
 *   (paySign by the merchant key), pay() completes a trade and queues its notification;
 * - failNext(): the next matching requests get the documented HTTP 500 SYSTEM_ERROR (the caller must
 *   retry with the same parameters);
 * - notifications: the transaction encrypted AES-256-GCM with the APIv3 key (associated data
 *   "transaction", 12-byte nonce), the envelope signed by the platform key, posted to notify_url and
 *   re-sent (signed afresh) until a 2xx answer; envelope() builds tampered ones for forgery tests.
 */
import { createCipheriv, createSign, createVerify, randomBytes, randomUUID, type KeyObject } from 'node:crypto'
import type { Server } from 'node:http'
import { closeServer, deliverOnce, digits, fetchTransport, listen, rfc3339Beijing, rsaPair, type FakeDelivery, type Outbox, type Transport } from './common.js'

export interface FakeWechatPayOptions {
  mchId: string
  /** App ids bound to the merchant account (official account, mini-program). */
  appIds: string[]
  merchantSerial: string
  /** The merchant API certificate's public key, as WeChat Pay holds it. */
  merchantPublicKey: KeyObject
  apiV3Key: string
}

export interface FakeWechatTrade {
  id: string
  prepayId: string
  appid: string
  mchid: string
  outTradeNo: string
  tradeType: 'JSAPI' | 'MWEB'
  total: number
  currency: string
  notifyUrl: string
  openid?: string
  state: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED'
  successTime?: number
  refunds: Map<string, { id: string; amount: number }>
  refunded: number
}

export interface EnvelopeOptions {
  /** Changes to the transaction before it is encrypted (a forged amount, another mchid or appid). */
  patch?: Record<string, unknown>
  serial?: string
  signWith?: KeyObject
  timestampSec?: number
  /** Flip one byte of the ciphertext after encryption. */
  tamper?: boolean
  apiV3Key?: string
  eventType?: string
  originalType?: string
}

const sign = (message: string, key: KeyObject) => createSign('RSA-SHA256').update(message).sign(key, 'base64')
const verify = (message: string, signature: string, key: KeyObject) => {
  try {
    return createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64')
  } catch {
    return false
  }
}

export async function startFakeWechatPay(o: FakeWechatPayOptions) {
  const platform = rsaPair()
  const platformSerial = `PUB_KEY_ID_${digits(24)}`
  const trades = new Map<string, FakeWechatTrade>()
  const outbox: Outbox[] = []
  const seen: Array<{ method: string; path: string; status: number; code?: string }> = []
  // Requests to answer with WeChat Pay's documented HTTP 500 SYSTEM_ERROR ("retry with the same parameters").
  const faults: Array<{ method: string; path: RegExp; outTradeNo?: string; left: number }> = []
  let transport: Transport = fetchTransport

  function signed(status: number, payload: unknown) {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = String(Math.floor(Date.now() / 1000))
    const nonce = randomBytes(16).toString('hex')
    return {
      status,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': nonce,
        'wechatpay-serial': platformSerial,
        'wechatpay-signature': sign(`${timestamp}\n${nonce}\n${body}\n`, platform.privateKey),
        'request-id': randomUUID(),
      },
      body,
    }
  }
  const error = (status: number, code: string, message: string) => signed(status, { code, message })

  /** The merchant's request signature, as WeChat Pay checks it. */
  function authorized(method: string, pathWithQuery: string, body: string, header: string | undefined): string | null {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '')
    if (!m) return 'no WECHATPAY2-SHA256-RSA2048 Authorization'
    const fields = Object.fromEntries([...(m[1] as string).matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]))
    if (fields.mchid !== o.mchId) return 'mchid'
    if (fields.serial_no !== o.merchantSerial) return 'serial_no'
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return 'timestamp'
    const message = `${method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`
    return verify(message, fields.signature ?? '', o.merchantPublicKey) ? null : 'signature'
  }

  function transactionOf(t: FakeWechatTrade): Record<string, unknown> {
    return {
      ...(t.state === 'NOTPAY' ? {} : { id: t.id }),
      mchid: t.mchid,
      appid: t.appid,
      out_trade_no: t.outTradeNo,
      trade_type: t.tradeType,
      trade_state: t.state,
      trade_state_desc: t.state === 'SUCCESS' ? '支付成功' : t.state,
      ...(t.successTime ? { success_time: rfc3339Beijing(t.successTime), bank_type: 'OTHERS' } : {}),
      ...(t.openid ? { payer: { openid: t.openid } } : {}),
      amount: { total: t.total, currency: t.currency, payer_total: t.total, payer_currency: t.currency },
    }
  }

  function place(tradeType: 'JSAPI' | 'MWEB', b: Record<string, any>) {
    if (b.mchid !== o.mchId) return error(400, 'MCH_NOT_EXISTS', 'mchid')
    if (!o.appIds.includes(b.appid)) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid is not bound to this mchid')
    if (b.trade_type !== tradeType) return error(400, 'PARAM_ERROR', 'trade_type')
    if (typeof b.out_trade_no !== 'string' || !/^[\w*-]{6,32}$/.test(b.out_trade_no)) return error(400, 'PARAM_ERROR', 'out_trade_no')
    if (typeof b.description !== 'string' || !b.description || b.description.length > 127) return error(400, 'PARAM_ERROR', 'description')
    if (typeof b.merchant_category_code !== 'string') return error(400, 'PARAM_ERROR', 'merchant_category_code')
    let notify: URL
    try {
      notify = new URL(b.notify_url)
    } catch {
      return error(400, 'PARAM_ERROR', 'notify_url')
    }
    if (notify.search) return error(400, 'PARAM_ERROR', 'notify_url must carry no parameters')
    if (!Number.isSafeInteger(b.amount?.total) || b.amount.total <= 0 || !/^[A-Z]{3}$/.test(b.amount?.currency ?? '')) return error(400, 'PARAM_ERROR', 'amount')
    if (tradeType === 'JSAPI' && typeof b.payer?.openid !== 'string') return error(400, 'PARAM_ERROR', 'payer.openid')
    if (tradeType === 'MWEB' && !b.scene_info?.payer_client_ip) return error(400, 'PARAM_ERROR', 'scene_info.payer_client_ip')
    const earlier = trades.get(b.out_trade_no)
    if (earlier) {
      if (earlier.state !== 'NOTPAY') return error(400, 'ORDER_PAID', 'order paid or closed')
      if (earlier.total !== b.amount.total || earlier.appid !== b.appid) return error(400, 'INVALID_REQUEST', 'out_trade_no reused with other parameters')
    }
    const t: FakeWechatTrade = earlier ?? {
      id: `42000${digits(23)}`,
      prepayId: `wx${digits(28)}`,
      appid: b.appid,
      mchid: b.mchid,
      outTradeNo: b.out_trade_no,
      tradeType,
      total: b.amount.total,
      currency: b.amount.currency,
      notifyUrl: b.notify_url,
      openid: b.payer?.openid,
      state: 'NOTPAY',
      refunds: new Map(),
      refunded: 0,
    }
    trades.set(t.outTradeNo, t)
    if (tradeType === 'JSAPI') return signed(200, { prepay_id: t.prepayId })
    return signed(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${t.prepayId}&package=${digits(10)}` })
  }

  function refund(b: Record<string, any>) {
    if (b.mchid !== o.mchId) return error(400, 'MCH_NOT_EXISTS', 'mchid')
    const t = trades.get(b.out_trade_no)
    if (!t) return error(404, 'RESOURCE_NOT_EXISTS', 'order not found')
    if (b.appid !== t.appid) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid')
    if (t.state !== 'SUCCESS' && t.state !== 'REFUND') return error(400, 'INVALID_REQUEST', 'the order is not paid')
    const amount = b.amount?.refund
    if (b.amount?.total !== t.total || b.amount?.currency !== t.currency || !Number.isSafeInteger(amount) || amount <= 0) return error(400, 'INVALID_REQUEST', 'amount')
    const earlier = t.refunds.get(b.out_refund_no)
    if (earlier && earlier.amount !== amount) return error(400, 'INVALID_REQUEST', 'out_refund_no reused with another amount')
    if (!earlier) {
      if (t.refunded + amount > t.total) return error(400, 'NOT_ENOUGH', 'refund exceeds the paid amount')
      t.refunds.set(b.out_refund_no, { id: `5030${digits(25)}`, amount })
      t.refunded += amount
      t.state = 'REFUND'
    }
    const r = t.refunds.get(b.out_refund_no) as { id: string; amount: number }
    return signed(200, { id: r.id, out_refund_no: b.out_refund_no, transaction_id: t.id, out_trade_no: t.outTradeNo, create_time: rfc3339Beijing(Date.now()), amount: { refund: r.amount, total: t.total, currency: t.currency } })
  }

  const { server, origin } = await listen(async (req, body, url) => {
    const method = req.method ?? 'GET'
    const pathWithQuery = `${url.pathname}${url.search}`
    const why = authorized(method, pathWithQuery, body, req.headers.authorization)
    let answer
    let json: Record<string, any> = {}
    try {
      json = body ? (JSON.parse(body) as Record<string, any>) : {}
    } catch {
      json = {}
    }
    const tradeOf = (f: { outTradeNo?: string }) => !f.outTradeNo || json.out_trade_no === f.outTradeNo || url.pathname.endsWith(`/${f.outTradeNo}`)
    const fault = faults.find((f) => f.left > 0 && f.method === method && f.path.test(url.pathname) && tradeOf(f))
    if (why) answer = error(401, 'SIGN_ERROR', `request signature refused: ${why}`)
    else if (fault) {
      fault.left--
      answer = error(500, 'SYSTEM_ERROR', '系统错误')
    } else {
      const byOut = /^\/v3\/global\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname)
      if (method === 'POST' && url.pathname === '/v3/global/transactions/jsapi') answer = place('JSAPI', json)
      else if (method === 'POST' && url.pathname === '/v3/global/transactions/mweb') answer = place('MWEB', json)
      else if (method === 'POST' && url.pathname === '/v3/global/refunds') answer = refund(json)
      else if (method === 'GET' && byOut) {
        const t = trades.get(decodeURIComponent(byOut[1] as string))
        if (url.searchParams.get('mchid') !== o.mchId) answer = error(400, 'PARAM_ERROR', 'mchid')
        else answer = t ? signed(200, transactionOf(t)) : error(404, 'ORDER_NOT_EXIST', 'order not found')
      } else answer = error(404, 'NOT_FOUND', `${method} ${url.pathname}`)
    }
    seen.push({ method, path: url.pathname, status: answer.status, code: answer.status >= 300 ? (JSON.parse(answer.body) as { code: string }).code : undefined })
    return answer
  })

  /** The notification of `t` as WeChat Pay would post it now, or tampered per `opts`. */
  function envelope(t: FakeWechatTrade, opts: EnvelopeOptions = {}, id = randomUUID()): FakeDelivery {
    const nonce = randomBytes(6).toString('hex') // 12 characters: the GCM nonce WeChat uses
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(opts.apiV3Key ?? o.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from('transaction'))
    const plaintext = JSON.stringify({ ...transactionOf(t), ...opts.patch })
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
    if (opts.tamper) sealed[5] = (sealed[5] as number) ^ 0x01
    const body = JSON.stringify({
      id,
      create_time: rfc3339Beijing(Date.now()),
      resource_type: 'encrypt-resource',
      event_type: opts.eventType ?? 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: opts.originalType ?? 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: 'transaction', nonce },
    })
    const timestamp = String(opts.timestampSec ?? Math.floor(Date.now() / 1000))
    const signNonce = randomBytes(16).toString('hex')
    return {
      url: t.notifyUrl,
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-timestamp': timestamp,
        'wechatpay-nonce': signNonce,
        'wechatpay-serial': opts.serial ?? platformSerial,
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
        'wechatpay-signature': sign(`${timestamp}\n${signNonce}\n${body}\n`, opts.signWith ?? platform.privateKey),
      },
    }
  }

  return {
    baseUrl: origin,
    platformSerial,
    platformPublicKeyPem: platform.publicPem,
    trades,
    outbox,
    seen,
    setTransport(t: Transport) {
      transport = t
    },
    /** What WeChat's client checks before paying: the app id, the prepay id and the merchant's paySign. */
    checkClientParams(p: Record<string, unknown>): { ok: true; trade: FakeWechatTrade } | { ok: false; reason: string } {
      const pkg = String(p.package ?? '')
      const t = [...trades.values()].find((x) => `prepay_id=${x.prepayId}` === pkg)
      if (!t) return { ok: false, reason: 'unknown prepay_id' }
      if (p.appId !== t.appid) return { ok: false, reason: 'appId' }
      if (p.signType !== 'RSA') return { ok: false, reason: 'signType' }
      const message = `${String(p.appId)}\n${String(p.timeStamp)}\n${String(p.nonceStr)}\n${pkg}\n`
      return verify(message, String(p.paySign ?? ''), o.merchantPublicKey) ? { ok: true, trade: t } : { ok: false, reason: 'paySign' }
    },
    /** The buyer pays: the trade succeeds and its notification is queued (not yet sent). */
    pay(outTradeNo: string): Outbox {
      const t = trades.get(outTradeNo)
      if (!t || t.state !== 'NOTPAY') throw new Error(`fake WeChat Pay: ${outTradeNo} is not payable`)
      t.state = 'SUCCESS'
      t.successTime = Date.now()
      const id = randomUUID()
      const n: Outbox = { id, outTradeNo, url: t.notifyUrl, build: () => envelope(t, {}, id), answers: [], delivered: false }
      outbox.push(n)
      return n
    },
    envelope,
    /** The next `times` signed requests of `method` to `path` (about `outTradeNo`, when given) fail with HTTP 500 SYSTEM_ERROR. */
    failNext(f: { method: string; path: RegExp; outTradeNo?: string }, times = 1) {
      faults.push({ ...f, left: times })
    },
    /** One step of the re-send schedule (15s/15s/30s/3m/...): every unacknowledged notification once. */
    deliver: () => deliverOnce(outbox, transport, (r) => r.status >= 200 && r.status < 300),
    close: () => closeServer(server as Server),
  }
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>
