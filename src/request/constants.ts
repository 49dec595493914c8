/**
 * Numbers and names of the request module, as spec core §9 (and §4, §7, §8) names them.
 * Kept in one place so a product change is one edit and tests can refer to the same values.
 */

/** Importance levels (core §9): lower is more important. */
export const IMPORTANCE = {
  critical: 1,
  high: 10,
  medium: 20,
  low: 30,
} as const
export type Importance = keyof typeof IMPORTANCE
export const DEFAULT_IMPORTANCE: Importance = 'medium'

/** Non-high requests wait this long so high ones queued in the same tick go out first. */
export const NON_HIGH_DELAY = 1

/** Time-outs in ms (core §9, §7). */
export const TIMEOUTS = {
  default: 5000,
  /** The general configuration value; kept for callers that opt into it explicitly. */
  general: 30000,
  orderCreate: 10000,
  showDynamic: 60000,
  layouts: 10000,
  /** core §7 table: GET home/pub/v5/shop/configs (60 s). */
  shopConfigs: 60000,
  socketConnect: 60000,
  upload: 60000,
  download: 30000,
} as const

/** Pause between the automatic retries given by extras.retries. */
export const RETRY_INTERVAL = 3000

/** Limiting mode: automatic tries, their spacing, the progress ceiling and when to ask for patience. */
export const LIMITING_MAX_TRIES = 10
export const LIMITING_INTERVAL = 3000
export const LIMITING_PROGRESS_CAP = 90
export const LIMITING_PATIENCE_FROM = 3

/** A request is replayed at most this many times after a token refresh. */
export const TOKEN_REFRESH_RETRIES = 1

/** Loading mask: shown after this long without an answer, and never kept longer than the auto-clear. */
export const LOADING_MASK_DELAY = 500
export const LOADING_MASK_AUTO_CLEAR = 5000

/** Waiting mode: the close button stays disabled for this many seconds. */
export const WAITING_COUNTDOWN_SECONDS = 5

export const TOAST_DURATION = 2000

/** Offline voucher (ticket-holder) cache limits (core §9). */
export const VOUCHER_CACHE_MAX_ENTRIES = 10
export const VOUCHER_CACHE_MAX_AGE_DAYS = 15
export const DAY_MS = 24 * 60 * 60 * 1000

/** HTTP statuses on which a voucher call falls back to its cached data (besides 5xx and network errors). */
export const VOUCHER_FALLBACK_HTTP = [429, 469] as const

/** HTTP statuses that mean "too frequent" (core §8): 461-469, 999, 418, 403, 405. */
export const TOO_FREQUENT_HTTP = [461, 462, 463, 464, 465, 466, 467, 468, 469, 999, 418, 403, 405] as const
export const GATEWAY_TIMEOUT_HTTP = 504

/** statusCode of a failure that never got an envelope (HTTP error, network error, time-out). */
export const HTTP_FAILURE_STATUS = -1
/**
 * Diagnostic message of a time-out (core §8 names it literally). The user sees the localised
 * 'cannot connect' dialog instead, so this text is for logs and callers, not for display.
 */
export const TIMEOUT_MESSAGE = 'request failed: timeout'

/** Back mode stored when booking errors RE110028217778/RE110028217763 arrive in booking mode. */
export const BOOKING_BACK_MODE = 11

/** Storage keys the module reads and writes. */
export const STORAGE_KEYS = {
  shopStateMessage: 'shopStateMessage',
  bookingBackMode: 'bookingBackMode',
  riskTokens: 'riskTokens',
  passId: 'passId',
  cookie: 'sessionCookie',
  privilegeTokens: 'privilegeTokens',
  voucherCache: 'voucherCache',
  /** The install's device id (device-id.ts); never cleared by logout. */
  deviceId: 'deviceId',
} as const

/** Endpoints the module itself calls. */
export const ENDPOINTS = {
  refreshToken: 'user/pub/v1/refresh_token',
  logout: 'user/v1/user_logout',
} as const

/** Config endpoints are public even without a pub segment (core §6). */
export const PUBLIC_CONFIG_PATHS = ['copywriting/config', 'version/match', 'shop/configs'] as const
/**
 * Paths that need an access token unless they carry a pub segment: the buyer API and the gateway
 * (member) services. Everything else is public (core §6).
 */
export const PRIVATE_PATH_PREFIXES = ['buyer/', 'gateway/', 'user/', 'payments/'] as const

/** Header of the H5 preview mode (core §7). */
export const PREVIEW_HEADER_VALUE = JSON.stringify({ source: 'backend', terminal: 'PREVIEW' })
