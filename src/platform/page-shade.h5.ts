/**
 * H5 only: a page must never stay blank after the buyer comes back to it.
 *
 * Taro's H5 router (@tarojs/router 4.x, router/page.js `hide`) hides the page it leaves with a timer
 * that adds `taro_page_shade` once the page animation (app.config.ts: 300 ms) has run. When the buyer
 * goes back before that timer fires (a quick back after a tap), `show` takes the shade off the page
 * first and the late timer then puts it back: the page stays blank until a reload. Seen in the
 * membership e2e: mine → member centre → back within 300 ms left "mine" shaded, with nothing else on
 * screen. After every route change, once the animation is over, the page on top loses a stale shade.
 */
import Taro, { eventCenter } from '@tarojs/taro'

/** The router's own event after a page was loaded or shown again. */
const ROUTER_CHANGED = '__afterTaroRouterChange'

/** The page on top, as the router names its container (`.taro_page#<path>`). */
function topPageElement(): HTMLElement | null {
  const pages = Taro.getCurrentPages() as Array<{ path?: string }>
  const path = pages[pages.length - 1]?.path
  return path ? document.getElementById(path) : null
}

export function keepTopPageVisible(animationMs: number): void {
  eventCenter.on(ROUTER_CHANGED, () => {
    setTimeout(() => {
      const el = topPageElement()
      if (el?.classList.contains('taro_page_shade')) el.classList.remove('taro_page_shade')
    }, animationMs + 50)
  })
}
