/** The desktop bar lists every bottom navigation item except the mine tab (the avatar stands for it). */
import type { BottomNavigation } from '../../../types/shop'

export { openNavigation, tabOf } from '../tab-bar/navigation'

export function desktopItems(items: BottomNavigation[] | undefined): BottomNavigation[] {
  return (items ?? []).filter((i) => i.floorType !== 'NAVIGATION_OF_MINE')
}
