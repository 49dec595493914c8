/**
 * An empty search result with a way forward (issue 13): says what found nothing, offers to clear the
 * filters, the merchant's hot keywords and the categories. Each chip starts a new search.
 */
import '../messages'
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { CategoryRef } from '../../../../types/catalog'
import { t } from '../../../i18n'

interface Props {
  keyword: string
  /** Shown only when a filter narrows the search. */
  onClearFilters?: () => void
  hotKeywords: string[]
  categories: CategoryRef[]
  onKeyword: (keyword: string) => void
  onCategory: (code: string) => void
}

function Suggestions({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <View className='search-empty__group' data-testid={`search-empty-${name}`}>
      <Text className='search-empty__title'>{title}</Text>
      <View className='search-history__list'>{children}</View>
    </View>
  )
}

export function EmptySearch({ keyword, onClearFilters, hotKeywords, categories, onKeyword, onCategory }: Props) {
  const browsable = categories.filter((c) => c.code !== 'ALL')
  return (
    <View className='search-empty' data-testid='search-empty'>
      <Text className='search-empty__text'>{keyword ? t('browse.search.emptyFor', { keyword }) : t('browse.list.empty')}</Text>
      {onClearFilters && (
        <Text className='search-empty__clear' data-testid='search-clear-filters' onClick={onClearFilters}>
          {t('browse.search.clearFilters')}
        </Text>
      )}
      {hotKeywords.length > 0 && (
        <Suggestions title={t('browse.search.hot')} name='hot'>
          {hotKeywords.map((k) => (
            <Text key={k} className='search-chip' onClick={() => onKeyword(k)}>
              {k}
            </Text>
          ))}
        </Suggestions>
      )}
      {browsable.length > 0 && (
        <Suggestions title={t('browse.search.browseCategories')} name='categories'>
          {browsable.map((c) => (
            <Text key={c.code} className='search-chip' data-value={c.code} onClick={() => onCategory(c.code)}>
              {c.displayName}
            </Text>
          ))}
        </Suggestions>
      )}
    </View>
  )
}
