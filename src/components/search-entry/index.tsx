/**
 * A search box that opens the search page with the configured or default placeholder. Nothing in
 * desktop mode: the desktop top bar has the page's one search box.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '../../i18n'
import { router } from '../../router'
import { stores } from '../../stores'
import './index.css'
import { pressable } from '../a11y'

export const SearchEntry = observer(function SearchEntry({ light }: { light?: boolean }) {
  if (stores.app.desktop) return null
  return (
    <View className={`search-entry ${light ? 'search-entry--light' : ''}`} data-testid='search-entry' onClick={() => router.open('search')} {...pressable(t('common.search'), { role: 'link' })}>
      <Text className='search-entry__icon'>⌕</Text>
      <Text className='search-entry__text'>{t('common.searchPlaceholder')}</Text>
    </View>
  )
})
