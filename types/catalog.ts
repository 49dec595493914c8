/**
 * Catalog contract (spec core §2, §3, §4, §7): shows, show cards, sessions, venues, tours, show groups,
 * sites, categories, home-page layouts, customer service, copywriting and version check, as the
 * storefront API answers them (already localised to the request language). Money is integer cents,
 * except in PriceInfo, which carries the split yuan/cent numbers the UI prints.
 */
import type { Notice } from './announcements'

/** Show detail states (spec core §4). A show can be bought only in PRE_SALE or ON_SALE. */
export type ShowDetailStatus =
  | 'ON_SALE'
  | 'PRE_SALE'
  | 'DISABLED'
  | 'SOLD_OUT'
  | 'LACK_OF_TICKET'
  | 'PENDING'
  | 'CANCELED'
  | 'COMPLETED'
  | 'DELAY'

export const SHOW_DETAIL_STATUSES: readonly ShowDetailStatus[] = [
  'ON_SALE',
  'PRE_SALE',
  'DISABLED',
  'SOLD_OUT',
  'LACK_OF_TICKET',
  'PENDING',
  'CANCELED',
  'COMPLETED',
  'DELAY',
]

/** Publication status: OFFLINE shows are neither listed nor readable by id. */
export type ShowStatus = 'ONLINE' | 'OFFLINE'

export type SeatPickType = 'SUPPORT_NONE' | 'SUPPORT_PICK' | 'THIRD_PARTY'
export type SeatPlanSaleState = 'ON_SALE' | 'SOLD_OUT' | 'LOW'
export type SessionStatus = 'ON_SALE' | 'SOLD_OUT' | 'PENDING' | 'CANCELED' | 'COMPLETED'

/** Search sort orders; DISTANCE needs lat and lng. */
export type ShowSortType = 'RECOMMEND' | 'TIME_ASC' | 'PRICE_ASC' | 'PRICE_DESC' | 'DISTANCE'
export const SHOW_SORT_TYPES: readonly ShowSortType[] = ['RECOMMEND', 'TIME_ASC', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE']

/** Default categories (spec core §9); ALL means "no category filter". */
export const CATEGORY_CODES = [
  'ALL',
  'CONCERT',
  'DRAMA',
  'SPORTS',
  'MUSIC',
  'EXHIBITION',
  'DANCE',
  'CHILDREN',
  'STORYTELLING',
] as const
export type CategoryCode = (typeof CATEGORY_CODES)[number]

/** Spec core §3 "Price info". Free shows and shows whose price is hidden carry no price info (null). */
export interface PriceInfo {
  /** Currency sign, e.g. '¥'; empty when the price is to be determined. */
  prefix: string
  yuanNum: number
  /** 0..99 */
  centNum: number
  /** e.g. '起' / 'up' after a minimum price; the 'price to be determined' text when pending. */
  suffix: string
  /** True when the merchant set customPrice -1 (price to be determined): print only the suffix. */
  pending: boolean
}

export type ShowTagType = 'MARKETING_TAG_COUPON' | 'MARKETING_TAG_ACTIVITY' | 'MARKETING_TAG_NORMAL'

export interface ShowTag {
  type: ShowTagType
  title: string
}

/** A piece of a name; HIGHLIGHT pieces matched the search keyword. */
export interface TextPiece {
  type: 'TEXT' | 'HIGHLIGHT'
  value: string
}

export interface CategoryRef {
  code: string
  displayName: string
}

/** Spec core §3 "Show card": what lists, search and layout components render. */
export interface ShowCard {
  id: string
  showId: string
  posterUrl: string
  showName: string
  showNameArr: TextPiece[]
  /** Dates in the show's own time zone, e.g. '2026.12.05 19:30' or '2026.12.05-12.07'. */
  showDate: string
  displayShowTime: string
  /** ISO UTC timestamp of the first session. */
  firstShowTime: string
  venueName: string
  venueNameArr: TextPiece[]
  cityId: string
  cityName: string
  backendCategory: CategoryRef
  showDetailStatus: ShowDetailStatus
  showStatusDisplay: string
  showStatusDisplayLong: string
  showTags: ShowTag[]
  advertise: boolean
  isSensitive: boolean
  isFree: boolean
  soldOut: boolean
  minOriginalPriceInfo: PriceInfo | null
  seatPlanDisplayAdvance: boolean
  seatPlanDisplayDesc: string
  discountPrivilegeIds: string[]
  supportPromotion: boolean
  /** 0 < discount < 1, or null; shown as value × 10 to one decimal. */
  discount: number | null
  /** Metres from the lat/lng the request gave; null without them. */
  distance: number | null
}

export interface ShowCardPage {
  total: number
  offset: number
  length: number
  list: ShowCard[]
}

export interface VenueBrief {
  venueId: string
  venueName: string
  venueAddress: string
  lat: number
  lng: number
  cityId: string
  cityName: string
  /** Listed (ONLINE, not ended or canceled) shows at this venue. */
  showCount: number
}

export interface VenueDetail extends VenueBrief {
  /** Upcoming shows at the venue, earliest first. */
  shows: ShowCard[]
}

export interface TourRef {
  tourId: string
  tourName: string
}

export interface TourDetail extends TourRef {
  description: string
  posterUrl: string
  shows: ShowCard[]
}

export interface ShowGroupRef {
  showGroupId: string
  showGroupName: string
}

export interface ShowGroupDetail extends ShowGroupRef {
  posterUrl: string
  theaterOrLocationName: string
  theaterOrLocationAddress: string
  showGroupAddressTypeEnum: 'THEATER' | 'LOCATION'
  showCaptchaInfos: Array<{ showId: string; captchaSwitch: boolean; captchaTypes: string[] }>
  shows: ShowCard[]
}

export interface SeatPlan {
  seatPlanId: string
  seatPlanName: string
  /** Cents. */
  originalPrice: number
  priceInfo: PriceInfo
}

export interface ShowSession {
  sessionId: string
  sessionName: string
  /** ISO UTC. */
  startTime: string
  seatPlans: SeatPlan[]
}

export interface VenueRef {
  venueId: string
  venueName: string
  venueAddress: string
  venueLat: number
  venueLng: number
}

/** GET show/pub/v5/show/{id}/static: the Show entity of spec core §3 minus the parts that change. */
export interface ShowStatic {
  showId: string
  stdShowId: string
  posterUrl: string
  showName: string
  showDate: string
  firstShowTime: string
  lastShowTime: string
  cityId: string
  cityName: string
  venueId: string
  venueName: string
  venueAddress: string
  venueLat: number
  venueLng: number
  venue: VenueRef
  showType: string
  backendCategory: CategoryRef
  showDuration: number
  isFree: boolean
  minOriginalPriceInfo: PriceInfo | null
  maxOriginalPriceInfo: PriceInfo | null
  /** Raw override: null none, 0 hide, -1 to be determined, > 0 cents. */
  customPrice: number | null
  onSaleShowCount: number
  showTags: ShowTag[]
  whiteTags: string[]
  tour: TourRef | null
  showGroup: ShowGroupRef | null
  seatPickType: SeatPickType
  supportSeatPicking: boolean
  /** seatPickType present and not SUPPORT_NONE, else supportSeatPicking (spec core §4). */
  seatCapable: boolean
  minLimitAge: number | null
  captchaSwitch: boolean
  captchaVerifyStartTime: string | null
  captchaVerifyEndTime: string | null
  captchaTypes: string[]
  discount: number | null
  utcOffset: number
  /** e.g. 'UTC+08:00'. */
  localTimeTxt: string
  showAlertText: string
  displayFraudFlag: boolean
  /** The merchant's HTML, as authored. */
  description: string
  /** The description parsed into rich-text nodes (sanitised); the app renders them in groups of 50. */
  descriptionNodes: RichTextNode[]
  sessions: ShowSession[]
}

/** The buy button's state; the app localises the key. */
export type ShowButtonText =
  | 'BUY_NOW'
  | 'PRE_SALE'
  | 'SOLD_OUT'
  | 'WAIT_LIST'
  | 'LACK_OF_TICKET'
  | 'PENDING'
  | 'CANCELED'
  | 'COMPLETED'
  | 'DISABLED'
  | 'DELAY'

/** GET show/pub/v5/show/{id}/dynamic: what changes while a page is open. */
export interface ShowDynamic {
  showId: string
  showStatus: ShowStatus
  showDetailStatus: ShowDetailStatus
  soldOut: boolean
  /** PRE_SALE or ON_SALE. */
  canBuy: boolean
  saleTime: string | null
  /** Milliseconds from now until saleTime; 0 once it has passed or when there is none. */
  saleTimeCountdown: number
  prioritySaleTime: string | null
  canUsePriorityPurchase: boolean
  latestSaleTime: string | null
  latestSaleTimeStamp: number | null
  existWaitList: boolean
  buttonText: ShowButtonText
  sessions: Array<{
    sessionId: string
    status: SessionStatus
    seatPlans: Array<{ seatPlanId: string; saleState: SeatPlanSaleState }>
  }>
  /** Server time (ISO UTC) the countdown was computed against. */
  serverTime: string
}

/** Spec core §3 "Site". */
export interface Site {
  siteId: string
  cityId: string
  provinceId: string
  cityName: string
  status: 'ONLINE' | 'OFFLINE'
  bsCityId: string
}

export interface SiteList {
  defaultCityId: string
  list: Site[]
}

export interface CategoryList {
  list: CategoryRef[]
}

export interface VenueList {
  list: VenueBrief[]
}

/** Home-page layout kinds (spec core §2). */
/** SHOP: the shop tab's goods layout (issue 18). */
export type LayoutPage = 'HOME' | 'TOPIC' | 'TOPIC_COUPON' | 'PAY_SUCCESS' | 'TICKET_HOLDER' | 'PERSONAL_CENTER' | 'SHOP'
export const LAYOUT_PAGES: readonly LayoutPage[] = ['HOME', 'TOPIC', 'TOPIC_COUPON', 'PAY_SUCCESS', 'TICKET_HOLDER', 'PERSONAL_CENTER', 'SHOP']
export type LayoutStatus = 'PUBLISHED' | 'DRAFT'

/** Component kinds a layout may hold (spec core §2 "Layout pages"). */
export const COMPONENT_TYPES = [
  'SEARCH_BAR',
  'PAGE_TITLE',
  'SLIDE_NAVIGATION',
  'ICON_NAVIGATION',
  'RECOMMENDED_LIST',
  'SHOW_CALENDAR',
  'THREE_COLUMN_SHOW',
  'SINGLE_SHOW',
  'SHOW_LIST',
  'SLIDE_SHOW',
  'HOT_VENUE',
  'TOUR',
  'ANNOUNCEMENT',
  'TEXT',
  'RICH_TEXT',
  'DIVIDER',
  'ANCHOR_NAVIGATION',
  'IMAGES',
  'VIDEO',
  'BANNER',
  'COUPON',
  'COUPON_WINDOW',
  'BANNER_WINDOW',
  'PAID_MEMBER',
  'PRIVILEGE_CARD',
  'TO_PAY_ORDER',
  'SUBSCRIPTION',
  'VOTE',
  'VENUE_RESERVATION',
  'HOT_ROB',
  'PRODUCT',
  'ACTIVITY_ENROLL',
  'MASONRY',
] as const
export type ComponentType = (typeof COMPONENT_TYPES)[number]

/**
 * Merchant HTML as the nodes of a rich-text component (the mini-programs' `nodes` array form, which
 * Alipay requires and the other targets accept), parsed and sanitised by the server.
 */
export type RichTextNode =
  | { type: 'text'; text: string }
  | { type: 'node'; name: string; attrs?: Record<string, string>; children?: RichTextNode[] }

/** Spec core §3 "Goods card". Money in cents. */
export interface GoodsCard {
  id: string
  name: string
  posterUrl: string
  /** A required add-on (bought with the ticket). */
  required: boolean
  idArr: string[]
  spuQty: number
  totalAmount: number
  minPrice: number
  /** The market (list) price the minimum price compares with; 0 when there is none. */
  minMatchMarketPrice: number
}

/** Data the server resolved for a component (show cards for show kinds, the tour, venues, the first masonry page, rich-text nodes). */
export interface ComponentData {
  shows?: ShowCard[]
  total?: number
  tour?: TourDetail
  venues?: VenueBrief[]
  /** RICH_TEXT: the component's HTML as sanitised nodes. */
  nodes?: RichTextNode[]
  /** ANNOUNCEMENT naming an announcementId: the live notice (absent when it is not public now). */
  notice?: Notice
}

/** A buyer's favourite state of one show (GET/POST/DELETE buyer/v1/favourite_shows/{showId}). */
export interface FavouriteState {
  showId: string
  favourite: boolean
}

export interface LayoutComponent {
  componentId: string
  componentType: ComponentType
  /** Merchant-authored settings, with every translation object already picked for the request language. */
  config: Record<string, unknown>
  data: ComponentData | null
}

/** GET home/pub/v5/layouts. */
export interface Layout {
  layoutId: string
  page: LayoutPage
  topicId: string | null
  status: LayoutStatus
  title: string
  components: LayoutComponent[]
}

/** Spec core §3 "Customer service". */
export interface CustomerService {
  type: 'TELEPHONE' | 'ONLINE' | 'BOTH'
  telephone: string
  /** weekday 1 = Monday .. 7 = Sunday; times HH:mm local to the merchant. */
  workTimes: Array<{ weekday: number; start: string; end: string }>
  online: { enabled: boolean; url: string; companyChatId: string; companyChatName: string }
}

/** GET copywriting/pub/config: key/value entries grouped by type ('base' by default). */
export type CopywritingConfig = Record<string, Record<string, string>>

/** GET version/pub/match. */
export interface VersionMatch {
  updateType: 'FORCE' | 'WEAK' | null
  latestVersion: string | null
  description: string
}
