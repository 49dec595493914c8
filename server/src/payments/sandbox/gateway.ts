/**
 * The sandbox provider's API, called in-process by the adapters (a real provider would be an HTTPS
 * API; the shapes are the same). It keeps trades, captures and refunds, closes unpaid trades after
 * their time_expire, and for every state change writes a signed notification to its outbox, which the
 * notifier (notifier.ts) delivers and re-sends until our server acknowledges it.
 */
import { randomBytes } from 'node:crypto'
import type { PaymentProduct } from '../../../../types/payments.js'
import type { Db } from '../../db/client.js'
import type { SandboxTradeState } from '../../db/schema.js'
import type { RefundResult, TradeStatus } from '../provider.js'
import { sign } from '../signing.js'
import { createSandboxRepository, type SandboxRepository, type SandboxTrade } from './repository.js'

/** The key the merchant registered for a product (the sandbox and our server share the key store). */
export type SigningKeyLookup = (merchantId: string, product: PaymentProduct) => Promise<string | null>

export interface SandboxNotificationBody extends Omit<TradeStatus, 'paidAt'> {
  notifyId: string
  product: PaymentProduct
  paidAt: number | null
  sentAt: number
}

export interface CreateTradeInput {
  merchantId: string
  product: PaymentProduct
  outTradeNo: string
  amountCents: number
  currency: string
  subject: string
  notifyUrl: string
  returnUrl?: string
  cancelUrl?: string
  timeExpire: Date
}

export type CompleteAction = 'PAY' | 'CANCEL' | 'FAIL'

export interface SandboxGateway {
  /** Idempotent per (merchant, outTradeNo): a retried create returns the first trade. */
  createTrade(input: CreateTradeInput): Promise<SandboxTrade>
  /** The trade, closed first when it is unpaid past time_expire. */
  getTrade(tradeNo: string): Promise<SandboxTrade | null>
  query(merchantId: string, ref: { tradeNo?: string | null; outTradeNo: string }): Promise<SandboxTrade | null>
  /** The buyer's action on the cashier (or the dev console for wallet payments). */
  complete(tradeNo: string, action: CompleteAction): Promise<SandboxTrade | null>
  refund(merchantId: string, tradeNo: string, outRefundNo: string, amountCents: number): Promise<RefundResult>
  /** Called after a notification was queued (the plugin delivers soon instead of waiting for the timer). */
  onEnqueued(listener: () => void): void
}

export interface SandboxOptions {
  now?: () => number
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`

export function toTradeStatus(t: SandboxTrade): TradeStatus {
  return {
    tradeNo: t.tradeNo,
    outTradeNo: t.outTradeNo,
    merchantId: t.merchantId,
    state: t.state,
    amountCents: t.amountCents,
    currency: t.currency,
    paidAt: t.paidAt,
    refundedCents: t.refundedCents,
  }
}

export function createSandboxGateway(db: Db, keyOf: SigningKeyLookup, opts: SandboxOptions = {}): SandboxGateway {
  const repo = createSandboxRepository(db)
  const now = opts.now ?? Date.now
  const listeners: Array<() => void> = []

  /** Queue the signed notification of `trade`'s new state (inside the caller's transaction). */
  async function notify(tx: SandboxRepository, trade: SandboxTrade, key: string): Promise<void> {
    const notifyId = id('N')
    const body: SandboxNotificationBody = {
      ...toTradeStatus(trade),
      paidAt: trade.paidAt?.getTime() ?? null,
      notifyId,
      product: trade.product,
      sentAt: now(),
    }
    const text = JSON.stringify(body)
    await tx.enqueue({ notifyId, tradeNo: trade.tradeNo, url: trade.notifyUrl, body: text, signature: sign(key, text), nextAttemptAt: new Date(now()) })
  }

  async function move(trade: SandboxTrade, to: SandboxTradeState, paid: boolean): Promise<SandboxTrade | null> {
    // The key is read before the transaction: an embedded single-connection database cannot run a
    // second query outside an open transaction.
    const key = await keyOf(trade.merchantId, trade.product)
    if (!key) throw new Error(`sandbox: merchant ${trade.merchantId} has no key for ${trade.product}`)
    const moved = await repo.transaction(async (tx) => {
      const t = await tx.moveTrade(trade.tradeNo, 'WAIT_BUYER_PAY', to, paid ? { paidAt: new Date(now()) } : {})
      if (t) await notify(tx, t, key)
      return t
    })
    if (moved) for (const l of listeners) l()
    return moved
  }

  async function expireIfDue(trade: SandboxTrade | null): Promise<SandboxTrade | null> {
    if (!trade || trade.state !== 'WAIT_BUYER_PAY' || trade.timeExpire.getTime() > now()) return trade
    return (await move(trade, 'TRADE_CLOSED', false)) ?? (await repo.findTrade(trade.tradeNo))
  }

  return {
    async createTrade(input) {
      return repo.upsertTrade({ tradeNo: id('ST'), ...input, returnUrl: input.returnUrl ?? null, cancelUrl: input.cancelUrl ?? null, state: 'WAIT_BUYER_PAY' })
    },
    getTrade: async (tradeNo) => expireIfDue(await repo.findTrade(tradeNo)),
    async query(merchantId, ref) {
      const t = ref.tradeNo ? await repo.findTrade(ref.tradeNo) : await repo.findTradeByOut(merchantId, ref.outTradeNo)
      if (!t || t.merchantId !== merchantId) return null
      return expireIfDue(t)
    },
    async complete(tradeNo, action) {
      const t = await expireIfDue(await repo.findTrade(tradeNo))
      if (!t || t.state !== 'WAIT_BUYER_PAY') return t
      const to: SandboxTradeState = action === 'PAY' ? 'TRADE_SUCCESS' : action === 'CANCEL' ? 'TRADE_CLOSED' : 'TRADE_FAILED'
      return (await move(t, to, action === 'PAY')) ?? repo.findTrade(tradeNo)
    },
    async refund(merchantId, tradeNo, outRefundNo, amountCents) {
      return repo.transaction(async (tx): Promise<RefundResult> => {
        const t = await tx.lockTrade(tradeNo)
        if (!t || t.merchantId !== merchantId) return { ok: false, reason: 'UNKNOWN_TRADE' }
        const earlier = await tx.findRefund(tradeNo, outRefundNo)
        if (earlier) return earlier.amountCents === amountCents ? { ok: true, refundNo: earlier.refundNo } : { ok: false, reason: 'AMOUNT' }
        if (t.state !== 'TRADE_SUCCESS') return { ok: false, reason: 'NOT_PAID' }
        if (!(await tx.addRefunded(tradeNo, amountCents))) return { ok: false, reason: 'AMOUNT' }
        const refundNo = id('SR')
        await tx.insertRefund({ refundNo, tradeNo, outRefundNo, amountCents })
        return { ok: true, refundNo }
      })
    },
    onEnqueued(listener) {
      listeners.push(listener)
    },
  }
}
