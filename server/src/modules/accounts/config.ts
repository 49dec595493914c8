/**
 * Accounts settings: lifetimes, send and try limits, argon2 cost. Every per-phone, per-IP and
 * per-device limit counts in the shared limits store (server/src/limits); README "Abuse limits" lists them. Production values are the defaults;
 * tests pass explicit overrides through buildApp({ accounts }) — nothing here reads NODE_ENV=test.
 */
import type { EmailSender } from './email/sender.js'
import type { CaptchaImages } from './auth/captcha/images.js'
import type { IdentityVerifiers } from './identity/verifiers.js'
import type { SmsSender } from './sms/sender.js'
import type { TokenKeys } from './tokens/service.js'

/** OWASP password storage cheat sheet, argon2id: m=19456 KiB (19 MiB), t=2, p=1. */
export const ARGON2_OWASP = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export interface Argon2Params {
  memoryCost: number
  timeCost: number
  parallelism: number
}

export interface AccountsConfig {
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  codeTtlSeconds: number
  codeMaxAttempts: number
  codeResendSeconds: number
  /** Sends per 24 h, by target (phone or email), device and IP. */
  dailySendCap: { target: number; device: number; ip: number }
  activationTtlSeconds: number
  resetTtlSeconds: number
  /** Failed password checks from one IP on one account before delays start, and the delay curve. */
  throttle: {
    pairFreeFailures: number
    accountFreeFailures: number
    baseDelaySeconds: number
    maxDelaySeconds: number
    windowSeconds: number
  }
  /**
   * Graphic captcha before a public one-time-code send that looks risky (auth/captcha.ts). A send is
   * risky when, within `windowSeconds`, the phone already got `freeSends.target` messages, or the
   * device (device-id header) or the IP already sent `freeSends.device` / `freeSends.ip`. The IP
   * allowance is the widest because mobile carriers put many people behind one address.
   */
  captcha: {
    windowSeconds: number
    freeSends: { target: number; device: number; ip: number }
    /** How long an image may be answered, and wrong answers before it closes. */
    challengeTtlSeconds: number
    maxAttempts: number
    /** How long a solved captcha's token may wait for the send it allows (single use). */
    tokenTtlSeconds: number
    /** Images one IP may request per window (each one is a row and a render). */
    issuePerIp: number
  }
  /** Signed uploads: grants one buyer may ask for, and uploads one address may post, per window. */
  uploads: { windowSeconds: number; grantsPerUser: number; perIp: number }
  argon2: Argon2Params
  /** Base URL of the H5 pages the email links open (activate-email, set-password, create-account). */
  linkBaseUrl: string
}

export const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  codeTtlSeconds: 10 * 60,
  codeMaxAttempts: 5,
  codeResendSeconds: 60,
  dailySendCap: { target: 10, device: 20, ip: 50 },
  activationTtlSeconds: 24 * 3600,
  resetTtlSeconds: 3600,
  throttle: { pairFreeFailures: 5, accountFreeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60, windowSeconds: 3600 },
  captcha: {
    windowSeconds: 3600,
    freeSends: { target: 3, device: 5, ip: 20 },
    challengeTtlSeconds: 180,
    maxAttempts: 5,
    tokenTtlSeconds: 300,
    issuePerIp: 60,
  },
  uploads: { windowSeconds: 3600, grantsPerUser: 60, perIp: 60 },
  argon2: ARGON2_OWASP,
  linkBaseUrl: '',
}

/** Options of the accounts module as buildApp receives them. */
export interface AccountsOptions {
  /** Development: the stand-in identity routes (consent page, mint) may exist. buildApp passes config.sandboxes. */
  sandboxes?: boolean
  /** Access-token key (tests); overrides keys.auth. */
  secret?: string
  /** The keys of config/secrets.ts this module uses; each one missing is generated once and kept in auth_settings. */
  keys?: TokenKeys
  smsSender?: SmsSender
  emailSender?: EmailSender
  /** Third-party identity verifiers; default by IDENTITY_PROVIDER (sandbox). */
  identityVerifiers?: IdentityVerifiers
  /** Captcha image maker; default by CAPTCHA_PROVIDER (svg: svg-captcha). */
  captchaImages?: CaptchaImages
  /** Clock for tests of expiry (ms since epoch). */
  now?: () => number
  /** Overrides of the defaults above (tests: cheap argon2 via `testOnlyArgon2`). */
  config?: Partial<Omit<AccountsConfig, 'argon2'>>
  /**
   * Test-only: cheaper argon2 parameters so suites stay fast. Named so it cannot be set by accident;
   * production code never passes it and the OWASP defaults apply.
   */
  testOnlyArgon2?: Argon2Params
}

/** buildApp passes linkBaseUrl (PUBLIC_BASE_URL, config/index.ts) in `config`. */
export function resolveConfig(opts: AccountsOptions): AccountsConfig {
  return {
    ...DEFAULT_ACCOUNTS_CONFIG,
    ...opts.config,
    argon2: opts.testOnlyArgon2 ?? ARGON2_OWASP,
  }
}
