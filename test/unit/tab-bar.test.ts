import type { BottomNavigation } from '../../types/shop'
import { cartBadge, largeMiddleIndex, tabBarItems, type TabBarState } from '../../src/components/tab-bar/model'

const labels = { home: 'Home', all: 'All', shop: 'Shop', ticketHolder: 'Tickets', mine: 'Mine' }
const nav = (floorType: BottomNavigation['floorType'], name: string, extra: Partial<BottomNavigation> = {}): BottomNavigation => ({ floorType, navigationName: name, ...extra })
const state = (over: Partial<TabBarState> = {}): TabBarState => ({
  navigations: undefined,
  style: undefined,
  loggedIn: true,
  cartEnabled: true,
  cartCount: 0,
  defaultLabels: labels,
  ...over,
})

describe('tab bar model (spec core §2)', () => {
  it('falls back to the five built-in tabs with localised labels', () => {
    const items = tabBarItems(state())
    expect(items.map((i) => [i.tab, i.label])).toEqual([
      ['home', 'Home'],
      ['all', 'All'],
      ['shop', 'Shop'],
      ['ticketHolder', 'Tickets'],
      ['mine', 'Mine'],
    ])
  })

  it('keeps the merchant order and names, custom and parking items included', () => {
    const items = tabBarItems(
      state({
        navigations: [nav('NAVIGATION_OF_HOME', '首页'), nav('NAVIGATION_OF_PARKING', '停车'), nav('NAVIGATION_OF_CUSTOM', '专题', { jumpType: 'TOPIC', jumpTarget: 'T1' }), nav('NAVIGATION_OF_MINE', '我的')],
      }),
    )
    expect(items.map((i) => [i.floorType, i.label, i.tab])).toEqual([
      ['NAVIGATION_OF_HOME', '首页', 'home'],
      ['NAVIGATION_OF_PARKING', '停车', undefined],
      ['NAVIGATION_OF_CUSTOM', '专题', undefined],
      ['NAVIGATION_OF_MINE', '我的', 'mine'],
    ])
  })

  it('shows the cart badge only when logged in, the cart is supported and the count is above 0', () => {
    expect(cartBadge(true, true, 3)).toBe('3')
    expect(cartBadge(false, true, 3)).toBeNull()
    expect(cartBadge(true, false, 3)).toBeNull()
    expect(cartBadge(true, true, 0)).toBeNull()
    expect(cartBadge(true, true, 120)).toBe('99+')
    const items = tabBarItems(state({ cartCount: 2 }))
    expect(items.filter((i) => i.badge).map((i) => [i.tab, i.badge])).toEqual([['shop', '2']])
    expect(tabBarItems(state({ cartCount: 2, loggedIn: false })).some((i) => i.badge)).toBe(false)
  })

  it('draws the middle item large for an outer style of 3 or 5 on an odd-length bar', () => {
    const style = (navigationType: number) => ({ navigationType, iconColorType: 'THEME', selectedTextColor: '#000', unselectedTextColor: '#999' })
    expect(largeMiddleIndex(style(5), 5)).toBe(2)
    expect(largeMiddleIndex(style(3), 3)).toBe(1)
    expect(largeMiddleIndex(style(1), 5)).toBe(-1)
    expect(largeMiddleIndex(style(5), 4)).toBe(-1)
    expect(largeMiddleIndex(undefined, 5)).toBe(-1)
    const items = tabBarItems(state({ style: style(5) }))
    expect(items.map((i) => i.large)).toEqual([false, false, true, false, false])
  })

  it('uses merchant icons only when both states are given', () => {
    const items = tabBarItems(
      state({ navigations: [nav('NAVIGATION_OF_HOME', 'A', { icons: { selected: '/s.png', unselected: '/u.png' } }), nav('NAVIGATION_OF_ALL', 'B', { icons: { selected: '/s.png', unselected: '' } })] }),
    )
    expect(items[0]?.icons).toEqual({ selected: '/s.png', unselected: '/u.png' })
    expect(items[1]?.icons).toBeNull()
  })
})
