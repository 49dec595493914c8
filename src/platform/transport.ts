/**
 * The request module's transport: one HTTP exchange over Taro.request (every target), normalised to
 * {statusCode, data, header}. A network failure or time-out rejects with {errMsg} (plus timeout: true).
 * HTTP error statuses resolve: the request module decides what they mean.
 */
import Taro from '@tarojs/taro'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS'

export interface TransportRequest {
  url: string
  method?: HttpMethod
  data?: unknown
  header?: Record<string, string>
  /** ms; spec core §9 default 5000. */
  timeout?: number
  responseType?: 'text' | 'arraybuffer'
}

export interface TransportResponse<T = unknown> {
  statusCode: number
  data: T
  header: Record<string, string>
}

export interface TransportError {
  errMsg: string
  timeout?: boolean
}

export type Transport = <T = unknown>(req: TransportRequest) => Promise<TransportResponse<T>>

export const DEFAULT_TIMEOUT_MS = 5000
export const TIMEOUT_ERR_MSG = 'request:fail timeout'

interface RawResponse {
  statusCode?: number
  status?: number
  data?: unknown
  header?: Record<string, string>
  headers?: Record<string, string>
}

export const transport: Transport = <T = unknown>(req: TransportRequest) => {
  const timeout = req.timeout ?? DEFAULT_TIMEOUT_MS
  return new Promise<TransportResponse<T>>((resolve, reject) => {
    let settled = false
    const finish = (fn: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      fn()
    }
    let task: (Promise<unknown> & { abort?: () => void }) | undefined
    // Our own timer as well as Taro's option: some hosts ignore `timeout` or report it late.
    const timer = setTimeout(() => {
      finish(() => reject({ errMsg: TIMEOUT_ERR_MSG, timeout: true } satisfies TransportError))
      try {
        task?.abort?.()
      } catch {
        // already finished
      }
    }, timeout)
    try {
      task = Taro.request({
        url: req.url,
        method: req.method ?? 'GET',
        data: req.data as Record<string, unknown> | undefined,
        header: req.header ?? {},
        timeout,
        dataType: req.responseType === 'arraybuffer' ? '其他' : 'json',
        responseType: req.responseType ?? 'text',
      }) as unknown as Promise<unknown> & { abort?: () => void }
    } catch (err) {
      finish(() => reject(toError(err)))
      return
    }
    task.then(
      (res) => {
        const r = (res ?? {}) as RawResponse
        finish(() =>
          resolve({ statusCode: Number(r.statusCode ?? r.status ?? 0), data: r.data as T, header: r.header ?? r.headers ?? {} }),
        )
      },
      (err) => finish(() => reject(toError(err))),
    )
  })
}

function toError(err: unknown): TransportError {
  const errMsg = String((err as { errMsg?: string })?.errMsg ?? (err as Error)?.message ?? 'request:fail')
  return /timeout|timed out/i.test(errMsg) ? { errMsg, timeout: true } : { errMsg }
}
