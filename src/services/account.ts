/**
 * The accounts API (server/src/modules/accounts/routes.ts, contract types/accounts.ts): typed
 * functions over the request module. Failures reject with a RequestError after the request module
 * has shown the server's localised comments, so callers only reset their own busy state.
 */
import type {
  ActivateResult,
  CaptchaChallenge,
  CaptchaScope,
  CaptchaToken,
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
  BindAccountBody,
  MiniBindPhoneBody,
  MiniPreLoginResult,
  UnregisterCodeSent,
  WorkPermitApplyBody,
  WorkPermitLoginBody,
  WorkPermitLoginResult,
  WorkPermitRecord,
  WorkPermitIdentity,
  UploadAuth,
  UploadResult,
} from '../../types/accounts'
import type { Envelope } from '../../types/api'
import { get, logout as endSession, post, put } from '../request'

/**
 * Sends a one-time code by SMS; resolves with the seconds until another send is allowed. A send that
 * looks risky to the server is refused with 40111 (mode none: nothing shown) until it carries the
 * token of a solved captcha; stores/account-captcha.ts runs that round trip.
 */
export async function sendCode(cellphone: string, countryCode: string, purpose: CodePurpose = 'LOGIN', captchaToken?: string): Promise<number> {
  const body = { cellphone, countryCode, purpose, ...(captchaToken ? { captchaToken } : {}) }
  const data = await post<RetryAfter>('user/pub/v1/send_code', body, { importance: 'high' })
  return data?.retryAfterSeconds ?? 0
}

// --- graphic captcha (the /login-captcha page) ------------------------------------------------------

/** A new captcha image for `scope`. */
export function issueCaptcha(scope: CaptchaScope): Promise<CaptchaChallenge> {
  return post<CaptchaChallenge>('user/pub/v1/captcha', { scope }, { importance: 'high' })
}

/**
 * Checks an answer. Silent: the captcha page shows a refusal (40112 with tries left, or the format
 * message) under its own input instead of a toast.
 */
export function verifyCaptcha(captchaId: string, answer: string): Promise<CaptchaToken> {
  return post<CaptchaToken>('user/pub/v1/captcha/verify', { captchaId, answer }, { importance: 'high', extras: { silent: true } })
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
 * The launch check of login area and language (spec accounts §4). Silent: a 22046007/22046008 refusal
 * carries the facts in its data and the caller shows the matching login_warn_tips dialog itself,
 * instead of the request module's generic language popup.
 */
export function loginCheck(): Promise<{ ok: true }> {
  return get<{ ok: true }>('user/v1/login_check', undefined, { importance: 'low', extras: { silent: true } })
}

/**
 * Ends the session: the request module calls POST user/v1/user_logout when a token exists (its
 * answer does not matter) and clears tokens, ids and risk tokens either way.
 */
export function logout(): Promise<void> {
  return endSession()
}

// --- third-party and channel login ----------------------------------------------------------------

/**
 * Partner-channel login with the authCode and channelCode the channel put on the page URL. An unbound
 * identity answers 15012020: the request module shows the alert and opens account binding, and the
 * rejection's `data.bindTicket` (NeedBindData) is the server-issued ticket to bind with.
 */
export function channelOauth(authCode: string, channelCode: string): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/channel_oauth', { authCode, channelCode }, { importance: 'critical' })
}

export function googleLogin(googleCsrfToken: string): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/google_login', { googleCsrfToken }, { importance: 'critical' })
}

export function appleLogin(identityToken: string): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/apple_login', { identityToken }, { importance: 'critical' })
}

/** Spends a need-bind ticket on a phone code (purpose BIND) or an email account; logs in. */
export function bindAccount(body: BindAccountBody): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/bind', body, { importance: 'critical' })
}

/** Mini-program pre-login with the host's login code: logged in, or a ticket for phone binding. */
export function miniPreLogin(authCode: string, appId: string): Promise<MiniPreLoginResult> {
  return post<MiniPreLoginResult>('user/pub/v1/mini/pre_login', { authCode, appId }, { importance: 'critical' })
}

/** Mini-program phone binding with what the host's get-phone-number button handed over. */
export function miniBindPhone(body: MiniBindPhoneBody): Promise<LoginResult> {
  return post<LoginResult>('user/pub/v1/mini/bind_phone', body, { importance: 'critical' })
}

// --- unregistration ---------------------------------------------------------------------------------

/** Sends the confirmation code to the account's own phone (or email); answers where it went. */
export function sendUnregisterCode(): Promise<UnregisterCodeSent> {
  return post<UnregisterCodeSent>('user/v1/unregister/send_code', {}, { importance: 'high' })
}

export function unregister(verifyCode: string): Promise<{ unregistered: true }> {
  return post<{ unregistered: true }>('user/v1/unregister', { verifyCode }, { importance: 'high' })
}

// --- work permit (staff identity; the staff token travels in the body or query) ---------------------

/** Like sendCode: a risky send needs the token of a solved LOGIN_SMS captcha (40111 otherwise). */
export async function sendWorkPermitCode(cellphone: string, countryCode: string, captchaToken?: string): Promise<number> {
  const body = { cellphone, countryCode, ...(captchaToken ? { captchaToken } : {}) }
  const data = await post<RetryAfter>('user/pub/v1/work_permit/send_code', body, { importance: 'high' })
  return data?.retryAfterSeconds ?? 0
}

export function workPermitLogin(body: WorkPermitLoginBody): Promise<WorkPermitLoginResult> {
  return post<WorkPermitLoginResult>('user/pub/v1/work_permit/login', body, { importance: 'critical' })
}

export function applyWorkPermit(staffToken: string, body: WorkPermitApplyBody): Promise<WorkPermitRecord> {
  return post<WorkPermitRecord>('user/pub/v1/work_permit/apply', { ...body, staffToken }, { importance: 'high' })
}

export function workPermitRecords(staffToken: string): Promise<WorkPermitRecord[]> {
  return get<WorkPermitRecord[]>('user/pub/v1/work_permit/records', { staffToken }, { importance: 'high' })
}

/** The staff member's work-permit identity: only an approved application gives one (40115 otherwise). */
export function workPermitIdentity(staffToken: string): Promise<WorkPermitIdentity> {
  return get<WorkPermitIdentity>('user/pub/v1/work_permit/identity', { staffToken }, { importance: 'high', extras: { silent: true } })
}

// --- avatar upload ----------------------------------------------------------------------------------

/** A signed, single-use upload grant for the server's own storage (10 minutes, images only). */
export function uploadAuth(sceneType: 'AVATAR' = 'AVATAR'): Promise<UploadAuth> {
  return get<UploadAuth>('user/v1/oss/upload/auth', { sceneType }, { importance: 'high' })
}

/** The host's multipart upload (Taro.uploadFile): the answer's data is the envelope, often as a string. */
export type FileUploader = (options: {
  url: string
  filePath: string
  name: string
  formData: Record<string, string>
}) => Promise<{ statusCode: number; data: unknown }>

export interface AvatarFile {
  path: string
  size: number
}

export type AvatarOutcome =
  | { ok: true; profile: Profile }
  /** message: the server's localised refusal, '' when the app refused first (then maxBytes says why). */
  | { ok: false; reason: 'TOO_LARGE' | 'REFUSED'; message: string; maxBytes: number }

function uploadEnvelope(data: unknown): Envelope<UploadResult> | null {
  try {
    const parsed = typeof data === 'string' ? JSON.parse(data) : data
    return parsed && typeof parsed === 'object' && typeof (parsed as Envelope).statusCode === 'number' ? (parsed as Envelope<UploadResult>) : null
  } catch {
    return null
  }
}

/**
 * Avatar change (spec accounts §7): GET oss/upload/auth → multipart upload of the chosen image to the
 * grant's host with key, policy and signature → PUT profile with the stored file's URL. The upload
 * goes through the host's uploader, not the JSON request module; the server sniffs the bytes and
 * answers a localised refusal (type, size), which comes back as a typed outcome. `lang` is sent so
 * that refusal is in the buyer's language.
 */
export async function uploadAvatar(file: AvatarFile, upload: FileUploader, lang: string): Promise<AvatarOutcome> {
  const grant = await uploadAuth()
  // Checked here too so a large photo is not sent only to be refused; the server checks again.
  if (file.size > grant.maxSize) return { ok: false, reason: 'TOO_LARGE', message: '', maxBytes: grant.maxSize }
  const url = `${grant.host}${grant.host.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`
  const res = await upload({ url, filePath: file.path, name: 'file', formData: { key: grant.key, policy: grant.policy, signature: grant.signature } })
  const envelope = uploadEnvelope(res.data)
  if (res.statusCode !== 200 || !envelope || envelope.statusCode !== 200 || !envelope.data?.url) {
    return { ok: false, reason: 'REFUSED', message: envelope?.comments ?? '', maxBytes: grant.maxSize }
  }
  const profile = await updateProfile({ avatar: envelope.data.url })
  return { ok: true, profile }
}
