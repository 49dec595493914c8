/**
 * Lazy page loading (spec core §2): start 200 ms after the request, give up after 10 s, and raise
 * 'preloadError' on any failure (the app shell shows the page-error screen).
 */
import { LAZY_LOAD_DELAY_MS, LAZY_LOAD_TIMEOUT_MS } from './constants'
import { routerEvents, type RouterEvents } from './events'

export class PageLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`page load timed out after ${ms} ms`)
    this.name = 'PageLoadTimeoutError'
  }
}

export interface LazyOptions {
  delayMs?: number
  timeoutMs?: number
  events?: RouterEvents
}

export function loadLazily<T>(loader: () => Promise<T>, options: LazyOptions = {}): Promise<T> {
  const delayMs = options.delayMs ?? LAZY_LOAD_DELAY_MS
  const timeoutMs = options.timeoutMs ?? LAZY_LOAD_TIMEOUT_MS
  const events = options.events ?? routerEvents
  return new Promise<T>((resolve, reject) => {
    let done = false
    const fail = (error: unknown) => {
      if (done) return
      done = true
      clearTimeout(timeout)
      events.emit('preloadError', { error })
      reject(error)
    }
    const timeout = setTimeout(() => fail(new PageLoadTimeoutError(timeoutMs)), timeoutMs)
    setTimeout(() => {
      let pending: Promise<T>
      try {
        pending = loader()
      } catch (error) {
        fail(error)
        return
      }
      Promise.resolve(pending).then(
        (value) => {
          if (done) return
          done = true
          clearTimeout(timeout)
          resolve(value)
        },
        fail,
      )
    }, delayMs)
  })
}

/** Wrap a dynamic import for React.lazy: `React.lazy(lazyPage(() => import('./x')))`. */
export function lazyPage<T>(loader: () => Promise<T>, options?: LazyOptions): () => Promise<T> {
  return () => loadLazily(loader, options)
}
