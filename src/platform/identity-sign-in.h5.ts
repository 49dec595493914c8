import type { IdentitySignInPort } from './identity-sign-in'

/** Keys a sign-in answer carries; any other fragment (an in-page anchor) is left alone. */
const ANSWER_KEYS = ['id_token', 'error']

export const identitySignIn: IdentitySignInPort = {
  available: () => typeof window !== 'undefined' && Boolean(window.location),
  leave(url) {
    if (typeof window === 'undefined' || !window.location) return false
    window.location.assign(url)
    return true
  },
  takeAnswer() {
    if (typeof window === 'undefined' || !window.location?.hash) return null
    const answer = Object.fromEntries(new URLSearchParams(window.location.hash.slice(1)))
    if (!ANSWER_KEYS.some((k) => k in answer)) return null
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', pathname + search)
    return answer
  },
}
