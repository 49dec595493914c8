/**
 * The bottom tab bar drawn by the app (spec core §2: merchant floor types, cart badge, parking login,
 * custom jumps, large middle icon; icon 24 px, text 10 px; hidden in desktop mode). On H5 every tab page
 * mounts it through PageShell; on WeChat it is the host's custom-tab-bar (src/custom-tab-bar); targets
 * whose host draws a native bar keep that one (see src/platform/tab-bar.ts).
 */
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { stores } from '../../stores'
import { assetUrl } from '../../utils/asset-url'
import { BUILT_IN_ICONS } from './icons'
import { tabBarItems, type TabBarItem } from './model'
import { openNavigation } from './navigation'
import './index.css'
import { imageAlt, pressable } from '../a11y'
import { PALETTES } from '../../../types/palette'
import { readableOn } from '../../../types/contrast'

const DEFAULT_LABELS = () => ({
  home: t('tab.home'),
  all: t('tab.all'),
  shop: t('tab.shop'),
  ticketHolder: t('tab.ticket'),
  mine: t('tab.mine'),
})

function iconOf(item: TabBarItem, on: boolean): string | null {
  const icons = item.icons ?? (item.tab ? BUILT_IN_ICONS[item.tab] : undefined)
  if (icons) return assetUrl(on ? icons.selected : icons.unselected)
  if (item.svgContent) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(item.svgContent)}`
  return null
}

export const TabBar = observer(function TabBar({ current }: { current: string | undefined }) {
  const { app, shop, session, cart } = stores
  if (app.desktop) return null
  const config = shop.config
  const style = config?.layoutBottomNavigation
  const items = tabBarItems({
    navigations: config?.layoutBottomNavigations,
    style,
    loggedIn: session.isLoggedIn,
    cartEnabled: Boolean(config?.productCartConfig?.enable),
    cartCount: cart.count,
    defaultLabels: DEFAULT_LABELS(),
  })
  // The merchant's label colours, nudged to read on the bar (WCAG AA) like the page shell's theme colours.
  const card = PALETTES[app.theme].card
  const colour = (on: boolean) => {
    const chosen = on ? style?.selectedTextColor || shop.mainColor : style?.unselectedTextColor
    return chosen ? readableOn(chosen, card) : undefined
  }
  return (
    <View className={`tab-bar tab-bar--${app.theme}`} data-testid='tab-bar' role='tablist'>
      {items.map((item) => {
        const on = item.tab !== undefined && item.tab === current
        const icon = iconOf(item, on)
        return (
          <View
            key={item.key}
            className={`tab-bar__item ${on ? 'tab-bar__item--on' : ''} ${item.large ? 'tab-bar__item--large' : ''}`}
            data-floor={item.floorType}
            data-testid={`tab-${item.tab ?? item.floorType}`}
            onClick={() => openNavigation(item.source, session.isLoggedIn)}
            {...pressable(undefined, { role: 'tab', selected: on })}
          >
            <View className='tab-bar__icon-box'>
              {icon ? <Image className='tab-bar__icon' src={icon} mode='aspectFit' {...imageAlt('')} /> : <View className='tab-bar__icon tab-bar__icon--blank' />}
              {item.badge && (
                <Text className='tab-bar__badge' data-testid='tab-badge'>
                  {item.badge}
                </Text>
              )}
            </View>
            <Text className='tab-bar__label' style={{ color: colour(on) }}>
              {item.label}
            </Text>
          </View>
        )
      })}
    </View>
  )
})
