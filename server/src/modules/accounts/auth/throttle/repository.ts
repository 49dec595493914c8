/** Data access of the login throttle: failed password checks and known devices (part of the accounts repository). */
import { randomUUID } from 'node:crypto'
import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../../../db/client.js'
import { knownDevices, loginFailures } from '../../../../db/schema-accounts.js'

export function createThrottleQueries(db: Db) {
  return {
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
