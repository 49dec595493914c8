/**
 * The one route table (spec core §2). Every page of the app is a row: its name, its Taro page path,
 * its package, its H5 aliases (with :params), whether it needs login, and whether it is built yet.
 *
 * app.config.ts derives `pages`, `subPackages` and `tabBar` from this table, the H5 alias resolver
 * derives the browser URLs from it, and the router uses it for auth and navigation, so a page is
 * declared exactly once. Keep this file free of Taro imports: the build config evaluates it in Node.
 */

/** Main package plus the spec's preload groups. */
export type PackageName = 'main' | 'show' | 'ticket' | 'shop' | 'user' | 'order'

export interface RouteDef {
  /** Stable name used by code: `router.open('showDetail', {showId})`. */
  name: string
  /** Page path inside its package (`list/list` in main → `pages/list/list`). */
  page: string
  pkg: PackageName
  /** H5 aliases, most specific first. `:x` captures a param. The first is the canonical URL. */
  alias?: string[]
  /** Needs a logged-in buyer; the router sends anonymous visitors to login and back. */
  auth?: boolean
  /** Tab index 0-4 for the five tab pages. */
  tab?: number
  /** i18n key of the page title. */
  title: string
  /** Pages that may appear only once in the stack (opening again goes back to it). */
  unique?: boolean
  /** True while the page is a real screen; false shows the coming-soon page. */
  built?: boolean
}

const r = (
  name: string,
  pkg: PackageName,
  page: string,
  alias: string[] | undefined,
  extra: Partial<RouteDef> = {},
): RouteDef => ({ name, pkg, page, alias, title: `route.${name}`, ...extra })

export const ROUTES: RouteDef[] = [
  // Main package: the five tabs (index 0 to 4), then pages any screen may need at once.
  r('home', 'main', 'list/list', ['/', '/pages/list/list'], { tab: 0, built: true }),
  r('all', 'main', 'all/all', ['/list'], { tab: 1, built: true }),
  r('shop', 'main', 'shop/shop', ['/shop'], { tab: 2, built: true }),
  r('ticketHolder', 'main', 'ticket/ticket', ['/ticket'], { tab: 3, built: true }),
  r('mine', 'main', 'mine/mine', ['/mine'], { tab: 4, built: true }),
  r('webView', 'main', 'web-view/web-view', ['/web-view'], { built: true }),
  r('pageError', 'main', 'page-error/page-error', ['/page-error']),
  r('shopState', 'main', 'shop-state/shop-state', ['/shop-state'], { built: true }),

  // show: browsing, detail, booking (list preloads it).
  r('groupShowDetail', 'show', 'group-show/index', ['/group-show/:showId'], { built: true }),
  r('showDetail', 'show', 'detail/index', ['/content/:showId'], { built: true }),
  r('tourDetail', 'show', 'tour-detail/index', ['/tour-detail/:tourId'], { built: true }),
  r('sitePurchase', 'show', 'purchase/index', ['/purchase/:showId']),
  r('search', 'show', 'search/index', ['/search/:placeholder', '/search'], { built: true }),
  r('booking', 'show', 'booking/index', ['/booking/:showId'], { built: true }),
  r('homeTopic', 'show', 'home-topic/index', ['/home-topic'], { built: true }),
  r('annualReview', 'show', 'annual-review/index', ['/annual-review']),
  r('hot', 'show', 'hot/index', ['/hot']),
  r('openShowConfirm', 'show', 'open-show-confirm/index', ['/open-show/confirm'], { auth: true, built: true }),
  r('openShowOrders', 'show', 'open-show-orders/index', ['/open-show/orders/list'], { auth: true, built: true }),
  r('openShowDetail', 'show', 'open-show-detail/index', ['/open-show/:showId'], { built: true }),
  r('openShow', 'show', 'open-show/index', ['/open-show'], { built: true }),
  r('registrationList', 'show', 'registration-list/index', ['/registration-list'], { built: true }),
  r('entranceRegistrationDetail', 'show', 'entrance-registration-detail/index', ['/entrance-registration-detail'], { built: true }),
  r('entranceRegistrationForm', 'show', 'entrance-registration-form/index', ['/entrance-registration-form'], { built: true }),
  r('topicCouponTemplate', 'show', 'topic-coupon/index', ['/topic-activity/:topicId/coupon-template/:couponTemplateId'], { built: true }),
  r('topicActivity', 'show', 'topic-activity/index', ['/topic-activity/:topicId'], { built: true }),
  // share-topic-activity (core §2 "other named pages"): the activity's share card and link.
  r('shareTopicActivity', 'show', 'share-topic-activity/index', ['/share-topic-activity/:topicId'], { built: true }),
  r('voteDetail', 'show', 'vote-detail/index', ['/vote-detail/:id'], { built: true }),
  // Reservation pages (core §2 "other named pages": index, detail, record, order).
  r('reservation', 'show', 'reservation/index', ['/reservation'], { built: true }),
  r('reservationDetail', 'show', 'reservation-detail/index', ['/reservation-detail/:venueId'], { built: true }),
  r('reservationOrder', 'show', 'reservation-order/index', ['/reservation-order'], { auth: true, built: true }),
  r('reservationRecord', 'show', 'reservation-record/index', ['/reservation-record'], { auth: true, built: true }),
  r('venue', 'show', 'venue/index', ['/venue/:venueId'], { built: true }),
  r('venueList', 'show', 'venue-list/index', ['/venue-list'], { built: true }),
  r('showCalendar', 'show', 'calendar/index', ['/calendar'], { built: true }),
  r('siteList', 'show', 'site-list/index', ['/site-list'], { built: true }),
  r('pickSeat', 'show', 'pick-seat/index', ['/pick-seat'], { built: true }),

  // ticket: the ticket holder's pages (ticket holder preloads it).
  r('ticketDetail', 'ticket', 'detail/index', ['/ticket-detail'], { auth: true, built: true }),
  r('ticketError', 'ticket', 'error/index', ['/ticket-error'], { auth: true, built: true }),
  // Real-name entry after purchase (issue 19): /real-name?orderId=…, /real-name-single?orderId=…&ticketId=… (real-idCard on it).
  r('realName', 'ticket', 'real-name/index', ['/real-name'], { auth: true, built: true }),
  r('realNameSingle', 'ticket', 'real-name-single/index', ['/real-name-single'], { auth: true, built: true }),
  r('bindTicket', 'ticket', 'bind-ticket/index', ['/ticket/bind-ticket']),
  r('historyTicket', 'ticket', 'history/index', ['/history-ticket'], { auth: true, built: true }),
  r('sendTicket', 'ticket', 'send/index', ['/send-ticket'], { auth: true, built: true }),
  r('acceptTicket', 'ticket', 'accept/index', ['/accept-ticket'], { auth: true, built: true }),

  // shop: goods and cart (shop preloads it).
  r('cartList', 'shop', 'cart-list/index', ['/cart-list'], { auth: true, built: true }),
  r('shopItem', 'shop', 'item/index', ['/shop/:id'], { built: true }),
  r('goodsSearch', 'shop', 'goods-search/index', ['/goods-search'], { built: true }),
  r('goodsCartConfirm', 'shop', 'goods-cart-confirm/index', ['/goods-cart-confirm'], { built: true }),
  // Stubs are of the buyer's own tickets: login first (the spec lists no auth here; the server needs it).
  r('ticketStubPrint', 'shop', 'ticket-stub-print/index', ['/ticket-stub-print'], { auth: true, built: true }),
  r('ticketStubList', 'shop', 'ticket-stub-list/index', ['/ticket-stub-list'], { auth: true, built: true }),

  // order: confirm, orders, payment results (mine and show detail preload it).
  r('orderConfirm', 'order', 'confirm/index', ['/order/confirm'], { auth: true, built: true }),
  r('privilegeCode', 'order', 'privilege-code/index', ['/privilege_code'], { auth: true }),
  r('orderDetail', 'order', 'detail/index', ['/order/detail/:orderId'], { auth: true, built: true }),
  r('goodsOrderDetail', 'order', 'product-detail/index', ['/order/product/:orderId'], { auth: true, built: true }),
  // Order express (spec: a named page without alias): the parcel of an express order.
  r('orderExpress', 'order', 'express/index', undefined, { auth: true, built: true }),
  // Combo activity pages and the tied sale list (spec: named pages without alias): open to anyone,
  // buying asks for login. In the order package, which the show detail preloads.
  r('comboActivity', 'order', 'combo/index', ['/combo/:promotionId'], { built: true }),
  r('tiedSaleList', 'order', 'tied-sale/index', ['/tied-sale-list/:showId'], { built: true }),
  r('orderList', 'order', 'list/index', ['/order'], { auth: true, built: true }),
  // Rebook (issue 19): the order id rides in the query (/rebook-ticket?orderId=…), the spec's alias has none.
  r('rebookTicket', 'order', 'rebook/index', ['/rebook-ticket'], { auth: true, built: true }),
  // Refund pages the spec names without an alias (core §2 "other named pages", auth).
  r('refundOrder', 'order', 'refund-order/index', ['/refund-order/:orderId'], { auth: true, built: true }),
  r('refundOrderTickets', 'order', 'refund-tickets/index', ['/refund-order-tickets/:orderId'], { auth: true, built: true }),
  r('refundRule', 'order', 'refund-rule/index', ['/refund-rule/:showId'], { auth: true, built: true }),
  r('invoice', 'order', 'invoice/index', ['/invoice/:orderId'], { auth: true, built: true }),
  r('invoiceDetail', 'order', 'invoice-detail/index', ['/invoice-detail/:invoiceId'], { auth: true, built: true }),
  r('waitList', 'order', 'wait-list/index', ['/wait-list'], { auth: true, built: true }),
  r('waitListInstruction', 'order', 'wait-list-instruction/index', ['/wait-list-instruction'], { auth: true, built: true }),
  r('paySuccess', 'order', 'pay-success/index', ['/pay-success'], { auth: true, built: true }),
  r('paySuccessNew', 'order', 'pay-success-new/index', ['/pay-success-new'], { auth: true, built: true }),
  r('payLoading', 'order', 'pay-loading/index', ['/pay-loading'], { built: true }),
  r('sharePaySuccess', 'order', 'share-pay-success/index', ['/share-pay-success'], { auth: true }),
  r('memberPaySuccess', 'order', 'member-pay-success/index', ['/member-pay-success'], { auth: true, built: true }),
  // Spec: the parking navigation needs login (the fee is a buyer's query, paid as the buyer's order).
  r('parking', 'order', 'parking/index', ['/parking'], { auth: true, built: true, unique: true }),
  r('parkingDetail', 'order', 'parking-detail/index', ['/parking-detail'], { auth: true, built: true }),
  r('parkingRecord', 'order', 'parking-record/index', ['/parking-record'], { auth: true, built: true }),

  // user: login family, account, membership, coupons (mine and show detail preload it).
  r('login', 'user', 'login/index', ['/login'], { unique: true, built: true }),
  r('loginCode', 'user', 'login-code/index', ['/login/login-code'], { built: true }),
  r('loginCaptcha', 'user', 'login-captcha/index', ['/login-captcha'], { built: true }),
  r('loginWay', 'user', 'login-way/index', ['/login-way'], { built: true }),
  r('loginEmail', 'user', 'login-email/index', ['/login-email'], { built: true }),
  r('checkEmail', 'user', 'check-email/index', ['/check-email'], { built: true }),
  r('activateEmail', 'user', 'activate-email/index', ['/activate-email'], { built: true }),
  r('createAccount', 'user', 'create-account/index', ['/create-account'], { built: true }),
  r('setPassword', 'user', 'set-password/index', ['/set-password'], { built: true }),
  r('forgotPassword', 'user', 'forgot-password/index', ['/forgot-password'], { built: true }),
  r('changePassword', 'user', 'change-password/index', ['/change-password'], { auth: true, built: true }),
  r('workPermitLogin', 'user', 'work-permit-login/index', ['/work_permit_login'], { built: true }),
  r('workPermitApply', 'user', 'work-permit-apply/index', ['/work-permit/apply'], { built: true }),
  r('accountBind', 'user', 'account-bind/index', ['/account-bind'], { built: true }),
  r('channelLogin', 'user', 'channel-login/index', ['/channelLogin'], { built: true }),
  r('bsAuth', 'user', 'bs-auth/index', ['/bsauth']),
  r('wxAuth', 'user', 'wx-auth/index', ['/wxauth']),
  r('memberProfile', 'user', 'profile/index', ['/member-profile'], { auth: true, built: true }),
  r('myRights', 'user', 'my-rights/index', ['/my-rights'], { auth: true }),
  r('rightsList', 'user', 'rights-list/index', ['/rights-list'], { auth: true }),
  r('favoriteShow', 'user', 'favorite-show/index', ['/favorite-show'], { auth: true, built: true }),
  r('studentVerify', 'user', 'student-verify/index', ['/student-verify'], { auth: true }),
  r('middleVerify', 'user', 'middle-verify/index', ['/middle-verify']),
  r('address', 'user', 'address/index', ['/address'], { auth: true, built: true }),
  r('viewer', 'user', 'viewer/index', ['/viewer'], { auth: true, built: true }),
  r('couponExchange', 'user', 'coupon-exchange/index', ['/coupon/exchange'], { built: true }),
  r('coupon', 'user', 'coupon/index', ['/coupon'], { auth: true, built: true }),
  r('couponReceive', 'user', 'coupon-receive/index', ['/coupon-receive'], { built: true }),
  r('couponInfo', 'user', 'coupon-info/index', ['/coupon-info'], { built: true }),
  r('couponShows', 'user', 'coupon-shows/index', ['/coupon-shows'], { built: true }),
  r('memberCenterRight', 'user', 'member-right/index', ['/member-center/right'], { built: true }),
  r('memberCenterConfirm', 'user', 'member-confirm/index', ['/member-center/confirm'], { auth: true, built: true }),
  r('memberCenterCompare', 'user', 'member-compare/index', ['/member-center/compare'], { built: true }),
  r('memberCenterAgreement', 'user', 'member-agreement/index', ['/member-center/aggrement'], { auth: true, built: true }),
  r('memberCenter', 'user', 'member-center/index', ['/member-center'], { built: true }),
  // Points and growth value pages the spec names without an alias (core §2 "other named pages").
  r('points', 'user', 'points/index', ['/points'], { auth: true, built: true }),
  r('pointsRule', 'user', 'points-rule/index', ['/points-rule'], { built: true }),
  r('pointRecord', 'user', 'point-record/index', ['/point-record'], { auth: true, built: true }),
  r('growthValue', 'user', 'growth-value/index', ['/growth-value'], { auth: true, built: true }),
  r('growthValueRule', 'user', 'growth-value-rule/index', ['/growth-value-rule'], { built: true }),
  r('agreement', 'user', 'agreement/index', ['/agreement'], { built: true }),
  r('support', 'user', 'support/index', ['/support']),
  r('announcement', 'user', 'announcement/index', ['/announce/:id'], { built: true }),
  r('benefitCard', 'user', 'benefit-card/index', ['/benefit-card/:cardId'], { auth: true, built: true }),
  r('cardList', 'user', 'card-list/index', ['/card-list'], { auth: true, built: true }),
  r('cardRange', 'user', 'card-range/index', ['/card-range'], { built: true }),
  r('settings', 'user', 'settings/index', ['/settings'], { built: true }),
  r('language', 'user', 'language/index', ['/language'], { built: true }),
  r('switchSkin', 'user', 'switch-skin/index', ['/switch-skin'], { built: true }),
  // Account pages the spec names without an alias (core §2 "other named pages"); titles from the account dictionary.
  r('accountSafe', 'user', 'account-safe/index', ['/account-safe'], { auth: true, built: true, title: 'account.safe.title' }),
  r('unregistered', 'user', 'unregistered/index', ['/unregistered'], { auth: true, built: true, title: 'account.unregister.title' }),
  r('nicknameEdit', 'user', 'nickname-edit/index', ['/nickname-edit'], { auth: true, built: true, title: 'account.nickname.title' }),
]

/** Taro page path including its package root: `pages/list/list`, `packages/show/detail/index`. */
export function pagePathOf(route: RouteDef): string {
  return route.pkg === 'main' ? `pages/${route.page}` : `packages/${route.pkg}/${route.page}`
}

export const ROUTE_BY_NAME: Record<string, RouteDef> = Object.fromEntries(ROUTES.map((x) => [x.name, x]))

const ROUTE_BY_PAGE_PATH: Record<string, RouteDef> = Object.fromEntries(ROUTES.map((x) => [pagePathOf(x), x]))

const hasParams = (route: RouteDef) => (route.alias ?? []).some((a) => a.includes('/:'))
const staticForm = (alias: string) => alias.split('/').filter((s) => !s.startsWith(':')).join('/') || '/'

/**
 * Route name → the static forms of its H5 aliases, which Taro's H5 router shows in the address bar
 * and reports as the page `route` (`/content/:showId` → `/content`). Routes without params claim
 * their forms first; a form another page already owns gets the route name appended
 * (`/shop/:id` → `/shop/shopItem`), so every form belongs to exactly one page.
 */
export function staticAliases(routes: RouteDef[] = ROUTES): Map<string, string[]> {
  const taken = new Set<string>()
  const result = new Map<string, string[]>()
  const ordered = [...routes].sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)))
  for (const route of ordered) {
    const forms: string[] = []
    for (const alias of route.alias ?? []) {
      let form = staticForm(alias)
      if (taken.has(form) && !forms.includes(form)) form = `${form === '/' ? '' : form}/${route.name}`
      if (!forms.includes(form)) forms.push(form)
      taken.add(form)
    }
    result.set(route.name, forms)
  }
  return result
}

const ROUTE_BY_STATIC_ALIAS: Record<string, RouteDef> = Object.fromEntries(
  [...staticAliases().entries()].flatMap(([name, forms]) => forms.map((form) => [form.replace(/^\/+/, ''), ROUTE_BY_NAME[name]])),
)

/**
 * The route of a page path as Taro reports it: the page path on mini-programs (`pages/list/list`,
 * `/packages/show/detail/index?x=1`), or the H5 address-bar form (`order/detail`, `` for home).
 */
export function routeOfPagePath(path: string): RouteDef | undefined {
  const key = path.replace(/^\/+/, '').split('?')[0]
  return ROUTE_BY_PAGE_PATH[key] ?? ROUTE_BY_STATIC_ALIAS[key]
}

export const TAB_ROUTES: RouteDef[] = ROUTES.filter((x) => x.tab !== undefined).sort((a, b) => a.tab! - b.tab!)

/**
 * Preload groups exactly as spec core §2: list → show; ticket holder → ticket; shop → shop;
 * mine → user and order; show detail → order and user.
 */
export const PRELOAD_RULES: Array<{ from: string; packages: PackageName[] }> = [
  { from: 'home', packages: ['show'] },
  { from: 'ticketHolder', packages: ['ticket'] },
  { from: 'shop', packages: ['shop'] },
  { from: 'mine', packages: ['user', 'order'] },
  { from: 'showDetail', packages: ['order', 'user'] },
]

export const SUB_PACKAGES: Exclude<PackageName, 'main'>[] = ['show', 'ticket', 'shop', 'user', 'order']
