/**
 * All (tab 1): the shop's show categories as the API names them; each opens search filtered by its
 * backendCategoryCode. Until the list arrives (or if it cannot), the default categories stand in.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { PageShell } from '../../components/page-shell'
import { Section } from '../../components/section'
import { CategoryGrid } from '../../components/category-grid'
import { SearchEntry } from '../../components/search-entry'
import { useTabPage } from '../../components/use-tab-page'
import { router } from '../../router'
import { fetchCategories } from '../../services/catalog'
import { stores } from '../../stores'
import { useRemote } from '../../utils/use-remote'
import './all.css'

export default observer(function AllCategories() {
  useTabPage('all')
  const lang = stores.app.lang
  const categories = useRemote(() => fetchCategories(), [lang, stores.app.merchantId])
  const list = categories.data?.list ?? []
  return (
    <PageShell name='all'>
      {/* In desktop mode the top bar has the search box (and the entry draws nothing): no empty card. */}
      {!stores.app.desktop && (
        <Section>
          <SearchEntry light />
        </Section>
      )}
      <Section title={t('all.categories')}>
        {list.length ? (
          <View className='all-categories'>
            {list.map((c) => (
              <View
                key={c.code}
                className='all-categories__item'
                data-category={c.code}
                onClick={() => router.open('search', c.code === 'ALL' ? {} : { backendCategoryCode: c.code })}
              >
                <View className='all-categories__icon'>{c.displayName.slice(0, 1)}</View>
                <Text className='all-categories__label'>{c.displayName}</Text>
              </View>
            ))}
          </View>
        ) : (
          <CategoryGrid large />
        )}
      </Section>
    </PageShell>
  )
})
