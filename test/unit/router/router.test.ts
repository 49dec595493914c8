import { setLang } from '../../../src/i18n'
import { routerMessages } from '../../../src/i18n/messages/router'
import { navigation } from '../../../src/platform/navigation'
import { navigation as weappNavigation } from '../../../src/platform/navigation.weapp'
import {
  LOGIN_BACK_STEPS,
  LOGIN_BACK_STEPS_H5,
  LOGIN_RETURN_DELAY_MS,
  PAGE_STACK_CAP,
  ROUTE_REPEAT_GUARD_MS,
} from '../../../src/router/constants'
import { RouterEvents } from '../../../src/router/events'
import { createRouter, type Router } from '../../../src/router/router'
import type { RouterEnv } from '../../../src/router/env'
import { installWindow, makeEnv, removeWindow, setStack, taro, toasts, urlOf } from './helpers'

let events: RouterEvents
function make(env: Partial<RouterEnv> = {}, port = env.isH5 ? navigation : weappNavigation): Router {
  events = new RouterEvents()
  return createRouter(makeEnv(env), port, events)
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.clearAllMocks()
  setLang('zh-CN')
  setStack('home')
})
afterEach(() => {
  jest.useRealTimers()
  removeWindow()
})

describe('constants', () => {
  it('match spec core §9', () => {
    expect(ROUTE_REPEAT_GUARD_MS).toBe(100)
    expect(PAGE_STACK_CAP).toBe(10)
    expect(LOGIN_RETURN_DELAY_MS).toBe(500)
    expect(LOGIN_BACK_STEPS).toBe(3)
    expect(LOGIN_BACK_STEPS_H5).toBe(2)
  })
})

describe('open', () => {
  it('navigates to the page path with the params in the query', async () => {
    const res = await make().open('showDetail', { showId: 'S1', from: 'home page' })
    expect(taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/detail/index?showId=S1&from=home%20page')
    expect(res).toMatchObject({ ok: true, action: 'navigateTo', route: 'showDetail' })
  })

  it('sends a show id containing SG to the group show detail', async () => {
    await make().open('showDetail', { showId: '12SG34' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/group-show/index?showId=12SG34')
    expect(make().urlOf('showDetail', { showId: 'SG9' })).toBe('/group-show/SG9')
  })

  it('ignores a repeated open of the same route within 100 ms', async () => {
    const router = make()
    await router.open('hot')
    jest.advanceTimersByTime(ROUTE_REPEAT_GUARD_MS - 1)
    expect(await router.open('hot', { x: 1 })).toMatchObject({ ok: false, reason: 'repeat' })
    expect(taro.navigateTo).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await router.open('hot')
    expect(taro.navigateTo).toHaveBeenCalledTimes(2)
  })

  it('does not guard different routes opened back to back', async () => {
    const router = make()
    await router.open('hot')
    await router.open('venueList')
    expect(taro.navigateTo).toHaveBeenCalledTimes(2)
  })

  it('goes back to a unique page already in the stack instead of opening it twice', async () => {
    setStack('home', 'login', 'loginCode', 'loginCaptcha')
    const res = await make().open('login')
    expect(taro.navigateTo).not.toHaveBeenCalled()
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(res.action).toBe('navigateBack')
  })

  it('turns an open into a redirect when 10 pages are stacked (off H5)', async () => {
    setStack(...Array.from({ length: PAGE_STACK_CAP }, () => 'hot'))
    await make().open('venueList')
    expect(taro.navigateTo).not.toHaveBeenCalled()
    expect(urlOf(taro.redirectTo)).toBe('/packages/show/venue-list/index')
  })

  it('keeps opening with 9 pages, and on H5 with 10', async () => {
    setStack(...Array.from({ length: PAGE_STACK_CAP - 1 }, () => 'hot'))
    await make().open('venueList')
    setStack(...Array.from({ length: PAGE_STACK_CAP }, () => 'hot'))
    await make({ isH5: true }).open('venueList')
    expect(taro.navigateTo).toHaveBeenCalledTimes(2)
    expect(taro.redirectTo).not.toHaveBeenCalled()
  })

  it('opens tab pages with switchTab and keeps their params for the tab', async () => {
    const router = make()
    await router.open('all', { backendCategoryCode: 'CONCERT' })
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/all/all' })
    expect(router.takeTabParams('all')).toEqual({ backendCategoryCode: 'CONCERT' })
    expect(router.takeTabParams('all')).toBeUndefined()
  })

  it('toasts "jump failed" when the host refuses the navigation', async () => {
    taro.navigateTo.mockRejectedValueOnce({ errMsg: 'navigateTo:fail page not found' })
    const res = await make().open('hot')
    expect(res).toMatchObject({ ok: false, reason: 'failed' })
    expect(toasts()).toEqual(['跳转失败'])
  })

  it('toasts for an unknown route name', async () => {
    expect(await make().open('nope')).toMatchObject({ ok: false, reason: 'unknown-route' })
    expect(toasts()).toEqual(['跳转失败'])
  })
})

describe('redirect, switchTab, relaunch, clearTo', () => {
  it('redirect replaces the page', async () => {
    await make().redirect('booking', { showId: '1' })
    expect(urlOf(taro.redirectTo)).toBe('/packages/show/booking/index?showId=1')
  })

  it('switchTab sends no query', async () => {
    await make({ channelId: 'C1' }).switchTab('mine', { a: 1 })
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/mine/mine' })
  })

  it('relaunch closes everything', async () => {
    await make().relaunch('orderList')
    expect(urlOf(taro.reLaunch)).toBe('/packages/order/list/index')
  })

  it('clearTo goes back to the page when it is in the stack', async () => {
    setStack('home', 'showDetail', 'booking', 'orderConfirm')
    await make().clearTo('showDetail')
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(taro.reLaunch).not.toHaveBeenCalled()
  })

  it('clearTo relaunches when the page is not in the stack', async () => {
    setStack('home', 'booking')
    await make().clearTo('orderList', { tab: 'all' })
    expect(urlOf(taro.reLaunch)).toBe('/packages/order/list/index?tab=all')
  })
})

describe('back with a result', () => {
  it('delivers the result to the revealed page', async () => {
    setStack('home', 'orderConfirm', 'viewer')
    const router = make()
    const seen: unknown[] = []
    router.onResult('orderConfirm', (r) => seen.push(r))
    const res = await router.back(1, { viewerIds: ['a'] })
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(res).toMatchObject({ ok: true, route: 'orderConfirm' })
    expect(seen).toEqual([{ viewerIds: ['a'] }])
  })

  it('keeps the result for takeResult when the page has no listener', async () => {
    setStack('home', 'booking', 'address', 'viewer')
    const router = make()
    await router.back(2, 'picked')
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(router.takeResult('booking')).toBe('picked')
    expect(router.takeResult('booking')).toBeUndefined()
  })

  it('relaunches home when there is no page to go back to', async () => {
    setStack('showDetail')
    await make().back()
    expect(taro.navigateBack).not.toHaveBeenCalled()
    expect(urlOf(taro.reLaunch)).toBe('/pages/list/list')
  })
})

describe('login redirect and return', () => {
  it('sends an anonymous visitor to login and returns to the target ~500 ms after login', async () => {
    let loggedIn = false
    const router = make({ isLoggedIn: () => loggedIn })
    const res = await router.open('orderDetail', { orderId: 'O1' })
    expect(res).toMatchObject({ ok: true, action: 'login', route: 'login' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/login/index')
    expect(router.pendingTarget()).toEqual({ kind: 'open', name: 'orderDetail', params: { orderId: 'O1' } })

    loggedIn = true
    setStack('home', 'login')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS - 1)
    expect(taro.navigateBack).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await done
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(urlOf(taro.navigateTo, 1)).toBe('/packages/order/detail/index?orderId=O1')
    expect(router.pendingTarget()).toBeUndefined()
  })

  it('pops at most 3 login pages in mini-programs', async () => {
    const router = make({ isLoggedIn: () => false })
    await router.open('coupon')
    setStack('home', 'login', 'loginCode', 'loginCaptcha', 'accountBind')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS)
    await done
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 3 })
  })

  it('pops at most 2 login pages on H5', async () => {
    let loggedIn = false
    const router = make({ isH5: true, isLoggedIn: () => loggedIn })
    await router.open('coupon')
    loggedIn = true
    setStack('home', 'login', 'loginCode', 'loginCaptcha')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS)
    await done
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(urlOf(taro.navigateTo, 1)).toBe('/packages/user/coupon/index')
  })

  it('replaces the login page when it was the first page (H5 deep link)', async () => {
    let loggedIn = false
    const router = make({ isH5: true, isLoggedIn: () => loggedIn })
    await router.open('orderList')
    loggedIn = true
    setStack('login')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS)
    await done
    expect(taro.navigateBack).not.toHaveBeenCalled()
    expect(urlOf(taro.redirectTo)).toBe('/packages/order/list/index')
  })

  it('just leaves the login pages when nothing was pending', async () => {
    const router = make()
    setStack('mine', 'login')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS)
    expect(await done).toMatchObject({ ok: true, action: 'navigateBack' })
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })

  it('requireLogin: a guest confirming a booking goes to login and comes back to that same page', async () => {
    let loggedIn = false
    const router = make({ isH5: true, isLoggedIn: () => loggedIn })
    await router.open('orderDetail', { orderId: 'STALE' })
    taro.navigateTo.mockClear()
    setStack('home', 'showDetail', 'booking')
    expect(await router.requireLogin()).toBe(false)
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/login/index')
    expect(router.pendingTarget()).toBeUndefined()

    loggedIn = true
    setStack('home', 'showDetail', 'booking', 'login')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS)
    await done
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(await router.requireLogin()).toBe(true)
  })

  it('opens pages without auth for anonymous visitors', async () => {
    await make({ isLoggedIn: () => false }).open('couponExchange')
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/coupon-exchange/index')
  })

  it('chooses the login-way page when phone binding is supported and needed', async () => {
    const router = make({ isLoggedIn: () => false, supportsPhoneBinding: () => true, needsPhoneBinding: () => true })
    await router.open('coupon')
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/login-way/index')
  })

  it('does not choose login way where phone binding is unsupported (H5 platform default)', () => {
    const router = make({ isLoggedIn: () => false, needsPhoneBinding: () => true, supportsPhoneBinding: undefined })
    expect(router.loginRoute()).toBe('login') // jest resolves platform/phone-binding to the H5 default: unsupported
  })

  it('chooses email login when the language supports only email, else phone login', () => {
    expect(make({ loginMethods: () => ['EMAIL'] }).loginRoute()).toBe('loginEmail')
    expect(make({ loginMethods: () => ['EMAIL', 'CELLPHONE'] }).loginRoute()).toBe('login')
    expect(make({ loginMethods: () => ['CELLPHONE'] }).loginRoute()).toBe('login')
    expect(make({ loginMethods: () => [] }).loginRoute()).toBe('login')
  })
})

describe('param propagation', () => {
  it('adds channelId and forbidShare to every route and to the H5 URL', async () => {
    const router = make({ channelId: 'CH7', forbidShare: true })
    await router.open('showDetail', { showId: '1' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/detail/index?showId=1&channelId=CH7&forbidShare=1')
    expect(router.urlOf('showDetail', { showId: '1' })).toBe('/content/1?channelId=CH7&forbidShare=1')
    jest.advanceTimersByTime(ROUTE_REPEAT_GUARD_MS)
    await router.redirect('hot')
    expect(urlOf(taro.redirectTo)).toBe('/packages/show/hot/index?channelId=CH7&forbidShare=1')
  })

  it("carries another shop's merchantId into every URL, so a reload or a shared link opens that shop again", async () => {
    const router = make({ isH5: true, merchantId: '20001' })
    await router.open('showDetail', { showId: 'SZ001' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/detail/index?showId=SZ001&merchantId=20001')
    expect(router.urlOf('showDetail', { showId: 'SZ001' })).toBe('/content/SZ001?merchantId=20001')
    expect(router.urlOf('showDetail', { showId: 'X', merchantId: '30001' })).toBe('/content/X?merchantId=30001')
    expect(make({ isH5: true }).urlOf('showDetail', { showId: 'SZ001' })).toBe('/content/SZ001')
  })

  it('keeps an explicit channelId and adds nothing when unset', async () => {
    await make({ channelId: 'CH7' }).open('hot', { channelId: 'OWN' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/hot/index?channelId=OWN')
    expect(make().urlOf('hot')).toBe('/hot')
  })
})

describe('payment panel', () => {
  it('hides on navigation', async () => {
    const router = make()
    const hidden = jest.fn()
    events.on('paymentPanelHide', hidden)
    setStack('home', 'orderConfirm')
    await router.open('viewer')
    expect(hidden).toHaveBeenCalledWith({ from: 'orderConfirm', to: 'viewer' })
    await router.back()
    expect(hidden).toHaveBeenCalledTimes(2)
  })

  it('stays when going to or coming back from the agreement page', async () => {
    const router = make()
    const hidden = jest.fn()
    events.on('paymentPanelHide', hidden)
    setStack('home', 'orderConfirm')
    await router.open('agreement', { id: 'A1', title: 'T' })
    setStack('home', 'orderConfirm', 'agreement')
    await router.back()
    expect(taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(taro.navigateBack).toHaveBeenCalledTimes(1)
    expect(hidden).not.toHaveBeenCalled()
  })
})

describe('web-view, agreement and topic-activity URLs', () => {
  it('opens web-view and agreement URLs directly on H5', async () => {
    const { assign } = installWindow()
    const router = make({ isH5: true })
    expect(await router.open('webView', { url: 'https://pay.example.com/x' })).toMatchObject({ ok: true, action: 'assignLocation' })
    jest.advanceTimersByTime(ROUTE_REPEAT_GUARD_MS)
    await router.open('agreement', { url: 'https://example.com/terms', title: 'T' })
    expect(assign.mock.calls).toEqual([['https://pay.example.com/x'], ['https://example.com/terms']])
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })

  it('opens the agreement page when no URL is given, and the web-view page in mini-programs', async () => {
    installWindow()
    await make({ isH5: true }).open('agreement', { id: 'A1' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/agreement/index?id=A1')
    await make().open('webView', { url: 'https://a.com/?q=1' })
    expect(urlOf(taro.navigateTo, 1)).toBe(`/pages/web-view/web-view?url=${encodeURIComponent('https://a.com/?q=1')}`)
  })

  it('turns a /topic-activity URL into the topic page unless the shop enables web activities', async () => {
    const { assign } = installWindow()
    await make({ isH5: true }).openUrl('https://m.example.com/topic-activity/T55?channelId=c')
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/topic-activity/index?channelId=c&topicId=T55')
    await make({ isH5: true }).open('webView', { url: 'https://m.example.com/topic-activity/T56/coupon-template/C1' })
    expect(urlOf(taro.navigateTo, 1)).toBe('/packages/show/topic-coupon/index?topicId=T56&couponTemplateId=C1')
    expect(assign).not.toHaveBeenCalled()

    await make({ isH5: true, shopEnablesWebActivities: () => true }).openUrl('https://m.example.com/topic-activity/T55')
    expect(assign).toHaveBeenCalledWith('https://m.example.com/topic-activity/T55')
  })

  it('opens app paths by their alias', async () => {
    await make().openUrl('/content/77?src=banner')
    expect(urlOf(taro.navigateTo)).toBe('/packages/show/detail/index?src=banner&showId=77')
  })
})

describe('native app shell', () => {
  it('hands mapped pages to the app', async () => {
    const callHandler = jest.fn()
    installWindow({ flutter_inappwebview: { callHandler } })
    const res = await make({ isH5: true, isNativeAppShell: true, nativeNameMap: { showDetail: 'ShowDetailPage' }, channelId: 'C' }).open(
      'showDetail',
      { showId: 9 },
    )
    expect(res).toMatchObject({ ok: true, action: 'native' })
    expect(callHandler).toHaveBeenCalledWith('openPage', { type: 'openPage', name: 'ShowDetailPage', params: { showId: '9', channelId: 'C' } })
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })

  it('toasts "under development" for unmapped pages, in the current language', async () => {
    installWindow({ flutter_inappwebview: { callHandler: jest.fn() } })
    const router = make({ isH5: true, isNativeAppShell: true, nativeNameMap: {} })
    expect(await router.open('parking')).toMatchObject({ ok: false, reason: 'native-unmapped' })
    setLang('en-US')
    jest.advanceTimersByTime(ROUTE_REPEAT_GUARD_MS)
    await router.open('parking')
    setLang('zh-MO')
    jest.advanceTimersByTime(ROUTE_REPEAT_GUARD_MS)
    await router.open('parking')
    expect(toasts()).toEqual([
      '该功能正在开发中，尽情期待吧!',
      routerMessages['router.nativeUnsupported']['en-US'],
      '該功能正在開發中，盡情期待吧!',
    ])
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })
})
