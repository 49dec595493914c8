/**
 * Ports and options of the request module. The module never imports Taro: the app hands it a
 * transport, storage, session, UI and navigation at boot (src/platform wires them), and tests hand it fakes.
 */
import type { Lang } from '../i18n'
import type { Importance } from './constants'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface TransportRequest {
  url: string
  method: HttpMethod
  data?: unknown
  header: Record<string, string>
  timeout: number
}

export interface TransportResponse {
  statusCode: number
  data: any
  header: Record<string, string>
}

/** Rejects with {errMsg} on a network error or time-out (errMsg contains 'timeout' for time-outs). */
export type Transport = (req: TransportRequest) => Promise<TransportResponse>

export interface StoragePort {
  get(key: string): any
  set(key: string, value: unknown): void
  remove(key: string): void
}

export interface Tokens {
  accessToken: string
  refreshToken: string
}

export interface SessionPort {
  getAccessToken(): string
  getRefreshToken(): string
  getUserId(): string | undefined
  setTokens(tokens: Tokens): void
  /** Clears tokens, ids, email and country code (core §4 logout). */
  clear(): void
}

export interface AlertOptions {
  title: string
  content: string
  confirmText: string
}

export interface ConfirmOptions {
  title: string
  content: string
  confirmText: string
  /** Absent: the dialog has only the confirm button (waiting mode). */
  cancelText?: string
  /** Waiting mode: the confirm (close) button is disabled while this countdown runs. */
  confirmDisabledSeconds?: number
}

export interface ProgressOpenOptions {
  title: string
  subText: string
  onCancel: () => void
}

export interface ProgressUpdate {
  tries: number
  percent: number
  text: string
}

export interface RequestUi {
  toast(text: string, durationMs?: number): void
  alert(options: AlertOptions): Promise<void>
  confirm(options: ConfirmOptions): Promise<'confirm' | 'cancel'>
  progress: {
    open(options: ProgressOpenOptions): void
    update(update: ProgressUpdate): void
    close(): void
  }
  showLoading(routeKey: string): void
  hideLoading(routeKey: string): void
  languagePopup(): Promise<'switch' | 'relogin' | 'cancel'>
}

/** Booking page parameters (core §2): showId plus optional privilege or card parameters. */
export interface BookingParams {
  showId?: string
  privilegeLimitation?: string
  userCardInstanceId?: string
  cardId?: string
  privilegeCode?: string
  privilegeId?: string
}

export interface NavPort {
  toLogin(): void
  back(options?: { refresh?: boolean }): void
  toBooking(params: BookingParams): void
  isOnBooking(): boolean
  refreshCurrent(): void
  toAccountBind(): void
  toShopState(message: string): void
  currentRouteKey(): string
  /** Subscribe to route changes; returns the unsubscribe function. */
  onRouteChange(cb: () => void): () => void
}

export interface RequestContext {
  lang: Lang | string
  utcOffset: number | string
  channelId: string
  ver: string
  terminalSrc: string
  src: string
  merchantId: string
  appId: string
  preview: boolean
  isH5: boolean
  isMiniProgram: boolean
}

export interface LogEntry {
  level: 'warn' | 'error'
  event: 'request_failed' | 'logout_failed' | 'token_refresh_failed'
  url: string
  method: HttpMethod
  traceId?: string
  httpCode?: number
  statusCode?: number
  errorCode?: string
  message: string
}

export type RequestEventName =
  | 'loginExpired'
  | 'languagePopup'
  | 'loggedInElsewhere'
  | 'tokenRefreshed'
  | 'preloadError'

export interface EventsPort {
  emit(event: RequestEventName, payload?: unknown): void
}

export interface RequestDeps {
  transport: Transport
  storage: StoragePort
  session: SessionPort
  ui: RequestUi
  nav: NavPort
  context: () => RequestContext
  /** Origin of the API; paths are joined as `${baseUrl}/api/${path}`. Empty on H5 (same origin). */
  baseUrl: string
  now?: () => number
  log?: (entry: LogEntry) => void
  uuid?: () => string
  /** Random bytes for the device id (device-id.ts); default the platform's crypto. */
  random?: (length: number) => Uint8Array
  events?: EventsPort
  /** Answers the page arrived with (H5: the home page's boot data), each taken at most once. */
  prefetched?: PrefetchedPort
}

/**
 * Envelopes the server wrote into the page for its first public GETs, by
 * `${merchantId}|${lang}|${callKey(path, params)}` (server/src/http/first-screen/answers.ts bootKey).
 */
export interface PrefetchedPort {
  /** The envelope for this key, removed so a later call (a reload) goes to the network. */
  take(key: string): unknown
}

export interface RequestExtras {
  /** Automatic re-sends after a network or HTTP failure, RETRY_INTERVAL apart. */
  retries?: number
  /** Non-200 HTTP becomes an empty success (the risk gateway answers with bare HTTP codes). */
  riskControlled?: boolean
  /** Non-200 HTTP becomes an empty success (the admission gateway answers with bare HTTP codes). */
  limiting?: boolean
  /** Ticket-holder voucher call: cache successes, answer from the cache when offline or overloaded. */
  voucherCache?: boolean
  /** Public show or venue purchase call whose response carries the passId to remember. */
  passIdSource?: boolean
  /** Pre-order and create-order: send the remembered passId header. */
  needsPassId?: boolean
  /** Order calls guarded by the risk service: send the stored risk-token header. */
  needsRiskToken?: boolean
  /** Scope the risk token is stored under; defaults to the merchant id. */
  riskScope?: string
  /** No dialogs, toasts, progress or loading mask: the caller handles the error. */
  silent?: boolean
  /** Overrides the URL-based public/private decision. */
  public?: boolean
}

export interface RequestOptions {
  /** Path under the API prefix, e.g. 'home/pub/v5/shop/configs'. */
  url: string
  method?: HttpMethod
  params?: Record<string, unknown>
  data?: unknown
  importance?: Importance
  /** Overrides the URL-based time-out. */
  timeout?: number
  /** Upload and download transfers have their own time-outs. */
  transfer?: 'upload' | 'download'
  extras?: RequestExtras
  /** Privilege id of the request when it is not in params or data. */
  privilegeId?: string
  /** Privilege token to send; otherwise the one stored for the privilege id is used. */
  privilegeToken?: string
  /** Booking mode: the parameters of the booking page to return to. */
  bookingParams?: BookingParams
}
