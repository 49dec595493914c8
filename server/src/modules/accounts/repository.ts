/** Accounts data access — the only accounts code that touches Drizzle. */
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, min, ne, sql } from 'drizzle-orm'
import type { Lang } from '../../../../types/lang.js'
import type { CodePurpose, LoginMethod } from '../../../../types/accounts.js'
import type { LoginMethod as ShopLoginMethod } from '../../../../types/shop.js'
import type { Db } from '../../db/client.js'
import { merchantLanguages, merchantLoginAreas, merchants } from '../../db/schema.js'
import {
  authSessions,
  authSettings,
  emailLinks,
  knownDevices,
  loginFailures,
  merchantAuthSettings,
  refreshTokens,
  sendLog,
  users,
  verificationCodes,
  type SessionEndReason,
} from '../../db/schema-accounts.js'
import { createCaptchaQueries } from './repository-captcha.js'
import { createExtraQueries } from './repository-extra.js'

export type UserRow = typeof users.$inferSelect
export type UserInsert = typeof users.$inferInsert
export type SessionRow = typeof authSessions.$inferSelect
export type CodeRow = typeof verificationCodes.$inferSelect
export type EmailLinkRow = typeof emailLinks.$inferSelect

export interface MerchantLoginConfig {
  areas: string[]
  languages: Array<{ langTag: Lang; loginMethods: ShopLoginMethod[] }>
  singleDevice: boolean
  /** Third-party sign-ins the shop offers (shop config features.googleLogin / appleLogin). */
  identityLogins: { GOOGLE: boolean; APPLE: boolean }
}

export type Channel = 'SMS' | 'EMAIL'

/** A session with the user fields the auth hook hands to routes (see findSessionForAuth). */
export interface AuthSessionRow {
  session: Pick<SessionRow, 'sessionId' | 'userId' | 'merchantId' | 'loginMethod' | 'endedAt' | 'endReason'>
  user: Pick<UserRow, 'userId' | 'merchantId' | 'countryCode' | 'cellphone' | 'email' | 'unregisteredAt'>
}

function prepareAuthSessionQuery(db: Db) {
  return db
    .select({
      session: {
        sessionId: authSessions.sessionId,
        userId: authSessions.userId,
        merchantId: authSessions.merchantId,
        loginMethod: authSessions.loginMethod,
        endedAt: authSessions.endedAt,
        endReason: authSessions.endReason,
      },
      user: {
        userId: users.userId,
        merchantId: users.merchantId,
        countryCode: users.countryCode,
        cellphone: users.cellphone,
        email: users.email,
        unregisteredAt: users.unregisteredAt,
      },
    })
    .from(authSessions)
    .innerJoin(users, eq(users.userId, authSessions.userId))
    .where(eq(authSessions.sessionId, sql.placeholder('sessionId')))
    .prepare('auth_session_for_request')
}

export interface AccountsRepository extends AccountsQueries {
  /** Run `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (tx: AccountsRepository) => Promise<T>): Promise<T>
}

export function createAccountsRepository(db: Db): AccountsRepository {
  return {
    ...createQueries(db),
    transaction: (fn) => db.transaction((tx) => fn(createAccountsRepository(tx as unknown as Db))),
  }
}

export type AccountsQueries = ReturnType<typeof createQueries>

function createQueries(db: Db) {
  let authSessionQuery: ReturnType<typeof prepareAuthSessionQuery> | undefined
  return {
    ...createExtraQueries(db),
    ...createCaptchaQueries(db),
    // --- settings -------------------------------------------------------------------------------
    async getOrCreateSetting(key: string, create: () => string): Promise<string> {
      await db.insert(authSettings).values({ key, value: create() }).onConflictDoNothing()
      const [row] = await db.select({ value: authSettings.value }).from(authSettings).where(eq(authSettings.key, key))
      if (!row) throw new Error(`auth setting ${key} missing after insert`)
      return row.value
    },

    async loginConfig(merchantId: string): Promise<MerchantLoginConfig> {
      const areas = await db
        .select({ code: merchantLoginAreas.code })
        .from(merchantLoginAreas)
        .where(eq(merchantLoginAreas.merchantId, merchantId))
        .orderBy(asc(merchantLoginAreas.position))
      const languages = await db
        .select({ langTag: merchantLanguages.langTag, loginMethods: merchantLanguages.loginMethods })
        .from(merchantLanguages)
        .where(eq(merchantLanguages.merchantId, merchantId))
        .orderBy(asc(merchantLanguages.position))
      const [settings] = await db.select().from(merchantAuthSettings).where(eq(merchantAuthSettings.merchantId, merchantId))
      const [merchant] = await db.select({ features: merchants.features }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return {
        areas: areas.map((a) => a.code),
        languages,
        singleDevice: settings?.singleDevice ?? false,
        identityLogins: { GOOGLE: merchant?.features.googleLogin === true, APPLE: merchant?.features.appleLogin === true },
      }
    },

    /** The shop's name in its languages (the sandbox sign-in page names who asks). */
    async shopName(merchantId: string) {
      const [r] = await db.select({ name: merchants.shopName, defaultLang: merchants.defaultLang }).from(merchants).where(eq(merchants.merchantId, merchantId))
      return r
    },

    async setSingleDevice(merchantId: string, singleDevice: boolean): Promise<void> {
      await db
        .insert(merchantAuthSettings)
        .values({ merchantId, singleDevice })
        .onConflictDoUpdate({ target: merchantAuthSettings.merchantId, set: { singleDevice } })
    },

    // --- users ----------------------------------------------------------------------------------
    async findUserById(merchantId: string, userId: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId), isNull(users.unregisteredAt)))
      return u
    },

    async findUserByPhone(merchantId: string, countryCode: string, cellphone: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.countryCode, countryCode), eq(users.cellphone, cellphone)))
      return u
    },

    async findUserByEmail(merchantId: string, email: string): Promise<UserRow | undefined> {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.email, email), isNull(users.unregisteredAt)))
      return u
    },

    /** Insert unless the phone/email is taken (a concurrent registration); returns the row or undefined. */
    async insertUser(row: UserInsert): Promise<UserRow | undefined> {
      const [u] = await db.insert(users).values(row).onConflictDoNothing().returning()
      return u
    },

    async updateUser(merchantId: string, userId: string, patch: Partial<UserInsert>, now: Date): Promise<UserRow | undefined> {
      const [u] = await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId)))
        .returning()
      return u
    },

    /** Set the birthday only if none is set yet (birthday is editable once); false when one exists. */
    async setBirthdayOnce(merchantId: string, userId: string, birthday: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ birthday, updatedAt: now })
        .where(and(eq(users.merchantId, merchantId), eq(users.userId, userId), isNull(users.birthday)))
        .returning({ id: users.userId })
      return rows.length === 1
    },

    // --- one-time codes -------------------------------------------------------------------------
    async replaceCode(row: Omit<typeof verificationCodes.$inferInsert, 'id'>, now: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ closedAt: now })
        .where(
          and(
            eq(verificationCodes.merchantId, row.merchantId),
            eq(verificationCodes.countryCode, row.countryCode),
            eq(verificationCodes.cellphone, row.cellphone),
            eq(verificationCodes.purpose, row.purpose),
            isNull(verificationCodes.closedAt),
          ),
        )
      await db.insert(verificationCodes).values({ ...row, id: randomUUID() })
    },

    async findOpenCode(merchantId: string, countryCode: string, cellphone: string, purpose: CodePurpose, now: Date) {
      const [c] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.merchantId, merchantId),
            eq(verificationCodes.countryCode, countryCode),
            eq(verificationCodes.cellphone, cellphone),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.closedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
      return c
    },

    /**
     * Take one of the code's tries BEFORE the guess is compared: attempts + 1 only while the code is
     * open, unexpired and under `maxAttempts`, in one conditional UPDATE, so simultaneous guesses queue
     * on the row and at most `maxAttempts` of them are ever compared. The new count, or null when no
     * try is left (limit reached, closed or expired).
     */
    async claimCodeTry(id: string, maxAttempts: number, now: Date): Promise<number | null> {
      const [r] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.closedAt),
            gt(verificationCodes.expiresAt, now),
            lt(verificationCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: verificationCodes.attempts })
      return r?.attempts ?? null
    },

    /**
     * Close the code for use; false when someone else used or closed it first, or when more tries were
     * counted than the code allows (every try, the right one included, is counted by claimCodeTry).
     */
    async consumeCode(id: string, maxAttempts: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ closedAt: now })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.closedAt), lte(verificationCodes.attempts, maxAttempts)))
        .returning({ id: verificationCodes.id })
      return rows.length === 1
    },

    // --- send log -------------------------------------------------------------------------------
    async lastSendTo(channel: Channel, target: string): Promise<Date | undefined> {
      const [r] = await db
        .select({ at: sendLog.createdAt })
        .from(sendLog)
        .where(and(eq(sendLog.channel, channel), eq(sendLog.target, target)))
        .orderBy(desc(sendLog.createdAt))
        .limit(1)
      return r?.at
    },

    /** Sends since `since` by one key, with the oldest of them (when the window frees up). */
    async sendsSince(channel: Channel, key: 'target' | 'deviceId' | 'ip', value: string, since: Date) {
      const col = sendLog[key]
      const [r] = await db
        .select({ n: count(), oldest: min(sendLog.createdAt) })
        .from(sendLog)
        .where(and(eq(sendLog.channel, channel), eq(col, value), gte(sendLog.createdAt, since)))
      return { n: r?.n ?? 0, oldest: r?.oldest ?? null }
    },

    async logSend(row: Omit<typeof sendLog.$inferInsert, 'id'>): Promise<void> {
      await db.insert(sendLog).values({ ...row, id: randomUUID() })
    },

    // --- sessions and refresh tokens ------------------------------------------------------------
    async insertSession(row: typeof authSessions.$inferInsert): Promise<void> {
      await db.insert(authSessions).values(row)
    },

    async insertRefreshToken(row: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(row)
    },

    async findRefreshToken(tokenHash: string) {
      const [r] = await db
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.sessionId, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
      return r
    },

    /** Mark a refresh token used; false when it was already used (a replay or a concurrent refresh). */
    async useRefreshToken(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ h: refreshTokens.tokenHash })
      return rows.length === 1
    },

    async endSession(sessionId: string, reason: SessionEndReason, now: Date): Promise<void> {
      await db
        .update(authSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.endedAt)))
    },

    /** End every live session of a user, except `keep` when given. */
    async endUserSessions(userId: string, reason: SessionEndReason, now: Date, keep?: string): Promise<void> {
      await db
        .update(authSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.endedAt), keep ? ne(authSessions.sessionId, keep) : undefined))
    },

    /**
     * What every authenticated request checks: the session and the few user fields routes read. A
     * prepared, narrow query: it runs once per authenticated request (an on-sale rush is thousands a
     * second), and building the full two-table select each time cost ~75 µs of the API's one thread.
     */
    async findSessionForAuth(sessionId: string): Promise<AuthSessionRow | undefined> {
      const [r] = await (authSessionQuery ??= prepareAuthSessionQuery(db)).execute({ sessionId })
      return r
    },

    // --- email links ----------------------------------------------------------------------------
    async insertEmailLink(row: typeof emailLinks.$inferInsert): Promise<void> {
      await db.insert(emailLinks).values(row)
    },

    async findEmailLink(jti: string): Promise<EmailLinkRow | undefined> {
      const [r] = await db.select().from(emailLinks).where(eq(emailLinks.jti, jti))
      return r
    },

    async useEmailLink(jti: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailLinks)
        .set({ usedAt: now })
        .where(and(eq(emailLinks.jti, jti), isNull(emailLinks.usedAt)))
        .returning({ j: emailLinks.jti })
      return rows.length === 1
    },

    // --- login throttle -------------------------------------------------------------------------
    async recordLoginFailure(merchantId: string, account: string, ip: string, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ id: randomUUID(), merchantId, account, ip, createdAt: now })
    },

    /** Failures on an account since `since` (from one IP when given) and the latest of them. */
    async loginFailuresSince(merchantId: string, account: string, since: Date, ip?: string) {
      const [r] = await db
        .select({ n: count(), latest: sql<Date | string | null>`max(${loginFailures.createdAt})` })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.merchantId, merchantId),
            eq(loginFailures.account, account),
            gte(loginFailures.createdAt, since),
            ip ? eq(loginFailures.ip, ip) : undefined,
          ),
        )
      const latest = r?.latest ? new Date(r.latest) : null
      return { n: r?.n ?? 0, latest }
    },

    async clearLoginFailures(merchantId: string, account: string, ip: string): Promise<void> {
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.merchantId, merchantId), eq(loginFailures.account, account), eq(loginFailures.ip, ip)))
    },

    async rememberDevice(merchantId: string, account: string, deviceId: string, now: Date): Promise<void> {
      await db
        .insert(knownDevices)
        .values({ merchantId, account, deviceId, lastSeenAt: now })
        .onConflictDoUpdate({ target: [knownDevices.merchantId, knownDevices.account, knownDevices.deviceId], set: { lastSeenAt: now } })
    },

    async isKnownDevice(merchantId: string, account: string, deviceId: string): Promise<boolean> {
      const [r] = await db
        .select({ d: knownDevices.deviceId })
        .from(knownDevices)
        .where(and(eq(knownDevices.merchantId, merchantId), eq(knownDevices.account, account), eq(knownDevices.deviceId, deviceId)))
      return Boolean(r)
    },
  }
}

export type { LoginMethod }
