import { setLang } from '../../../src/i18n'
import { navigation as h5Navigation } from '../../../src/platform/navigation'
import { navigation as alipayNavigation } from '../../../src/platform/navigation.alipay'
import { navigation as weappNavigation } from '../../../src/platform/navigation.weapp'
import { BANNER_JUMP_TYPES } from '../../../src/router/banner'
import { createRouter } from '../../../src/router/router'
import { installWindow, makeEnv, removeWindow, setStack, taro, toasts, urlOf } from './helpers'

const details = [
  { type: 'WX_MINI' as const, appId: 'wx123', path: 'pages/a?x=1' },
  { type: 'ALIPAY_MINI' as const, appId: '2021000', path: 'pages/b' },
  { type: 'H5' as const, path: 'https://h5.example.com/act' },
]

beforeEach(() => {
  jest.clearAllMocks()
  setLang('zh-CN')
  setStack('home')
})
afterEach(() => removeWindow())

const mini = () => createRouter(makeEnv(), weappNavigation)

describe('banner jumps', () => {
  it('opens the WeChat mini-program target on weapp and the Alipay one on alipay', async () => {
    expect(await mini().jumpBanner({ jumpType: 'MINI_PROGRAM', jumpDetails: details })).toMatchObject({ ok: true, action: 'miniProgram' })
    expect(taro.navigateToMiniProgram).toHaveBeenLastCalledWith({ appId: 'wx123', path: 'pages/a?x=1' })
    await createRouter(makeEnv(), alipayNavigation).jumpBanner({ jumpDetails: details })
    expect(taro.navigateToMiniProgram).toHaveBeenLastCalledWith({ appId: '2021000', path: 'pages/b' })
  })

  it('falls back to the H5 detail where mini-programs cannot be opened (H5)', async () => {
    const { assign } = installWindow()
    await createRouter(makeEnv({ isH5: true }), h5Navigation).jumpBanner({ jumpType: 'MINI_PROGRAM', jumpDetails: details })
    expect(assign).toHaveBeenCalledWith('https://h5.example.com/act')
    expect(taro.navigateToMiniProgram).not.toHaveBeenCalled()
  })

  it('opens an H5 URL in the web-view page in mini-programs', async () => {
    await mini().jumpBanner({ jumpType: 'H5', navigateUrl: 'https://x.example.com/p' })
    expect(urlOf(taro.navigateTo)).toBe(`/pages/web-view/web-view?url=${encodeURIComponent('https://x.example.com/p')}`)
  })

  it.each([
    ['SHOW_DETAIL', 'S1', '/packages/show/detail/index?showId=S1'],
    ['SHOW_DETAIL', 'X-SG-2', '/packages/show/group-show/index?showId=X-SG-2'],
    ['SHOP_ITEM', '88', '/packages/shop/item/index?id=88'],
    ['SEARCH', '周杰伦', `/packages/show/search/index?keyword=${encodeURIComponent('周杰伦')}`],
    ['CALENDAR', '', '/packages/show/calendar/index'],
    ['HOT_BUY', '', '/packages/show/hot/index'],
    ['VENUE', 'V1', '/packages/show/venue/index?venueId=V1'],
    ['COUPON_VENUE_LIST', 'CT1', '/packages/show/venue-list/index?couponTemplateId=CT1'],
    ['COUPON_SHOW_LIST', 'CT2', '/packages/user/coupon-shows/index?couponTemplateId=CT2'],
    ['OPEN_SHOW', 'OS1', '/packages/show/open-show-detail/index?showId=OS1'],
    ['OPEN_SHOW', '', '/packages/show/open-show/index'],
    ['MEMBER_CENTER', '3', '/packages/user/member-center/index?level=3'],
    ['PARKING', '', '/packages/order/parking/index'],
    ['SHOP_ITEM_LIST', '1,2', '/packages/shop/goods-search/index?spuIds=1%2C2'],
    ['TOPIC', 'T1', '/packages/show/home-topic/index?topicId=T1'],
  ])('%s %s opens %s', async (jumpType, jumpTarget, url) => {
    await mini().jumpBanner({ jumpType, jumpTarget })
    expect(urlOf(taro.navigateTo)).toBe(url)
  })

  it('benefit card needs login like its page', async () => {
    await createRouter(makeEnv({ isLoggedIn: () => false }), weappNavigation).jumpBanner({ jumpType: 'BENEFIT_CARD', jumpTarget: 'K1' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/user/login/index')
    await mini().jumpBanner({ jumpType: 'benefit_card', jumpTarget: 'K1' })
    expect(urlOf(taro.navigateTo, 1)).toBe('/packages/user/benefit-card/index?cardId=K1')
  })

  it('switches tabs for home and category lists', async () => {
    const router = mini()
    await router.jumpBanner({ jumpType: 'HOME' })
    await router.jumpBanner({ jumpType: 'CATEGORY', jumpTarget: 'DRAMA' })
    expect(taro.switchTab.mock.calls).toEqual([[{ url: '/pages/list/list' }], [{ url: '/pages/all/all' }]])
    expect(router.takeTabParams('all')).toEqual({ backendCategoryCode: 'DRAMA' })
  })

  it('follows navigateUrl when there is no jump type', async () => {
    await mini().jumpBanner({ navigateUrl: '/shop/5' })
    expect(urlOf(taro.navigateTo)).toBe('/packages/shop/item/index?id=5')
  })

  it('toasts 敬请期待 for unknown kinds or a missing target, in every language', async () => {
    await mini().jumpBanner({ jumpType: 'LOTTERY' })
    await mini().jumpBanner({ jumpType: 'SHOW_DETAIL' })
    setLang('zh-MO')
    await mini().jumpBanner({})
    setLang('en-US')
    await mini().jumpBanner({ jumpType: 'WHATEVER' })
    expect(toasts()).toEqual(['敬请期待', '敬请期待', '敬請期待', 'Stay tuned'])
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })

  it('lists every kind the spec names', () => {
    expect(BANNER_JUMP_TYPES).toEqual(
      expect.arrayContaining(['MINI_PROGRAM', 'H5', 'SHOW_DETAIL', 'SHOP_ITEM', 'SEARCH', 'CATEGORY', 'CALENDAR', 'HOT_BUY', 'VENUE',
        'COUPON_VENUE_LIST', 'COUPON_SHOW_LIST', 'HOME', 'BENEFIT_CARD', 'OPEN_SHOW', 'MEMBER_CENTER', 'PARKING', 'SHOP_ITEM_LIST']),
    )
  })
})
