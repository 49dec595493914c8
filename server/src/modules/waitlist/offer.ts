/**
 * Offering released tickets to the wait list, run by the job queue (index.ts) and by tests:
 * 1. offers whose time passed lapse: their unpaid order is cancelled (its tickets go back), the entry
 *    becomes EXPIRED;
 * 2. offers whose order moved on settle: paid → BOOKED, cancelled or expired elsewhere → EXPIRED;
 * 3. each tier with buyers waiting: while it has free tickets for the first in line, that buyer gets an
 *    unpaid order holding them until the offer's deadline (one transaction under the tier's lock);
 * 4. the offers not yet told are told (SMS in the buyer's language, once).
 */
import { ORDER_STATE } from '../../../../types/orders.js'
import type { Lang } from '../../../../types/lang.js'
import { pickTranslation } from '../../i18n/translations.js'
import type { SmsSender } from '../accounts/sms/sender.js'
import { cancelUnpaid } from '../orders/expiry.js'
import { DEFAULT_MAX_PER_BUYER } from '../orders/quote.js'
import { createOrdersRepository, type NewOrder } from '../orders/repository.js'
import { wlm } from './messages.js'
import type { EntryRow, WaitListRepository } from './repository.js'
import { timeOrderedId } from '../../lib/ids.js'

export interface OfferOptions {
  now: () => number
  offerMinutes: number
  sms: SmsSender
  /** TEST ONLY: no tier lock and a read-then-write stock take (the race tests' control runs). */
  testOnlyUnlocked?: boolean
  /** TEST ONLY: runs between reading the free tickets and taking them. */
  testOnlyBetween?: () => Promise<void>
}

export interface OfferRun {
  expired: number
  booked: number
  offered: number
  notified: number
}

class Stop extends Error {}

const BATCH = 200


export function createOfferEngine(repo: WaitListRepository, opts: OfferOptions) {
  /** One offer to the first in line of a tier; 'NONE' when nobody waits or nothing is free for them. */
  async function offerOne(merchantId: string, seatPlanId: string): Promise<'OFFERED' | 'SKIPPED' | 'NONE'> {
    try {
      return await repo.transaction(async (tx) => {
        if (!opts.testOnlyUnlocked) await tx.lockTier(seatPlanId)
        const head = await tx.head(seatPlanId)
        if (!head) return 'NONE'
        const orders = createOrdersRepository(tx.db, { testOnlyUnguardedStock: opts.testOnlyUnlocked })
        const totals = await orders.stockTotals(merchantId, seatPlanId)
        if (!totals || totals.capacity - totals.sold - totals.held < head.qty) return 'NONE'
        if (opts.testOnlyUnlocked) await opts.testOnlyBetween?.()
        const plan = await tx.seatPlan(merchantId, seatPlanId)
        // A tier the shop closed as sold out is not on sale: nothing in its stock is offered.
        if (!plan || plan.saleState === 'SOLD_OUT') return 'NONE'
        const t = opts.now()
        const at = new Date(t)
        const rules = await orders.findShowRules(merchantId, head.showId)
        // A buyer who bought up to the show's limit meanwhile cannot take the offer: the next one can.
        if (!(await orders.addBuyerQty(merchantId, head.userId, head.showId, head.qty, rules?.maxPerBuyer ?? DEFAULT_MAX_PER_BUYER))) {
          await tx.move(head.entryId, 'WAITING', 'EXPIRED', at)
          return 'SKIPPED'
        }
        const expiresAt = new Date(t + opts.offerMinutes * 60_000)
        const orderId = timeOrderedId('', t)
        const order: NewOrder = {
          orderId,
          merchantId,
          orderNumber: orderId,
          userId: head.userId,
          state: ORDER_STATE.Unpaid,
          firstShowId: head.showId,
          firstSessionId: head.sessionId,
          qty: head.qty,
          totalCents: plan.priceCents * head.qty,
          payAmountCents: plan.priceCents * head.qty,
          deliverMethod: 'E_TICKET',
          addressId: null,
          audienceIds: [],
          unpaidTransactionIds: [timeOrderedId('T', t)],
          idempotencyKey: `wait-list:${head.entryId}`,
          requestHash: `wait-list:${head.entryId}`,
          reserveUntil: expiresAt,
          paidAt: null,
          createdAt: at,
        }
        if (!(await orders.insertOrderIfNew(order))) throw new Stop()
        const allocations = await orders.takeStock(merchantId, seatPlanId, head.qty, 'held', totals.shards)
        if (!allocations) throw new Stop()
        await orders.insertItems([{ orderId, lineNo: 0, merchantId, showId: head.showId, sessionId: head.sessionId, seatPlanId, qty: head.qty, unitPriceCents: plan.priceCents, allocations }])
        if (!(await tx.move(head.entryId, 'WAITING', 'OFFERED', at, { orderId, offerExpiresAt: expiresAt }))) throw new Stop()
        return 'OFFERED'
      })
    } catch (err) {
      // Someone else offered this ticket or this entry first: everything here was rolled back.
      if (err instanceof Stop) return 'NONE'
      throw err
    }
  }

  /** Offer what is free in one tier, first in line first. */
  async function offerTier(merchantId: string, seatPlanId: string): Promise<number> {
    let offered = 0
    for (let i = 0; i < BATCH; i++) {
      const r = await offerOne(merchantId, seatPlanId)
      if (r === 'NONE') break
      if (r === 'OFFERED') offered++
    }
    return offered
  }

  /** An offer whose time passed: its order is cancelled (tickets back to the tier), the entry EXPIRED. */
  async function lapse(e: EntryRow, at: Date): Promise<boolean> {
    const orders = createOrdersRepository(repo.db)
    const order = e.orderId ? await orders.findOrder(e.merchantId, e.orderId) : null
    if (order && order.state === ORDER_STATE.Unpaid) await cancelUnpaid(orders, order, 'EXPIRED', at)
    const now = order ? await orders.findOrder(e.merchantId, order.orderId) : null
    // Paid just in time: it is booked, not lapsed.
    if (now && now.state !== ORDER_STATE.Unpaid && now.state !== ORDER_STATE.Canceled) return !!(await repo.move(e.entryId, 'OFFERED', 'BOOKED', at))
    return !!(await repo.move(e.entryId, 'OFFERED', 'EXPIRED', at))
  }

  async function settle(at: Date): Promise<{ expired: number; booked: number }> {
    let expired = 0
    let booked = 0
    for (const e of await repo.dueOffers(at, BATCH)) if (await lapse(e, at)) expired++
    for (const { entry, orderState } of await repo.openOffers(BATCH * 5)) {
      if (orderState === ORDER_STATE.Unpaid) continue
      const to = orderState === null || orderState === ORDER_STATE.Canceled || orderState === ORDER_STATE.Closed ? 'EXPIRED' : 'BOOKED'
      if (await repo.move(entry.entryId, 'OFFERED', to, at)) {
        if (to === 'EXPIRED') expired++
        else booked++
      }
    }
    return { expired, booked }
  }

  async function notify(): Promise<number> {
    let sent = 0
    for (const e of await repo.unnotified(BATCH)) {
      const who = await repo.contact(e.merchantId, e.userId)
      const [show, plan] = await Promise.all([repo.show(e.merchantId, e.showId), repo.seatPlan(e.merchantId, e.seatPlanId)])
      if (!who?.cellphone || !show || !plan || !e.offerExpiresAt) {
        await repo.markNotified(e.entryId, new Date(opts.now()))
        continue
      }
      const lang: Lang = e.lang
      const fallback = who.defaultLang as Lang
      const time = new Date(e.offerExpiresAt.getTime() + show.utcOffset * 60_000).toISOString().slice(0, 16).replace('T', ' ')
      const text = wlm(lang, 'offerSms', { shop: pickTranslation(who.shopName, lang, fallback), show: pickTranslation(show.showName, lang, fallback), tier: pickTranslation(plan.name, lang, fallback), qty: e.qty, time })
      // Marked first: a crash after this loses one message rather than sending it twice.
      if (!(await repo.markNotified(e.entryId, new Date(opts.now())))) continue
      await opts.sms.send({ merchantId: e.merchantId, countryCode: who.countryCode, cellphone: who.cellphone, text, purpose: 'WAIT_LIST_OFFER', sentAt: new Date() })
      sent++
    }
    return sent
  }

  return {
    offerTier,
    /** One pass of the job: lapse and settle offers, offer what is free, tell who got an offer. */
    async run(): Promise<OfferRun> {
      const at = new Date(opts.now())
      const { expired, booked } = await settle(at)
      let offered = 0
      for (const t of await repo.waitingTiers(BATCH)) offered += await offerTier(t.merchantId, t.seatPlanId)
      const notified = await notify()
      return { expired, booked, offered, notified }
    },
  }
}

export type OfferEngine = ReturnType<typeof createOfferEngine>
