/**
 * Buyer payment rules: the cashier (options for the host), pay (idempotent per key: one attempt, one
 * provider trade), the DOOOLY one-time code, the payment query the app polls after paying (which also
 * asks the provider, so the return redirect confirms even before the notification), the provider
 * notification, the expiry guard the orders sweeper calls, and reconciliation. Expected failures are
 * typed results; "not found" is the same for a missing order and someone else's.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import { ORDER_STATE } from '../../../../types/orders.js'
import type {
  CashierRequest,
  CashierResponse,
  PayInfoResponse,
  PaymentOption,
  PaymentProduct,
  PaymentQueryResponse,
  PaymentState,
  PayRequest,
  VerificationCodeResponse,
} from '../../../../types/payments.js'
import { payOrderTypeOf } from '../../../../types/payments.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { ProviderRegistry } from '../../payments/adapters.js'
import { PayerUnknownError, type CreatedPayment, type NotifyAnswer, type PayInfo } from '../../payments/provider.js'
import { exchange, hostOwnProduct, hostProducts, ORDER_CURRENCY, PRODUCT_NAME } from '../../payments/products.js'
import { DeliveryError } from '../accounts/delivery/http.js'
import type { SmsSender } from '../accounts/sms/sender.js'
import { showAgreement } from '../orders/show-agreement.js'
import { pm, type PaymentMessageKey } from './messages.js'
import type { ConfigRow, PaymentRow, PaymentsRepository, PayOrderRow } from './repository.js'
import type { Settler, SettleOutcome } from './settle.js'

export interface PaymentsCaller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
  countryCode: string
  cellphone: string | null
}

export type PayFailureReason =
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'NOT_PAYABLE'
  | 'PRODUCT_UNAVAILABLE'
  | 'CODE_REQUIRED'
  | 'CODE_WRONG'
  | 'CODE_TOO_SOON'
  | 'IDEMPOTENCY_CONFLICT'
  | 'PROVIDER_FAILED'

export interface PayFailure {
  ok: false
  reason: PayFailureReason
  key: PaymentMessageKey
  vars?: Record<string, string | number>
}
export type PayOutcome<T> = { ok: true; value: T } | PayFailure

const fail = (reason: PayFailureReason, key: PaymentMessageKey, vars?: Record<string, string | number>): PayFailure => ({ ok: false, reason, key, vars })
const done = <T>(value: T): PayOutcome<T> => ({ ok: true, value })

export interface CodePolicy {
  resendSeconds: number
  validSeconds: number
  maxAttempts: number
}
export const DEFAULT_CODE_POLICY: CodePolicy = { resendSeconds: 60, validSeconds: 300, maxAttempts: 5 }

export interface PaymentsServiceDeps {
  repo: PaymentsRepository
  providers: ProviderRegistry
  settler: Settler
  sms: SmsSender
  now: () => number
  codePolicy?: CodePolicy
  /** Extra time the provider keeps a trade open after our hold ends (its clock is not ours). */
  providerGraceSeconds?: number
  /** Start of notify URLs; '' means root-relative (the in-process sandbox delivers to this server). */
  notifyBaseUrl?: string
}

export interface PayInput extends PayRequest {
  idempotencyKey: string
  /** Public origin: absolute notify URLs, links the app opens (the hosted cashier). */
  baseUrl: string
  /** The buyer's address as the server sees it (WeChat Pay H5 asks for it). */
  clientIp?: string
}

export interface NotifyResult {
  /** Whether to acknowledge (the provider stops re-sending). */
  ack: boolean
  outcome: SettleOutcome | { kind: 'BAD_SIGNATURE'; reason: string } | { kind: 'UNKNOWN_PRODUCT' } | { kind: 'NOTHING_TO_SETTLE'; note: string }
  /** The HTTP answer in the provider's protocol. */
  answer: NotifyAnswer
}

export interface PaymentsService {
  cashier(caller: PaymentsCaller, req: CashierRequest): Promise<PayOutcome<CashierResponse>>
  pay(caller: PaymentsCaller, req: PayInput): Promise<PayOutcome<PayInfoResponse>>
  sendCode(caller: PaymentsCaller, transactionIds: string[]): Promise<PayOutcome<VerificationCodeResponse>>
  query(caller: PaymentsCaller, bindId: string): Promise<PayOutcome<PaymentQueryResponse>>
  /** A provider's notification for `merchantId` (from the notify URL's path). */
  notify(merchantId: string, product: string, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<NotifyResult>
  /** Ask the provider about an order's open attempts and apply what it says (before expiring the order). */
  settleOpenAttempts(orderId: string): Promise<void>
  /** Query the provider for attempts PAYING for longer than `minAgeSeconds`, retry pending refunds. */
  reconcile(minAgeSeconds: number): Promise<{ checked: number; settled: number; refunded: number }>
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex')

function requestHash(req: PayInput): string {
  const body = JSON.stringify([[...req.transactionIds].sort(), req.paymentProduct, req.platform, req.returnUrl ?? null, req.cancelUrl ?? null])
  return createHash('sha256').update(body).digest('hex')
}

function newPaymentId(now: number): string {
  return `P${now}${randomBytes(6).toString('hex')}`
}

/** The contract's pay info from the adapter's, for one attempt. */
function payInfoResponse(product: PaymentProduct, paymentId: string, info: PayInfo, paid: boolean): PayInfoResponse {
  const base = { paymentProduct: product, paymentId, kind: info.kind, paid }
  switch (info.kind) {
    case 'REDIRECT':
      return { ...base, normalUrl: info.normalUrl, paymentInfoMap: null }
    case 'HOST_PAY':
      return { ...base, paymentInfoMap: info.paymentInfoMap }
    case 'MINI_PROGRAM':
      return { ...base, cqpMpAppId: info.cqpMpAppId, cqpMpPath: info.cqpMpPath, paymentInfoMap: null }
    case 'CODE':
      return { ...base, paymentInfoMap: null }
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { repo, providers, settler, now } = deps
  const policy = deps.codePolicy ?? DEFAULT_CODE_POLICY
  const grace = (deps.providerGraceSeconds ?? 120) * 1000
  const notifyBase = deps.notifyBaseUrl ?? ''

  /** The caller's order payable right now, or the typed refusal. */
  async function payableOrder(caller: PaymentsCaller, transactionIds: string[]): Promise<PayOutcome<PayOrderRow>> {
    const txId = transactionIds[0]
    if (!txId || transactionIds.length !== 1) return fail('BAD_REQUEST', 'badRequest')
    const order = await repo.findOrderByTransaction(caller.merchantId, caller.userId, txId)
    if (!order) return fail('NOT_FOUND', 'order.notFound')
    if (order.state !== ORDER_STATE.Unpaid || order.reserveUntil.getTime() <= now()) return fail('NOT_PAYABLE', 'notPayable')
    return done(order)
  }

  function optionOf(caller: PaymentsCaller, c: ConfigRow, payAmount: number, platform: CashierRequest['platform']): PaymentOption {
    const tr = (t: Parameters<typeof pickTranslation>[0]) => pickTranslation(t, caller.lang, caller.fallback)
    const exchanged = c.exchangeRatePpm ? exchange(payAmount, c.exchangeRatePpm) : null
    const tips = c.tips.map((t) => ({ tip: tr(t) })).filter((t) => t.tip)
    if (exchanged !== null && c.exchangeRatePpm) {
      tips.push({ tip: pm(caller.lang, 'exchangeTip', { currency: c.currency, amount: (exchanged / 100).toFixed(2), rate: (c.exchangeRatePpm / 1e6).toFixed(4) }) })
    }
    return {
      paymentProduct: c.product,
      name: PRODUCT_NAME[c.product],
      displayName: tr(c.displayName) || PRODUCT_NAME[c.product],
      isCheck: c.isCheck,
      kind: providers.get(c.product)?.kindOn(platform) ?? 'REDIRECT',
      exchangeRate: exchanged === null ? null : { exchangeAmount: exchanged, exchangeCurrency: c.currency, providerName: PRODUCT_NAME[c.product] },
      tipInfos: tips,
      agreement: c.agreement ?? null,
      platform,
      extra: {},
    }
  }

  /** Replay of an earlier pay with this key: its answer, or a wait while its provider call finishes. */
  async function replay(caller: PaymentsCaller, key: string, hash: string): Promise<PayOutcome<PayInfoResponse> | null> {
    for (let i = 0; i < 30; i++) {
      const p = await repo.findPaymentByKey(caller.merchantId, caller.userId, key)
      if (!p) return null
      if (p.requestHash !== hash) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
      if (p.payInfo) {
        const paid = p.state === 'PAID'
        return done({ ...(p.payInfo as unknown as PayInfoResponse), paid })
      }
      if (p.state === 'CLOSED') return fail('PROVIDER_FAILED', 'providerFailed')
      await pause(100)
    }
    return fail('IDEMPOTENCY_CONFLICT', 'inProgress')
  }

  /** DOOOLY: the code the buyer typed against the stored hash; counts the try first. */
  async function checkCode(caller: PaymentsCaller, orderId: string, code: string | undefined): Promise<PayFailure | null> {
    if (!code) return fail('CODE_REQUIRED', 'codeRequired')
    if (!/^\d{6}$/.test(code)) return fail('CODE_WRONG', 'codeWrong')
    const row = await repo.countCodeAttempt(caller.merchantId, caller.userId, orderId, policy.maxAttempts)
    if (!row) return fail('CODE_WRONG', 'codeExpired')
    if (row.expiresAt.getTime() <= now()) return fail('CODE_WRONG', 'codeExpired')
    const a = Buffer.from(hashCode(row.salt, code), 'hex')
    const b = Buffer.from(row.codeHash, 'hex')
    if (a.length !== b.length || !timingSafeEqual(a, b)) return fail('CODE_WRONG', 'codeWrong')
    if (!(await repo.consumeCode(caller.merchantId, caller.userId, orderId, new Date(now())))) return fail('CODE_WRONG', 'codeExpired')
    return null
  }

  async function askProvider(p: PaymentRow): Promise<SettleOutcome | null> {
    const provider = providers.get(p.product)
    if (!provider) return null
    let status
    try {
      status = await provider.query(p.merchantId, { tradeNo: p.tradeNo, paymentId: p.paymentId })
    } catch {
      // The provider did not answer (or answered something unreadable): the notification, the next
      // poll or reconciliation asks again.
      return null
    }
    if (!status || status.state === 'WAIT_BUYER_PAY') return null
    return settler.apply(status)
  }

  /** The buyer's id at a wallet app: the mini-program login they have with it, else what the app sent (spec: openId). */
  async function payerIdOf(caller: PaymentsCaller, appId: string, claimed: string | undefined): Promise<string | null> {
    return (await repo.walletIdentity(caller.merchantId, caller.userId, `MINI:${appId}`)) ?? (claimed?.trim() || null)
  }

  function paymentState(order: PayOrderRow, attempts: PaymentRow[]): PaymentState {
    if (order.refundState === 'REFUNDING') return 'REFUNDING'
    if (order.refundState === 'REFUNDED') return 'REFUNDED'
    if (order.state === ORDER_STATE.Succeeded) return 'PAID'
    if (order.state === ORDER_STATE.Unpaid) return attempts.some((a) => a.state === 'PAYING') ? 'PAYING' : 'UNPAID'
    return 'CLOSED'
  }

  return {
    async cashier(caller, req) {
      const o = await payableOrder(caller, req.transactionIds)
      if (!o.ok) return o
      const order = o.value
      const host = new Set(hostProducts(req.platform, req.browserType))
      // Only what this deployment offers (production: real providers only, payments/registry.ts).
      const configs = (await repo.listConfigs(caller.merchantId)).filter((c) => c.enabled && host.has(c.product) && providers.has(c.product))
      return done({
        orderId: order.orderId,
        orderType: payOrderTypeOf(order.orderType),
        payAmount: order.payAmountCents,
        currency: ORDER_CURRENCY,
        reserveDeadline: order.reserveUntil.getTime(),
        hostProduct: hostOwnProduct(req.platform, req.browserType),
        options: configs.map((c) => optionOf(caller, c, order.payAmountCents, req.platform)),
        // The show's purchase agreement, as accepted on create_order (orders/show-agreement.ts).
        agreement: await showAgreement(repo.db, order.merchantId, order.firstShowId, caller.lang, caller.fallback),
      })
    },

    async pay(caller, req) {
      const hash = requestHash(req)
      const earlier = await replay(caller, req.idempotencyKey, hash)
      if (earlier) return earlier
      const o = await payableOrder(caller, req.transactionIds)
      if (!o.ok) return o
      const order = o.value
      // Only what the cashier offers this host: a mini-program cannot be sent to a desktop web cashier.
      if (!hostProducts(req.platform, req.browserType).includes(req.paymentProduct)) return fail('PRODUCT_UNAVAILABLE', 'productUnavailable')
      const config = await repo.findConfig(caller.merchantId, req.paymentProduct)
      const provider = providers.get(req.paymentProduct)
      if (!config?.enabled || !provider) return fail('PRODUCT_UNAVAILABLE', 'productUnavailable')

      const kind = provider.kindOn(req.platform)
      if (kind === 'CODE') {
        // The code step: nothing is created until the buyer proves the code.
        if (!req.verificationCode) return done({ paymentProduct: req.paymentProduct, paymentId: '', kind, paid: false, paymentInfoMap: null })
        const refused = await checkCode(caller, order.orderId, req.verificationCode)
        if (refused) return refused
      }

      const t = now()
      const paymentId = newPaymentId(t)
      const inserted = await repo.insertPaymentIfNew({
        paymentId,
        merchantId: caller.merchantId,
        orderId: order.orderId,
        userId: caller.userId,
        product: req.paymentProduct,
        kind,
        state: 'PAYING',
        amountCents: order.payAmountCents,
        currency: ORDER_CURRENCY,
        providerAmountCents: exchange(order.payAmountCents, config.exchangeRatePpm),
        providerCurrency: config.currency,
        idempotencyKey: req.idempotencyKey,
        requestHash: hash,
        createdAt: new Date(t),
        updatedAt: new Date(t),
      })
      if (!inserted) return (await replay(caller, req.idempotencyKey, hash)) ?? fail('IDEMPOTENCY_CONFLICT', 'inProgress')

      const shop = pickTranslation(await repo.shopName(caller.merchantId), caller.lang, caller.fallback)
      let created: CreatedPayment
      try {
        created = await provider.createPayment({
          merchantId: caller.merchantId,
          paymentId,
          amountCents: inserted.providerAmountCents,
          currency: inserted.providerCurrency,
          subject: `${shop} · ${order.orderNumber}`,
          notifyUrl: `${notifyBase}/api/payments/notify/${caller.merchantId}/${req.paymentProduct}`,
          returnUrl: req.returnUrl,
          cancelUrl: req.cancelUrl,
          timeExpire: new Date(order.reserveUntil.getTime() + grace),
          baseUrl: req.baseUrl,
          platform: req.platform,
          browserType: req.browserType,
          lang: caller.lang,
          clientIp: req.clientIp,
          payerIdFor: (appId) => payerIdOf(caller, appId, req.openId),
          captureNow: kind === 'CODE',
        })
      } catch (err) {
        await repo.movePayment(paymentId, ['PAYING'], 'CLOSED')
        if (err instanceof PayerUnknownError) return fail('PRODUCT_UNAVAILABLE', 'payerUnknown')
        return fail('PROVIDER_FAILED', 'providerFailed')
      }
      const response = payInfoResponse(req.paymentProduct, paymentId, created.payInfo, false)
      await repo.setTrade(paymentId, created.tradeNo, response as unknown as Record<string, unknown>)
      if (created.state === 'TRADE_SUCCESS') {
        const applied = await askProvider({ ...inserted, tradeNo: created.tradeNo })
        return done({ ...response, paid: applied?.kind === 'APPLIED' || applied?.kind === 'ALREADY' })
      }
      return done(response)
    },

    async sendCode(caller, transactionIds) {
      const o = await payableOrder(caller, transactionIds)
      if (!o.ok) return o
      const config = await repo.findConfig(caller.merchantId, 'DOOOLY')
      if (!config?.enabled) return fail('PRODUCT_UNAVAILABLE', 'productUnavailable')
      if (!caller.cellphone) return fail('BAD_REQUEST', 'noPhone')
      const t = now()
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const salt = randomBytes(16).toString('hex')
      const saved = await repo.saveCode(
        { merchantId: caller.merchantId, userId: caller.userId, orderId: o.value.orderId, salt, codeHash: hashCode(salt, code), sentAt: new Date(t), expiresAt: new Date(t + policy.validSeconds * 1000) },
        policy.resendSeconds * 1000,
      )
      if (!saved) {
        const last = await repo.findCode(caller.merchantId, caller.userId, o.value.orderId)
        const wait = last ? Math.max(1, Math.ceil((last.sentAt.getTime() + policy.resendSeconds * 1000 - t) / 1000)) : policy.resendSeconds
        return fail('CODE_TOO_SOON', 'codeTooSoon', { seconds: wait })
      }
      const shop = pickTranslation(await repo.shopName(caller.merchantId), caller.lang, caller.fallback)
      try {
        await deps.sms.send({
          merchantId: caller.merchantId,
          countryCode: caller.countryCode,
          cellphone: caller.cellphone,
          text: pm(caller.lang, 'smsText', { shop, code }),
          code,
          purpose: 'PAYMENT',
          sentAt: new Date(t),
        })
      } catch (err) {
        // The SMS provider did not take it. The code stays saved (a provider that timed out may still
        // deliver it), so the resend wait applies and the buyer is told how long.
        if (!(err instanceof DeliveryError)) throw err
        return fail('PROVIDER_FAILED', 'smsFailed', { seconds: policy.resendSeconds })
      }
      return done({ resendAfter: policy.resendSeconds, expiresIn: policy.validSeconds })
    },

    async query(caller, bindId) {
      let order = await repo.findOrder(caller.merchantId, bindId)
      if (!order || order.userId !== caller.userId) return fail('NOT_FOUND', 'order.notFound')
      let attempts = await repo.paymentsOfOrder(order.orderId)
      if (order.state === ORDER_STATE.Unpaid && attempts.some((a) => a.state === 'PAYING')) {
        // The buyer is back from the provider: ask it rather than wait for the notification (by our
        // payment id: WeChat Pay numbers a trade only once it is paid).
        for (const a of attempts) if (a.state === 'PAYING') await askProvider(a)
        order = (await repo.findOrder(caller.merchantId, bindId)) ?? order
        attempts = await repo.paymentsOfOrder(order.orderId)
      }
      const paid = attempts.find((a) => a.state === 'PAID')
      const last = attempts.at(-1)
      return done({
        bindId: order.orderId,
        orderId: order.orderId,
        state: paymentState(order, attempts),
        orderState: order.state,
        paidAt: order.paidAt?.getTime() ?? null,
        paymentProduct: (paid ?? last)?.product ?? null,
      })
    },

    async notify(merchantId, product, headers, rawBody) {
      const provider = providers.get(product as PaymentProduct)
      if (!provider) return { ack: false, outcome: { kind: 'UNKNOWN_PRODUCT' }, answer: { status: 400, contentType: 'text/plain', body: 'fail' } }
      const check = await provider.verifyNotification(merchantId, headers, rawBody)
      if (!check.ok) return { ack: false, outcome: { kind: 'BAD_SIGNATURE', reason: check.reason }, answer: provider.notifyAnswer(false) }
      if (!check.event) return { ack: true, outcome: { kind: 'NOTHING_TO_SETTLE', note: check.note }, answer: provider.notifyAnswer(true) }
      // The path names the merchant whose key verified the body; the body must agree. The answer
      // goes out only after settlement committed: an acknowledged payment is a booked payment.
      const event = check.event
      const outcome = event.merchantId === merchantId ? await settler.apply(event) : ({ kind: 'REFUSED', reason: 'MERCHANT' } as const)
      const ack = outcome.kind !== 'REFUSED'
      return { ack, outcome, answer: provider.notifyAnswer(ack) }
    },

    async settleOpenAttempts(orderId) {
      for (const a of await repo.paymentsOfOrder(orderId)) if (a.state === 'PAYING') await askProvider(a)
    },

    async reconcile(minAgeSeconds) {
      const t = now()
      const open = await repo.payingBetween(new Date(t - 86_400_000), new Date(t - minAgeSeconds * 1000), 500)
      let settled = 0
      for (const p of open) {
        const r = await askProvider(p)
        if (r && r.kind !== 'IGNORED' && r.kind !== 'REFUSED') settled++
      }
      let refunded = 0
      for (const p of await repo.refunding(100)) if (await settler.refund(p.paymentId)) refunded++
      return { checked: open.length, settled, refunded }
    },
  }
}
