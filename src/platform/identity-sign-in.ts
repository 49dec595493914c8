/**
 * Google and Apple sign-in by browser redirect, as the providers do it on the web: leave for the
 * API's authorize address, and back on the app read the provider's answer (id_token, state or error)
 * from the address fragment. H5 only; the mini-programs have their hosts' own logins instead.
 * Per-target files: identity-sign-in.{h5,weapp,alipay,tt}.ts; this plain file is the H5 default that
 * jest and tsc see.
 */
export interface IdentitySignInPort {
  /** Whether this target can sign in by leaving for the provider's page and coming back. */
  available(): boolean
  /** Leave the app for `url`; false when this target cannot. */
  leave(url: string): boolean
  /**
   * The provider's answer the address came back with, once: the fragment is cleared from the address
   * bar so a reload, the history or a copied link never carries the token. Null without an answer.
   */
  takeAnswer(): Record<string, string> | null
}

export { identitySignIn } from './identity-sign-in.h5'
