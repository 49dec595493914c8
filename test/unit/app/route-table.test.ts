/** The route table drives pages, subpackages, preload rules and aliases: check it against the spec. */
import fs from 'node:fs'
import path from 'node:path'
import { PRELOAD_RULES, ROUTES, ROUTE_BY_NAME, SUB_PACKAGES, TAB_ROUTES, pagePathOf } from '../../../src/router/routes'
import { hasMessage } from '../../../src/i18n'
// A subpackage route's title lives in its package's dictionary, which its page registers on load.
import '../../../src/packages/show/messages'
import '../../../src/packages/ticket/messages'
import '../../../src/packages/shop/messages'
import '../../../src/packages/user/messages'
import '../../../src/packages/order/messages'

const SRC = path.resolve(__dirname, '../../../src')

describe('route table', () => {
  it('has five tabs in the spec order with pages/list/list first', () => {
    expect(TAB_ROUTES.map((r) => r.name)).toEqual(['home', 'all', 'shop', 'ticketHolder', 'mine'])
    expect(pagePathOf(TAB_ROUTES[0])).toBe('pages/list/list')
    expect(TAB_ROUTES.every((r) => r.pkg === 'main')).toBe(true)
  })

  it('has a page file and a title in three languages for every route', () => {
    const missing = ROUTES.filter((r) => !fs.existsSync(path.join(SRC, `${pagePathOf(r)}.tsx`))).map((r) => r.name)
    expect(missing).toEqual([])
    expect(ROUTES.filter((r) => !hasMessage(r.title)).map((r) => r.name)).toEqual([])
  })

  it('uses the spec preload groups as subpackages, each with pages', () => {
    expect(SUB_PACKAGES).toEqual(['show', 'ticket', 'shop', 'user', 'order'])
    for (const pkg of SUB_PACKAGES) expect(ROUTES.some((r) => r.pkg === pkg)).toBe(true)
  })

  it('preloads exactly as spec core §2 says', () => {
    const rules = Object.fromEntries(PRELOAD_RULES.map((r) => [pagePathOf(ROUTE_BY_NAME[r.from]), r.packages]))
    expect(rules).toEqual({
      'pages/list/list': ['show'],
      'pages/ticket/ticket': ['ticket'],
      'pages/shop/shop': ['shop'],
      'pages/mine/mine': ['user', 'order'],
      'packages/show/detail/index': ['order', 'user'],
    })
  })

  it('covers every path alias of the spec route table', () => {
    const aliases = new Set(ROUTES.flatMap((r) => r.alias ?? []))
    const spec = [
      '/', '/shop', '/mine', '/home-topic', '/list', '/annual-review', '/content/:showId', '/group-show/:showId',
      '/tour-detail/:tourId', '/purchase/:showId', '/search', '/search/:placeholder', '/booking/:showId', '/order/confirm',
      '/rebook-ticket', '/order', '/order/detail/:orderId', '/order/product/:orderId', '/pay-success', '/pay-success-new',
      '/pay-loading', '/parking', '/parking-detail', '/parking-record', '/ticket', '/ticket-detail', '/ticket-error', '/hot',
      '/real-name', '/real-name-single', '/ticket/bind-ticket', '/share-pay-success', '/address', '/viewer',
      '/coupon/exchange', '/login', '/work_permit_login', '/work-permit/apply', '/login/login-code', '/login-captcha',
      '/login-email', '/check-email', '/activate-email', '/create-account', '/set-password', '/forgot-password',
      '/change-password', '/coupon', '/coupon-receive', '/coupon-info', '/member-center', '/member-center/right',
      '/member-center/confirm', '/member-center/compare', '/member-center/aggrement', '/agreement', '/support',
      '/announce/:id', '/account-bind', '/channelLogin', '/bsauth', '/wxauth', '/member-pay-success', '/cart-list',
      '/shop/:id', '/goods-search', '/goods-cart-confirm', '/ticket-stub-print', '/ticket-stub-list', '/open-show',
      '/open-show/:showId', '/open-show/confirm', '/open-show/orders/list', '/registration-list',
      '/entrance-registration-detail', '/entrance-registration-form', '/benefit-card/:cardId',
      '/topic-activity/:topicId', '/topic-activity/:topicId/coupon-template/:couponTemplateId', '/vote-detail/:id',
      '/my-rights', '/rights-list', '/favorite-show', '/student-verify', '/middle-verify', '/privilege_code',
    ]
    expect(spec.filter((a) => !aliases.has(a))).toEqual([])
  })

  it('marks the spec auth pages as login-required', () => {
    const auth = ['orderConfirm', 'orderList', 'orderDetail', 'paySuccess', 'paySuccessNew', 'ticketDetail', 'ticketError',
      'sharePaySuccess', 'myRights', 'rightsList', 'favoriteShow', 'studentVerify', 'address', 'viewer', 'changePassword',
      'coupon', 'memberCenterConfirm', 'memberCenterAgreement', 'memberPaySuccess', 'cartList', 'openShowConfirm',
      'openShowOrders', 'benefitCard', 'privilegeCode', 'parkingRecord', 'memberProfile']
    expect(auth.filter((n) => !ROUTE_BY_NAME[n]?.auth)).toEqual([])
    expect(ROUTE_BY_NAME.couponExchange.auth).toBeFalsy()
  })
})
