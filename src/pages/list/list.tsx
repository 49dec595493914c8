/**
 * Home list (tab 0, the entry page). Shows the shop header, search, categories and, from the
 * catalog issue on, the merchant's configured layout.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { LangSwitch } from '../../components/lang-switch'
import { Section } from '../../components/section'
import { CategoryGrid } from '../../components/category-grid'
import { SearchEntry } from '../../components/search-entry'
import { stores } from '../../stores'
import { useTabPage } from '../../components/use-tab-page'
import './list.css'

export default observer(function HomeList() {
  useTabPage('home')
  const { shop } = stores
  return (
    <PageShell name='home'>
      <View className='home-hero'>
        <View className='home-hero__top'>
          <Text className='home-hero__shop' data-testid='shop-name'>
            {shop.config?.shopName ?? ' '}
          </Text>
          <LangSwitch />
        </View>
        <Text className='home-hero__welcome'>{t('home.welcome', { shop: shop.config?.shopName ?? '' })}</Text>
        <SearchEntry />
      </View>
      {shop.state === 'error' && (
        <Section>
          <Text className='home-error'>
            {t('home.loadFailed')}: {shop.errorMessage}
          </Text>
        </Section>
      )}
      <Section title={t('all.categories')}>
        <CategoryGrid />
      </Section>
      <Section title={t('home.upcoming')}>
        <Text className='home-hint'>{t('home.upcomingHint')}</Text>
      </Section>
    </PageShell>
  )
})
