/**
 * The merchant's bottom navigation as the tab bar shows it (spec core §2): items come from shop config
 * (layoutBottomNavigations, in the merchant's order), falling back to the five built-in tabs.
 * Floor types: NAVIGATION_OF_SHOP carries a cart badge only when the buyer is logged in, the shop
 * supports the product cart and the count is above 0; NAVIGATION_OF_PARKING needs login;
 * NAVIGATION_OF_CUSTOM jumps by jumpType/jumpTarget (or to another mini-program); the rest open a tab
 * page. With an outer style (navigationType) of 3 or 5 the middle item of an odd-length bar is drawn
 * as a large icon. Pure: the component and tests feed it state.
 */
import type { BottomNavigation, BottomNavigationStyle, FloorType } from '../../../types/shop'

export const TAB_OF_FLOOR: Partial<Record<FloorType, string>> = {
  NAVIGATION_OF_HOME: 'home',
  NAVIGATION_OF_ALL: 'all',
  NAVIGATION_OF_SHOP: 'shop',
  NAVIGATION_OF_TICKET_HOLDER: 'ticketHolder',
  NAVIGATION_OF_MINE: 'mine',
}

/** Outer styles whose middle tab is a large icon. */
const LARGE_MIDDLE_STYLES = new Set([3, 5])

export interface TabBarItem {
  key: string
  floorType: FloorType
  label: string
  /** Route name of the tab page it opens, when it is one. */
  tab: string | undefined
  /** Badge text ('1'…'99+') or null. */
  badge: string | null
  /** The large middle icon. */
  large: boolean
  icons: { selected: string; unselected: string } | null
  svgContent: string | null
  source: BottomNavigation
}

export interface TabBarState {
  navigations: BottomNavigation[] | undefined
  style: BottomNavigationStyle | undefined
  loggedIn: boolean
  /** productCartConfig.enable of the shop. */
  cartEnabled: boolean
  cartCount: number
  /** Labels of the built-in tabs in the buyer's language (used when the merchant configured none). */
  defaultLabels: Record<string, string>
}

export function cartBadge(loggedIn: boolean, cartEnabled: boolean, count: number): string | null {
  if (!loggedIn || !cartEnabled || !(count > 0)) return null
  return count > 99 ? '99+' : String(Math.floor(count))
}

export function largeMiddleIndex(style: BottomNavigationStyle | undefined, count: number): number {
  if (!style || !LARGE_MIDDLE_STYLES.has(style.navigationType) || count % 2 === 0) return -1
  return (count - 1) / 2
}

const DEFAULT_FLOORS: FloorType[] = ['NAVIGATION_OF_HOME', 'NAVIGATION_OF_ALL', 'NAVIGATION_OF_SHOP', 'NAVIGATION_OF_TICKET_HOLDER', 'NAVIGATION_OF_MINE']

export function tabBarItems(state: TabBarState): TabBarItem[] {
  const configured = (state.navigations ?? []).filter((n) => n.floorType)
  const source: BottomNavigation[] = configured.length
    ? configured
    : DEFAULT_FLOORS.map((floorType) => ({ floorType, navigationName: state.defaultLabels[TAB_OF_FLOOR[floorType] as string] ?? '' }))
  const large = largeMiddleIndex(state.style, source.length)
  return source.map((n, i) => {
    const tab = TAB_OF_FLOOR[n.floorType]
    return {
      key: `${n.floorType}-${i}`,
      floorType: n.floorType,
      label: n.navigationName || (tab ? state.defaultLabels[tab] ?? '' : ''),
      tab,
      badge: n.floorType === 'NAVIGATION_OF_SHOP' ? cartBadge(state.loggedIn, state.cartEnabled, state.cartCount) : null,
      large: i === large,
      icons: n.icons?.selected && n.icons?.unselected ? n.icons : null,
      svgContent: n.svgContent || null,
      source: n,
    }
  })
}
