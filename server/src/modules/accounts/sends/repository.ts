/** Data access of the send log: every SMS and email sent, for the send limits (part of the accounts repository). */
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, gte, min } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { sendLog } from '../../../db/schema-accounts.js'

export type Channel = 'SMS' | 'EMAIL'

export function createSendLogQueries(db: Db) {
  return {
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
  }
}
