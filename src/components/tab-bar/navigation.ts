/**
 * What tapping a bottom-navigation item does (spec core §2, shared by the tab bar and the desktop top
 * bar): parking needs login (else the login page), custom items jump by jumpType/jumpTarget — topics to
 * the topic page, mini-program targets through the router's banner jump — and the rest switch tabs.
 */
import type { BottomNavigation } from '../../../types/shop'
import { router } from '../../router'
import { TAB_OF_FLOOR } from './model'

export function tabOf(item: BottomNavigation): string | undefined {
  return TAB_OF_FLOOR[item.floorType]
}

export function openNavigation(item: BottomNavigation, loggedIn: boolean): void {
  if (item.floorType === 'NAVIGATION_OF_PARKING') {
    void router.open(loggedIn ? 'parking' : 'login')
    return
  }
  if (item.floorType === 'NAVIGATION_OF_CUSTOM') {
    void router.jumpBanner({ jumpType: item.jumpType, jumpTarget: item.jumpTarget, jumpDetails: item.jumpDetails })
    return
  }
  const tab = tabOf(item)
  if (tab) void router.switchTab(tab)
}
