/**
 * Banner and content jumps (spec core §2 "Banner jumps support"): one jumpType per kind, jumpTarget
 * carrying the id / keywords / level, jumpDetails for mini-program targets by platform, navigateUrl as
 * the H5 fallback. Unknown kinds toast '敬请期待'.
 */
import type { JumpDetail } from '../../types/shop'
import type { NavigationPort } from '../platform/navigation'
import { showToast } from '../platform/ui'
import type { RouteParams } from './alias'
import type { NavResult } from './router'
import { rt } from './text'

export const BANNER_JUMP_TYPES = [
  'MINI_PROGRAM',
  'H5',
  'SHOW_DETAIL',
  'SHOP_ITEM',
  'SEARCH',
  'CATEGORY',
  'CALENDAR',
  'HOT_BUY',
  'VENUE',
  'COUPON_VENUE_LIST',
  'COUPON_SHOW_LIST',
  'HOME',
  'BENEFIT_CARD',
  'OPEN_SHOW',
  'MEMBER_CENTER',
  'PARKING',
  'SHOP_ITEM_LIST',
  'TOPIC',
  'RECOMMEND_TOPIC',
] as const
export type BannerJumpType = (typeof BANNER_JUMP_TYPES)[number]

export interface BannerJump {
  /** One of BANNER_JUMP_TYPES (case-insensitive); absent means "follow navigateUrl / jumpDetails". */
  jumpType?: string
  /** Show id, item id, keywords, category code, venue id, coupon template id, card id, member level … */
  jumpTarget?: string
  /** H5 URL or app path (spec core §3 Banner.navigateUrl). */
  navigateUrl?: string
  /** Mini-program targets by platform (WX_MINI, ALIPAY_MINI) and an H5 fallback. */
  jumpDetails?: JumpDetail[]
}

/** The router surface a banner jump needs (kept narrow to avoid an import cycle with router.ts). */
export interface BannerRouter {
  readonly port: Pick<NavigationPort, 'miniJumpType' | 'openMiniProgram'>
  open(name: string, params?: RouteParams): Promise<NavResult>
  switchTab(name: string, params?: RouteParams): Promise<NavResult>
  openUrl(url: string): Promise<NavResult>
}

function comingSoon(): NavResult {
  showToast(rt('router.comingSoon'))
  return { ok: false, action: 'toast' }
}

async function miniProgram(router: BannerRouter, banner: BannerJump): Promise<NavResult> {
  const details = banner.jumpDetails ?? []
  const own = router.port.miniJumpType ? details.find((d) => d.type === router.port.miniJumpType && d.appId) : undefined
  if (own?.appId) {
    const opened = await router.port.openMiniProgram(own.appId, own.path)
    return { ok: opened, action: 'miniProgram', ...(opened ? {} : { reason: 'failed' as const }) }
  }
  const web = details.find((d) => d.type === 'H5' && d.path)?.path ?? banner.navigateUrl
  return web ? router.openUrl(web) : comingSoon()
}

export async function jumpBanner(router: BannerRouter, banner: BannerJump): Promise<NavResult> {
  const type = (banner.jumpType ?? '').toUpperCase()
  const target = banner.jumpTarget ?? ''
  const needTarget = (fn: () => Promise<NavResult>) => (target ? fn() : Promise.resolve(comingSoon()))
  switch (type) {
    case 'MINI_PROGRAM':
      return miniProgram(router, banner)
    case 'H5': {
      const url = target || banner.navigateUrl || banner.jumpDetails?.find((d) => d.type === 'H5')?.path
      return url ? router.openUrl(url) : comingSoon()
    }
    case 'SHOW_DETAIL':
      return needTarget(() => router.open('showDetail', { showId: target }))
    case 'SHOP_ITEM':
      return needTarget(() => router.open('shopItem', { id: target }))
    case 'SEARCH':
      return router.open('search', target ? { keyword: target } : {})
    case 'CATEGORY':
      return router.switchTab('all', target ? { backendCategoryCode: target } : {})
    case 'CALENDAR':
      return router.open('showCalendar', target ? { date: target } : {})
    case 'HOT_BUY':
      return router.open('hot')
    case 'VENUE':
      return needTarget(() => router.open('venue', { venueId: target }))
    case 'COUPON_VENUE_LIST':
      return needTarget(() => router.open('venueList', { couponTemplateId: target }))
    case 'COUPON_SHOW_LIST':
      return needTarget(() => router.open('couponShows', { couponTemplateId: target }))
    case 'HOME':
      return router.switchTab('home')
    case 'BENEFIT_CARD':
      return needTarget(() => router.open('benefitCard', { cardId: target }))
    case 'OPEN_SHOW':
      return target ? router.open('openShowDetail', { showId: target }) : router.open('openShow')
    case 'MEMBER_CENTER':
      return router.open('memberCenter', target ? { level: target } : {})
    case 'PARKING':
      return router.open('parking')
    case 'SHOP_ITEM_LIST':
      return router.open('goodsSearch', target ? { spuIds: target } : {})
    case 'TOPIC':
    case 'RECOMMEND_TOPIC':
      return needTarget(() => router.open('homeTopic', { topicId: target }))
    case '': {
      if (banner.jumpDetails?.length) return miniProgram(router, banner)
      return banner.navigateUrl ? router.openUrl(banner.navigateUrl) : comingSoon()
    }
    default:
      return comingSoon()
  }
}
