/**
 * Coupons (spec accounts §3–§4, §7): the templates a shop offers, receiving one (gates: real-name
 * verification when the template asks, per-buyer limit, stock), exchange codes, the buyer's coupons
 * by status, detail, the shows a coupon applies to, support info and the verify code of an offline
 * coupon. Another buyer's coupon is "not found". Every refusal changes nothing.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto'
import type { CouponPage, CouponShow, CouponStatus, CouponSupportInfo, CouponTemplateView, CouponVerifyCode, CouponView } from '../../../../types/coupons.js'
import { pickTranslation } from '../../i18n/translations.js'
import { posterUrl } from '../catalog/present.js'
import type { LimitCounter } from '../../limits/index.js'
import { codeTryGuard } from './code-tries.js'
import type { CouponFailure } from './messages.js'
import { couponView, templateView, type Locale } from './present.js'
import type { CouponsRepository, NewCoupon, TemplateRow } from './repository.js'

/** A refusal by a limit (tooManyCodeTries) says when it lets the buyer try again. */
export type CouponResult<T> = { ok: true; value: T } | { ok: false; failure: CouponFailure; retryAfterSeconds?: number }
const okv = <T>(value: T): CouponResult<T> => ({ ok: true, value })
const no = <T>(failure: CouponFailure): CouponResult<T> => ({ ok: false, failure })

export interface Caller extends Locale {
  merchantId: string
  /** null when logged out (public reads). */
  userId: string | null
}
export type Buyer = Caller & { userId: string }

export interface CouponsService {
  templates(caller: Caller): Promise<CouponTemplateView[]>
  /** Templates the buyer may still receive now. */
  recommend(caller: Caller): Promise<CouponTemplateView[]>
  template(caller: Caller, templateId: string): Promise<CouponResult<CouponTemplateView>>
  receive(buyer: Buyer, templateId: string): Promise<CouponResult<CouponView>>
  exchangeCheck(caller: Caller, code: string): Promise<CouponResult<CouponTemplateView>>
  exchange(buyer: Buyer, code: string): Promise<CouponResult<CouponView>>
  mine(buyer: Buyer, status: CouponStatus | null, pageIndex: number, pageSize: number): Promise<CouponPage>
  coupon(buyer: Buyer, couponId: string): Promise<CouponResult<CouponView>>
  shows(caller: Caller, templateId: string): Promise<CouponResult<CouponShow[]>>
  supportInfo(buyer: Buyer, couponId: string): Promise<CouponResult<CouponSupportInfo>>
  verifyCode(buyer: Buyer, couponId: string): Promise<CouponResult<CouponVerifyCode>>
}

export interface CouponsServiceOptions {
  now?: () => number
  /** Key of the offline verify codes; default a per-process random key (codes live 5 minutes). */
  verifyKey?: Buffer
  /** Counts each buyer's wrong exchange codes (code-tries.ts); the module passes the shared limit. */
  codeTries?: LimitCounter
}

const VERIFY_WINDOW_MS = 5 * 60_000
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const UNIT_MS = { DAY: 86_400_000, HOUR: 3_600_000 } as const

function couponCode(): string {
  return Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]).join('')
}

/** When a coupon of the template received at `now` is valid: the template's dates, or now + length. */
export function validity(t: TemplateRow, now: number): { startTime: Date; expireTime: Date } {
  if (t.expirationType === 'DYNAMIC') {
    const span = (t.expirationLength ?? 0) * UNIT_MS[t.expirationUnit ?? 'DAY']
    return { startTime: new Date(now), expireTime: new Date(now + span) }
  }
  return { startTime: t.startTime ?? new Date(now), expireTime: t.expireTime ?? new Date(now) }
}

/** A random-cash template draws each coupon's amount from [minAmount, amount]; the others use amount. */
function amountOf(t: TemplateRow): number {
  if (t.couponType !== 'MULTI_USER_RANDOM_CASH' || t.minAmountCents >= t.amountCents) return t.amountCents
  return randomInt(Math.max(1, t.minAmountCents), t.amountCents + 1)
}

/** Why the template cannot be received at all now (whoever asks). */
function refuseTemplate(t: TemplateRow, now: number): CouponFailure | null {
  if (t.expirationType === 'FIXED' && t.expireTime && t.expireTime.getTime() <= now) return 'ended'
  if (t.totalQty !== null && t.issuedQty >= t.totalQty) return 'soldOut'
  return null
}

export function createCouponsService(repo: CouponsRepository, opts: CouponsServiceOptions = {}): CouponsService {
  const now = opts.now ?? Date.now
  const verifyKey = opts.verifyKey ?? randomBytes(32)
  const guarded = codeTryGuard(opts.codeTries)
  const held = (c: Caller) => (c.userId ? repo.heldCounts(c.merchantId, c.userId) : Promise.resolve(new Map<string, number>()))

  async function take(buyer: Buyer, t: TemplateRow, code?: string): Promise<CouponResult<CouponView>> {
    const t0 = now()
    const refused = code ? null : refuseTemplate(t, t0)
    if (refused) return no(refused)
    if (code && t.expirationType === 'FIXED' && t.expireTime && t.expireTime.getTime() <= t0) return no('ended')
    if (t.needRealName && !(await repo.hasRealName(buyer.merchantId, buyer.userId))) return no('needRealName')
    const make = (): NewCoupon => ({ couponId: `C${t0}${String(randomInt(0, 1e6)).padStart(6, '0')}`, couponCode: couponCode(), amountCents: amountOf(t), ...validity(t, t0), source: code ? 'EXCHANGE' : 'RECEIVE' })
    const taken = await repo.take(buyer.merchantId, buyer.userId, t, make, code)
    if (!taken.taken) return no(taken.why === 'LIMIT' ? 'limitReached' : code ? 'codeUsed' : 'soldOut')
    return okv(couponView(taken.coupon, t, buyer, t0))
  }

  async function templateOfCode(merchantId: string, code: string): Promise<CouponResult<TemplateRow>> {
    const found = await repo.findCode(merchantId, code)
    if (!found) return no('codeInvalid')
    if (found.redeemedBy !== null) return no('codeUsed')
    const t = await repo.findTemplate(merchantId, found.templateId)
    return t ? okv(t) : no('codeInvalid')
  }

  return {
    async templates(caller) {
      const [rows, counts] = await Promise.all([repo.listTemplates(caller.merchantId), held(caller)])
      return rows.map((t) => templateView(t, caller, counts.get(t.templateId) ?? 0))
    },
    async recommend(caller) {
      const t0 = now()
      const [rows, counts] = await Promise.all([repo.listTemplates(caller.merchantId), held(caller)])
      return rows.filter((t) => !refuseTemplate(t, t0) && (counts.get(t.templateId) ?? 0) < t.perBuyerLimit).map((t) => templateView(t, caller, counts.get(t.templateId) ?? 0))
    },
    async template(caller, templateId) {
      const t = await repo.findTemplate(caller.merchantId, templateId)
      if (!t) return no('templateNotFound')
      return okv(templateView(t, caller, (await held(caller)).get(templateId) ?? 0))
    },
    async receive(buyer, templateId) {
      const t = await repo.findTemplate(buyer.merchantId, templateId)
      if (!t) return no('templateNotFound')
      if (!t.listed) return no('onlyByCode')
      return take(buyer, t)
    },
    async exchangeCheck(caller, code) {
      return guarded(caller, async () => {
        const t = await templateOfCode(caller.merchantId, code)
        return t.ok ? okv(templateView(t.value, caller, (await held(caller)).get(t.value.templateId) ?? 0)) : t
      })
    },
    async exchange(buyer, code) {
      return guarded(buyer, async () => {
        const t = await templateOfCode(buyer.merchantId, code)
        return t.ok ? take(buyer, t.value, code) : t
      })
    },
    async mine(buyer, status, pageIndex, pageSize) {
      const t0 = now()
      const page = await repo.pageMine(buyer.merchantId, buyer.userId, status, new Date(t0), { index: pageIndex, size: pageSize })
      return { rows: page.rows.map((r) => couponView(r.coupon, r.template, buyer, t0)), total: page.total, pageIndex, pageSize }
    },
    async coupon(buyer, couponId) {
      const h = await repo.findMine(buyer.merchantId, buyer.userId, couponId)
      return h ? okv(couponView(h.coupon, h.template, buyer, now())) : no('couponNotFound')
    },
    async shows(caller, templateId) {
      const t = await repo.findTemplate(caller.merchantId, templateId)
      if (!t) return no('templateNotFound')
      const loc = { merchantId: caller.merchantId, lang: caller.lang, fallback: caller.fallback }
      const rows = await repo.showsOf(caller.merchantId, t)
      return okv(rows.map((r) => ({ showId: r.showId, showName: pickTranslation(r.showName, caller.lang, caller.fallback), posterUrl: posterUrl(loc, r.showId), venueName: pickTranslation(r.venueName, caller.lang, caller.fallback) })))
    },
    async supportInfo(buyer, couponId) {
      const h = await repo.findMine(buyer.merchantId, buyer.userId, couponId)
      if (!h) return no('couponNotFound')
      // An exchange popup is for coupons that redeem a privilege card; none exist in this shop yet
      // (privilege cards are their own issue), so such a coupon opens its applicable shows.
      return okv({ supportUse: false, privilegeCardName: null, privilegeCardTemplateId: null, spuId: null })
    },
    async verifyCode(buyer, couponId) {
      const h = await repo.findMine(buyer.merchantId, buyer.userId, couponId)
      if (!h) return no('couponNotFound')
      if (h.template.useWay !== 'OFFLINE') return no('notOffline')
      const t0 = now()
      if (h.coupon.status !== 'AVAILABLE' || h.coupon.expireTime.getTime() <= t0) return no('notAvailable')
      // A code bound to the coupon and a 5-minute window: a screenshot stops working, staff can recompute it.
      const window = Math.floor(t0 / VERIFY_WINDOW_MS)
      const mac = createHmac('sha256', verifyKey).update(`${buyer.merchantId}:${couponId}:${window}`).digest()
      const verifyCode = String(mac.readUInt32BE(0) % 1e8).padStart(8, '0') + String(mac.readUInt16BE(4) % 1e4).padStart(4, '0')
      return okv({ verifyCode, statusImageUrl: '', verifyCodeExpireTime: (window + 1) * VERIFY_WINDOW_MS })
    },
  }
}
