/**
 * Tier stock: taking, giving back and selling tickets of a seat plan (order_stock rows).
 *
 * Stock locking design (why there is no lock per show and no SELECT ... FOR UPDATE round trip):
 * - Taking n tickets is ONE conditional statement on one stock row:
 *     update order_stock set held = held + n
 *     where merchant_id = $m and seat_plan_id = $p and shard = $k and capacity - sold - held >= n
 *     returning shard
 *   PostgreSQL takes the row lock inside that statement and, under READ COMMITTED, re-checks the
 *   condition on the newest row version after waiting for a concurrent holder. So two buyers can never
 *   both take the last ticket: the second one's re-check fails and it gets no row back (sold out).
 *   Nothing is read first, so there is no read-then-write window and no extra round trip.
 * - The row lock lasts until the order's transaction commits, so the service takes stock as the LAST
 *   step before the order lines are written and the transaction commits: the hot row is held for about
 *   one more statement plus the commit, not for the whole order.
 * - A hot tier can be split into N shards (rows whose capacities add up to the tier's). A buyer first
 *   asks for any shard that is not locked right now and has enough left (FOR UPDATE SKIP LOCKED in the
 *   sub-select, still one statement), so N buyers proceed in parallel instead of queueing on one row.
 *   If every such shard is busy it waits on shards in turn (plain conditional update), and only when no
 *   single shard has n left but the shards together do (fragmentation near sell-out) does it lock all
 *   of the tier's shards in shard order and split the take.
 * - Deadlocks: when PostgreSQL re-checks a row that changed while it waited and the re-check fails, it
 *   keeps the row lock anyway. So every sharded attempt that may wait and fail runs in a savepoint and
 *   a failed attempt is rolled back (dropping its locks; the never-waiting first attempt locks only the
 *   shard it takes, see takeStock); a buyer therefore never holds one shard while waiting
 *   for another, except in step 3, which locks in shard order. Tiers are taken in seat-plan order.
 *   (The 50-buyer concurrency test found exactly this deadlock before the savepoints were added.)
 *   Single-shard tiers need none of this: one statement, and a failure aborts the order anyway.
 * - The table's check constraint (sold + held <= capacity) is a last line of defence.
 *
 * "Take stock + write the order line" (takeStockIntoLine) is plain SQL, not Drizzle's query builder:
 * building it with the builder cost 25–95 µs of the API's one thread (measured), against ~2 µs for a
 * template, and the order path is what an on-sale rush runs thousands of times a second.
 *
 * `testOnlyUnguardedStock` replaces the conditional update with read-then-write (the classic bug) so a
 * test can prove the concurrency test would catch an oversell. Production never sets it.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.js'
import { orderStock, type StockAllocation } from '../../../db/schema.js'
import { rowsOf } from '../../../db/raw.js'
import type { NewOrderLine, OrdersRepository, OrdersRepositoryOptions } from '../repository.js'

export type StockRows = Pick<OrdersRepository, 'stockTotals' | 'takeStockIntoLine' | 'takeStock' | 'releaseStock' | 'sellHeld'>

type TakeAs = 'held' | 'sold'

const remaining = sql`${orderStock.capacity} - ${orderStock.sold} - ${orderStock.held}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const tierWhere = (merchantId: string, seatPlanId: string) => and(eq(orderStock.merchantId, merchantId), eq(orderStock.seatPlanId, seatPlanId))

/** Run `fn` in a savepoint; a null result rolls the savepoint back (and the row locks taken in it). */
async function withSavepoint<T>(db: Db, fn: (sp: Db) => Promise<T | null>): Promise<T | null> {
  const EMPTY = Symbol('empty')
  try {
    return await db.transaction(async (sp) => {
      const value = await fn(sp as unknown as Db)
      if (value === null) throw EMPTY
      return value
    })
  } catch (err) {
    if (err === EMPTY) return null
    throw err
  }
}

/** The conditional single-row take (see file comment). */
async function takeFromShard(conn: Db, merchantId: string, seatPlanId: string, shard: number, qty: number, as: TakeAs): Promise<boolean> {
  const column = as === 'held' ? orderStock.held : orderStock.sold
  const rows = await conn
    .update(orderStock)
    .set({ [as]: sql`${column} + ${qty}` })
    .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, shard), sql`${remaining} >= ${qty}`))
    .returning({ shard: orderStock.shard })
  return rows.length === 1
}

/** TEST ONLY: the read-then-write bug (absolute write of a value read earlier: a lost update). */
async function takeUnguarded(db: Db, merchantId: string, seatPlanId: string, qty: number, as: TakeAs): Promise<StockAllocation[] | null> {
  const [row] = await db.select().from(orderStock).where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, 0)))
  if (!row || row.capacity - row.sold - row.held < qty) return null
  await pause(2) // the network round trip between the read and the write, made visible
  await db
    .update(orderStock)
    .set({ [as]: row[as] + qty })
    .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, 0)))
  return [{ shard: 0, qty }]
}

/** A one-shard tier: the conditional update alone, waiting for a concurrent holder and re-checking after it. */
async function takeFromOnlyRow(db: Db, merchantId: string, seatPlanId: string, qty: number, as: TakeAs): Promise<StockAllocation[] | null> {
  const column = as === 'held' ? orderStock.held : orderStock.sold
  const one = await db
    .update(orderStock)
    .set({ [as]: sql`${column} + ${qty}` })
    .where(
      and(
        tierWhere(merchantId, seatPlanId),
        sql`${orderStock.shard} = (select min(s.shard) from order_stock s where s.merchant_id = ${merchantId} and s.seat_plan_id = ${seatPlanId})`,
        sql`${remaining} >= ${qty}`,
      ),
    )
    .returning({ shard: orderStock.shard })
  return one[0] ? [{ shard: one[0].shard, qty }] : null
}

/**
 * Step 1: any shard that is free right now and has enough: one statement that never waits. The
 * sub-select locks the shard it returns (FOR UPDATE SKIP LOCKED re-checks the newest row version before
 * locking it), so the update on that shard cannot fail its own re-check, and when no shard qualifies
 * nothing is locked at all. No savepoint is needed here: the hot path is this statement, the order
 * lines and the commit, with the shard locked only for the last two round trips.
 */
async function takeFromFreeShard(db: Db, merchantId: string, seatPlanId: string, qty: number, as: TakeAs): Promise<StockAllocation[] | null> {
  const column = as === 'held' ? orderStock.held : orderStock.sold
  const rows = await db
    .update(orderStock)
    .set({ [as]: sql`${column} + ${qty}` })
    .where(
      and(
        tierWhere(merchantId, seatPlanId),
        sql`${orderStock.shard} = (select s.shard from order_stock s
          where s.merchant_id = ${merchantId} and s.seat_plan_id = ${seatPlanId} and s.capacity - s.sold - s.held >= ${qty}
          order by random() limit 1 for update skip locked)`,
        sql`${remaining} >= ${qty}`,
      ),
    )
    .returning({ shard: orderStock.shard })
  return rows[0] ? [{ shard: rows[0].shard, qty }] : null
}

/** The tier's shards with what each has left (committed counts), in shard order. */
async function shardsLeft(db: Db, merchantId: string, seatPlanId: string, forUpdate = false): Promise<Array<{ shard: number; left: number }>> {
  const query = db
    .select({ shard: orderStock.shard, left: sql<number>`(${remaining})::int` })
    .from(orderStock)
    .where(tierWhere(merchantId, seatPlanId))
    .orderBy(asc(orderStock.shard))
  const rows = forUpdate ? await query.for('update') : await query
  return rows.map((r) => ({ shard: r.shard, left: Number(r.left) }))
}

/**
 * Step 2: shards are busy (or all short): wait on each shard that looked big enough, one after another.
 * The read sees committed counts only: a shard locked by a buyer who later rolls back still looks big
 * enough here, and the conditional update waits for that buyer and re-checks. Each wait is in a
 * savepoint too, so a failed re-check leaves no lock behind: a buyer moving on to step 3 (which locks
 * from shard 0 up) holds no shard of this tier. Since a waiter holds no other shard, the order of these
 * waits is free: each buyer starts at a random shard, so a crowd spreads over the shards instead of
 * queueing on the lowest one.
 */
async function waitForAShard(db: Db, merchantId: string, seatPlanId: string, qty: number, as: TakeAs, shards: Array<{ shard: number; left: number }>): Promise<StockAllocation[] | null> {
  const start = Math.floor(Math.random() * shards.length)
  for (const s of [...shards.slice(start), ...shards.slice(0, start)]) {
    if (s.left < qty) continue
    const took = await withSavepoint(db, async (sp) => ((await takeFromShard(sp, merchantId, seatPlanId, s.shard, qty, as)) ? true : null))
    if (took) return [{ shard: s.shard, qty }]
  }
  return null
}

/** Step 3: fragmented across shards: lock the tier's shards in order and split the take. */
async function takeAcrossShards(db: Db, merchantId: string, seatPlanId: string, qty: number, as: TakeAs): Promise<StockAllocation[] | null> {
  const locked = await shardsLeft(db, merchantId, seatPlanId, true)
  if (locked.reduce((sum, s) => sum + s.left, 0) < qty) return null
  const allocations: StockAllocation[] = []
  let need = qty
  for (const s of locked) {
    const take = Math.min(need, s.left)
    if (take <= 0) continue
    if (!(await takeFromShard(db, merchantId, seatPlanId, s.shard, take, as))) throw new Error('stock shard changed under its row lock')
    allocations.push({ shard: s.shard, qty: take })
    need -= take
    if (need === 0) break
  }
  return allocations
}

/**
 * Take a line's tickets from one shard: a one-shard tier's only row (the update waits for a holder and
 * re-checks); a sharded tier's free one (see takeFromFreeShard: the sub-select locks the shard it
 * returns). With `waitWhenBusy`, when every shard with room is held by another buyer, a random one of
 * them (by committed counts) is waited for and re-checked, like a one-shard tier's row: for the
 * one-statement order, which holds no other shard of this tier while it waits (see place-order.ts).
 * Returns the shard it took from, or no row.
 */
export function takeSql(l: NewOrderLine, as: TakeAs, shardCount: number, waitWhenBusy = false): SQL {
  const column = as === 'held' ? sql.raw('held') : sql.raw('sold')
  const ofTier = sql`s.merchant_id = ${l.merchantId} and s.seat_plan_id = ${l.seatPlanId}`
  const free = sql`(select s.shard from order_stock s where ${ofTier} and s.capacity - s.sold - s.held >= ${l.qty} order by random() limit 1 for update skip locked)`
  const busy = sql`(select s.shard from order_stock s where ${ofTier} and s.capacity - s.sold - s.held >= ${l.qty} order by random() limit 1)`
  const shard = shardCount <= 1 ? sql`(select min(s.shard) from order_stock s where ${ofTier})` : waitWhenBusy ? sql`coalesce(${free}, ${busy})` : free
  return sql`update order_stock set ${column} = ${column} + ${l.qty}
    where merchant_id = ${l.merchantId} and seat_plan_id = ${l.seatPlanId} and shard = ${shard}
      and capacity - sold - held >= ${l.qty}
    returning shard`
}

/** Write the order line from what the CTE named `taken` took (no line when it took nothing). */
export function lineFromTakenSql(l: NewOrderLine, taken: SQL, where: SQL = sql`true`): SQL {
  return sql`insert into order_items (order_id, line_no, merchant_id, show_id, session_id, seat_plan_id, qty, unit_price_cents, allocations)
    select ${l.orderId}, ${l.lineNo}, ${l.merchantId}, ${l.showId}, ${l.sessionId}, ${l.seatPlanId}, ${l.qty}, ${l.unitPriceCents},
      jsonb_build_array(jsonb_build_object('shard', ${taken}.shard, 'qty', ${l.qty}::int))
    from ${taken}
    where ${where}
    returning allocations`
}

/** The fast take's statement: stock from one shard and the order line written from it, in one. */
function takeIntoLineSql(l: NewOrderLine, as: TakeAs, shardCount: number): SQL {
  // The order row of this transaction must be there (absent when its key existed: then nothing is written).
  return sql`with taken as (${takeSql(l, as, shardCount)})
    ${lineFromTakenSql(l, sql.raw('taken'), sql`exists (select 1 from orders where order_id = ${l.orderId})`)}`
}

export function stockRows(db: Db, opts: OrdersRepositoryOptions): StockRows {
  return {
    async stockTotals(merchantId, seatPlanId) {
      const [row] = await db
        .select({
          capacity: sql<number>`coalesce(sum(${orderStock.capacity}), 0)::int`,
          sold: sql<number>`coalesce(sum(${orderStock.sold}), 0)::int`,
          held: sql<number>`coalesce(sum(${orderStock.held}), 0)::int`,
          shards: sql<number>`count(*)::int`,
        })
        .from(orderStock)
        .where(tierWhere(merchantId, seatPlanId))
      if (!row || Number(row.shards) === 0) return null
      return { capacity: Number(row.capacity), sold: Number(row.sold), held: Number(row.held), shards: Number(row.shards) }
    },
    async takeStockIntoLine(l, as, shardCount) {
      if (opts.testOnlyUnguardedStock) return null // the unguarded take goes through takeStock
      const rows = rowsOf<{ allocations: StockAllocation[] }>(await db.execute(takeIntoLineSql(l, as, shardCount)))
      return rows[0]?.allocations ?? null
    },
    async takeStock(merchantId, seatPlanId, qty, as, shardCount = 1) {
      if (opts.testOnlyUnguardedStock) return takeUnguarded(db, merchantId, seatPlanId, qty, as)
      if (shardCount <= 1) return takeFromOnlyRow(db, merchantId, seatPlanId, qty, as)
      const free = await takeFromFreeShard(db, merchantId, seatPlanId, qty, as)
      if (free) return free
      const shards = await shardsLeft(db, merchantId, seatPlanId)
      const waited = await waitForAShard(db, merchantId, seatPlanId, qty, as, shards)
      if (waited) return waited
      if (shards.length <= 1 || shards.reduce((sum, s) => sum + s.left, 0) < qty) return null
      return takeAcrossShards(db, merchantId, seatPlanId, qty, as)
    },
    async releaseStock(merchantId, seatPlanId, allocations, from) {
      const column = from === 'held' ? orderStock.held : orderStock.sold
      for (const a of [...allocations].sort((x, y) => x.shard - y.shard)) {
        await db
          .update(orderStock)
          .set({ [from]: sql`${column} - ${a.qty}` })
          .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, a.shard)))
      }
    },
    async sellHeld(merchantId, seatPlanId, allocations) {
      for (const a of [...allocations].sort((x, y) => x.shard - y.shard)) {
        await db
          .update(orderStock)
          .set({ held: sql`${orderStock.held} - ${a.qty}`, sold: sql`${orderStock.sold} + ${a.qty}` })
          .where(and(tierWhere(merchantId, seatPlanId), eq(orderStock.shard, a.shard)))
      }
    },
  }
}
