/**
 * The accounts API (server/src/modules/accounts/routes.ts, contract types/accounts.ts): typed
 * functions over the request module. Failures reject with a RequestError after the request module
 * has shown the server's localised comments, so callers only reset their own busy state.
 */
import type {
  ActivateResult,
  ChangePasswordBody,
  CodePurpose,
  CreateAccountBody,
  EmailLoginBody,
  LoginOrRegisterBody,
  LoginResult,
  MessageSent,
  Profile,
  ProfileUpdate,
  RetryAfter,
  SetPasswordBody,
} from '../../types/accounts'
import { get, logout as endSession, post, put } from '../request'

/** Sends a one-time code by SMS; resolves with the seconds until another send is allowed. */
export async function sendCode(cellphone: string, countryCode: string, purpose: CodePurpose = 'LOGIN'): Promise<number> {
  const data = await post<RetryAfter>('user/pub/v1/send_code', { cellphone, countryCode, purpose }, { importance: 'high' })
  return data?.retryAfterSeconds ?? 0
}

/** Logs in with a phone code; an unknown number is registered on the way (isNewUser). */
export function loginOrRegister(body: LoginOrRegisterBody): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/login_or_register', body, { importance: 'critical' })
}

/** Logs in with an activated email account. */
export function loginByEmail(body: EmailLoginBody): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/login', body, { importance: 'critical' })
}

/** Starts an email sign-up: the server mails an activation link (same answer for known addresses). */
export function createAccount(body: CreateAccountBody): Promise<MessageSent> {
  return post<MessageSent>('user/pub/v1/create_account', body, { importance: 'high' })
}

/** Opens the account behind an activation link's token. */
export function activateEmail(token: string): Promise<ActivateResult> {
  return post<ActivateResult>('user/pub/v1/activate_email', { token }, { importance: 'high' })
}

/** Mails a sign-up link (or a "you already have an account" notice) to prove the address first. */
export function checkEmail(email: string): Promise<MessageSent> {
  return post<MessageSent>('user/pub/v1/check_email', { email }, { importance: 'high' })
}

/** Mails a reset link; the answer never says whether the address has an account. */
export function forgotPassword(email: string): Promise<MessageSent> {
  return post<MessageSent>('user/pub/v1/forgot_password', { email }, { importance: 'high' })
}

/** Sets a password with a reset link's token. */
export function setPassword(body: SetPasswordBody): Promise<{ passwordSet: true }> {
  return post<{ passwordSet: true }>('user/pub/v1/set_password', body, { importance: 'high' })
}

/** Changes the password of the logged-in buyer; the server ends their other sessions. */
export function changePassword(body: ChangePasswordBody): Promise<{ passwordChanged: true }> {
  return post<{ passwordChanged: true }>('user/v1/change_password', body, { importance: 'high' })
}

export function fetchProfile(): Promise<Profile> {
  return get<Profile>('user/v3/profile', undefined, { importance: 'high' })
}

/** Saves the changed profile fields; answers the whole profile as stored. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return put<Profile>('user/v3/profile', update, { importance: 'high' })
}

/**
 * Ends the session: the request module calls POST user/v1/user_logout when a token exists (its
 * answer does not matter) and clears tokens, ids and risk tokens either way.
 */
export function logout(): Promise<void> {
  return endSession()
}
