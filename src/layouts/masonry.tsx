/**
 * MASONRY: the endless show list at the bottom of a layout. The layout answer carries its first page;
 * the page asks for the next 20 when the buyer reaches the bottom (useReachBottom) through useMasonry.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import type { Layout, ShowCard as Card } from '../../types/catalog'
import { ShowCardGrid } from '../components/show-card'
import { t } from '../i18n'
import { fetchMasonryPage, PAGE_SIZE } from '../services/catalog'
import { str, type RendererProps } from './types'

export interface MasonryState {
  /** Cards fetched after the first page. */
  more: Card[]
  loading: boolean
  done: boolean
  failed: boolean
  loadMore: () => void
}

const MasonryContext = createContext<MasonryState | null>(null)
export const MasonryProvider = MasonryContext.Provider

/** Paging state for the layout's masonry component (if it has one); resets when the layout changes. */
export function useMasonry(layout: Layout | null, cityId: string): MasonryState {
  const component = layout?.components.find((c) => c.componentType === 'MASONRY')
  const first = component?.data?.shows?.length ?? 0
  const total = component?.data?.total ?? first
  const [more, setMore] = useState<Card[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const busy = useRef(false)
  const key = `${layout?.layoutId}:${component?.componentId}:${cityId}:${first}`
  useEffect(() => {
    setMore([])
    setFailed(false)
  }, [key])
  const done = !component || first + more.length >= total
  const loadMore = useCallback(() => {
    if (!layout || !component || done || busy.current) return
    busy.current = true
    setLoading(true)
    setFailed(false)
    fetchMasonryPage({
      layoutId: layout.layoutId,
      componentId: component.componentId,
      componentType: 'MASONRY',
      cityId,
      offset: first + more.length,
      length: PAGE_SIZE,
    })
      .then((page) => setMore((m) => [...m, ...page.list.filter((c) => !m.some((x) => x.showId === c.showId))]))
      .catch(() => setFailed(true))
      .finally(() => {
        busy.current = false
        setLoading(false)
      })
  }, [layout, component, done, cityId, first, more.length])
  return { more, loading, done, failed, loadMore }
}

export const Masonry = observer(function Masonry({ component }: RendererProps) {
  const state = useContext(MasonryContext)
  const cards = [...(component.data?.shows ?? []), ...(state?.more ?? [])]
  if (!cards.length) return null
  return (
    <View className='lo-masonry' data-testid='masonry'>
      {str(component.config, 'title') && <Text className='lo-masonry__title'>{str(component.config, 'title')}</Text>}
      <ShowCardGrid cards={cards} />
      {state && <ListFooter loading={state.loading} done={state.done} failed={state.failed} onRetry={state.loadMore} />}
    </View>
  )
})

/** The foot of any paged list: loading, no more, or a retry after a failure. */
export const ListFooter = observer(function ListFooter(p: { loading: boolean; done: boolean; failed: boolean; onRetry: () => void }) {
  if (p.failed)
    return (
      <Text className='list-footer list-footer--failed' onClick={p.onRetry}>
        {t('browse.list.failed')}
      </Text>
    )
  if (p.loading) return <Text className='list-footer'>{t('browse.list.loading')}</Text>
  if (p.done) return <Text className='list-footer'>{t('browse.list.noMore')}</Text>
  return null
})
