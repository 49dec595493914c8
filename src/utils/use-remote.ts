/**
 * Load remote data for a screen: state for loading / data / error and a reload that pull-down refresh
 * can await. A newer load wins over an older one still in flight (fast language or city switches).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { isMissingId } from '../services/path-id'

export interface Remote<T> {
  data: T | null
  loading: boolean
  error: string
  /** The page was opened without the id its data needs (services/path-id.ts): nothing was requested. */
  missing: boolean
  reload: () => Promise<void>
}

/** `enabled` false holds the first load back (e.g. until the city is settled). */
export function useRemote<T>(fetcher: () => Promise<T>, deps: readonly unknown[], enabled = true): Remote<T> {
  const [data, setData] = useState<T | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [missing, setMissing] = useState(false)
  const seq = useRef(0)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const load = useCallback(fetcher, deps)
  const reload = useCallback(async () => {
    const mine = ++seq.current
    setLoading(true)
    try {
      const value = await load()
      if (mine === seq.current) {
        setData(value)
        setError('')
      }
    } catch (e) {
      if (mine === seq.current) {
        setError(e instanceof Error ? e.message : String(e))
        setMissing(isMissingId(e))
      }
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [load])
  useEffect(() => {
    if (enabled) void reload()
  }, [reload, enabled])
  return { data, loading, error, missing, reload }
}
