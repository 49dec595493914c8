/**
 * Accounts contract shared by the app and the server: request bodies and response data of the user
 * service (login by code, email and password, tokens, profile, login check). Paths are under /api.
 */
import type { Lang } from './lang'
import type { AudienceIdType } from './orders'

/** Why a one-time code is sent: log in (or register), bind a phone, reset a password. */
export type CodePurpose = 'LOGIN' | 'BIND' | 'RESET' | 'UNREGISTER' | 'WORK_PERMIT'
export const CODE_PURPOSES: readonly CodePurpose[] = ['LOGIN', 'BIND', 'RESET', 'UNREGISTER', 'WORK_PERMIT']

/** How an account logs in; the shop config's per-language loginMethod uses EMAIL and CELLPHONE. */
export type LoginMethod = 'CELLPHONE' | 'EMAIL' | 'GOOGLE' | 'APPLE' | 'CHANNEL' | 'MINI_PROGRAM'

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
  /** A third-party token or code is forged, expired or for another app. */
  IDENTITY_INVALID: 40106,
  /** The provider is not configured in this deployment. */
  IDENTITY_UNAVAILABLE: 40107,
  /** A bind ticket is unknown, used or expired (sign in with the provider again). */
  BIND_TICKET_INVALID: 40108,
  /** An upload refused: not an image, too large, or its signature expired. */
  UPLOAD_REFUSED: 40109,
  /** Staff routes without a valid staff token. */
  STAFF_LOGIN_REQUIRED: 40110,
  /**
   * A one-time code send looks risky (several sends from this IP or device, or to this phone, within
   * the hour) and no valid captcha token came with it: nothing was sent. Mode `none`, so the request
   * module shows nothing; data is CaptchaRequiredData and the app opens /login-captcha for its scope,
   * then sends again with the token (`captchaToken`). Also the answer to an expired, used or foreign
   * token. Family 401xx like the other account refusals.
   */
  CAPTCHA_REQUIRED: 40111,
  /** A captcha answer is wrong, or the captcha expired, was used or was tried too often (data: CaptchaInvalidData). */
  CAPTCHA_INVALID: 40112,
  /** Work-permit review routes without a valid venue staff token (`x-staff-token`) of the merchant. */
  REVIEWER_UNAUTHORIZED: 40113,
  /** The application was already approved or rejected: a decision is made exactly once. */
  WORK_PERMIT_DECIDED: 40114,
  /** The work-permit identity needs an approved application (data: WorkPermitIdentityRefusal). */
  WORK_PERMIT_NOT_APPROVED: 40115,
  /** The SMS or email provider did not take a one-time code (data: retryAfterSeconds before a resend). */
  DELIVERY_FAILED: 40116,
} as const

export interface SendCodeBody {
  cellphone: string
  /** Default '86'. */
  countryCode?: string
  purpose?: CodePurpose
  /** A token of a solved captcha of scope LOGIN_SMS (CaptchaToken): spent only when the send needs it. */
  captchaToken?: string
}

// --- graphic captcha -----------------------------------------------------------------------------

/**
 * What a captcha guards. Tokens are issued per scope (and merchant) and stored per scope by the app
 * (spec core §3); LOGIN_SMS covers every public one-time-code send of the login family (login, bind,
 * reset, work-permit login).
 */
export type CaptchaScope = 'LOGIN_SMS'
export const CAPTCHA_SCOPES: readonly CaptchaScope[] = ['LOGIN_SMS']

export interface CaptchaIssueBody {
  scope: CaptchaScope
}

/** A fresh challenge: an SVG image (data URI) whose characters are the answer. */
export interface CaptchaChallenge {
  captchaId: string
  scope: CaptchaScope
  /** `data:image/png;base64,...` (drawn as SVG, sent as PNG so every target can show it) */
  image: string
  /** Characters the answer has. */
  answerLength: number
  expiresInSeconds: number
}

export interface CaptchaVerifyBody {
  captchaId: string
  answer: string
}

/** A solved captcha: send `captchaToken` with the guarded call before it expires; single use. */
export interface CaptchaToken {
  captchaToken: string
  scope: CaptchaScope
  expiresInSeconds: number
}

/** Data of a 40111 answer: which captcha the app must have solved. */
export interface CaptchaRequiredData {
  captchaScope: CaptchaScope
}

/** Data of a 40112 answer: tries left on this challenge; `refresh` when it is closed (get a new image). */
export interface CaptchaInvalidData {
  attemptsLeft: number
  refresh: boolean
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

/**
 * The data of a wrong one-time code's answer (statusCode CODE_INVALID): the tries the code has left, and
 * once none is left, the seconds until a new code can be sent (0: now).
 */
export interface CodeTries {
  attemptsLeft: number
  retryAfterSeconds?: number
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

/** Longest nickname, in characters (code points): the app's field and the server check the same rule. */
export const NICKNAME_MAX_CHARS = 20

export interface ProfileUpdate {
  nickname?: string
  avatar?: string
  sex?: Sex
  birthday?: string
  language?: Lang
  messageLanguage?: Lang
}

/** A member discount on one kind of purchase (spec core §3); formatDiscount is the n of '会员{n}折', e.g. '8.5'. */
export interface DiscountPrivilegeVo {
  formatDiscount: string
}

export interface PrimePrivilege {
  primeLevelName: string
  showDiscountPrivileges: Array<{ privilegeId: string; belongTo: string; targetName: string }>
  /** null while the buyer has no such member discount. */
  showDiscountPrivilegeVo: DiscountPrivilegeVo | null
  itemDiscountPrivilegeVo: DiscountPrivilegeVo | null
  couponPackageDiscountPrivilegeVo: DiscountPrivilegeVo | null
}

export interface LoginCheckResult {
  ok: true
}

// --- login-area and language check ---------------------------------------------------------------

/**
 * Data of a failed GET user/v1/login_check (22046007 language, 22046008 area; spec accounts §4): the
 * facts the app picks its login_warn_tips dialog from. Each flag is about the session's login.
 */
export interface LoginCheckProblem {
  loginMethod: LoginMethod
  /** The phone's country code; '' when the session is not a phone login. */
  countryCode: string
  /** False when the phone's country code is outside the shop's login areas. */
  areaSupported: boolean
  /** False when the request language does not offer the session's login method. */
  methodSupported: boolean
  /** Login methods the shop offers in the request language. */
  methodsInLanguage: Array<'CELLPHONE' | 'EMAIL'>
  /** The shop's other languages that do offer the session's login method (a switch keeps the login). */
  languagesWithMethod: Lang[]
}

// --- third-party and channel login ---------------------------------------------------------------

/**
 * Where a third-party identity comes from. CHANNEL identities are kept per channel code
 * (`CHANNEL:<channelCode>`), mini-program ones per host and app (`MINI:<host>:<appId>`).
 */
export type IdentityProvider = 'GOOGLE' | 'APPLE' | `CHANNEL:${string}` | `MINI:${string}`

/**
 * The third-party logins answer 15012020 (need-bind) for an identity without a buyer: the failure's
 * data is NeedBindData with a server-made ticket, which the app reads from the error's `data`.
 */
export interface GoogleLoginBody {
  /** The Google Identity Services credential (an ID token) the page received. */
  googleCsrfToken: string
}

export interface AppleLoginBody {
  identityToken: string
}

export interface ChannelOauthBody {
  authCode: string
  channelCode: string
}

/** Mini-program pre-login: the host's login code (wx.login / my.getAuthCode / tt.login). */
export interface MiniPreLoginBody {
  authCode: string
  appId: string
}

/**
 * Pre-login answer: logged in when the mini-program identity is bound, else a bind ticket and the ids
 * the page shows or passes on. The session key never leaves the server.
 */
export type MiniPreLoginResult =
  | ({ loggedIn: true } & LoginResult)
  | { loggedIn: false; bindTicket: string; openId: string; unionId: string }

/**
 * Mini-program phone binding: the encrypted phone number the host's get-phone-number button hands
 * over. openId/unionId/sessionKey are accepted for the spec's body shape but the server uses what it
 * stored at pre-login (a client-sent session key is never trusted); authCode may replace the ticket.
 */
export interface MiniBindPhoneBody {
  encryptedData: string
  initVector: string
  bindTicket?: string
  authCode?: string
  appId: string
  openId?: string
  unionId?: string
  sessionKey?: string
  invitePageId?: string
  /**
   * Alipay: the signature Alipay put beside the encrypted `response` (RSA2 over the ciphertext). The
   * server checks it with the app's Alipay public key before decrypting with the app's AES key.
   */
  sign?: string
}

/** Data of the 15012020 need-bind answer: spend `bindTicket` on POST user/pub/v1/bind. */
export interface NeedBindData {
  bindTicket: string
  provider: IdentityProvider
  /** A verified email the provider gave, offered to prefill the email form. */
  email: string
  expiresInSeconds: number
}

/** Account binding: prove a phone (code of purpose BIND) or an email account, then log in. */
export type BindAccountBody =
  | { bindTicket: string; cellphone: string; countryCode?: string; verifyCode: string }
  | { bindTicket: string; email: string; password: string }

// --- unregistration --------------------------------------------------------------------------------

/** Where the confirmation code went: the account's phone (masked) or email (masked). */
export interface UnregisterCodeSent extends RetryAfter {
  channel: 'SMS' | 'EMAIL'
  maskedTarget: string
}

export interface UnregisterBody {
  verifyCode: string
}

// --- uploads ---------------------------------------------------------------------------------------

export type UploadScene = 'AVATAR'

/**
 * Upload signature (spec accounts §3 "Upload signature response"): POST the file as multipart field
 * `file` to `host` with the fields key, policy and signature. type LOCAL = the server's own storage.
 */
export interface UploadAuth {
  token: string
  key: string
  host: string
  type: 'LOCAL'
  policy: string
  signature: string
  /** Bytes. */
  maxSize: number
  accept: string[]
  /** Where the file is served once uploaded. */
  url: string
}

export interface UploadResult {
  key: string
  url: string
  contentType: string
  size: number
}

// --- certification -------------------------------------------------------------------------------

export type CertificationKind = 'PERSON' | 'STUDENT'
export type CertificationStatus = 'AUTH_SUCCESS' | 'AUTH_PENDING' | 'AUTH_FAILED'

export interface Certification {
  kind: CertificationKind
  authType: 'ELECTRONIC_CERT' | 'STUDENT_CERT'
  authStatus: CertificationStatus
  /** Masked: 张* / J*** */
  name: string
  idType: string
  /** Masked: first 3 and last 2 characters. */
  idNo: string
  school: string
  enrollmentYear: number | null
  updatedAt: string
}

export interface PersonCertificationBody {
  name: string
  /** Same id types as attendees (ID_CARD checked by its check digit and birth date). */
  idType: AudienceIdType
  idNo: string
}

export interface StudentCertificationBody {
  name: string
  school: string
  studentNo: string
  enrollmentYear: number
}

// --- work permit -----------------------------------------------------------------------------------

export type WorkPermitStatus = 'PENDING' | 'APPROVED' | 'REJECTED'

export interface WorkPermitSendBody {
  cellphone: string
  countryCode?: string
  /** As on send_code: a solved LOGIN_SMS captcha when the send looks risky. */
  captchaToken?: string
}

export interface WorkPermitLoginBody {
  cellphone: string
  countryCode?: string
  verifyCode: string
}

/**
 * Where a staff member's permit stands: NONE (never applied), or the status of the latest
 * application — except that an approved one wins, since an approved permit is the identity.
 */
export type WorkPermitStanding = 'NONE' | WorkPermitStatus

/**
 * The work-permit identity: the staff member as holder of an approved permit. Only an approved
 * application gives one; pending and rejected ones do not.
 */
export interface WorkPermitIdentity {
  applicationId: string
  staffId: string
  name: string
  company: string
  jobTitle: string
  eventName: string
  approvedAt: string
}

/**
 * A staff token: sent as the `staff-token` header; never valid as a buyer access token. It lets the
 * staff member apply and read their own records; `permit` is their work-permit identity, present only
 * when an application of theirs was approved by the merchant.
 */
export interface WorkPermitLoginResult {
  staffToken: string
  staffId: string
  expiresInSeconds: number
  standing: WorkPermitStanding
  permit: WorkPermitIdentity | null
}

/** Data of a 40115 answer: why there is no permit identity (the latest application, if any). */
export interface WorkPermitIdentityRefusal {
  standing: Exclude<WorkPermitStanding, 'APPROVED'>
  rejectReason: string
}

export interface WorkPermitApplyBody {
  name: string
  company: string
  jobTitle: string
  idType: AudienceIdType
  idNo: string
  eventName: string
  /** A retried apply with the same key answers the first application. */
  idempotencyKey: string
}

export interface WorkPermitRecord {
  applicationId: string
  name: string
  company: string
  jobTitle: string
  eventName: string
  /** Masked like certifications. */
  idNo: string
  status: WorkPermitStatus
  createdAt: string
  /** The merchant's reason when REJECTED; '' otherwise. */
  rejectReason: string
  /** When the merchant decided; '' while PENDING. */
  reviewedAt: string
}

// --- work-permit review (merchant staff, x-staff-token) ---------------------------------------------

export type WorkPermitDecision = 'APPROVE' | 'REJECT'

export interface WorkPermitReviewBody {
  decision: WorkPermitDecision
  /** Required to reject (1–200 characters, shown to the applicant); not taken with an approval. */
  reason?: string
}

/** An application as the merchant's reviewer sees it (the id number stays masked). */
export interface WorkPermitReviewItem extends WorkPermitRecord {
  idType: AudienceIdType
  /** The applicant's phone, masked (+853 6602****). */
  applicantPhone: string
}

export interface WorkPermitReviewList {
  items: WorkPermitReviewItem[]
  total: number
}
