/**
 * The frame of every page: the skin's palette and the shop theme colours as CSS variables (readable
 * at WCAG AA, see palette.ts), the page width cap (500 px, 960 px in desktop mode on H5, with the
 * desktop top bar), the page's main landmark, and the request module's dialogs. Pages render their
 * content inside it.
 */
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { autorun } from 'mobx'
import { useEffect } from 'react'
import { stores } from '../../stores'
import { navigationFrontColor } from '../../stores/shop'
import { routeChanges } from '../../stores/route-changes'
import { DialogHost } from '../dialog-host'
import { DesktopTopBar } from '../desktop-top-bar/deferred'
import { TabBar } from '../tab-bar'
import { TAB_BAR_DRAWER } from '../../platform/tab-bar'
import { TAB_ROUTES } from '../../router/routes'
import { firstScreenDrawn, otherPageShown } from '../../platform/first-screen'
import { shellStyle } from './palette'
import './index.css'

interface Props {
  children: ReactNode
  className?: string
  /** Test hook and page identity for e2e (data-page). */
  name: string
  /**
   * Whether the page has drawn its first screen's content (default true). On H5 the server may have
   * drawn that screen before the app ran (src/platform/first-screen.h5.ts): it stays over the page
   * until this is true.
   */
  contentReady?: boolean
}

const TAB_NAMES = new Set(TAB_ROUTES.map((r) => r.name))

export const PageShell = observer(function PageShell({ children, className, name, contentReady = true }: Props) {
  const { shop, app } = stores
  // H5 draws the tab bar inside each tab page (the host has none; see src/platform/tab-bar.ts).
  const tabBarHere = TAB_BAR_DRAWER === 'page' && TAB_NAMES.has(name) && !app.desktop
  // A page showing is a route change: the request module stops limiting retries on it.
  useDidShow(() => routeChanges.pageShown())
  useEffect(() => (contentReady ? firstScreenDrawn(name) : otherPageShown(name)), [name, contentReady])
  // The native navigation bar (mini-programs) in the shop's colours; nothing to paint on H5.
  useEffect(
    () =>
      autorun(() => {
        Taro.setNavigationBarColor({ frontColor: navigationFrontColor(shop.navigateTextColor), backgroundColor: shop.mainColor }).catch(() => undefined)
      }),
    [shop],
  )
  // The skin's palette and the merchant's colours, adjusted to read at WCAG AA (palette.ts).
  const style = shellStyle(app.theme, shop)
  return (
    <View
      className={`page-shell page-shell--${app.theme} ${app.desktop ? 'page-shell--desktop' : ''} ${tabBarHere ? 'page-shell--tabbed' : ''} ${className ?? ''}`}
      style={style}
      data-page={name}
      data-lang={app.lang}
      data-theme={app.theme}
    >
      {app.desktop && <DesktopTopBar current={name} />}
      {/* The page's own content is its main landmark (screen readers jump to it). */}
      <View role='main' className='page-shell__main'>
        {children}
      </View>
      {tabBarHere && <TabBar current={name} />}
      <DialogHost />
    </View>
  )
})
