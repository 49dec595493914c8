/**
 * The database side every kind of reminder shares (sale start: delivery-repository.ts, coupon expiry:
 * coupon-expiry-delivery.ts): claiming a batch of due rows so that concurrent sweeps in several
 * processes split them (FOR UPDATE SKIP LOCKED, a stale claim taken again), reading the claim's common
 * columns, and the buyer's mini-program identities a subscribe message goes to.
 * (Raw SQL binds times as ISO strings: postgres.js through Drizzle takes no Date parameters.)
 */
import { and, eq, like, sql } from 'drizzle-orm'
import type { RemindMethod } from '../../../../types/reminders.js'
import type { Db } from '../../db/client.js'
import { rowsOf } from '../../db/raw.js'
import { userIdentities } from '../../db/schema-accounts.js'

/** The columns every reminder table has beside its own key and payload. */
export interface ClaimColumns {
  merchantId: string
  userId: string
  method: RemindMethod
  templateIds: string[]
  remindAt: Date
  claimedAt: Date
  attempts: number
}

/** Which table to claim from: its name, the key columns that identify a row, the extra columns to return. Constants only. */
export interface ClaimTable {
  table: string
  keys: string[]
  returning: string[]
}

/**
 * Claims up to `limit` rows due at `now`, not sent, not given up, and not claimed since `staleBefore`;
 * each claimed row gets claimed_at = now and one more attempt. Returns the raw rows.
 */
export async function claimDueRows(db: Db, t: ClaimTable, now: Date, staleBefore: Date, limit: number): Promise<Array<Record<string, unknown>>> {
  const table = sql.raw(t.table)
  const keys = sql.raw(t.keys.join(', '))
  const sameRow = sql.raw(t.keys.map((k) => `r.${k} = due.${k}`).join(' and '))
  const returning = sql.raw(['merchant_id', 'user_id', 'method', 'template_ids', 'remind_at', 'claimed_at', 'attempts', ...t.keys, ...t.returning].filter((c, i, all) => all.indexOf(c) === i).map((c) => `r.${c}`).join(', '))
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      update ${table} r set claimed_at = ${now.toISOString()}::timestamptz, attempts = r.attempts + 1
      from (
        select ${keys} from ${table}
        where sent_at is null and failed_at is null and remind_at <= ${now.toISOString()}::timestamptz
          and (claimed_at is null or claimed_at < ${staleBefore.toISOString()}::timestamptz)
        order by remind_at
        limit ${limit}
        for update skip locked
      ) due
      where ${sameRow}
      returning ${returning}`),
  )
}

/** The common columns of a claimed raw row. */
export function claimColumns(row: Record<string, unknown>): ClaimColumns {
  return {
    merchantId: String(row.merchant_id),
    userId: String(row.user_id),
    method: row.method as RemindMethod,
    templateIds: (typeof row.template_ids === 'string' ? JSON.parse(row.template_ids) : row.template_ids) as string[],
    remindAt: new Date(row.remind_at as string),
    claimedAt: new Date(row.claimed_at as string),
    attempts: Number(row.attempts),
  }
}

/** The buyer's mini-program identities (provider MINI:<platform>), the recipients of a subscribe message. */
export async function miniIdentitiesOf(db: Db, merchantId: string, userId: string): Promise<Array<{ provider: string; openId: string }>> {
  return db
    .select({ provider: userIdentities.provider, openId: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.merchantId, merchantId), eq(userIdentities.userId, userId), like(userIdentities.provider, 'MINI:%')))
}
