/**
 * Coupons (server/src/modules/coupons): the shop's templates, receiving, exchange codes, the buyer's
 * coupons, detail, applicable shows, support info and an offline coupon's verify code.
 */
import type { CouponPage, CouponShow, CouponStatus, CouponSupportInfo, CouponTemplateView, CouponVerifyCode, CouponView } from '../../types/coupons'
import { get, post } from '../request'

export const COUPON_PAGE_SIZE = 20

/** The shop's coupons; logged in, with how many of each the buyer holds (logged out: obtained 0). */
export function fetchTemplates(loggedIn: boolean): Promise<CouponTemplateView[]> {
  return get<CouponTemplateView[]>(loggedIn ? 'buyer/v5/coupons/templates' : 'pub/v3/coupons/templates', {}, { importance: 'high' })
}

/** Templates the logged-in buyer may still receive, with how many they hold. */
export function fetchRecommend(): Promise<CouponTemplateView[]> {
  return get<CouponTemplateView[]>('buyer/v5/coupons/recommend', {}, { importance: 'high' })
}

export function fetchTemplate(couponTemplateId: string): Promise<CouponTemplateView> {
  return get<CouponTemplateView>('pub/v3/coupons/detail', { couponTemplateId }, { importance: 'high' })
}

/** Receive (obtain). A real-name refusal comes back as errorCode COUPON_NEED_REAL_NAME, shown by the caller. */
export function receiveCoupon(couponTemplateId: string): Promise<CouponView> {
  return post<CouponView>('buyer/cyy/v1/coupons/obtain', { couponTemplateId }, { importance: 'high' })
}

export function checkExchangeCode(exchangeCode: string): Promise<CouponTemplateView> {
  return post<CouponTemplateView>('buyer/cyy/v1/coupons/exchange_check', { exchangeCode }, { importance: 'high' })
}

export function exchangeCode(exchangeCode: string): Promise<CouponView> {
  return post<CouponView>('buyer/cyy/v1/coupons/exchange', { exchangeCode }, { importance: 'high' })
}

export function fetchMyCoupons(status: CouponStatus | null, pageIndex: number): Promise<CouponPage> {
  return get<CouponPage>('buyer/v5/coupons/self_page', { ...(status ? { status } : {}), pageIndex, pageSize: COUPON_PAGE_SIZE }, { importance: 'high' })
}

export function fetchCoupon(couponId: string): Promise<CouponView> {
  return get<CouponView>('buyer/v5/coupons/info', { couponId }, { importance: 'high' })
}

export function fetchCouponShows(couponTemplateId: string): Promise<CouponShow[]> {
  return get<CouponShow[]>('pub/v3/coupons/shows', { couponTemplateId }, { importance: 'high' })
}

export function fetchSupportInfo(couponId: string): Promise<CouponSupportInfo> {
  return get<CouponSupportInfo>('buyer/v1/coupons/support_info', { couponId }, { importance: 'high' })
}

export function fetchVerifyCode(couponId: string, couponTemplateId: string): Promise<CouponVerifyCode> {
  return post<CouponVerifyCode>('buyer/v5/coupons/verify_code', { couponId, couponTemplateId, source: 'SINGLE_COUPON' }, { importance: 'high' })
}
