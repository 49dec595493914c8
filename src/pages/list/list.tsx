/**
 * Home list (tab 0, the entry page): the shop header with the language switch and the city switcher,
 * then the merchant's HOME layout, each component through its renderer. Pull down reloads it; reaching
 * the bottom loads the next 20 cards of the masonry list.
 */
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { LangSwitch } from '../../components/lang-switch'
import { Section } from '../../components/section'
import { SearchEntry } from '../../components/search-entry'
import { PopupNotice, usePopupNotice } from '../../components/popup-notice'
import { LayoutView, ListFooter, MasonryProvider, useMasonry } from '../../layouts'
import { router } from '../../router'
import { fetchLayout } from '../../services/catalog'
import { stores } from '../../stores'
import { useTabPage } from '../../components/use-tab-page'
import { useRemote } from '../../utils/use-remote'
import './list.css'

export default observer(function HomeList() {
  useTabPage('home')
  const { shop, city, app } = stores
  const lang = app.lang
  const cityId = city.cityId
  // Sites settle the city first (saved choice, merchant default); the layout follows the city.
  useDidShow(() => void city.load())
  const layout = useRemote(() => fetchLayout({ page: 'HOME', cityId }), [cityId, lang, app.merchantId], city.settled)
  const masonry = useMasonry(layout.data, cityId)
  const popup = usePopupNotice(`${app.merchantId}/${lang}/${stores.session.isLoggedIn}`)
  const hasSearchBar = Boolean(layout.data?.components.some((c) => c.componentType === 'SEARCH_BAR'))
  usePullDownRefresh(() => {
    void Promise.all([city.load(true), layout.reload()]).finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => masonry.loadMore())
  return (
    <PageShell name='home' contentReady={Boolean(layout.data && popup.settled) || Boolean(layout.error)}>
      <View className='home-hero'>
        <View className='home-hero__top'>
          {/* In desktop mode the top bar names the shop; the header keeps the language switch. */}
          {app.desktop ? (
            <View />
          ) : (
            <Text className='home-hero__shop' data-testid='shop-name'>
              {shop.config?.shopName ?? ' '}
            </Text>
          )}
          <LangSwitch />
        </View>
        <View className='home-hero__row'>
          <View className='home-city' data-testid='city-switch' onClick={() => router.open('siteList')}>
            <Text className='home-city__name'>{city.cityName || t('browse.city.title')}</Text>
            <Text className='home-city__arrow'>▾</Text>
          </View>
          {/* The layout's own search bar (with hot words) replaces the header box when the merchant placed one. */}
          {!hasSearchBar && (
            <View className='home-hero__search'>
              <SearchEntry />
            </View>
          )}
        </View>
      </View>
      {shop.state === 'error' && (
        <Section>
          <Text className='home-error'>
            {t('home.loadFailed')}: {shop.errorMessage}
          </Text>
        </Section>
      )}
      {/* The shop's popup notice, once per buyer; the layout shows with it (or with its absence), never before. */}
      <PopupNotice popup={popup} />
      {layout.data && popup.settled ? (
        <MasonryProvider value={masonry}>
          <LayoutView layout={layout.data} />
        </MasonryProvider>
      ) : (
        <ListFooter loading={layout.loading} done={false} failed={Boolean(layout.error)} onRetry={() => void layout.reload()} />
      )}
    </PageShell>
  )
})
