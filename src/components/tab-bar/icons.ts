/** Built-in tab icons (drawn by scripts/gen-tab-icons.mjs), for items the merchant gave no icon. */
import allActive from '../../assets/tab/all-active.png'
import all from '../../assets/tab/all.png'
import homeActive from '../../assets/tab/home-active.png'
import home from '../../assets/tab/home.png'
import mineActive from '../../assets/tab/mine-active.png'
import mine from '../../assets/tab/mine.png'
import shopActive from '../../assets/tab/shop-active.png'
import shop from '../../assets/tab/shop.png'
import ticketActive from '../../assets/tab/ticketHolder-active.png'
import ticket from '../../assets/tab/ticketHolder.png'

export const BUILT_IN_ICONS: Record<string, { selected: string; unselected: string }> = {
  home: { selected: homeActive as string, unselected: home as string },
  all: { selected: allActive as string, unselected: all as string },
  shop: { selected: shopActive as string, unselected: shop as string },
  ticketHolder: { selected: ticketActive as string, unselected: ticket as string },
  mine: { selected: mineActive as string, unselected: mine as string },
}
