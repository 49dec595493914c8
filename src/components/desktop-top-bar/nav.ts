/** What a desktop navigation item does (accounts spec §2): parking needs login, custom topics open the topic, the rest are tabs. */
import type { BottomNavigation, FloorType } from '../../../types/shop'
import { router } from '../../router'

const TAB_OF_FLOOR: Partial<Record<FloorType, string>> = {
  NAVIGATION_OF_HOME: 'home',
  NAVIGATION_OF_ALL: 'all',
  NAVIGATION_OF_SHOP: 'shop',
  NAVIGATION_OF_TICKET_HOLDER: 'ticketHolder',
  NAVIGATION_OF_MINE: 'mine',
}

/** The bar lists every bottom navigation item except the mine tab (the avatar stands for it). */
export function desktopItems(items: BottomNavigation[] | undefined): BottomNavigation[] {
  return (items ?? []).filter((i) => i.floorType !== 'NAVIGATION_OF_MINE')
}

export function tabOf(item: BottomNavigation): string | undefined {
  return TAB_OF_FLOOR[item.floorType]
}

export function openNavigation(item: BottomNavigation, loggedIn: boolean): void {
  if (item.floorType === 'NAVIGATION_OF_PARKING') {
    void router.open(loggedIn ? 'parking' : 'login')
    return
  }
  if (item.floorType === 'NAVIGATION_OF_CUSTOM') {
    if ((item.jumpType === 'TOPIC' || item.jumpType === 'RECOMMEND_TOPIC') && item.jumpTarget) {
      void router.open('homeTopic', { topicId: item.jumpTarget })
      return
    }
    const h5 = item.jumpDetails?.find((d) => d.type === 'H5')
    if (h5?.path) void router.openUrl(h5.path)
    return
  }
  const tab = tabOf(item)
  if (tab) void router.switchTab(tab)
}
