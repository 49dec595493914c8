/**
 * Wait-list service: join a sold-out tier's wait list (the show must have one, the tier must be sold
 * out, once per buyer and tier, at most `capacityPerTier` buyers per price), the buyer's entries with
 * their place in line and offer, leaving while waiting, and the instruction lines. Expected failures
 * are typed results; another buyer's entry answers not-found like a missing one.
 */
import { randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { JoinWaitListRequest, WaitListEntryView, WaitListMine, WaitListRule } from '../../../../types/waitlist.js'
import { pickTranslation } from '../../i18n/translations.js'
import { DEFAULT_MAX_PER_ORDER } from '../orders/quote.js'
import { createOrdersRepository } from '../orders/repository.js'
import { stateTitle, wlm, type WaitListMessageKey } from './messages.js'
import type { EntryRow, WaitListRepository } from './repository.js'

export interface Caller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
}

export type WaitListFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'NOT_ALLOWED' | 'ALREADY' | 'FULL' | 'NOT_WAITING'
export interface Failure {
  ok: false
  reason: WaitListFailureReason
  key: WaitListMessageKey
  vars?: Record<string, number>
}
export type Outcome<T> = { ok: true; value: T } | Failure
const fail = (reason: WaitListFailureReason, key: WaitListMessageKey, vars?: Record<string, number>): Failure => ({ ok: false, reason, key, vars })
const done = <T>(value: T): Outcome<T> => ({ ok: true, value })

export interface WaitListPolicy {
  /** "Full per price": how many buyers may wait (or hold an offer) per price tier. */
  capacityPerTier: number
  /** How long an offer holds the tickets. */
  offerMinutes: number
}
export const DEFAULT_WAIT_LIST_POLICY: WaitListPolicy = { capacityPerTier: 50, offerMinutes: 30 }

export interface ServiceOptions {
  now: () => number
  policy: WaitListPolicy
  /** TEST ONLY: join without the tier lock (race control runs). */
  testOnlyUnlocked?: boolean
  testOnlyBetween?: () => Promise<void>
}

class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.key)
  }
}

export function createWaitListService(repo: WaitListRepository, opts: ServiceOptions) {
  const { policy } = opts

  async function view(c: Caller, e: EntryRow): Promise<WaitListEntryView> {
    const [show, session, plan] = await Promise.all([repo.show(c.merchantId, e.showId), repo.session(c.merchantId, e.sessionId), repo.seatPlan(c.merchantId, e.seatPlanId)])
    const tr = (v: Parameters<typeof pickTranslation>[0]) => pickTranslation(v, c.lang, c.fallback)
    return {
      entryId: e.entryId,
      showId: e.showId,
      sessionId: e.sessionId,
      seatPlanId: e.seatPlanId,
      showName: tr(show?.showName),
      sessionName: tr(session?.name),
      seatPlanName: tr(plan?.name),
      priceCents: plan?.priceCents ?? 0,
      qty: e.qty,
      waitListState: e.state,
      waitListStateTitle: stateTitle(c.lang, e.state),
      position: e.state === 'WAITING' ? (await repo.aheadOf(e.seatPlanId, e.seq)) + 1 : 0,
      orderId: e.orderId ?? '',
      offerExpiresAt: e.offerExpiresAt?.getTime() ?? null,
      createdAt: e.createdAt.getTime(),
    }
  }

  /** Why this tier cannot be waited for now, or null. */
  async function tierProblem(c: Caller, req: JoinWaitListRequest): Promise<Failure | null> {
    const plan = await repo.seatPlan(c.merchantId, req.seatPlanId)
    if (!plan || plan.sessionId !== req.sessionId || plan.showId !== req.showId) return fail('NOT_FOUND', 'wait.tierNotFound')
    const [show, session] = await Promise.all([repo.show(c.merchantId, req.showId), repo.session(c.merchantId, req.sessionId)])
    if (!show || !session || show.showStatus !== 'ONLINE') return fail('NOT_FOUND', 'wait.tierNotFound')
    if (!show.existWaitList) return fail('NOT_ALLOWED', 'wait.notSupported')
    if (session.startTime.getTime() <= opts.now() || session.status === 'CANCELED' || session.status === 'COMPLETED') return fail('NOT_ALLOWED', 'wait.ended')
    const orders = createOrdersRepository(repo.db)
    const max = (await orders.findShowRules(c.merchantId, req.showId))?.maxPerOrder ?? DEFAULT_MAX_PER_ORDER
    if (!Number.isInteger(req.qty) || req.qty < 1 || req.qty > Math.min(max, 6)) return fail('BAD_REQUEST', 'wait.badQty', { max: Math.min(max, 6) })
    // Sold out either way the shop knows it: the tier or session closed as sold out, or no ticket left in stock.
    const totals = await orders.stockTotals(c.merchantId, req.seatPlanId)
    const closed = plan.saleState === 'SOLD_OUT' || session.status === 'SOLD_OUT'
    if (!closed && totals && totals.capacity - totals.sold - totals.held > 0) return fail('NOT_ALLOWED', 'wait.notSoldOut')
    return null
  }

  async function joinIn(tx: WaitListRepository, c: Caller, req: JoinWaitListRequest): Promise<EntryRow> {
    if (!opts.testOnlyUnlocked) await tx.lockTier(req.seatPlanId)
    if ((await tx.openCount(req.seatPlanId)) >= policy.capacityPerTier) throw new Refusal(fail('FULL', 'wait.full'))
    if (opts.testOnlyUnlocked) await opts.testOnlyBetween?.()
    const at = new Date(opts.now())
    const row = {
      entryId: `WL${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      merchantId: c.merchantId,
      userId: c.userId,
      showId: req.showId,
      sessionId: req.sessionId,
      seatPlanId: req.seatPlanId,
      qty: req.qty,
      state: 'WAITING' as const,
      lang: c.lang,
      createdAt: at,
      updatedAt: at,
    }
    if (opts.testOnlyUnlocked) return tx.testOnlyInsert(row)
    const inserted = await tx.insertIfNotOpen(row)
    if (!inserted) throw new Refusal(fail('ALREADY', 'wait.already'))
    return inserted
  }

  return {
    rule(lang: Lang): WaitListRule {
      return {
        lines: [wlm(lang, 'rule.when', { capacity: policy.capacityPerTier }), wlm(lang, 'rule.order'), wlm(lang, 'rule.offer', { minutes: policy.offerMinutes }), wlm(lang, 'rule.cancel')],
        capacityPerTier: policy.capacityPerTier,
        offerMinutes: policy.offerMinutes,
      }
    },

    async join(c: Caller, req: JoinWaitListRequest): Promise<Outcome<WaitListEntryView>> {
      const problem = await tierProblem(c, req)
      if (problem) return problem
      try {
        const row = await repo.transaction((tx) => joinIn(tx, c, req))
        return done(await view(c, row))
      } catch (err) {
        if (err instanceof Refusal) return err.failure
        throw err
      }
    },

    async mine(c: Caller): Promise<WaitListMine> {
      const rows = await repo.entriesOf(c.merchantId, c.userId, 100)
      return { list: await Promise.all(rows.map((r) => view(c, r))) }
    },

    async cancel(c: Caller, entryId: string): Promise<Outcome<WaitListEntryView>> {
      const e = await repo.findEntry(c.merchantId, entryId)
      if (!e || e.userId !== c.userId) return fail('NOT_FOUND', 'wait.notFound')
      const moved = await repo.move(entryId, 'WAITING', 'CANCELLED', new Date(opts.now()), { userId: c.userId })
      return moved ? done(await view(c, moved)) : fail('NOT_WAITING', 'wait.notWaiting')
    },
  }
}

export type WaitListService = ReturnType<typeof createWaitListService>
