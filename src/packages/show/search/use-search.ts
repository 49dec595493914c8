/** Paged search results (20 a page) for the current query and filters; a new query starts over. */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ShowCard, ShowSortType } from '../../../../types/catalog'
import { PAGE_SIZE, searchShows } from '../../../services/catalog'
import { dateRange, type DateFilter } from '../../../utils/date-filter'

export interface SearchQuery {
  keyword: string
  category: string
  cityId: string
  date: DateFilter
  sort: ShowSortType
  /** The buyer's position; sent (and needed) when sorting by distance. */
  position?: { lat: number; lng: number } | null
}

export function useSearch(query: SearchQuery, lang: string) {
  const [list, setList] = useState<ShowCard[]>([])
  const [total, setTotal] = useState(0)
  // Loading from the start: the first page is asked for at once, and no "nothing found" may flash first.
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const seq = useRef(0)
  const key = JSON.stringify([query, lang])

  const fetchPage = useCallback(
    async (offset: number) => {
      const mine = offset === 0 ? ++seq.current : seq.current
      setLoading(true)
      setFailed(false)
      try {
        const page = await searchShows({
          keyword: query.keyword,
          backendCategoryCode: query.category,
          cityId: query.cityId || undefined,
          sortType: query.sort,
          ...(query.sort === 'DISTANCE' && query.position ? { lat: query.position.lat, lng: query.position.lng } : {}),
          offset,
          length: PAGE_SIZE,
          ...dateRange(query.date),
        })
        if (mine !== seq.current) return
        setTotal(page.total)
        setList((prev) => (offset === 0 ? page.list : [...prev, ...page.list]))
      } catch {
        if (mine === seq.current) setFailed(true)
      } finally {
        if (mine === seq.current) setLoading(false)
      }
    },
    // key captures every field of the query and the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  )

  useEffect(() => {
    setList([])
    void fetchPage(0)
  }, [fetchPage])

  const done = !loading && list.length >= total
  const loadMore = useCallback(() => {
    if (!loading && !failed && list.length < total) void fetchPage(list.length)
  }, [loading, failed, list.length, total, fetchPage])
  const retry = useCallback(() => void fetchPage(list.length), [fetchPage, list.length])
  return { list, total, loading, failed, done, loadMore, retry }
}
