/**
 * The goods and benefit sides' paging: read the first page when the side shows and again whenever the
 * page comes back into view, "more" appends the next page. Failures keep what is shown.
 */
import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'

export function usePagedOrders<T>(fetchPage: (offset: number, length: number) => Promise<{ total: number; orders: T[] }>, pageSize: number) {
  const [orders, setOrders] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const load = async (offset: number) => {
    setLoading(true)
    try {
      const page = await fetchPage(offset, pageSize)
      setOrders((prev) => (offset ? [...prev, ...page.orders] : page.orders))
      setTotal(page.total)
    } catch {
      // The request module showed the message; what is shown stays.
    } finally {
      setLoading(false)
    }
  }
  useEffect(() => {
    void load(0)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void load(0)
    shown.current = true
  })
  return { orders, loading, more: orders.length < total, loadMore: () => void (!loading && load(orders.length)) }
}
