/**
 * The buyer's account as the screens need it: logging in (which fills the session), the profile for
 * the mine tab and the profile page, and logging out. The session store stays the one owner of tokens;
 * this store only adds what the account screens show.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type {
  LoginResult,
  MiniBindPhoneBody,
  NeedBindData,
  Profile,
  ProfileUpdate,
  UnregisterCodeSent,
  WorkPermitApplyBody,
  WorkPermitIdentity,
  WorkPermitRecord,
  WorkPermitStanding,
} from '../../types/accounts'
import { ACCOUNT_STATUS, NICKNAME_MAX_CHARS } from '../../types/accounts'
import { STATUS } from '../../types/api'
import { randomBytes } from '../platform/random'
import { isRequestError } from '../request'
import * as api from '../services/account'
import type { SessionStore } from './session'

export class AccountStore {
  profile: Profile | null = null
  profileState: 'idle' | 'loading' | 'ready' | 'error' = 'idle'
  /** A third-party login that needs binding (15012020): the server's ticket the account-bind page spends. */
  pendingBind: { ticket: string; via: 'CHANNEL' | 'GOOGLE' | 'APPLE' } | null = null
  /**
   * Work-permit staff session: a separate identity, kept for this visit only. `permit` is the
   * work-permit identity, present only once the merchant approved an application; `standing` says
   * where the staff member's applications stand.
   */
  staff: { token: string; staffId: string; standing: WorkPermitStanding; permit: WorkPermitIdentity | null } | null = null
  workPermits: WorkPermitRecord[] = []

  constructor(private readonly session: () => SessionStore) {
    makeAutoObservable<this, 'session'>(this, { session: false })
  }

  /** What the mine tab calls the buyer: nickname, else the phone, else the email, else the id. */
  get displayName(): string {
    const p = this.profile
    const s = this.session()
    return p?.nickname || (p?.cellphone ? maskPhone(p.cellphone) : '') || p?.email || s.email || s.userId
  }

  /** The login the buyer used, under the name: +853 6600****, or the email. */
  get loginLabel(): string {
    const p = this.profile
    if (p?.cellphone) return `+${p.countryCode} ${maskPhone(p.cellphone)}`
    return p?.email || this.session().email
  }

  async loginWithCode(countryCode: string, cellphone: string, verifyCode: string): Promise<LoginResult> {
    const result = await api.loginOrRegister({ countryCode, cellphone, verifyCode })
    this.signIn(result, { countryCode })
    return result
  }

  async loginWithEmail(email: string, password: string): Promise<LoginResult> {
    const result = await api.loginByEmail({ email: email.trim(), password })
    this.signIn(result, { email: email.trim().toLowerCase() })
    return result
  }

  async loadProfile(): Promise<Profile | null> {
    if (!this.session().isLoggedIn) return null
    this.profileState = 'loading'
    try {
      const profile = await api.fetchProfile()
      runInAction(() => {
        this.profile = profile
        this.profileState = 'ready'
      })
      return profile
    } catch {
      runInAction(() => (this.profileState = 'error'))
      return null
    }
  }

  async updateProfile(update: ProfileUpdate): Promise<Profile> {
    const profile = await api.updateProfile(update)
    runInAction(() => {
      this.profile = profile
      this.profileState = 'ready'
    })
    return profile
  }

  /** Uploads a chosen image and makes it the avatar; the profile shown is the one the server stored. */
  async changeAvatar(file: api.AvatarFile, upload: api.FileUploader, lang: string): Promise<api.AvatarOutcome> {
    const outcome = await api.uploadAvatar(file, upload, lang)
    if (outcome.ok) {
      runInAction(() => {
        this.profile = outcome.profile
        this.profileState = 'ready'
      })
    }
    return outcome
  }

  /**
   * Partner-channel login. 'NEED_BIND' when the channel account has no buyer yet: the request module
   * has then shown the server's alert and opened account binding, which spends the ticket the server
   * put in the 15012020 answer's data (kept here as `pendingBind`).
   */
  async loginWithChannel(authCode: string, channelCode: string): Promise<'LOGGED_IN' | 'NEED_BIND'> {
    runInAction(() => (this.pendingBind = null))
    try {
      const result = await api.channelOauth(authCode, channelCode)
      this.signIn(result, {})
      return 'LOGGED_IN'
    } catch (err) {
      const ticket = needBindTicketOf(err)
      if (!ticket) throw err
      runInAction(() => (this.pendingBind = { ticket, via: 'CHANNEL' }))
      return 'NEED_BIND'
    }
  }

  /**
   * Google or Apple sign-in with the ID token the provider handed back. Like the channel login, an
   * identity without a buyer yet answers 'NEED_BIND': the request module has shown the server's alert
   * and opened account binding, which spends the ticket kept here.
   */
  async loginWithIdentity(provider: 'GOOGLE' | 'APPLE', token: string): Promise<'LOGGED_IN' | 'NEED_BIND'> {
    runInAction(() => (this.pendingBind = null))
    try {
      const result = provider === 'GOOGLE' ? await api.googleLogin(token) : await api.appleLogin(token)
      this.signIn(result, {})
      return 'LOGGED_IN'
    } catch (err) {
      const ticket = needBindTicketOf(err)
      if (!ticket) throw err
      runInAction(() => (this.pendingBind = { ticket, via: provider }))
      return 'NEED_BIND'
    }
  }

  /**
   * One-tap phone login on a mini-program: the host's login code and encrypted phone number go to
   * mini/bind_phone, which logs in a bound buyer or binds (and if need be registers) the phone.
   */
  async loginWithHostPhone(body: MiniBindPhoneBody): Promise<LoginResult> {
    const result = await api.miniBindPhone(body)
    this.signIn(result, {})
    return result
  }

  /** Binds the pending third-party login to a phone (code of purpose BIND) and logs in. */
  async bindWithPhone(countryCode: string, cellphone: string, verifyCode: string): Promise<LoginResult> {
    const result = await api.bindAccount({ bindTicket: this.requireBindTicket(), countryCode, cellphone, verifyCode })
    this.signIn(result, { countryCode })
    return result
  }

  /** Binds the pending third-party login to an email account and logs in. */
  async bindWithEmail(email: string, password: string): Promise<LoginResult> {
    const result = await api.bindAccount({ bindTicket: this.requireBindTicket(), email: email.trim(), password })
    this.signIn(result, { email: email.trim().toLowerCase() })
    return result
  }

  sendUnregisterCode(): Promise<UnregisterCodeSent> {
    return api.sendUnregisterCode()
  }

  /** Closes the account; the server has ended every session, so the local one is cleared too. */
  async unregister(verifyCode: string): Promise<void> {
    await api.unregister(verifyCode)
    runInAction(() => this.forget())
    this.session().clear()
  }

  /** Staff login; answers where the staff member stands (the page opens the permit, records or form by it). */
  async loginStaff(countryCode: string, cellphone: string, verifyCode: string): Promise<WorkPermitStanding> {
    const result = await api.workPermitLogin({ countryCode, cellphone, verifyCode })
    runInAction(() => {
      this.staff = { token: result.staffToken, staffId: result.staffId, standing: result.standing, permit: result.permit }
      this.workPermits = []
    })
    return result.standing
  }

  /**
   * The work-permit identity as the server has it now (a decision may have come since login): the
   * approved permit, or null with the standing updated (the server's refusal says why).
   */
  async loadWorkPermitIdentity(): Promise<WorkPermitIdentity | null> {
    const token = this.requireStaff()
    try {
      const permit = await api.workPermitIdentity(token)
      runInAction(() => this.staff && (this.staff = { ...this.staff, standing: 'APPROVED', permit }))
      return permit
    } catch (err) {
      if (!isRequestError(err) || err.statusCode !== ACCOUNT_STATUS.WORK_PERMIT_NOT_APPROVED) throw err
      const standing = (err.data as { standing?: WorkPermitStanding } | undefined)?.standing ?? 'NONE'
      runInAction(() => this.staff && (this.staff = { ...this.staff, standing, permit: null }))
      return null
    }
  }

  async applyWorkPermit(body: WorkPermitApplyBody): Promise<WorkPermitRecord> {
    const record = await api.applyWorkPermit(this.requireStaff(), body)
    runInAction(() => (this.workPermits = [record, ...this.workPermits.filter((r) => r.applicationId !== record.applicationId)]))
    return record
  }

  async loadWorkPermits(): Promise<WorkPermitRecord[]> {
    const records = await api.workPermitRecords(this.requireStaff())
    runInAction(() => (this.workPermits = records))
    return records
  }

  private requireBindTicket(): string {
    if (!this.pendingBind) throw new Error('no pending third-party login to bind')
    return this.pendingBind.ticket
  }

  private requireStaff(): string {
    if (!this.staff) throw new Error('work permit staff not logged in')
    return this.staff.token
  }

  /** Server logout (best effort) and a cleared session, whatever the server answers. */
  async logout(): Promise<void> {
    try {
      await api.logout()
    } finally {
      runInAction(() => this.forget())
      // The request module clears the session it was given; clear ours too in case they differ.
      this.session().clear()
    }
  }

  /** Drop what belonged to the previous buyer (logout, or a login as someone else). */
  forget(): void {
    this.profile = null
    this.profileState = 'idle'
  }

  private signIn(result: LoginResult, extra: { email?: string; countryCode?: string }): void {
    this.forget()
    this.pendingBind = null
    this.session().signIn({
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      userId: result.userId,
      email: extra.email ?? '',
      countryCode: extra.countryCode ?? '',
    })
  }
}

/** The server's nickname rule: 1–20 characters after trimming, no control characters. */
/** 1 to NICKNAME_MAX_CHARS characters (code points) once trimmed, no control characters: the server's rule. */
export function isValidNickname(raw: string): boolean {
  const v = raw.trim()
  const n = [...v].length
  return n >= 1 && n <= NICKNAME_MAX_CHARS && !/\p{C}/u.test(v)
}

/**
 * The server-issued ticket of a 15012020 (need-bind) failure, read from the envelope data the request
 * module keeps on the error; undefined for any other failure or an answer without a usable ticket.
 */
export function needBindTicketOf(err: unknown): string | undefined {
  if (!isRequestError(err) || err.statusCode !== STATUS.NEED_BIND) return undefined
  const data = err.data as Partial<NeedBindData> | undefined
  return typeof data?.bindTicket === 'string' && data.bindTicket ? data.bindTicket : undefined
}

/**
 * A random url-safe key (32 random bytes → 32 characters), e.g. an idempotency key for a retryable
 * create. The bytes come from the platform layer: mini-program hosts have no Web Crypto.
 */
export function newRandomKey(random: (length: number) => Uint8Array = randomBytes): string {
  const bytes = random(32)
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  return Array.from(bytes, (b) => alphabet[b & 63]).join('')
}

/** 13800001234 → 138****1234; 66001234 → 6600****: enough to recognise, not enough to copy. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  if (phone.length >= 8) return `${phone.slice(0, 4)}****`
  return phone
}

type LoginConfig = {
  supportLanguages?: Array<{ langTag: string; loginMethod: Array<'EMAIL' | 'CELLPHONE'> }>
  supportLoginAreas?: Array<{ code: string }>
} | null

/** Login methods the shop offers in a language (spec §4); phone login until the config arrives. */
export function loginMethodsOf(config: LoginConfig, lang: string): Array<'EMAIL' | 'CELLPHONE'> {
  if (!config?.supportLanguages?.length) return ['CELLPHONE']
  // Same fallback as the router's loginRoute(), so the page it picks always has a form to show.
  return config.supportLanguages.find((l) => l.langTag === lang)?.loginMethod ?? ['CELLPHONE']
}

/** Country codes the shop lets log in; the spec's default 86 until the config arrives. */
export function loginAreasOf(config: LoginConfig): string[] {
  const codes = config?.supportLoginAreas?.map((a) => a.code).filter(Boolean) ?? []
  return codes.length ? codes : ['86']
}

/** The area preselected on the phone form: 86 when the shop allows it, else its first area. */
export function defaultLoginArea(codes: string[]): string {
  return codes.includes('86') ? '86' : (codes[0] ?? '86')
}
