/** The desktop bar lists every bottom navigation item except the mine tab (the avatar stands for it). */
import type { BottomNavigation } from '../../../types/shop'

export { openNavigation, tabOf } from '../tab-bar/navigation'

export function desktopItems(items: BottomNavigation[] | undefined): BottomNavigation[] {
  return (items ?? []).filter((i) => i.floorType !== 'NAVIGATION_OF_MINE')
}

/** The letter an avatar without a picture shows: the name's first character (a whole emoji or CJK character), upper-cased. */
export function initialOf(name: string | undefined): string {
  const first = Array.from((name ?? '').trim())[0]
  return first ? first.toUpperCase() : '•'
}
