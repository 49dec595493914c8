/**
 * Fakes for the request module's ports: a scripted transport that records what was sent, an
 * in-memory storage and session, a UI that records what the user saw and answers dialogs as told,
 * and a navigation fake. Every test drives time with jest's fake timers.
 */
import type { Envelope } from '../../../types/api'
import { configureRequest } from '../../../src/request'
import type {
  RequestContext,
  RequestDeps,
  TransportRequest,
  TransportResponse,
} from '../../../src/request'

export type Reply =
  | TransportResponse
  | { errMsg: string }
  | ((req: TransportRequest) => Promise<TransportResponse>)

export function envelope<T>(partial: Partial<Envelope<T>> = {}): Envelope<T> {
  return {
    statusCode: 200,
    mode: 'none',
    comments: '',
    subComments: '',
    actText: '',
    iconUrl: '',
    errorCode: '',
    data: null as T,
    ...partial,
  }
}

export const ok = <T>(data: T, header: Record<string, string> = {}): TransportResponse => ({
  statusCode: 200,
  data: envelope({ data }),
  header,
})

export const fail = (partial: Partial<Envelope>, header: Record<string, string> = {}): TransportResponse => ({
  statusCode: 200,
  data: envelope({ statusCode: 22000001, ...partial }),
  header,
})

export const http = (statusCode: number, data: unknown = ''): TransportResponse => ({ statusCode, data, header: {} })

/** A reply that answers after `ms` of (fake) time. */
export const after =
  (ms: number, reply: TransportResponse): Reply =>
  () =>
    new Promise((resolve) => setTimeout(() => resolve(reply), ms))

export const defaultContext: RequestContext = {
  lang: 'zh-CN',
  utcOffset: 480,
  channelId: 'ch-1',
  ver: '4.39.0',
  terminalSrc: 'H5',
  src: 'h5',
  merchantId: '10001',
  appId: 'app-1',
  preview: false,
  isH5: true,
  isMiniProgram: false,
}

export interface HarnessOptions {
  context?: Partial<RequestContext>
  accessToken?: string
  refreshToken?: string
  userId?: string
}

export function createHarness(options: HarnessOptions = {}) {
  const sent: TransportRequest[] = []
  const replies: Reply[] = []
  let fallback: Reply = ok(null)

  const transport = jest.fn((req: TransportRequest): Promise<TransportResponse> => {
    sent.push(req)
    const reply = replies.length ? replies.shift()! : fallback
    if (typeof reply === 'function') return reply(req)
    if ('errMsg' in reply) return Promise.reject(reply)
    return Promise.resolve(reply)
  })

  const store = new Map<string, unknown>()
  const storage = {
    get: jest.fn((key: string) => store.get(key)),
    set: jest.fn((key: string, value: unknown) => void store.set(key, value)),
    remove: jest.fn((key: string) => void store.delete(key)),
  }

  const tokens = {
    accessToken: options.accessToken ?? '',
    refreshToken: options.refreshToken ?? '',
    userId: options.userId as string | undefined,
  }
  const session = {
    getAccessToken: jest.fn(() => tokens.accessToken),
    getRefreshToken: jest.fn(() => tokens.refreshToken),
    getUserId: jest.fn(() => tokens.userId),
    setTokens: jest.fn((next: { accessToken: string; refreshToken: string }) => {
      tokens.accessToken = next.accessToken
      tokens.refreshToken = next.refreshToken
    }),
    clear: jest.fn(() => {
      tokens.accessToken = ''
      tokens.refreshToken = ''
      tokens.userId = undefined
    }),
  }

  const confirmAnswers: Array<'confirm' | 'cancel'> = []
  const ui = {
    toast: jest.fn(),
    alert: jest.fn(() => Promise.resolve()),
    confirm: jest.fn(() => Promise.resolve(confirmAnswers.shift() ?? 'confirm')),
    progress: { open: jest.fn(), update: jest.fn(), close: jest.fn() },
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    languagePopup: jest.fn(() => Promise.resolve<'switch' | 'relogin' | 'cancel'>('cancel')),
  }

  const routeListeners = new Set<() => void>()
  let routeKey = 'pages/list/list#1'
  const nav = {
    toLogin: jest.fn(),
    back: jest.fn(),
    toBooking: jest.fn(),
    isOnBooking: jest.fn(() => false),
    refreshCurrent: jest.fn(),
    toAccountBind: jest.fn(),
    toShopState: jest.fn(),
    currentRouteKey: jest.fn(() => routeKey),
    onRouteChange: jest.fn((cb: () => void) => {
      routeListeners.add(cb)
      return () => void routeListeners.delete(cb)
    }),
  }

  const context = { ...defaultContext, ...options.context }
  const events = { emit: jest.fn() }
  const log = jest.fn()
  let uuidCounter = 0

  const deps: RequestDeps = {
    transport,
    storage,
    session,
    ui,
    nav,
    context: () => context,
    baseUrl: 'https://api.example.test',
    now: () => Date.now(),
    log,
    uuid: () => `trace-${++uuidCounter}`,
    events,
  }
  configureRequest(deps)

  return {
    deps,
    sent,
    transport,
    storage,
    store,
    session,
    tokens,
    ui,
    nav,
    events,
    log,
    context,
    /** Queue replies, one per transport call, in order. */
    reply(...next: Reply[]) {
      replies.push(...next)
    },
    /** The reply used once the queue is empty. */
    otherwise(reply: Reply) {
      fallback = reply
    },
    answerConfirm(...answers: Array<'confirm' | 'cancel'>) {
      confirmAnswers.push(...answers)
    },
    setRoute(key: string) {
      routeKey = key
      routeListeners.forEach((cb) => cb())
    },
    routeListenerCount: () => routeListeners.size,
  }
}

/** Query parameters of a sent URL. */
export function queryOf(req: TransportRequest): Record<string, string> {
  const query = req.url.split('?')[1] ?? ''
  const out: Record<string, string> = {}
  for (const part of query.split('&').filter(Boolean)) {
    const [key, value] = part.split('=')
    out[decodeURIComponent(key)] = decodeURIComponent(value ?? '')
  }
  return out
}

export const pathOf = (req: TransportRequest): string => req.url.split('?')[0]

export type Settled<T> = { value?: T; error?: any; done: boolean }

/**
 * Track a promise without letting its rejection go unhandled, so a test can advance fake time and
 * then look at how (and whether) it settled.
 */
export function track<T>(promise: Promise<T>): Settled<T> {
  const state: Settled<T> = { done: false }
  promise.then(
    (value) => {
      state.value = value
      state.done = true
    },
    (error) => {
      state.error = error
      state.done = true
    },
  )
  return state
}

export async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms)
}
