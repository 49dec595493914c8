/**
 * The coupons module's Drizzle user. The two races it must win are decided by single conditional
 * statements, never by a read followed by a write:
 * - the last coupon of a template: `issued_qty = issued_qty + 1 WHERE issued_qty < total_qty`;
 * - one coupon, two orders: `status = 'PENDING', order_id = $order WHERE status = 'AVAILABLE'`.
 * One buyer's own parallel receives are serialised by a transaction-scoped advisory lock on
 * (merchant, buyer, template), so the per-buyer limit is counted with nobody else adding to it.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { userCertifications } from '../../db/schema-accounts.js'
import { catalogSeatPlans, catalogSessions, catalogShows, catalogVenues } from '../../db/schema-catalog.js'
import { couponExchangeCodes, coupons, couponTemplates } from '../../db/schema-coupons.js'
import type { CouponStatus } from '../../../../types/coupons.js'

export type TemplateRow = typeof couponTemplates.$inferSelect
export type CouponRow = typeof coupons.$inferSelect
export interface HeldCoupon {
  coupon: CouponRow
  template: TemplateRow
}

export interface NewCoupon {
  couponId: string
  couponCode: string
  amountCents: number
  startTime: Date
  expireTime: Date
  source: 'RECEIVE' | 'EXCHANGE'
}

export type TakeResult = { taken: true; coupon: CouponRow } | { taken: false; why: 'LIMIT' | 'STOCK' }

export interface ShowOfCoupon {
  showId: string
  showName: TemplateRow['title']
  venueName: TemplateRow['title'] | null
}

export interface CouponsRepository {
  listTemplates(merchantId: string): Promise<TemplateRow[]>
  findTemplate(merchantId: string, templateId: string): Promise<TemplateRow | null>
  /** How many coupons of each template the buyer has ever obtained. */
  heldCounts(merchantId: string, userId: string): Promise<Map<string, number>>
  hasRealName(merchantId: string, userId: string): Promise<boolean>
  /** Per-buyer limit and stock in one transaction; `make` builds the coupon once the stock is taken. */
  take(merchantId: string, userId: string, t: TemplateRow, make: () => NewCoupon, code?: string): Promise<TakeResult>
  findCode(merchantId: string, code: string): Promise<{ templateId: string; redeemedBy: string | null } | null>
  findMine(merchantId: string, userId: string, couponId: string): Promise<HeldCoupon | null>
  pageMine(merchantId: string, userId: string, status: CouponStatus | null, now: Date, page: { index: number; size: number }): Promise<{ rows: HeldCoupon[]; total: number }>
  /** The buyer's coupons that could pay for an order now (AVAILABLE, not expired). */
  availableMine(merchantId: string, userId: string, now: Date): Promise<HeldCoupon[]>
  showsOf(merchantId: string, t: TemplateRow): Promise<ShowOfCoupon[]>
}

const mineWhere = (merchantId: string, userId: string) => and(eq(coupons.merchantId, merchantId), eq(coupons.userId, userId))

/** A status filter as the buyer sees it: an AVAILABLE coupon past its expiry is EXPIRED. */
function statusWhere(status: CouponStatus | null, now: Date): SQL | undefined {
  if (status === null) return undefined
  if (status === 'AVAILABLE') return and(eq(coupons.status, 'AVAILABLE'), gt(coupons.expireTime, now))
  if (status === 'EXPIRED') return or(eq(coupons.status, 'EXPIRED'), and(eq(coupons.status, 'AVAILABLE'), lte(coupons.expireTime, now)))
  return eq(coupons.status, status)
}

async function takeIn(tx: Db, merchantId: string, userId: string, t: TemplateRow, make: () => NewCoupon, code?: string): Promise<TakeResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${merchantId}:${userId}:${t.templateId}`}))`)
  const [held] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(and(mineWhere(merchantId, userId), eq(coupons.templateId, t.templateId)))
  if ((held?.n ?? 0) >= t.perBuyerLimit) return { taken: false, why: 'LIMIT' }
  if (code) {
    // An exchange code is its own stock: taken once, by whoever's statement gets there first.
    const [redeemed] = await tx
      .update(couponExchangeCodes)
      .set({ redeemedBy: userId, redeemedAt: new Date() })
      .where(and(eq(couponExchangeCodes.merchantId, merchantId), eq(couponExchangeCodes.code, code), isNull(couponExchangeCodes.redeemedBy)))
      .returning({ code: couponExchangeCodes.code })
    if (!redeemed) return { taken: false, why: 'STOCK' }
  } else {
    const [stock] = await tx
      .update(couponTemplates)
      .set({ issuedQty: sql`${couponTemplates.issuedQty} + 1` })
      .where(
        and(
          eq(couponTemplates.merchantId, merchantId),
          eq(couponTemplates.templateId, t.templateId),
          sql`(${couponTemplates.totalQty} is null or ${couponTemplates.issuedQty} < ${couponTemplates.totalQty})`,
        ),
      )
      .returning({ issued: couponTemplates.issuedQty })
    if (!stock) return { taken: false, why: 'STOCK' }
  }
  const n = make()
  const [coupon] = await tx
    .insert(coupons)
    .values({ ...n, merchantId, userId, templateId: t.templateId, status: 'AVAILABLE' })
    .returning()
  if (code) await tx.update(couponExchangeCodes).set({ couponId: n.couponId }).where(and(eq(couponExchangeCodes.merchantId, merchantId), eq(couponExchangeCodes.code, code)))
  return { taken: true, coupon: coupon as CouponRow }
}

class Refused extends Error {
  constructor(readonly result: TakeResult) {
    super('coupon not taken')
  }
}

export function createCouponsRepository(db: Db): CouponsRepository {
  const held = (where: SQL | undefined) =>
    db
      .select({ coupon: coupons, template: couponTemplates })
      .from(coupons)
      .innerJoin(couponTemplates, and(eq(couponTemplates.merchantId, coupons.merchantId), eq(couponTemplates.templateId, coupons.templateId)))
      .where(where)
  return {
    async listTemplates(merchantId) {
      return db
        .select()
        .from(couponTemplates)
        .where(and(eq(couponTemplates.merchantId, merchantId), eq(couponTemplates.listed, true)))
        .orderBy(asc(couponTemplates.position), asc(couponTemplates.templateId))
    },
    async findTemplate(merchantId, templateId) {
      const [row] = await db
        .select()
        .from(couponTemplates)
        .where(and(eq(couponTemplates.merchantId, merchantId), eq(couponTemplates.templateId, templateId)))
      return row ?? null
    },
    async heldCounts(merchantId, userId) {
      const rows = await db
        .select({ templateId: coupons.templateId, n: sql<number>`count(*)::int` })
        .from(coupons)
        .where(mineWhere(merchantId, userId))
        .groupBy(coupons.templateId)
      return new Map(rows.map((r) => [r.templateId, Number(r.n)]))
    },
    async hasRealName(merchantId, userId) {
      const [row] = await db
        .select({ id: userCertifications.id })
        .from(userCertifications)
        .where(and(eq(userCertifications.merchantId, merchantId), eq(userCertifications.userId, userId), eq(userCertifications.kind, 'PERSON'), eq(userCertifications.status, 'AUTH_SUCCESS')))
      return !!row
    },
    async take(merchantId, userId, t, make, code) {
      // A refusal rolls back whatever the transaction did (an exchange code is not burnt by a refusal).
      try {
        return await db.transaction(async (tx) => {
          const result = await takeIn(tx as unknown as Db, merchantId, userId, t, make, code)
          if (!result.taken) throw new Refused(result)
          return result
        })
      } catch (err) {
        if (err instanceof Refused) return err.result
        throw err
      }
    },
    async findCode(merchantId, code) {
      const [row] = await db
        .select({ templateId: couponExchangeCodes.templateId, redeemedBy: couponExchangeCodes.redeemedBy })
        .from(couponExchangeCodes)
        .where(and(eq(couponExchangeCodes.merchantId, merchantId), eq(couponExchangeCodes.code, code)))
      return row ?? null
    },
    async findMine(merchantId, userId, couponId) {
      const [row] = await held(and(mineWhere(merchantId, userId), eq(coupons.couponId, couponId)))
      return row ?? null
    },
    async pageMine(merchantId, userId, status, now, page) {
      const where = and(mineWhere(merchantId, userId), statusWhere(status, now))
      const rows = await held(where)
        .orderBy(desc(coupons.createdAt), asc(coupons.couponId))
        .limit(page.size)
        .offset(page.index * page.size)
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(where)
      return { rows, total: Number(count?.n ?? 0) }
    },
    async availableMine(merchantId, userId, now) {
      return held(and(mineWhere(merchantId, userId), statusWhere('AVAILABLE', now))).orderBy(asc(coupons.expireTime), asc(coupons.couponId))
    },
    async showsOf(merchantId, t) {
      const limit = t.useLimit
      const conds: SQL[] = [eq(catalogShows.merchantId, merchantId), eq(catalogShows.showStatus, 'ONLINE')]
      if (limit.showIds?.length) conds.push(inArray(catalogShows.showId, limit.showIds))
      if (limit.venueIds?.length) conds.push(inArray(catalogShows.venueId, limit.venueIds))
      if (limit.showTypes?.length) conds.push(inArray(catalogShows.showType, limit.showTypes))
      if (limit.categoryIds?.length) conds.push(inArray(catalogShows.backendCategory, limit.categoryIds))
      if (limit.showSessionIds?.length) {
        conds.push(inArray(catalogShows.showId, db.select({ id: catalogSessions.showId }).from(catalogSessions).where(and(eq(catalogSessions.merchantId, merchantId), inArray(catalogSessions.sessionId, limit.showSessionIds)))))
      }
      if (limit.seatPlanIds?.length) {
        conds.push(inArray(catalogShows.showId, db.select({ id: catalogSeatPlans.showId }).from(catalogSeatPlans).where(and(eq(catalogSeatPlans.merchantId, merchantId), inArray(catalogSeatPlans.seatPlanId, limit.seatPlanIds)))))
      }
      const rows = await db
        .select({ showId: catalogShows.showId, showName: catalogShows.showName, venueName: catalogVenues.name, tags: catalogShows.showTags, white: catalogShows.whiteTags })
        .from(catalogShows)
        .leftJoin(catalogVenues, and(eq(catalogVenues.merchantId, catalogShows.merchantId), eq(catalogVenues.venueId, catalogShows.venueId)))
        .where(and(...conds))
        .orderBy(desc(catalogShows.recommendWeight), asc(catalogShows.showId))
        .limit(50)
      const tagIds = limit.tagIds ?? []
      return rows
        .filter((r) => !tagIds.length || [...r.tags.map((x) => x.type as string), ...r.white].some((x) => tagIds.includes(x)))
        .map((r) => ({ showId: r.showId, showName: r.showName, venueName: r.venueName ?? null }))
    },
  }
}
