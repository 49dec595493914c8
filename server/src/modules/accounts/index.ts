/**
 * The accounts module: builds its services once per app and exposes
 * - `authenticator` for the auth hook (http/auth.ts),
 * - `accountsRoutes` (routes.ts) registered under /api.
 * Options come from buildApp({ accounts }): the keys of config/secrets.ts and the public address;
 * the SMS, email and identity providers by their variables (SMS_PROVIDER, EMAIL_PROVIDER, IDENTITY_PROVIDER).
 */
import type { Db } from '../../db/client.js'
import type { Limits } from '../../limits/index.js'
import type { Authenticator, AuthFailureReason } from '../../http/auth.js'
import { createCaptchaService, type CaptchaService } from './auth/captcha/service.js'
import { createCaptchaImagesFromEnv } from './auth/captcha/images.js'
import { createEmailAuthService, type EmailAuthService } from './auth/email/service.js'
import { createPasswordHasher } from './auth/password.js'
import { createPhoneAuthService, type PhoneAuthService } from './auth/phone/service.js'
import { createLoginThrottle } from './auth/throttle/service.js'
import { resolveConfig, type AccountsConfig, type AccountsOptions } from './config.js'
import type { AccountsDeps } from './deps.js'
import { primePrivilegeOf } from '../membership/service.js'
import { createEmailSenderFromEnv } from './email/sender.js'
import { createProfileService, type ProfileService } from './profile/service.js'
import { createAccountsRepository, type AccountsRepository } from './repository.js'
import { createSendLimits } from './sends/limits.js'
import { createSmsSenderFromEnv } from './sms/sender.js'
import { createTokenService, type AccessCheck, type TokenService } from './tokens/service.js'
import { createCertificationService, type CertificationService } from './certification/service.js'
import { createIdentityService, type IdentityService } from './identity/service.js'
import { createIdentityVerifiersFromEnv, type IdentityVerifiers } from './identity/verifiers.js'
import { createUnregisterService, type UnregisterService } from './unregister/service.js'
import { createUploadService, type UploadService } from './uploads/service.js'
import { createWorkPermitReviewService, type WorkPermitReviewService } from './work-permit/review.js'
import { createWorkPermitService, type WorkPermitService } from './work-permit/service.js'

export type { AccountsOptions } from './config.js'
export { accountsRoutes } from './routes.js'

export interface AccountsModule {
  repo: AccountsRepository
  tokens: TokenService
  phone: PhoneAuthService
  email: EmailAuthService
  profile: ProfileService
  identity: IdentityService
  /** The verifiers in use (the development-only sandbox mint route asks whether they are the sandbox). */
  verifiers: IdentityVerifiers
  /** Whether sandbox routes may be registered at all (never in production; config/index.ts). */
  sandboxes: boolean
  unregister: UnregisterService
  uploads: UploadService
  certification: CertificationService
  workPermit: WorkPermitService
  workPermitReview: WorkPermitReviewService
  captcha: CaptchaService
  config: AccountsConfig
  authenticator: Authenticator
  now: () => number
  /** Load the signing secret (the app calls it on ready). */
  ready(): Promise<void>
}

const REASONS: Record<Exclude<AccessCheck, { ok: true }>['reason'], AuthFailureReason> = {
  EXPIRED: 'EXPIRED',
  INVALID: 'INVALID',
  WRONG_MERCHANT: 'INVALID',
  LOGOUT: 'LOGGED_OUT',
  LOGGED_IN_ELSEWHERE: 'LOGGED_IN_ELSEWHERE',
  REFRESH_REUSED: 'LOGIN_EXPIRED',
  PASSWORD_CHANGED: 'LOGIN_EXPIRED',
  UNREGISTERED: 'LOGIN_EXPIRED',
  SESSION_EXPIRED: 'LOGIN_EXPIRED',
}

/** `limits` is where every abuse limit of the module counts (PostgreSQL, or Redis when REDIS_URL is set). */
export function createAccountsModule(db: Db, limits: Limits, opts: AccountsOptions = {}): AccountsModule {
  const config = resolveConfig(opts)
  const now = opts.now ?? Date.now
  const repo = createAccountsRepository(db)
  const tokens = createTokenService(repo, config, now, { ...opts.keys, ...(opts.secret ? { auth: opts.secret } : {}) })
  const deps: AccountsDeps = {
    repo,
    tokens,
    hasher: createPasswordHasher(config.argon2),
    throttle: createLoginThrottle(config.throttle, limits, now),
    limits,
    sends: createSendLimits(limits, config),
    sms: opts.smsSender ?? createSmsSenderFromEnv(),
    email: opts.emailSender ?? createEmailSenderFromEnv(),
    config,
    now,
    primePrivilege: (caller, userId) => primePrivilegeOf(db, { ...caller, userId }),
  }
  const captcha = createCaptchaService(deps, limits, opts.captchaImages ?? createCaptchaImagesFromEnv())
  const phone = createPhoneAuthService(deps, captcha)
  const email = createEmailAuthService(deps)
  const verifiers = opts.identityVerifiers ?? createIdentityVerifiersFromEnv()
  return {
    repo,
    tokens,
    phone,
    email,
    profile: createProfileService(deps),
    identity: createIdentityService(deps, { phone, email, verifiers }),
    verifiers,
    sandboxes: opts.sandboxes ?? true,
    unregister: createUnregisterService(deps),
    uploads: createUploadService(deps),
    certification: createCertificationService(deps),
    workPermit: createWorkPermitService(deps, phone, captcha),
    workPermitReview: createWorkPermitReviewService(deps),
    captcha,
    config,
    now,
    ready: () => tokens.ready(),
    authenticator: {
      async verifyToken(token, merchantId) {
        const check = await tokens.verifyAccess(merchantId, token)
        return check.ok ? check : { ok: false, reason: REASONS[check.reason] }
      },
      async loadSession(claims) {
        const check = await tokens.checkSession(repo, claims)
        if (!check.ok) return { ok: false, reason: REASONS[check.reason] }
        const u = check.user
        return {
          ok: true,
          user: {
            userId: u.userId,
            merchantId: u.merchantId,
            sessionId: check.sessionId,
            loginMethod: check.loginMethod,
            countryCode: u.countryCode,
            cellphone: u.cellphone,
            email: u.email,
          },
        }
      },
    },
  }
}
