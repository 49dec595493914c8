/**
 * Search (/search, /search/:placeholder): a keyword box with history, filters by category, city and
 * date, a sort order, and paged results as show cards. Categories from the "all" tab arrive as
 * backendCategoryCode; a keyword may arrive from layout hot words.
 */
import '../messages'
import { Input, ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import type { CategoryRef, ShowSortType } from '../../../../types/catalog'
import { PageShell } from '../../../components/page-shell'
import { ShowCardList } from '../../../components/show-card'
import { t, type MessageKey } from '../../../i18n'
import { ListFooter } from '../../../layouts'
import { getLocation } from '../../../platform/location'
import { showToast } from '../../../platform/ui'
import { fetchCategories } from '../../../services/catalog'
import { stores } from '../../../stores'
import { DATE_FILTERS, type DateFilter } from '../../../utils/date-filter'
import { EmptySearch } from './empty-state'
import { clearHistory, readHistory, rememberKeyword } from './history'
import { filtersOn, useHotKeywords } from './suggestions'
import { useSearch } from './use-search'
import './index.css'

const SORTS: ShowSortType[] = ['RECOMMEND', 'TIME_ASC', 'PRICE_ASC', 'PRICE_DESC', 'DISTANCE']

interface ChipOption {
  value: string
  label: string
}

function ChipRow({ name, options, value, onChange }: { name: string; options: ChipOption[]; value: string; onChange: (v: string) => void }) {
  return (
    <ScrollView scrollX className='search-filter' data-testid={`filter-${name}`}>
      {options.map((o) => (
        <Text
          key={o.value || 'all'}
          className={`search-chip ${o.value === value ? 'search-chip--on' : ''}`}
          data-value={o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Text>
      ))}
    </ScrollView>
  )
}

export default observer(function SearchPage() {
  const params = useRouter().params
  const { city, app, shop } = stores
  const lang = app.lang
  const placeholder = params.placeholder ? decodeURIComponent(params.placeholder) : shop.searchPlaceholder || t('common.searchPlaceholder')
  const [input, setInput] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(input)
  const [category, setCategory] = useState((params.backendCategoryCode ?? '').toUpperCase())
  const [cityId, setCityId] = useState(params.cityId ?? '')
  const [date, setDate] = useState<DateFilter>('ALL')
  const [sort, setSort] = useState<ShowSortType>('RECOMMEND')
  // Where the buyer is, once they chose to sort by distance (spec core §6: asked only then).
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null)
  const [locating, setLocating] = useState(false)
  const [history, setHistory] = useState<string[]>(readHistory)
  const [categories, setCategories] = useState<CategoryRef[]>([])

  useEffect(() => {
    void city.load()
    void shop.loadCopywriting(lang)
    fetchCategories()
      .then((c) => setCategories(c.list))
      .catch(() => setCategories([]))
  }, [city, shop, lang])

  const results = useSearch({ keyword, category, cityId, date, sort, position }, lang)
  const empty = results.list.length === 0 && !results.loading && !results.failed
  const hotKeywords = useHotKeywords(empty, lang, app.merchantId)

  /** DISTANCE needs the buyer's position: ask the platform; a refusal keeps the previous order and says why. */
  const chooseSort = async (next: ShowSortType) => {
    if (next !== 'DISTANCE') {
      setSort(next)
      return
    }
    if (locating) return
    setLocating(true)
    const where = await getLocation()
    setLocating(false)
    if (!where.ok) {
      // A refusal was already explained by the platform's own dialog (with the same text).
      if (where.reason !== 'denied') showToast(where.message)
      return
    }
    setPosition({ lat: where.latitude, lng: where.longitude })
    setSort('DISTANCE')
  }
  useReachBottom(() => results.loadMore())

  const submit = (value: string) => {
    const k = value.trim()
    setInput(k)
    setKeyword(k)
    if (k) setHistory(rememberKeyword(k))
  }

  const clearFilters = () => {
    setCategory('')
    setCityId('')
    setDate('ALL')
  }
  /** A suggested category: browse all of it (the keyword found nothing there or elsewhere). */
  const browseCategory = (code: string) => {
    setInput('')
    setKeyword('')
    setCityId('')
    setDate('ALL')
    setCategory(code)
  }

  const categoryOptions: ChipOption[] = categories.map((c) => ({ value: c.code === 'ALL' ? '' : c.code, label: c.displayName }))
  const cityOptions: ChipOption[] = [{ value: '', label: t('browse.city.all') }, ...city.sites.map((s) => ({ value: s.cityId, label: s.cityName }))]
  const dateOptions: ChipOption[] = DATE_FILTERS.map((d) => ({ value: d, label: t(`browse.date.${d}` as MessageKey) }))
  const sortOptions: ChipOption[] = SORTS.map((s) => ({ value: s, label: t(`browse.sort.${s}` as MessageKey) }))

  return (
    <PageShell name='search'>
      <View className='search-bar'>
        <View className='search-bar__box'>
          <Text className='search-bar__icon'>⌕</Text>
          <Input
            className='search-bar__input'
            data-testid='search-input'
            value={input}
            placeholder={placeholder}
            confirmType='search'
            focus
            onInput={(e) => setInput(e.detail.value)}
            onConfirm={(e) => submit(e.detail.value)}
          />
        </View>
        <Text className='search-bar__go' data-testid='search-submit' onClick={() => submit(input)}>
          {t('common.search')}
        </Text>
      </View>

      {!keyword && history.length > 0 && (
        <View className='search-history' data-testid='search-history'>
          <View className='search-history__head'>
            <Text className='search-history__title'>{t('browse.search.history')}</Text>
            <Text
              className='search-history__clear'
              onClick={() => {
                clearHistory()
                setHistory([])
              }}
            >
              {t('browse.search.clearHistory')}
            </Text>
          </View>
          <View className='search-history__list'>
            {history.map((h) => (
              <Text key={h} className='search-chip' onClick={() => submit(h)}>
                {h}
              </Text>
            ))}
          </View>
        </View>
      )}

      <View className='search-filters'>
        {categoryOptions.length > 0 && <ChipRow name='category' options={categoryOptions} value={category} onChange={setCategory} />}
        {city.sites.length > 0 && <ChipRow name='city' options={cityOptions} value={cityId} onChange={setCityId} />}
        <ChipRow name='date' options={dateOptions} value={date} onChange={(v) => setDate(v as DateFilter)} />
        <ChipRow name='sort' options={sortOptions} value={sort} onChange={(v) => void chooseSort(v as ShowSortType)} />
        {locating && <Text className='search-locating'>{t('browse.search.locating')}</Text>}
      </View>

      <View className='search-results' data-testid='search-results' data-total={results.total} data-loading={results.loading ? '1' : '0'}>
        {!results.loading || results.list.length > 0 ? (
          <Text className='search-results__count'>{t('browse.list.count', { count: results.total })}</Text>
        ) : null}
        <ShowCardList cards={results.list} />
        {empty ? (
          <EmptySearch
            keyword={keyword}
            onClearFilters={filtersOn({ category, cityId, date }) ? clearFilters : undefined}
            hotKeywords={hotKeywords}
            categories={categories}
            onKeyword={(k) => {
              // A suggestion is a fresh start: the filters that found nothing go too.
              clearFilters()
              submit(k)
            }}
            onCategory={browseCategory}
          />
        ) : (
          <ListFooter loading={results.loading} done={results.done} failed={results.failed} onRetry={results.retry} />
        )}
      </View>
    </PageShell>
  )
})
