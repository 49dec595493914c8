/**
 * Called by each tab page: titles the page, relabels the tab bar in the buyer's language (the
 * static labels in app.config are zh-CN), and hides the tab bar in desktop mode (spec core §2).
 */
import Taro, { useDidShow } from '@tarojs/taro'
import { autorun } from 'mobx'
import { useEffect } from 'react'
import { t, type MessageKey } from '../i18n'
import { TAB_ROUTES } from '../router/routes'
import { stores } from '../stores'

const TAB_LABELS: Record<string, MessageKey> = {
  home: 'tab.home',
  all: 'tab.all',
  shop: 'tab.shop',
  ticketHolder: 'tab.ticket',
  mine: 'tab.mine',
}

export function applyTabBar(): void {
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
  useDidShow(() => applyTabBar())
}
