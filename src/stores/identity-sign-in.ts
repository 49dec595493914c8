/**
 * Google and Apple sign-in on H5, the parts that decide (the page wires them to the platform, the
 * router and storage): which providers the shop offers, the authorize address the app leaves for,
 * and whether the answer the address came back with is this app's own (its random `state`, saved
 * before leaving, matches and is fresh) and what it says. The app's reload on return loses memory,
 * so what must survive (state, provider, the page to come back to, the target that waited for login)
 * is saved in storage and spent once.
 */
import type { PendingTarget } from '../router'

export type SignInProvider = 'GOOGLE' | 'APPLE'
export const SIGN_IN_PROVIDERS: readonly SignInProvider[] = ['GOOGLE', 'APPLE']
export const PROVIDER_NAMES: Record<SignInProvider, string> = { GOOGLE: 'Google', APPLE: 'Apple' }

/** Storage key of the saved sign-in; the answer must come back within SIGN_IN_MAX_AGE_MS. */
export const SIGN_IN_STORAGE_KEY = 'identitySignIn'
export const SIGN_IN_MAX_AGE_MS = 15 * 60 * 1000

export interface SavedSignIn {
  state: string
  provider: SignInProvider
  /** When the app left (ms). */
  at: number
  /** The target that sent the buyer to login, to open after signing in. */
  pending?: PendingTarget
}

type ShopFeatures = { features?: { googleLogin?: boolean; appleLogin?: boolean } } | null | undefined

/** The sign-ins to offer: those the shop switched on, where the target can leave for them. */
export function offeredProviders(config: ShopFeatures, available: boolean): SignInProvider[] {
  if (!available || !config?.features) return []
  return SIGN_IN_PROVIDERS.filter((p) => (p === 'GOOGLE' ? config.features?.googleLogin : config.features?.appleLogin) === true)
}

/** The API address that starts the sign-in (server path; the asset base makes it absolute where needed). */
export function authorizePath(o: { provider: SignInProvider; returnUrl: string; state: string; merchantId: string; lang: string }): string {
  const query = new URLSearchParams({ provider: o.provider, returnUrl: o.returnUrl, state: o.state, merchantId: o.merchantId, lang: o.lang })
  return `/api/user/pub/v1/identity/authorize?${query}`
}

export type SignInAnswer =
  | { kind: 'token'; provider: SignInProvider; token: string; pending?: PendingTarget }
  | { kind: 'cancelled'; provider: SignInProvider }
  | { kind: 'unavailable'; provider: SignInProvider }
  /** Not this app's answer (no saved sign-in, another state, too old) or an answer without a token. */
  | { kind: 'refused'; provider: SignInProvider }

const isProvider = (v: unknown): v is SignInProvider => v === 'GOOGLE' || v === 'APPLE'

function savedOf(value: unknown): SavedSignIn | undefined {
  const v = value as Partial<SavedSignIn> | undefined
  if (!v || typeof v.state !== 'string' || !isProvider(v.provider) || typeof v.at !== 'number') return undefined
  return v as SavedSignIn
}

/**
 * What an answer from the address means. Only an answer whose state equals the one saved before
 * leaving (and not older than SIGN_IN_MAX_AGE_MS) is trusted with a token: anything else may be a
 * link someone else made to sign the buyer into their account.
 */
export function readAnswer(answer: Record<string, string>, stored: unknown, now: number): SignInAnswer {
  const saved = savedOf(stored)
  const provider = saved?.provider ?? (isProvider(answer.provider) ? answer.provider : 'GOOGLE')
  if (!saved || !answer.state || answer.state !== saved.state || now - saved.at > SIGN_IN_MAX_AGE_MS || now < saved.at) return { kind: 'refused', provider }
  if (answer.provider && answer.provider !== saved.provider) return { kind: 'refused', provider }
  if (answer.error === 'access_denied') return { kind: 'cancelled', provider }
  if (answer.error) return { kind: 'unavailable', provider }
  if (!answer.id_token) return { kind: 'refused', provider }
  return { kind: 'token', provider, token: answer.id_token, pending: saved.pending }
}
