export { identitySignIn } from './identity-sign-in-mini'
