/**
 * Paid membership for buyers: the plans a shop sells, the buyer's membership, buying a plan (an order
 * of orderType MEMBER: the cashier, payment and settlement of the payments module and the orders
 * module's unpaid deadline work on it as on any order; settlement adds the days, grant.ts) and one such
 * order for the pay-success page. "Not found" is the same for a missing order and another buyer's.
 */
import { createHash } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { PaidMembership, PrimePlan, PrimePlanCreateRequest, PrimePlanCreateResponse, PrimePlanList, PrimePlanOrder } from '../../../../types/membership.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { DEFAULT_RESERVE_SECONDS, purchaseCreateResponse, purchaseOrderRow } from '../orders/purchase-orders.js'
import { memberDiscountText } from '../membership/messages.js'
import type { PaidMembershipMessageKey } from './messages.js'
import { createPaidMembershipRepository, type MembershipRow, type PlanRow } from './repository.js'

export interface Viewer {
  merchantId: string
  lang: Lang
  fallback: Lang
}

export interface Buyer extends Viewer {
  userId: string
}

export type PaidMembershipFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'PRICE_CHANGED' | 'IDEMPOTENCY_CONFLICT'
export type PaidMembershipOutcome<T> = { ok: true; value: T } | { ok: false; reason: PaidMembershipFailureReason; key: PaidMembershipMessageKey }
const done = <T>(value: T): PaidMembershipOutcome<T> => ({ ok: true, value })
const fail = <T>(reason: PaidMembershipFailureReason, key: PaidMembershipMessageKey): PaidMembershipOutcome<T> => ({ ok: false, reason, key })

function planView(v: Viewer, p: PlanRow): PrimePlan {
  const tr = (x: PlanRow['name']) => pickTranslation(x, v.lang, v.fallback)
  return {
    planId: p.planId,
    planName: tr(p.name),
    description: tr(p.description),
    price: p.priceCents,
    validDays: p.validDays,
    showDiscountPercent: p.showDiscountPercent,
    discountText: memberDiscountText(v.lang, p.showDiscountPercent),
    itemDiscountPercent: p.itemDiscountPercent,
    itemDiscountText: memberDiscountText(v.lang, p.itemDiscountPercent),
  }
}

export function createPaidMembershipService(db: Db, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now
  const repo = createPaidMembershipRepository(db)

  async function membershipView(v: Viewer, row: MembershipRow | null): Promise<PaidMembership> {
    if (!row) return { active: false, planId: null, planName: '', expiresAt: null }
    const plan = await repo.plan(v.merchantId, row.planId)
    return { active: row.expiresAt.getTime() > now(), planId: row.planId, planName: plan ? pickTranslation(plan.name, v.lang, v.fallback) : '', expiresAt: row.expiresAt.getTime() }
  }

  async function replay(b: Buyer, key: string, hash: string): Promise<PaidMembershipOutcome<PrimePlanCreateResponse> | null> {
    const existing = await repo.orderByKey(b.merchantId, b.userId, key)
    if (!existing) return null
    if (existing.orderType !== 'MEMBER' || existing.requestHash !== hash) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
    return done(purchaseCreateResponse(existing, 'MEMBER', true))
  }

  return {
    /** The plans on sale, and the buyer's membership (null for a visitor). */
    async list(v: Viewer, userId: string | null): Promise<PrimePlanList> {
      const plans = (await repo.plansOnSale(v.merchantId)).map((p) => planView(v, p))
      return { plans, mine: userId ? await membershipView(v, await repo.membership(v.merchantId, userId)) : null }
    },

    async mine(b: Buyer): Promise<PaidMembership> {
      return membershipView(b, await repo.membership(b.merchantId, b.userId))
    },

    /**
     * Buy a plan: an unpaid order of orderType MEMBER (paid through the cashier; settlement adds the
     * days). Idempotent per buyer and key; a plan has no stock, so the order row is all it takes.
     */
    async create(b: Buyer, req: PrimePlanCreateRequest & { idempotencyKey: string }): Promise<PaidMembershipOutcome<PrimePlanCreateResponse>> {
      if (req.agreementAccepted !== true) return fail('BAD_REQUEST', 'agreementRequired')
      const hash = createHash('sha256').update(JSON.stringify(['MEMBER', req.planId, req.payAmount])).digest('hex')
      const earlier = await replay(b, req.idempotencyKey, hash)
      if (earlier) return earlier
      const plan = await repo.plan(b.merchantId, req.planId)
      if (!plan || !plan.onSale) return fail('NOT_FOUND', 'planNotFound')
      if (req.payAmount !== plan.priceCents) return fail('PRICE_CHANGED', 'priceChanged')
      const at = now()
      const reserveSeconds = (await repo.reserveSeconds(b.merchantId)) ?? DEFAULT_RESERVE_SECONDS
      const order = purchaseOrderRow({ prefix: 'M', orderType: 'MEMBER', merchantId: b.merchantId, userId: b.userId, totalCents: plan.priceCents, payAmountCents: plan.priceCents, idempotencyKey: req.idempotencyKey, requestHash: hash, at, reserveSeconds })
      const { orderId } = order
      const inserted = await db.transaction(async (sp) => {
        const tx = createPaidMembershipRepository(sp as unknown as Db)
        if (!(await tx.insertOrderIfNew(order))) return false
        await tx.insertPlanOrder({ orderId, merchantId: b.merchantId, userId: b.userId, planId: plan.planId, priceCents: plan.priceCents, validDays: plan.validDays, createdAt: new Date(at) })
        return true
      })
      if (!inserted) return (await replay(b, req.idempotencyKey, hash)) ?? fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
      return done(purchaseCreateResponse(order, 'MEMBER', false))
    },

    /** One of the buyer's membership orders: what the pay-success page shows. */
    async order(b: Buyer, orderId: string): Promise<PaidMembershipOutcome<PrimePlanOrder>> {
      const row = await repo.ownPlanOrder(b.merchantId, b.userId, orderId)
      if (!row) return fail('NOT_FOUND', 'orderNotFound')
      const plan = await repo.plan(b.merchantId, row.plan.planId)
      return done({
        orderId,
        planId: row.plan.planId,
        planName: plan ? pickTranslation(plan.name, b.lang, b.fallback) : '',
        payAmount: row.order.payAmountCents,
        granted: row.plan.grantedAt !== null,
        expiresAt: row.plan.expiresAt?.getTime() ?? null,
      })
    },
  }
}

export type PaidMembershipService = ReturnType<typeof createPaidMembershipService>
