/**
 * Graphic captcha on the app side (spec core §3: captcha tokens are stored per scope; §5: captcha is
 * valid only when every needed captcha type has an unexpired token).
 *
 * - CaptchaTokens keeps the token of each solved scope with its expiry, in storage so a reload or a
 *   mini-program relaunch between solving and sending keeps it.
 * - CaptchaFlow runs a guarded send: it sends with the token it holds (if any); when the server
 *   answers 40111 (a risky send, mode none so nothing was shown) it opens /login-captcha for the scope,
 *   waits until that page reports the captcha solved (or closed unsolved), and sends once more with the
 *   new token. The page reports through `solved` / `closed`; the sender never knows about the page.
 */
import type { CaptchaRequiredData, CaptchaScope, CaptchaToken } from '../../types/accounts'
import { ACCOUNT_STATUS, CAPTCHA_SCOPES } from '../../types/accounts'
import { isRequestError } from '../request'

export const CAPTCHA_STORAGE_KEY = 'captchaTokens'

export interface CaptchaStorage {
  get(key: string): unknown
  set(key: string, value: unknown): unknown
  remove(key: string): void
}

interface Held {
  token: string
  /** ms since epoch. */
  expiresAt: number
}

/** A token kept a few seconds short of its server expiry, so it is not sent just as it lapses. */
const EXPIRY_MARGIN_MS = 5_000

export class CaptchaTokens {
  constructor(
    private readonly storage: CaptchaStorage,
    private readonly now: () => number = Date.now,
  ) {}

  private read(): Partial<Record<string, Held>> {
    const value = this.storage.get(CAPTCHA_STORAGE_KEY)
    return value && typeof value === 'object' ? (value as Record<string, Held>) : {}
  }

  private write(map: Partial<Record<string, Held>>): void {
    const live = Object.fromEntries(Object.entries(map).filter(([, h]) => h && h.expiresAt > this.now()))
    if (Object.keys(live).length) this.storage.set(CAPTCHA_STORAGE_KEY, live)
    else this.storage.remove(CAPTCHA_STORAGE_KEY)
  }

  /** The unexpired token of `scope`, if any. */
  get(scope: CaptchaScope): string | undefined {
    const held = this.read()[scope]
    return held && typeof held.token === 'string' && held.token && held.expiresAt > this.now() ? held.token : undefined
  }

  set(scope: CaptchaScope, token: CaptchaToken): void {
    const expiresAt = this.now() + Math.max(0, token.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS)
    this.write({ ...this.read(), [scope]: { token: token.captchaToken, expiresAt } })
  }

  clear(scope: CaptchaScope): void {
    const map = this.read()
    delete map[scope]
    this.write(map)
  }

  /** Spec core §5: valid only when every needed captcha type has an unexpired token. */
  satisfies(needed: readonly CaptchaScope[]): boolean {
    return needed.every((scope) => this.get(scope) !== undefined)
  }
}

export function isCaptchaScope(value: unknown): value is CaptchaScope {
  return typeof value === 'string' && (CAPTCHA_SCOPES as readonly string[]).includes(value)
}

/** The scope a 40111 refusal asks a captcha for; undefined for every other failure. */
export function captchaScopeOf(err: unknown): CaptchaScope | undefined {
  if (!isRequestError(err) || err.statusCode !== ACCOUNT_STATUS.CAPTCHA_REQUIRED) return undefined
  const scope = (err.data as Partial<CaptchaRequiredData> | undefined)?.captchaScope
  return isCaptchaScope(scope) ? scope : undefined
}

export interface CaptchaFlowDeps {
  tokens: CaptchaTokens
  /** Open the captcha page for `scope`; false when it could not be opened. */
  open(scope: CaptchaScope): Promise<boolean>
  /** Say a refusal the request module kept quiet (mode none) once the buyer can do nothing more here. */
  notify(message: string): void
}

export class CaptchaFlow {
  private readonly waiting = new Map<CaptchaScope, { promise: Promise<boolean>; resolve: (solved: boolean) => void }>()

  constructor(private readonly deps: CaptchaFlowDeps) {}

  get tokens(): CaptchaTokens {
    return this.deps.tokens
  }

  /** Whether a send waits for the captcha of `scope` (the page was opened for it). */
  isWaiting(scope: CaptchaScope): boolean {
    return this.waiting.has(scope)
  }

  /** Open the captcha page; resolves true once it was solved there, false when it closed unsolved. */
  request(scope: CaptchaScope): Promise<boolean> {
    const pending = this.waiting.get(scope)
    if (pending) return pending.promise
    let resolve: (solved: boolean) => void = () => undefined
    const promise = new Promise<boolean>((r) => (resolve = r))
    this.waiting.set(scope, { promise, resolve })
    void this.deps.open(scope).then(
      (opened) => (opened ? undefined : this.settle(scope, false)),
      () => this.settle(scope, false),
    )
    return promise
  }

  /** The captcha page: solved. The token is kept for the scope and whoever waits sends again. */
  solved(scope: CaptchaScope, token: CaptchaToken): void {
    this.deps.tokens.set(scope, token)
    this.settle(scope, true)
  }

  /** The captcha page closed without a solution (back button, navigation away). */
  closed(scope: CaptchaScope): void {
    this.settle(scope, false)
  }

  private settle(scope: CaptchaScope, solved: boolean): void {
    const pending = this.waiting.get(scope)
    this.waiting.delete(scope)
    pending?.resolve(solved)
  }

  /**
   * A send the server may want a captcha for. `attempt` receives the token to send (undefined when
   * none is held). A token is dropped once a send carrying it went through (the server spends it when
   * the send needed it) or when the server refused it.
   */
  async send<T>(scope: CaptchaScope, attempt: (captchaToken: string | undefined) => Promise<T>): Promise<T> {
    const held = this.deps.tokens.get(scope)
    try {
      const result = await attempt(held)
      if (held) this.deps.tokens.clear(scope)
      return result
    } catch (err) {
      if (captchaScopeOf(err) !== scope) throw err
      this.deps.tokens.clear(scope)
      const solved = await this.request(scope)
      const token = this.deps.tokens.get(scope)
      // Closed unsolved: the buyer chose not to; the code button offers another try.
      if (!solved || !token) throw err
      try {
        const result = await attempt(token)
        this.deps.tokens.clear(scope)
        return result
      } catch (again) {
        if (captchaScopeOf(again)) {
          this.deps.tokens.clear(scope)
          this.deps.notify((again as Error).message)
        }
        throw again
      }
    }
  }
}
