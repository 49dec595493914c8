/**
 * The buyer's account as the screens need it: logging in (which fills the session), the profile for
 * the mine tab and the profile page, and logging out. The session store stays the one owner of tokens;
 * this store only adds what the account screens show.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult, Profile, ProfileUpdate } from '../../types/accounts'
import * as api from '../services/account'
import type { SessionStore } from './session'

export class AccountStore {
  profile: Profile | null = null
  profileState: 'idle' | 'loading' | 'ready' | 'error' = 'idle'

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
    this.session().signIn({
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      userId: result.userId,
      email: extra.email ?? '',
      countryCode: extra.countryCode ?? '',
    })
  }
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
