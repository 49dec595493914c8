/**
 * The buyer's session: tokens and ids, persisted so a reload keeps the login. Implements the
 * request module's session port. Spec core §4: logged in means a user id present and not
 * 'undefined' or 'null'; logout clears tokens, ids, email, country code and the risk token.
 */
import { makeAutoObservable } from 'mobx'

export interface KeyValueStorage {
  get(key: string): unknown
  set(key: string, value: unknown): void
  remove(key: string): void
}

const KEY = 'session'

interface Persisted {
  accessToken: string
  refreshToken: string
  userId: string
  email: string
  countryCode: string
}

const EMPTY: Persisted = { accessToken: '', refreshToken: '', userId: '', email: '', countryCode: '' }

export class SessionStore {
  accessToken = ''
  refreshToken = ''
  userId = ''
  email = ''
  countryCode = ''

  constructor(private readonly storage: KeyValueStorage) {
    makeAutoObservable<this, 'storage'>(this, { storage: false })
    const saved = storage.get(KEY) as Partial<Persisted> | undefined
    if (saved && typeof saved === 'object') Object.assign(this, { ...EMPTY, ...saved })
  }

  get isLoggedIn(): boolean {
    return isPresentUserId(this.userId)
  }

  getAccessToken = (): string => this.accessToken
  getRefreshToken = (): string => this.refreshToken
  getUserId = (): string | undefined => (isPresentUserId(this.userId) ? this.userId : undefined)

  setTokens = (tokens: { accessToken: string; refreshToken: string }): void => {
    this.accessToken = tokens.accessToken
    this.refreshToken = tokens.refreshToken
    this.persist()
  }

  signIn(data: Partial<Persisted> & { accessToken: string; refreshToken: string; userId: string }): void {
    Object.assign(this, { ...EMPTY, ...data })
    this.persist()
  }

  clear = (): void => {
    Object.assign(this, EMPTY)
    this.storage.remove(KEY)
    this.storage.remove('riskToken')
  }

  private persist(): void {
    const { accessToken, refreshToken, userId, email, countryCode } = this
    this.storage.set(KEY, { accessToken, refreshToken, userId, email, countryCode })
  }
}

export function isPresentUserId(userId: unknown): userId is string {
  return typeof userId === 'string' && userId !== '' && userId !== 'undefined' && userId !== 'null'
}
