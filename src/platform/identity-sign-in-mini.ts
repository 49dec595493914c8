import type { IdentitySignInPort } from './identity-sign-in'

/** Mini-programs log in through their host (mini/pre_login, phone binding), never by a web redirect. */
export const identitySignIn: IdentitySignInPort = {
  available: () => false,
  leave: () => false,
  takeAnswer: () => null,
}
