/**
 * The API contract shared by the app and the server: the response envelope (spec core §3, §8),
 * response modes (core §4) and the status codes the spec names.
 */

/** How the client must present a failure (spec core §4, "Response modes"). */
export const RESPONSE_MODES = [
  'none',
  'toast',
  'alert',
  'login',
  'back',
  'waiting',
  'backRefresh',
  'retry',
  'booking',
  'limiting',
] as const
export type ResponseMode = (typeof RESPONSE_MODES)[number]

/** Every response, success or failure, has this shape. */
export interface Envelope<T = unknown> {
  statusCode: number
  mode: ResponseMode
  comments: string
  subComments: string
  actText: string
  iconUrl: string
  errorCode: string
  data: T
}

/** Status codes named by the spec; 200 and 510 mean success (core §8). */
export const STATUS = {
  SUCCESS: 200,
  SUCCESS_PARTIAL: 510,
  MEMBER_DISCOUNT_WRONG: 12501099,
  MEMBER_DISCOUNT_CHANGED: 22037057,
  PROMOTION_DISCOUNT_WRONG: 22037056,
  LOGGED_IN_ELSEWHERE: 15012009,
  NOT_LOGGED_IN: 15012007,
  NEED_BIND: 15012020,
  TOKEN_EXPIRED: 15012010,
  LOGIN_EXPIRED: 15012002,
  TOKEN_EXCEPTION: 15012008,
  LOGGED_OUT: 10002008,
  LANGUAGE_POPUP_A: 22046007,
  LANGUAGE_POPUP_B: 22046008,
  /** Server-side generic codes (not in the spec, chosen here): bad input, not found, internal. */
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  INTERNAL: 500,
  /** Admission control turned a critical call away at once (mode 'limiting'); the app retries. */
  LIMITING: 429,
} as const

/** errorCode values with a client-side meaning (core §8). */
export const ERROR_CODE = {
  SHOP_NOT_OPEN: 'RE030326003101',
  BOOKING_BACK_A: 'RE110028217778',
  BOOKING_BACK_B: 'RE110028217763',
} as const

export const isSuccessStatus = (statusCode: number): boolean =>
  statusCode === STATUS.SUCCESS || statusCode === STATUS.SUCCESS_PARTIAL

/** All API routes live under this prefix so the H5 server can answer every other path with index.html. */
export const API_PREFIX = '/api'

/** Demo merchants seeded into every fresh database. */
export const DEMO_MERCHANTS = { MACAU: '10001', MAINLAND: '10002' } as const
