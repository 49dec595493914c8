/** Rows → the views of types/coupons.ts, in the caller's language; the terms pricing.ts reads. */
import type { CouponTemplateView, CouponView } from '../../../../types/coupons.js'
import type { Lang } from '../../../../types/lang.js'
import { pickTranslation } from '../../i18n/translations.js'
import { scopeOf, type CouponTerms } from './pricing.js'
import type { CouponRow, TemplateRow } from './repository.js'

export interface Locale {
  lang: Lang
  fallback: Lang
}

const ms = (d: Date | null): number | null => (d ? d.getTime() : null)

export function templateView(t: TemplateRow, loc: Locale, obtained: number): CouponTemplateView {
  return {
    couponTemplateId: t.templateId,
    title: pickTranslation(t.title, loc.lang, loc.fallback),
    couponType: t.couponType,
    couponBizTypes: t.bizTypes,
    useWay: t.useWay,
    amount: t.amountCents,
    threshold: t.thresholdCents,
    discount: t.discountPercent,
    maxDiscount: t.maxDiscountCents,
    exchangeQty: t.exchangeQty,
    couponUseLimitVO: t.useLimit,
    scope: scopeOf(t.useLimit, t.bizTypes),
    expirationType: t.expirationType,
    expirationUnit: t.expirationUnit ?? null,
    length: t.expirationLength ?? null,
    startTime: ms(t.startTime),
    expireTime: ms(t.expireTime),
    limitation: t.perBuyerLimit,
    left: t.totalQty === null ? null : Math.max(0, t.totalQty - t.issuedQty),
    obtained,
    needRealName: t.needRealName,
    needFaceAuth: t.needFaceAuth,
    ruleComments: pickTranslation(t.ruleComments, loc.lang, loc.fallback),
  }
}

/** The status the buyer sees: an AVAILABLE coupon past its expiry is EXPIRED (nothing rewrites the row). */
export function effectiveStatus(c: CouponRow, now: number): CouponRow['status'] {
  return c.status === 'AVAILABLE' && c.expireTime.getTime() <= now ? 'EXPIRED' : c.status
}

export function couponView(c: CouponRow, t: TemplateRow, loc: Locale, now: number): CouponView {
  return {
    couponId: c.couponId,
    couponTemplateId: c.templateId,
    title: pickTranslation(t.title, loc.lang, loc.fallback),
    couponType: t.couponType,
    couponStatus: effectiveStatus(c, now),
    useWay: t.useWay,
    amount: c.amountCents,
    threshold: t.thresholdCents,
    discount: t.discountPercent,
    maxDiscount: t.maxDiscountCents,
    exchangeQty: t.exchangeQty,
    couponUseLimitVO: t.useLimit,
    scope: scopeOf(t.useLimit, t.bizTypes),
    startTime: c.startTime.getTime(),
    expireTime: c.expireTime.getTime(),
    couponCode: c.couponCode,
    ruleComments: pickTranslation(t.ruleComments, loc.lang, loc.fallback),
    // A coupon given back by a cancelled order still names it (orders/coupons.ts); the buyer sees no order.
    orderId: c.status === 'PENDING' || c.status === 'USED' || c.status === 'REFUNDING' ? c.orderId : null,
  }
}

export function termsOf(c: CouponRow, t: TemplateRow): CouponTerms {
  return {
    couponType: t.couponType,
    status: c.status,
    bizTypes: t.bizTypes,
    useWay: t.useWay,
    amount: c.amountCents,
    threshold: t.thresholdCents,
    discountPercent: t.discountPercent,
    maxDiscount: t.maxDiscountCents,
    exchangeQty: t.exchangeQty,
    useLimit: t.useLimit,
    startTime: c.startTime.getTime(),
    expireTime: c.expireTime.getTime(),
  }
}
