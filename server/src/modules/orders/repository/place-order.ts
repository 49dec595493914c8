/**
 * A tier order placed in ONE statement, committed on its own: the order row, the buyer's counts, and
 * per line "stock from a free shard + the order line", as data-modifying CTEs whose final SELECT calls
 * orders_refuse() (migration 0015) when a part did nothing, which aborts the whole statement: all or
 * nothing, like the transaction it replaces on the hot path.
 *
 * Why: in a transaction the stock row stays locked and the connection stays taken until the API has
 * read the statements' answers and sent COMMIT, i.e. for at least one more turn of the API's event
 * loop, and BEGIN costs another. Under an on-sale rush that loop is busy (and on a shared machine
 * waits for a CPU), so every order held its shard and its connection for the API's delays: bench:rush
 * showed backends idle inside transactions waiting for the API while other buyers queued for the
 * shards and the pool. One statement holds the shard only while PostgreSQL runs it and commits, and
 * the connection for one round trip.
 *
 * Lock order is that of the transaction (repository/stock.ts): the final SELECT reads the CTEs in
 * order (order row, then buyer counts, then each line), so PostgreSQL runs them in that order and
 * stops at the first refusal. A one-shard tier's take waits for its row and re-checks; a sharded
 * tier's take takes a shard nobody holds, or when all with room are held, waits for a random one of
 * them and re-checks. Waiting closes no cycle: the statement holds stock rows only of tiers earlier in
 * seat-plan order, the order every order takes its lines in (a deadlock PostgreSQL still reports is
 * run again, like a transaction's). When no single shard can serve
 * the line (fragmented near sell-out, or the one waited for ran short) the refusal says so and the
 * service falls back to the transaction, which waits on the shards in turn and splits the take.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import type { NewOrder, NewOrderLine } from '../repository.js'
import { addBuyerQtySql, insertOrderSql } from './order-rows.js'
import { lineFromTakenSql, takeSql } from './stock.js'

/** A per-buyer limit the order must stay within (per show). */
export interface BuyerLimit {
  showId: string
  qty: number
  max: number
}

/**
 * Placed, or why not (nothing was written): the key's order exists; a show's per-buyer limit would be
 * passed (its index in `limits`); a line's tier has fewer tickets left than it asks, committed
 * (SOLD_OUT), or no single shard could serve it (NO_SINGLE_SHARD: fragmented, or the shard it waited
 * for ran short; for a one-shard tier that is sold out too). Index: the line's.
 */
export type Placement =
  | { placed: true }
  | { placed: false; refused: 'KEY_EXISTS' }
  | { placed: false; refused: 'OVER_LIMIT' | 'SOLD_OUT' | 'NO_SINGLE_SHARD'; index: number }

const REFUSALS = /^(KEY_EXISTS|OVER_LIMIT|SOLD_OUT|NO_SINGLE_SHARD)(?::(\d+))?$/

/** The refusal orders_refuse() raised (SQLSTATE P0001, the reason as its message), or null for any other error. */
function refusalOf(err: unknown): Placement | null {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } }
  const pg = e?.code ? e : e?.cause
  const m = pg?.code === 'P0001' ? REFUSALS.exec(pg.message ?? '') : null
  if (!m) return null
  return m[1] === 'KEY_EXISTS' ? { placed: false, refused: 'KEY_EXISTS' } : { placed: false, refused: m[1] as 'OVER_LIMIT' | 'SOLD_OUT' | 'NO_SINGLE_SHARD', index: Number(m[2]) }
}

function placeOrderSql(order: NewOrder, limits: BuyerLimit[], lines: Array<{ line: NewOrderLine; shards: number }>): SQL {
  const ctes: SQL[] = [sql`placed as (${insertOrderSql(order)})`]
  const checks: SQL[] = [sql`when not exists (select 1 from placed) then orders_refuse('KEY_EXISTS')`]
  limits.forEach((l, k) => {
    const name = sql.raw(`limit_${k}`)
    ctes.push(sql`${name} as (${addBuyerQtySql(order.merchantId, order.userId, l.showId, l.qty, l.max)})`)
    checks.push(sql`when not exists (select 1 from ${name}) then orders_refuse(${`OVER_LIMIT:${k}`})`)
  })
  lines.forEach(({ line, shards }, k) => {
    const taken = sql.raw(`taken_${k}`)
    const written = sql.raw(`line_${k}`)
    ctes.push(sql`${taken} as (${takeSql(line, 'held', shards, true)})`, sql`${written} as (${lineFromTakenSql(line, taken)})`)
    // Nothing taken: sold out when what is committed cannot serve the line (this statement's snapshot),
    // else no single shard could (fragmented near sell-out, or the shard waited for ran short).
    const left = sql`(select coalesce(sum(capacity - sold - held), 0) from order_stock where merchant_id = ${line.merchantId} and seat_plan_id = ${line.seatPlanId})`
    checks.push(
      sql`when not exists (select 1 from ${written}) and ${left} < ${line.qty} then orders_refuse(${`SOLD_OUT:${k}`})`,
      sql`when not exists (select 1 from ${written}) then orders_refuse(${`NO_SINGLE_SHARD:${k}`})`,
    )
  })
  return sql`with ${sql.join(ctes, sql`, `)} select case ${sql.join(checks, sql` `)} else 0 end as refused`
}

/** Place an unpaid tier order in one statement (see the file comment); nothing is written unless placed. */
export async function placeOrder(db: Db, order: NewOrder, limits: BuyerLimit[], lines: Array<{ line: NewOrderLine; shards: number }>): Promise<Placement> {
  // A new buyer-count row is not checked by the statement (ON CONFLICT's WHERE only guards an update).
  const over = limits.findIndex((l) => l.qty > l.max)
  if (over >= 0) return { placed: false, refused: 'OVER_LIMIT', index: over }
  try {
    await db.execute(placeOrderSql(order, limits, lines))
    return { placed: true }
  } catch (err) {
    const refused = refusalOf(err)
    if (refused) return refused
    throw err
  }
}
