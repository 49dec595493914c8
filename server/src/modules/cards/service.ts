/**
 * Privilege cards for buyers: the shop's cards, one card's detail and range, buying one (an order of
 * orderType CARD: the cashier, pay and settlement of the payments module and the orders module's
 * unpaid deadline work on it as on any order; settlement issues the card, stock.ts; a card priced in
 * points spends them when the order is placed, and one priced in points alone is paid then), the buyer's cards
 * and the card of an order. Using a card on a ticket order is the orders path's (cards/booking.ts).
 * "Not found" is the same for a missing card or order and another buyer's.
 */
import { createHash } from 'node:crypto'
import type { CardCreateRequest, CardCreateResponse, CardOfOrder, CardRange, CardTemplate, CardTemplateList, UserCard, UserCardPage } from '../../../../types/cards.js'
import type { Db } from '../../db/client.js'
import { pickTranslation } from '../../i18n/translations.js'
import { posterUrl } from '../catalog/present.js'
import type { ExpiryGuard } from '../orders/context.js'
import { spendPoints } from '../membership/order-points.js'
import { ensureMember } from '../membership/repository.js'
import { expireUnpaid } from '../orders/expiry.js'
import { createOrdersRepository } from '../orders/repository.js'
import type { CardMessageKey } from './messages.js'
import { templateView, userCardView, type Viewer } from './present.js'
import { createCardsRepository } from './repository.js'
import { sellHeldCard, takeCard } from './stock.js'
import type { CardFailureReason } from '../../../../types/cards.js'
import { DEFAULT_RESERVE_SECONDS, purchaseCreateResponse, purchaseOrderRow } from '../orders/purchase-orders.js'

const RANGE_LIMIT = 50

export interface Buyer extends Viewer {
  userId: string
}

export interface CardsOptions {
  now?: () => number
  beforeExpire?: ExpiryGuard
  /** TEST ONLY: template stock taken by read-then-write (stock.ts), to show the race test can fail. */
  testOnlyUnguardedStock?: boolean
}

export type CardFailure = { ok: false; reason: CardFailureReason; key: CardMessageKey; vars?: Record<string, string | number> }
export type CardOutcome<T> = { ok: true; value: T } | CardFailure
const done = <T>(value: T): CardOutcome<T> => ({ ok: true, value })
const fail = (reason: CardFailureReason, key: CardMessageKey, vars?: Record<string, string | number>): CardFailure => ({ ok: false, reason, key, vars })

class CardAbort extends Error {
  constructor(readonly failure: CardFailure) {
    super(failure.reason)
  }
}


export function createCardsService(db: Db, opts: CardsOptions = {}) {
  const now = opts.now ?? Date.now
  const repo = createCardsRepository(db)
  const ordersRepo = createOrdersRepository(db)

  /** Unpaid card orders of this buyer past their deadline are expired first (their cards go back on sale). */
  async function expireOverdue(b: Buyer): Promise<void> {
    const overdue = await ordersRepo.findExpiredUnpaid(new Date(now()), 100, { merchantId: b.merchantId, userId: b.userId })
    for (const o of overdue) await expireUnpaid(ordersRepo, o, new Date(now()), opts.beforeExpire)
  }

  async function userCardViews(b: Buyer, rows: Awaited<ReturnType<typeof repo.userCardPage>>['rows']): Promise<UserCard[]> {
    const templates = new Map((await repo.templatesByIds(b.merchantId, rows.map((r) => r.cardId))).map((t) => [t.cardId, t]))
    return rows.flatMap((r) => {
      const t = templates.get(r.cardId)
      return t ? [userCardView(b, r, t, new Date(now()))] : []
    })
  }

  async function replay(b: Buyer, key: string, hash: string): Promise<CardOutcome<CardCreateResponse> | null> {
    const existing = await repo.orderByKey(b.merchantId, b.userId, key)
    if (!existing) return null
    if (existing.orderType !== 'CARD' || existing.requestHash !== hash) return fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict')
    return done(purchaseCreateResponse(existing, 'CARD', true))
  }

  return {
    /** The cards the shop sells, with how many of each this buyer holds (0 for a visitor). */
    async list(v: Viewer, userId: string | null): Promise<CardTemplateList> {
      const templates = await repo.templates(v.merchantId)
      const owned = userId ? await repo.ownedCounts(v.merchantId, userId) : new Map<string, number>()
      return { cards: templates.map((t) => templateView(v, t, owned.get(t.cardId) ?? 0)) }
    },

    /** One card as sold (a card taken off sale is still described: a holder may open it). */
    async detail(v: Viewer, cardId: string, userId: string | null): Promise<CardOutcome<CardTemplate>> {
      const t = await repo.template(v.merchantId, cardId)
      if (!t) return fail('NOT_FOUND', 'notFound')
      const owned = userId ? ((await repo.ownedCounts(v.merchantId, userId, [cardId])).get(cardId) ?? 0) : 0
      return done(templateView(v, t, owned))
    },

    /** The shows a card applies to (card range), each a way to book with the card. */
    async range(v: Viewer, cardId: string): Promise<CardOutcome<CardRange>> {
      const t = await repo.template(v.merchantId, cardId)
      if (!t) return fail('NOT_FOUND', 'notFound')
      const rows = await repo.rangeShows(v.merchantId, t.showIds, RANGE_LIMIT)
      const tr = (x: Parameters<typeof pickTranslation>[0]) => pickTranslation(x, v.lang, v.fallback)
      return done({
        cardId,
        cardName: tr(t.name),
        allShows: t.showIds.length === 0,
        shows: rows.map(({ show, venueName, cityName }) => ({
          showId: show.showId,
          showName: tr(show.showName),
          posterUrl: posterUrl({ merchantId: v.merchantId, lang: v.lang, fallback: v.fallback }, show.showId),
          venueName: venueName ? tr(venueName) : '',
          cityName: cityName ? tr(cityName) : '',
          firstShowTime: show.firstShowTime.getTime(),
          lastShowTime: show.lastShowTime.getTime(),
          sessionIds: t.sessionIds,
        })),
      })
    },

    /** The buyer's cards, current or history, paged. */
    async mine(b: Buyer, history: boolean, pageIndex: number, pageSize: number): Promise<UserCardPage> {
      await expireOverdue(b)
      const page = await repo.userCardPage(b.merchantId, b.userId, history, new Date(now()), pageIndex * pageSize, pageSize)
      return { cards: await userCardViews(b, page.rows), total: page.total, pageIndex, pageSize, hasMore: (pageIndex + 1) * pageSize < page.total }
    },

    async myCard(b: Buyer, instanceId: string): Promise<CardOutcome<UserCard>> {
      const row = await repo.userCard(b.merchantId, b.userId, instanceId)
      const [view] = row ? await userCardViews(b, [row]) : []
      return view ? done(view) : fail('NOT_FOUND', 'notFound')
    },

    /**
     * Buy one card: an unpaid order of orderType CARD holding one card of the template (paid through the
     * cashier; settlement issues the card). Idempotent per buyer and key. In one transaction: the order
     * row, then the template's stock by one conditional update (N buyers on the last card: one gets it),
     * then the buyer's limit counted behind that row lock (so one buyer's parallel orders cannot pass it).
     */
    async create(b: Buyer, req: CardCreateRequest & { idempotencyKey: string }): Promise<CardOutcome<CardCreateResponse>> {
      const hash = createHash('sha256').update(JSON.stringify(['CARD', req.cardId, req.payAmount, req.payPoints ?? 0])).digest('hex')
      const earlier = await replay(b, req.idempotencyKey, hash)
      if (earlier) return earlier
      const t = await repo.template(b.merchantId, req.cardId)
      if (!t) return fail('NOT_FOUND', 'notFound')
      if (!t.onSale) return fail('NOT_ON_SALE', 'notOnSale')
      if (t.stock - t.sold - t.held < 1) return fail('SOLD_OUT', 'soldOut')
      if (req.payAmount !== t.priceCents || (req.payPoints ?? 0) !== (t.pointPrice ?? 0)) return fail('PRICE_CHANGED', 'priceChanged')
      const at = now()
      // A buyer paying with points is a member of the shop (with its welcome points) from here on.
      if (t.pointPrice) await ensureMember(db, b.merchantId, b.userId, new Date(at))
      const reserveSeconds = (await repo.reserveSeconds(b.merchantId)) ?? DEFAULT_RESERVE_SECONDS
      const order = purchaseOrderRow({ prefix: 'C', orderType: 'CARD', merchantId: b.merchantId, userId: b.userId, totalCents: t.priceCents, payAmountCents: t.priceCents, idempotencyKey: req.idempotencyKey, requestHash: hash, at, reserveSeconds })
      const { orderId } = order
      const free = order.paidAt !== null
      try {
        await db.transaction(async (sp) => {
          const tx = createCardsRepository(sp as unknown as Db)
          if (!(await tx.insertOrderIfNew(order))) throw new CardAbort(fail('IDEMPOTENCY_CONFLICT', 'idempotencyConflict'))
          if (!(await takeCard(tx.db, b.merchantId, t.cardId, 'held', opts.testOnlyUnguardedStock))) throw new CardAbort(fail('SOLD_OUT', 'soldOut'))
          await tx.insertCardOrder({ orderId, merchantId: b.merchantId, userId: b.userId, cardId: t.cardId, priceCents: t.priceCents, createdAt: new Date(at) })
          const owned = (await tx.ownedCounts(b.merchantId, b.userId, [t.cardId])).get(t.cardId) ?? 0
          if (owned > t.perBuyerLimit) throw new CardAbort(fail('LIMIT_REACHED', 'limitReached', { max: t.perBuyerLimit }))
          // The points last, by one conditional update of the balance (membership/repository.ts): of two
          // orders spending the same points, the second finds too few. Cancel and expiry give them back.
          if (t.pointPrice) {
            const spend = { merchantId: b.merchantId, userId: b.userId, orderId, points: t.pointPrice, now: new Date(at) }
            if (!(await spendPoints(tx.db, spend))) throw new CardAbort(fail('POINTS_UNAVAILABLE', 'pointsUnavailable', { points: t.pointPrice }))
          }
          // A free card is paid at birth: sold and issued in the same transaction.
          if (free) {
            await sellHeldCard(tx.db, orderId, new Date(at))
          }
        })
      } catch (err) {
        if (!(err instanceof CardAbort)) throw err
        return (await replay(b, req.idempotencyKey, hash)) ?? err.failure
      }
      return done(purchaseCreateResponse(order, 'CARD', false))
    },

    /** The card an order bought, or the card it was priced with; not found for another buyer's order. */
    async cardByOrder(b: Buyer, orderId: string): Promise<CardOutcome<CardOfOrder>> {
      const order = await repo.ownOrder(b.merchantId, b.userId, orderId)
      if (!order) return fail('NOT_FOUND', 'orderNotFound')
      if (order.orderType === 'CARD') {
        const [co, card] = await Promise.all([repo.cardOrder(orderId), repo.userCardOfOrder(orderId)])
        if (!co) return fail('NOT_FOUND', 'orderNotFound')
        const t = await repo.template(b.merchantId, co.cardId)
        const [view] = card ? await userCardViews(b, [card]) : []
        const name = t ? pickTranslation(t.name, b.lang, b.fallback) : ''
        return done({ orderId, relation: 'PURCHASE', cardId: co.cardId, cardName: name, card: view ?? null, discountAmount: 0, useState: null })
      }
      const use = await repo.cardUse(orderId)
      if (!use) return fail('NOT_FOUND', 'notFound')
      const card = await repo.userCard(b.merchantId, b.userId, use.userCardInstanceId)
      const [view] = card ? await userCardViews(b, [card]) : []
      if (!view) return fail('NOT_FOUND', 'notFound')
      return done({ orderId, relation: 'USE', cardId: view.cardId, cardName: view.cardName, card: view, discountAmount: use.discountCents, useState: use.state })
    },
  }
}

export type CardsService = ReturnType<typeof createCardsService>
