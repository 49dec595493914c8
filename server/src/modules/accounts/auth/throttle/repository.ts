/** Data access of the login throttle: the devices that logged in to an account (part of the accounts repository). */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../../db/client.js'
import { knownDevices } from '../../../../db/schema-accounts.js'

export function createThrottleQueries(db: Db) {
  return {
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
