/**
 * componentType → renderer. Kinds this screen does not render yet (coupon windows, membership,
 * pop-up windows, orders...) map to null and render nothing, as do kinds the server
 * may add later.
 */
import type { ComponentType } from '../../types/catalog'
import { ActivityEnroll, Announcement, CouponEntry, Divider, PageTitle, PaidMemberEntry, PlainText, PrivilegeCardEntry, RichTextBlock, SearchBar, VenueReservation, VoteEntry } from './basic'
import { ProductGoods } from './goods'
import { Masonry } from './masonry'
import { AnchorNavigation, VideoBlock } from './media'
import { Banner, IconNavigation, Images, SlideNavigation } from './navigation'
import { HotVenue, Tour } from './places'
import { RecommendedList, ShowCalendar, ShowList, SingleShow, SlideShow, ThreeColumnShow } from './shows'
import type { Renderer } from './types'

export const RENDERERS: Record<ComponentType, Renderer | null> = {
  SEARCH_BAR: SearchBar,
  PAGE_TITLE: PageTitle,
  SLIDE_NAVIGATION: SlideNavigation,
  ICON_NAVIGATION: IconNavigation,
  RECOMMENDED_LIST: RecommendedList,
  SHOW_CALENDAR: ShowCalendar,
  THREE_COLUMN_SHOW: ThreeColumnShow,
  SINGLE_SHOW: SingleShow,
  SHOW_LIST: ShowList,
  SLIDE_SHOW: SlideShow,
  HOT_VENUE: HotVenue,
  TOUR: Tour,
  ANNOUNCEMENT: Announcement,
  TEXT: PlainText,
  RICH_TEXT: RichTextBlock,
  DIVIDER: Divider,
  IMAGES: Images,
  BANNER: Banner,
  MASONRY: Masonry,
  ANCHOR_NAVIGATION: AnchorNavigation,
  VIDEO: VideoBlock,
  COUPON: CouponEntry,
  COUPON_WINDOW: null,
  BANNER_WINDOW: null,
  PAID_MEMBER: PaidMemberEntry,
  PRIVILEGE_CARD: PrivilegeCardEntry,
  TO_PAY_ORDER: null,
  SUBSCRIPTION: null,
  VOTE: VoteEntry,
  VENUE_RESERVATION: VenueReservation,
  HOT_ROB: null,
  PRODUCT: ProductGoods,
  ACTIVITY_ENROLL: ActivityEnroll,
}

/** The renderer of a kind, or null for kinds not rendered here (including unknown ones). */
export function rendererOf(type: string): Renderer | null {
  return Object.prototype.hasOwnProperty.call(RENDERERS, type) ? RENDERERS[type as ComponentType] : null
}
