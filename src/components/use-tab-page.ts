/**
 * Called by each tab page: titles the page and tells the tab bar which tab is on screen. Where the
 * host draws a native bar (Alipay, Douyin; src/platform/tab-bar.ts) it is relabelled in the buyer's
 * language (app.json's static labels are zh-CN), styled, badged and hidden in desktop mode (spec core §2);
 * elsewhere the app's own TabBar does all of that.
 */
import Taro, { useDidShow } from '@tarojs/taro'
import { autorun } from 'mobx'
import { useEffect } from 'react'
import { t, type MessageKey } from '../i18n'
import { TAB_BAR_DRAWER } from '../platform/tab-bar'
import { TAB_ROUTES } from '../router/routes'
import { stores } from '../stores'
import { cartBadge } from './tab-bar/model'

const TAB_LABELS: Record<string, MessageKey> = {
  home: 'tab.home',
  all: 'tab.all',
  shop: 'tab.shop',
  ticketHolder: 'tab.ticket',
  mine: 'tab.mine',
}

export function applyTabBar(): void {
  if (TAB_BAR_DRAWER !== 'host-native') return
  TAB_ROUTES.forEach((route, index) => {
    Taro.setTabBarItem({ index, text: t(TAB_LABELS[route.name]) }).catch(() => undefined)
  })
  const dark = stores.app.theme === 'dark'
  Taro.setTabBarStyle({
    selectedColor: stores.shop.mainColor,
    color: dark ? '#a1a1a6' : '#8a8a8f',
    backgroundColor: dark ? '#1e1e21' : '#ffffff',
    borderStyle: dark ? 'black' : 'white',
  }).catch(() => undefined)
  const shopIndex = TAB_ROUTES.findIndex((r) => r.name === 'shop')
  const badge = cartBadge(stores.session.isLoggedIn, Boolean(stores.shop.config?.productCartConfig?.enable), stores.cart.count)
  ;(badge ? Taro.setTabBarBadge({ index: shopIndex, text: badge }) : Taro.removeTabBarBadge({ index: shopIndex })).catch(() => undefined)
  const hide = stores.app.desktop
  ;(hide ? Taro.hideTabBar({ animation: false }) : Taro.showTabBar({ animation: false })).catch(() => undefined)
}

export function useTabPage(name: string): void {
  useEffect(
    () =>
      autorun(() => {
        Taro.setNavigationBarTitle({ title: stores.shop.config?.shopName || t(`route.${name}` as MessageKey) }).catch(
          () => undefined,
        )
        applyTabBar()
      }),
    [name],
  )
  useDidShow(() => {
    stores.app.setCurrentTab(name)
    applyTabBar()
  })
}
