/**
 * Accounts tables. Every row carries merchant_id: an account of one merchant does not exist for another
 * (the same phone or email may hold one account per merchant). Secrets (codes, refresh tokens, one-time
 * link ids) are stored only as hashes; passwords only as argon2id PHC strings.
 */
import { sql } from 'drizzle-orm'
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Lang } from '../../../types/lang.js'
import type {
  CaptchaScope,
  CertificationKind,
  CertificationStatus,
  CodePurpose,
  IdentityProvider,
  LoginMethod as AccountLoginMethod,
  Sex,
  WorkPermitStatus,
} from '../../../types/accounts.js'
import { merchantRef, merchants } from './schema-merchants.js'

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const users = pgTable(
  'users',
  {
    userId: text('user_id').primaryKey(),
    merchantId: merchantRef(),
    countryCode: text('country_code').notNull().default('86'),
    cellphone: text('cellphone'),
    /** Lower-cased; set only once the address is activated. */
    email: text('email'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    sex: text('sex').$type<Sex>().notNull().default('UNKNOWN'),
    /** YYYY-MM-DD; may be set once. */
    birthday: text('birthday'),
    language: text('language').$type<Lang>(),
    messageLanguage: text('message_language').$type<Lang>(),
    /** How the account was created (the login_check compares it with the request language's methods). */
    registeredBy: text('registered_by').$type<AccountLoginMethod>().notNull(),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    unregisteredAt: timestamp('unregistered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_merchant_phone_uq').on(t.merchantId, t.countryCode, t.cellphone),
    uniqueIndex('users_merchant_email_uq').on(t.merchantId, t.email),
  ],
)

/** Per-merchant account settings that are not part of the public shop config. */
export const merchantAuthSettings = pgTable('merchant_auth_settings', {
  merchantId: text('merchant_id')
    .primaryKey()
    .references(() => merchants.merchantId, { onDelete: 'cascade' }),
  /** A new login ends the account's other sessions (their tokens then answer 15012009). */
  singleDevice: boolean('single_device').notNull().default(false),
})

/** Deployment-wide settings (the generated token secret when AUTH_SECRET is unset). */
export const authSettings = pgTable('auth_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt,
})

/** One-time SMS codes: hashed, bound to merchant + phone + purpose, single use, limited tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    countryCode: text('country_code').notNull(),
    cellphone: text('cellphone').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, replaced by a newer code, or after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('verification_codes_phone_idx').on(t.merchantId, t.countryCode, t.cellphone, t.purpose)],
)

/** A login session = one refresh-token family. Access tokens carry its id (sid). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    merchantId: merchantRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    loginMethod: text('login_method').$type<AccountLoginMethod>().notNull(),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<SessionEndReason>(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

export type SessionEndReason = 'LOGOUT' | 'REFRESH_REUSED' | 'PASSWORD_CHANGED' | 'LOGGED_IN_ELSEWHERE' | 'UNREGISTERED'

/** Refresh tokens (hashed). A token is used once; presenting a used one again ends its whole family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.sessionId, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/**
 * Ids (jti) of signed email links: activation (carries the pending registration) and password reset.
 * The signature proves origin and expiry; this row makes each link single use.
 */
export const emailLinks = pgTable('email_links', {
  jti: text('jti').primaryKey(),
  merchantId: merchantRef(),
  purpose: text('purpose').$type<'ACTIVATE' | 'RESET'>().notNull(),
  email: text('email').notNull(),
  userId: text('user_id'),
  /** Activation only: the password chosen at create_account, applied when the link is used. */
  passwordHash: text('password_hash'),
  nickname: text('nickname'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt,
})

/** Devices that have logged in to an account successfully (they pass the per-account cap). */
export const knownDevices = pgTable(
  'known_devices',
  {
    merchantId: merchantRef(),
    account: text('account').notNull(),
    deviceId: text('device_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.account, t.deviceId] })],
)

/**
 * Third-party identities (Google, Apple, a partner channel, a messaging-app mini-program) bound to a
 * buyer. Per merchant: the same Google account may be bound to one buyer in each shop, and an identity
 * bound in shop A does not exist in shop B.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    provider: text('provider').$type<IdentityProvider>().notNull(),
    /** The provider's stable id of the person (Google/Apple `sub`, channel user id, mini-program openId). */
    subject: text('subject').notNull(),
    /** Mini-programs: the unionId across the provider's apps, when it gave one. */
    unionId: text('union_id'),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [
    uniqueIndex('user_identities_subject_uq').on(t.merchantId, t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
)

/**
 * A verified third-party identity that has no buyer yet (the 15012020 need-bind answer). The client
 * holds the ticket (only its SHA-256 is kept) and spends it once on a bind call, which proves a phone
 * or an email account and links the identity. Mini-programs keep their session key here (server side
 * only) to decrypt the phone number the host hands over.
 */
export const identityBindTickets = pgTable('identity_bind_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  merchantId: merchantRef(),
  provider: text('provider').$type<IdentityProvider>().notNull(),
  subject: text('subject').notNull(),
  unionId: text('union_id'),
  email: text('email'),
  displayName: text('display_name'),
  appId: text('app_id'),
  sessionKey: text('session_key'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt,
})

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
})

/**
 * Files buyers upload (avatars) kept in the database itself, so every API process serves them and
 * PGlite needs no extra directory. Only sniffed images are stored; `contentType` is the sniffed type.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    fileKey: text('file_key').primaryKey(),
    merchantId: merchantRef(),
    userId: text('user_id').notNull(),
    scene: text('scene').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    body: bytea('body').notNull(),
    createdAt,
  },
  (t) => [index('uploaded_files_owner_idx').on(t.merchantId, t.userId)],
)

/** Real-name (PERSON) and student certifications of a buyer; one row per kind. */
export const userCertifications = pgTable(
  'user_certifications',
  {
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    kind: text('kind').$type<CertificationKind>().notNull(),
    name: text('name').notNull(),
    idType: text('id_type').notNull(),
    idNo: text('id_no').notNull(),
    /** Student only. */
    school: text('school'),
    studentNo: text('student_no'),
    enrollmentYear: integer('enrollment_year'),
    status: text('status').$type<CertificationStatus>().notNull(),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_certifications_kind_uq').on(t.merchantId, t.userId, t.kind)],
)

/**
 * Work-permit staff: a separate identity from buyers (own phone login, own token type), so a staff
 * login never opens a buyer account and a buyer token never reads staff records.
 */
export const workPermitStaff = pgTable(
  'work_permit_staff',
  {
    staffId: text('staff_id').primaryKey(),
    merchantId: merchantRef(),
    countryCode: text('country_code').notNull(),
    cellphone: text('cellphone').notNull(),
    createdAt,
  },
  (t) => [uniqueIndex('work_permit_staff_phone_uq').on(t.merchantId, t.countryCode, t.cellphone)],
)

/** Work-permit applications of a staff member (their records page lists them). */
export const workPermitApplications = pgTable(
  'work_permit_applications',
  {
    applicationId: text('application_id').primaryKey(),
    merchantId: merchantRef(),
    staffId: text('staff_id')
      .notNull()
      .references(() => workPermitStaff.staffId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    idType: text('id_type').notNull(),
    idNo: text('id_no').notNull(),
    /** Free text: the show or event the permit is for. */
    eventName: text('event_name').notNull(),
    status: text('status').$type<WorkPermitStatus>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt,
    /** The merchant's decision (PENDING → APPROVED or REJECTED, once): when, why (rejections), by whom. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    /** SHA-256 (hex) of the venue staff token that decided, as check-ins record it. */
    reviewerTokenHash: text('reviewer_token_hash'),
  },
  (t) => [
    index('work_permit_applications_staff_idx').on(t.merchantId, t.staffId, t.createdAt),
    uniqueIndex('work_permit_applications_idem_uq').on(t.staffId, t.idempotencyKey),
    index('work_permit_applications_review_idx').on(t.merchantId, t.status, t.createdAt),
  ],
)

/**
 * Graphic captchas (the login-captcha page). The answer is kept only as an HMAC, the challenge is
 * single use and closes after a few wrong tries; solving it issues a token (kept as SHA-256) bound to
 * the scope and merchant, which one guarded call spends.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    captchaId: text('captcha_id').primaryKey(),
    merchantId: merchantRef(),
    scope: text('scope').$type<CaptchaScope>().notNull(),
    answerHash: text('answer_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Who asked for it (limits how many challenges one address may make). */
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when solved or after too many wrong answers. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('captcha_challenges_token_uq').on(t.tokenHash),
    index('captcha_challenges_ip_idx').on(t.ip, t.createdAt),
    index('captcha_challenges_expires_idx').on(t.expiresAt),
  ],
)

export const accountsSchema = {
  users,
  merchantAuthSettings,
  authSettings,
  verificationCodes,
  authSessions,
  refreshTokens,
  emailLinks,
  knownDevices,
  userIdentities,
  identityBindTickets,
  uploadedFiles,
  userCertifications,
  workPermitStaff,
  workPermitApplications,
  captchaChallenges,
}
