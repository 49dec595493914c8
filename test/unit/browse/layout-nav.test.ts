import { COMPONENT_TYPES } from '../../../types/catalog'
import type { BottomNavigation } from '../../../types/shop'

jest.mock('../../../src/router', () => {
  const nav = () => jest.fn((..._args: unknown[]) => Promise.resolve({ ok: true }))
  const router: Record<string, unknown> = { open: nav(), switchTab: nav(), openUrl: nav(), back: nav(), port: { miniJumpType: undefined, openMiniProgram: nav() } }
  // Custom items go through the real banner jump, over this mocked router.
  router.jumpBanner = (b: unknown) => (jest.requireActual('../../../src/router/banner') as typeof import('../../../src/router/banner')).jumpBanner(router as never, b as never)
  return { router }
})
// Renderers are only looked up here, never rendered: plain stand-ins keep the Taro component bundle out.
jest.mock('@tarojs/components', () => ({}))

import { RENDERERS, rendererOf } from '../../../src/layouts/registry'
import { desktopItems, openNavigation } from '../../../src/components/desktop-top-bar/nav'
import { jump } from '../../../src/layouts/jump'

const { open, switchTab } = jest.requireMock('../../../src/router').router as Record<string, jest.Mock>

beforeEach(() => jest.clearAllMocks())

describe('layout registry', () => {
  it('has an entry for every component kind of the contract', () => {
    expect(Object.keys(RENDERERS).sort()).toEqual([...COMPONENT_TYPES].sort())
  })
  it('renders nothing for the coupon-window kind and for unknown kinds', () => {
    for (const kind of ['COUPON_WINDOW', 'NOT_A_KIND', 'toString']) {
      expect(rendererOf(kind)).toBeNull()
    }
  })
  it('renders the show, navigation, masonry, coupon-entry, paid-member, privilege-card, activity-enroll, vote and reservation kinds', () => {
    for (const kind of ['COUPON', 'PAID_MEMBER', 'PRIVILEGE_CARD', 'ACTIVITY_ENROLL', 'VOTE', 'VENUE_RESERVATION', 'SEARCH_BAR', 'SLIDE_NAVIGATION', 'ICON_NAVIGATION', 'RECOMMENDED_LIST', 'SHOW_CALENDAR', 'TOUR', 'HOT_VENUE', 'MASONRY']) {
      expect(rendererOf(kind)).toBeTruthy()
    }
  })
  it('jumps to show detail, category search and unknown kinds do nothing', () => {
    jump({ jumpType: 'SHOW_DETAIL', jumpTarget: 'MO001' })
    jump({ jumpType: 'CATEGORY', jumpTarget: 'CONCERT' })
    jump({ jumpType: 'SOMETHING' })
    expect(open.mock.calls).toEqual([
      ['showDetail', { showId: 'MO001' }],
      ['search', { backendCategoryCode: 'CONCERT' }],
    ])
  })
})

describe('desktop top bar navigation', () => {
  const nav = (floorType: BottomNavigation['floorType'], extra: Partial<BottomNavigation> = {}): BottomNavigation => ({
    floorType,
    navigationName: floorType,
    ...extra,
  })
  it('lists every navigation item except mine', () => {
    const items = [nav('NAVIGATION_OF_HOME'), nav('NAVIGATION_OF_MINE'), nav('NAVIGATION_OF_SHOP')]
    expect(desktopItems(items).map((i) => i.floorType)).toEqual(['NAVIGATION_OF_HOME', 'NAVIGATION_OF_SHOP'])
    expect(desktopItems(undefined)).toEqual([])
  })
  it('parking needs login, custom topics open the topic, tabs switch', () => {
    openNavigation(nav('NAVIGATION_OF_PARKING'), false)
    openNavigation(nav('NAVIGATION_OF_PARKING'), true)
    openNavigation(nav('NAVIGATION_OF_CUSTOM', { jumpType: 'TOPIC', jumpTarget: 'DRAMAFEST' }), false)
    openNavigation(nav('NAVIGATION_OF_ALL'), false)
    expect(open.mock.calls).toEqual([['login'], ['parking'], ['homeTopic', { topicId: 'DRAMAFEST' }]])
    expect(switchTab).toHaveBeenCalledWith('all')
  })
  it('custom items without a topic follow their jump details (H5 link here)', () => {
    const { openUrl } = jest.requireMock('../../../src/router').router as Record<string, jest.Mock>
    openNavigation(nav('NAVIGATION_OF_CUSTOM', { jumpDetails: [{ type: 'H5', path: 'https://example.com/parking' }] }), false)
    expect(openUrl).toHaveBeenCalledWith('https://example.com/parking')
  })
})
