/**
 * Desktop top bar (H5 desktop mode only, accounts spec §2): shop logo and name (home), a city selector
 * when the shop has sites enabled, the bottom-navigation items except mine, a search box, and the
 * buyer's avatar or a login icon. Renders nothing outside desktop mode, so it can be mounted on every page.
 * On H5 the page shell loads it only in desktop mode (./deferred.h5.tsx).
 */
import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { t } from '../../i18n'
import { router } from '../../router'
import { stores } from '../../stores'
import { account } from '../../stores/account-instance'
import { assetUrl } from '../../utils/asset-url'
import { desktopItems, initialOf, openNavigation, tabOf } from './nav'
import './index.css'
import { imageAlt, pressable } from '../a11y'

/** The buyer's avatar: their picture, else the first letter of their name. */
const Avatar = observer(function Avatar() {
  const avatar = account.profile?.avatar
  return (
    <View className='desktop-bar__avatar' data-testid='desktop-avatar' onClick={() => router.switchTab('mine')} {...pressable(t('browse.desktop.account'), { role: 'link' })}>
      {avatar ? (
        <Image className='desktop-bar__avatar-img' data-testid='desktop-avatar-img' src={assetUrl(avatar)} mode='aspectFill' {...imageAlt('')} />
      ) : (
        <Text data-testid='desktop-avatar-initial'>{initialOf(account.displayName)}</Text>
      )}
    </View>
  )
})

export const DesktopTopBar = observer(function DesktopTopBar({ current }: { current?: string }) {
  const { app, shop, city, session } = stores
  const [keyword, setKeyword] = useState('')
  const openSite = Boolean(shop.config?.isOpenSite)
  const lang = app.lang
  useEffect(() => {
    if (app.desktop && openSite) void city.load()
  }, [app.desktop, openSite, city])
  useEffect(() => {
    if (app.desktop) void shop.loadCopywriting(lang)
  }, [app.desktop, shop, lang])
  const loggedIn = session.isLoggedIn
  useEffect(() => {
    if (app.desktop && loggedIn && account.profileState === 'idle') void account.loadProfile()
  }, [app.desktop, loggedIn])
  if (!app.desktop) return null
  const config = shop.config
  const logo = shop.logo
  // The merchant's configured placeholder (copywriting), else ours.
  const placeholder = shop.searchPlaceholder || t('common.searchPlaceholder')
  const search = (value: string) => {
    const k = value.trim()
    void router.open('search', k ? { keyword: k, placeholder } : { placeholder })
  }
  return (
    <View className='desktop-bar' data-testid='desktop-top-bar'>
      <View className='desktop-bar__brand' data-testid='desktop-home' onClick={() => router.switchTab('home')} {...pressable(undefined, { role: 'link' })}>
        {logo ? <Image className='desktop-bar__logo' src={logo} {...imageAlt(config?.shopName)} /> : <View className='desktop-bar__logo desktop-bar__logo--letter'>{(config?.shopName ?? ' ').slice(0, 1)}</View>}
        <Text className='desktop-bar__name'>{config?.shopName ?? ''}</Text>
      </View>
      {openSite && (
        <View className='desktop-bar__city' data-testid='desktop-city' onClick={() => router.open('siteList')} {...pressable(undefined, { role: 'link' })}>
          <Text>{city.cityName || t('browse.city.title')}</Text>
          <Text className='desktop-bar__caret'>▾</Text>
        </View>
      )}
      <View className='desktop-bar__nav'>
        {desktopItems(config?.layoutBottomNavigations).map((item, i) => (
          <Text
            key={`${item.floorType}-${i}`}
            className={`desktop-bar__item ${current && tabOf(item) === current ? 'desktop-bar__item--on' : ''}`}
            data-floor={item.floorType}
            onClick={() => openNavigation(item, session.isLoggedIn)}
            {...pressable(undefined, { role: 'link', selected: Boolean(current && tabOf(item) === current) })}
          >
            {item.navigationName}
          </Text>
        ))}
      </View>
      <View className='desktop-bar__search'>
        <Text className='desktop-bar__search-icon'>⌕</Text>
        <Input
          className='desktop-bar__input'
          data-testid='desktop-search'
          value={keyword}
          placeholder={placeholder}
          data-placeholder={placeholder}
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={(e) => search(e.detail.value)}
        />
      </View>
      {loggedIn ? (
        <Avatar />
      ) : (
        <View className='desktop-bar__login' data-testid='desktop-login' onClick={() => router.open('login')} {...pressable(undefined, { role: 'link' })}>
          <View className='desktop-bar__login-icon' />
          <Text>{t('browse.desktop.login')}</Text>
        </View>
      )}
    </View>
  )
})

export default DesktopTopBar
