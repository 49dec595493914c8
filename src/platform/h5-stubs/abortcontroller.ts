/**
 * H5 only: what Taro's request API gets for `abortcontroller-polyfill/dist/abortcontroller-polyfill-only`
 * (config/h5-webpack.ts aliases it here; package.json lists this file as having side effects).
 *
 * Every browser the H5 build targets has AbortController except iOS 12.0 (Safari 12.1 added it). Taro's
 * request makes one per call for its timeout and hands the signal to fetch; a fetch that predates
 * AbortSignal ignores the signal, with the library as without it. So all iOS 12.0 needs is a controller
 * that constructs and whose signal reports and announces abort(). The library was 2.7 KB of the first
 * screen's gzipped JS for event-target machinery the app never uses.
 */
type AbortListener = (event: { type: 'abort'; target: AbortSignalStandIn }) => void

export class AbortSignalStandIn {
  aborted = false
  reason: unknown = undefined
  onabort: AbortListener | null = null
  private listeners: AbortListener[] = []

  addEventListener(type: string, listener: AbortListener): void {
    if (type === 'abort' && !this.listeners.includes(listener)) this.listeners.push(listener)
  }

  removeEventListener(type: string, listener: AbortListener): void {
    if (type === 'abort') this.listeners = this.listeners.filter((l) => l !== listener)
  }

  /** Marks the signal aborted and calls onabort and the listeners, once. */
  fire(reason: unknown): void {
    if (this.aborted) return
    this.aborted = true
    this.reason = reason
    const event = { type: 'abort' as const, target: this }
    this.onabort?.(event)
    for (const listener of [...this.listeners]) listener(event)
  }
}

export class AbortControllerStandIn {
  readonly signal = new AbortSignalStandIn()

  abort(reason?: unknown): void {
    this.signal.fire(reason === undefined ? abortError() : reason)
  }
}

function abortError(): Error {
  const error = new Error('signal is aborted without reason')
  error.name = 'AbortError'
  return error
}

/** Puts the stand-ins on `scope` only where it has no AbortController of its own. */
export function installAbortController(scope: Record<string, unknown>): void {
  if (typeof scope.AbortController === 'function') return
  scope.AbortController = AbortControllerStandIn
  scope.AbortSignal = AbortSignalStandIn
}

if (typeof window !== 'undefined') installAbortController(window as unknown as Record<string, unknown>)
