/**
 * Giving the money back: the provider refund of one REFUNDING refund, outside any transaction (a
 * provider call never holds row locks), then REFUNDING → REFUNDED with its ledger entry in one
 * transaction. A call that fails or takes longer than `timeoutMs` leaves the refund REFUNDING; the
 * sweep asks again later with the SAME request number (the refund id), which the provider refunds once,
 * so a call that did go through before timing out is not paid a second time.
 */
import { randomUUID } from 'node:crypto'
import type { ProviderRegistry } from '../../payments/adapters.js'
import type { RefundResult } from '../../payments/provider.js'
import type { RefundRow, RefundsRepository } from './repository.js'

export interface CompleterOptions {
  repo: RefundsRepository
  providers: ProviderRegistry
  now: () => number
  /** How long one provider call may take before the refund is left to the sweep. Default 10 s. */
  timeoutMs?: number
  /** TEST ONLY: runs inside the timed call before the provider is asked (a slow provider). */
  testOnlyBeforeProviderCall?: () => Promise<void>
}

export interface Completer {
  /** true once the refund is REFUNDED (now or before). */
  complete(refundId: string): Promise<boolean>
  /** Retry REFUNDING refunds untouched for `minAgeSeconds`; how many were checked and finished. */
  sweep(minAgeSeconds: number): Promise<{ checked: number; refunded: number }>
}

class TimedOut extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`provider refund took longer than ${ms} ms`)), ms)
  })
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer))
}

export function createCompleter(opts: CompleterOptions): Completer {
  const { repo, providers, now } = opts

  /** REFUNDING → REFUNDED, the ledger entry, and the order's refund state once nothing is open. */
  async function finish(r: RefundRow, providerRefundNo: string | null): Promise<void> {
    await repo.transaction(async (tx) => {
      const locked = await tx.lockRefund(r.refundId)
      if (!locked || locked.state !== 'REFUNDING') return
      await tx.finishRefund(r.refundId, providerRefundNo, new Date(now()))
      if (r.paymentId && r.amountCents > 0) {
        await tx.insertLedgerRefund({ entryId: randomUUID(), merchantId: r.merchantId, orderId: r.orderId, paymentId: r.paymentId, refundId: r.refundId, amountCents: r.amountCents, currency: r.currency })
      }
      const open = (await tx.refundsOfOrder(r.orderId)).some((x) => x.state === 'REFUNDING')
      if (!open) await tx.setOrderRefund(r.orderId, { refundState: 'REFUNDED' })
    })
  }

  async function askProvider(r: RefundRow): Promise<RefundResult | string> {
    const payment = r.paymentId ? await repo.paymentOf(r.paymentId) : null
    if (!payment?.tradeNo) return `payment ${String(r.paymentId)} has no trade`
    const provider = providers.get(payment.product)
    if (!provider) return `no provider for ${payment.product}`
    try {
      const tradeNo = payment.tradeNo
      const call = (opts.testOnlyBeforeProviderCall?.() ?? Promise.resolve()).then(() =>
        provider.refund(r.merchantId, { tradeNo, paymentId: payment.paymentId, totalCents: payment.providerAmountCents, currency: payment.providerCurrency }, r.refundId, r.providerAmountCents),
      )
      return await withTimeout(call, opts.timeoutMs ?? 10_000)
    } catch (err) {
      return err instanceof Error ? err.message : String(err)
    }
  }

  const completer: Completer = {
    async complete(refundId) {
      const r = await repo.findRefund(refundId)
      if (!r) return false
      if (r.state === 'REFUNDED') return true
      // Nothing to give back (a free order, or the fee kept it all): done without the provider.
      if (r.providerAmountCents === 0 || !r.paymentId) {
        await finish(r, null)
        return true
      }
      const answer = await askProvider(r)
      if (typeof answer === 'string' || !answer.ok) {
        await repo.noteAttempt(r.refundId, typeof answer === 'string' ? answer : answer.reason, new Date(now()))
        return false
      }
      await finish(r, answer.refundNo)
      return true
    },

    async sweep(minAgeSeconds) {
      const open = await repo.openRefunds(new Date(now() - minAgeSeconds * 1000), 100)
      let refunded = 0
      for (const r of open) if (await completer.complete(r.refundId)) refunded++
      return { checked: open.length, refunded }
    },
  }
  return completer
}
