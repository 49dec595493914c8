/**
 * Accounts contract shared by the app and the server: request bodies and response data of the user
 * service (login by code, email and password, tokens, profile, login check). Paths are under /api.
 */
import type { Lang } from './lang'

/** Why a one-time code is sent: log in (or register), bind a phone, reset a password. */
export type CodePurpose = 'LOGIN' | 'BIND' | 'RESET'
export const CODE_PURPOSES: readonly CodePurpose[] = ['LOGIN', 'BIND', 'RESET']

/** How an account logs in; the shop config's per-language loginMethod uses EMAIL and CELLPHONE. */
export type LoginMethod = 'CELLPHONE' | 'EMAIL' | 'GOOGLE' | 'APPLE' | 'CHANNEL'

export type Sex = 'MAN' | 'WOMAN' | 'UNKNOWN'

/** Server-chosen status codes of the accounts area (not in the spec). */
export const ACCOUNT_STATUS = {
  /** Sent too often / tried too often: data carries retryAfterSeconds. */
  TOO_MANY_REQUESTS: 429,
  /** Wrong, expired or used verification code. */
  CODE_INVALID: 40101,
  /** Wrong email or password (never says which). */
  CREDENTIALS_INVALID: 40102,
  /** Phone country code not among the shop's login areas. */
  REGION_UNSUPPORTED: 40103,
  /** The request language (or the shop) does not offer this login method. */
  METHOD_UNSUPPORTED: 40104,
  /** Email link invalid, expired or already used. */
  LINK_INVALID: 40105,
  /** Input fails a rule (phone, email, password, profile field). */
  INVALID_INPUT: 400,
} as const

export interface SendCodeBody {
  cellphone: string
  /** Default '86'. */
  countryCode?: string
  purpose?: CodePurpose
}

/** Both on success and on a refused resend: seconds until the next send is allowed. */
export interface RetryAfter {
  retryAfterSeconds: number
}

export interface LoginOrRegisterBody {
  cellphone: string
  verifyCode: string
  countryCode?: string
}

export interface LoginResult {
  accessToken: string
  refreshToken: string
  userId: string
  isNewUser: boolean
}

export interface RefreshTokenBody {
  refreshToken: string
}

export interface TokenPair {
  accessToken: string
  refreshToken: string
  userId: string
}

export interface CreateAccountBody {
  email: string
  password: string
  nickname?: string
}

export interface EmailBody {
  email: string
}

export interface EmailLoginBody {
  email: string
  password: string
}

export interface TokenBody {
  token: string
}

export interface SetPasswordBody {
  token: string
  password: string
}

export interface ChangePasswordBody {
  oldPassword: string
  newPassword: string
}

/** Answer of the email calls that never reveal whether an address is registered. */
export interface MessageSent {
  sent: true
}

export interface ActivateResult {
  activated: true
  email: string
}

export interface Profile {
  userId: string
  nickname: string
  avatar: string
  countryCode: string
  cellphone: string
  email: string
  sex: Sex
  /** YYYY-MM-DD or '' when not set. */
  birthday: string
  /** False once a birthday is set (it may be set once). */
  birthdayEditable: boolean
  language: Lang | ''
  messageLanguage: Lang | ''
  hasPassword: boolean
}

export interface ProfileUpdate {
  nickname?: string
  avatar?: string
  sex?: Sex
  birthday?: string
  language?: Lang
  messageLanguage?: Lang
}

export interface PrimePrivilege {
  primeLevelName: string
  showDiscountPrivileges: Array<{ privilegeId: string; belongTo: string; targetName: string }>
  showDiscountPrivilegeVo: null
  itemDiscountPrivilegeVo: null
  couponPackageDiscountPrivilegeVo: null
}

export interface LoginCheckResult {
  ok: true
}
