/** Data access of sessions, refresh tokens and the generated signing secret (part of the accounts repository). */
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { authSessions, authSettings, refreshTokens, users, type SessionEndReason } from '../../../db/schema-accounts.js'
import type { UserRow } from '../repository.js'

export type SessionRow = typeof authSessions.$inferSelect

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

export function createTokenQueries(db: Db) {
  let authSessionQuery: ReturnType<typeof prepareAuthSessionQuery> | undefined
  return {
    async getOrCreateSetting(key: string, create: () => string): Promise<string> {
      await db.insert(authSettings).values({ key, value: create() }).onConflictDoNothing()
      const [row] = await db.select({ value: authSettings.value }).from(authSettings).where(eq(authSettings.key, key))
      if (!row) throw new Error(`auth setting ${key} missing after insert`)
      return row.value
    },

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
  }
}
