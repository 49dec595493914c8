/**
 * An order placed in one statement (modules/orders/repository/place-order.ts): all or nothing for
 * every refusal, on PGlite and PostgreSQL. On PostgreSQL also which path an order takes (one statement,
 * or the transaction) and that a buyer holding a tier's stock rows makes the next buyer wait and then
 * buy in one statement.
 */
import assert from 'node:assert/strict'
import { after, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import postgres from 'postgres'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type Db, type DbHandle } from '../src/db/client.js'
import { orderBuyerCounts, orderItems, orders } from '../src/db/schema.js'
import { runtimeStats } from '../src/lib/runtime-stats.js'
import { createOrdersRepository, type NewOrder, type NewOrderLine } from '../src/modules/orders/repository.js'
import { as, assertInvariant, assertOrdersWhole, buildOrdersApp, createBody, describeOrders, freshKey, loginBuyer, makeTier, type Tier } from './orders-helpers.js'
import { alsoOnPglite } from './helpers.js'

alsoOnPglite('the one-statement order differs per dialect; the embedded database must take it whole')

const CREATE = '/buyer/v5/create_order'
let drafts = 0

/** An unpaid order of `qty` tickets of the tier, as the service drafts it. */
function draft(tier: Tier, userId: string, key: string, qty: number): { order: NewOrder; line: NewOrderLine } {
  const orderId = `PO${process.pid}x${drafts++}`
  const now = new Date()
  const order: NewOrder = {
    orderId,
    merchantId: tier.merchantId,
    orderNumber: orderId,
    userId,
    state: 1,
    firstShowId: tier.showId,
    firstSessionId: tier.sessionId,
    qty,
    totalCents: tier.priceCents * qty,
    payAmountCents: tier.priceCents * qty,
    deliverMethod: 'E_TICKET',
    addressId: null,
    audienceIds: [],
    unpaidTransactionIds: [`T${orderId}`],
    idempotencyKey: key,
    requestHash: 'hash',
    reserveUntil: new Date(now.getTime() + 900_000),
    paidAt: null,
    createdAt: now,
  }
  const line = { orderId, lineNo: 0, merchantId: tier.merchantId, showId: tier.showId, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId, qty, unitPriceCents: tier.priceCents }
  return { order, line }
}

async function written(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderId, orderId))
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  return { order, items }
}

async function buyerCount(db: Db, tier: Tier, userId: string): Promise<number | null> {
  const [row] = await db
    .select()
    .from(orderBuyerCounts)
    .where(and(eq(orderBuyerCounts.merchantId, tier.merchantId), eq(orderBuyerCounts.userId, userId), eq(orderBuyerCounts.showId, tier.showId)))
  return row?.qty ?? null
}

await describeOrders('placing an order in one statement', (env) => {
  const place = (d: ReturnType<typeof draft>, tier: Tier, max = 6, shards = 1) =>
    createOrdersRepository(env().db.handle.db).placeOrder(d.order, [{ showId: tier.showId, qty: d.order.qty, max }], [{ line: d.line, shards }])

  it('writes the order, its line with the shard it took from, the buyer count and the stock together', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10, shards: 2 })
    const d = draft(tier, 'u-placed', freshKey(), 3)
    assert.deepEqual(await place(d, tier, 6, 2), { placed: true })
    const w = await written(db, d.order.orderId)
    assert.equal(w.order?.state, 1)
    assert.equal(w.items.length, 1)
    assert.equal(w.items[0]?.allocations.length, 1)
    assert.equal(w.items[0]?.allocations[0]?.qty, 3)
    assert.equal(await buyerCount(db, tier, 'u-placed'), 3)
    const s = await assertInvariant(db, tier)
    assert.deepEqual([s.held, s.orders], [3, 1])
  })

  it('a key that already has an order: KEY_EXISTS, nothing written, that order untouched', async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    const key = freshKey()
    const first = draft(tier, 'u-key', key, 1)
    assert.deepEqual(await place(first, tier), { placed: true })
    const again = draft(tier, 'u-key', key, 1)
    assert.deepEqual(await place(again, tier), { placed: false, refused: 'KEY_EXISTS' })
    assert.equal((await written(db, again.order.orderId)).order, undefined)
    assert.equal(await buyerCount(db, tier, 'u-key'), 1)
    assert.deepEqual([(await assertInvariant(db, tier)).held, (await written(db, first.order.orderId)).items.length], [1, 1])
  })

  it("past the buyer's limit: OVER_LIMIT, nothing written (an existing count and a first order bigger than the limit)", async () => {
    const db = env().db.handle.db
    const tier = await makeTier(db, { capacity: 10 })
    assert.deepEqual(await place(draft(tier, 'u-limit', freshKey(), 2), tier, 3), { placed: true })
    const over = draft(tier, 'u-limit', freshKey(), 2)
    assert.deepEqual(await place(over, tier, 3), { placed: false, refused: 'OVER_LIMIT', index: 0 })
    assert.equal((await written(db, over.order.orderId)).order, undefined)
    assert.equal(await buyerCount(db, tier, 'u-limit'), 2)
    assert.deepEqual(await place(draft(tier, 'u-new', freshKey(), 4), tier, 3), { placed: false, refused: 'OVER_LIMIT', index: 0 })
    assert.equal(await buyerCount(db, tier, 'u-new'), null)
    assert.equal((await assertInvariant(db, tier)).held, 2)
  })

  it('not enough stock: SOLD_OUT when the tier has too few left, NO_SINGLE_SHARD when no single shard can serve the line; nothing written', async () => {
    const db = env().db.handle.db
    const one = await makeTier(db, { capacity: 3 })
    assert.deepEqual(await place(draft(one, 'u-a', freshKey(), 2), one), { placed: true })
    const late = draft(one, 'u-b', freshKey(), 2)
    assert.deepEqual(await place(late, one), { placed: false, refused: 'SOLD_OUT', index: 0 })
    assert.equal((await written(db, late.order.orderId)).order, undefined)
    assert.equal(await buyerCount(db, one, 'u-b'), null)
    assert.equal((await assertInvariant(db, one)).held, 2)

    // Four shards of one ticket: four are left, but no shard has two (the transaction splits such a take).
    const fragmented = await makeTier(db, { capacity: 4, shards: 4 })
    const split = draft(fragmented, 'u-c', freshKey(), 2)
    assert.deepEqual(await place(split, fragmented, 6, 4), { placed: false, refused: 'NO_SINGLE_SHARD', index: 0 })
    assert.equal((await written(db, split.order.orderId)).order, undefined)
    assert.equal(await buyerCount(db, fragmented, 'u-c'), null)
    assert.equal((await assertInvariant(db, fragmented)).remaining, 4)
  })
})

await describeOrders(
  'order paths under concurrency',
  (env) => {
    const opened: Array<{ handle: DbHandle; app: FastifyInstance }> = []
    let holder: ReturnType<typeof postgres> | undefined
    after(async () => {
      for (const o of opened) {
        await o.app.close()
        await o.handle.close()
      }
      await holder?.end({ timeout: 2 })
      runtimeStats.disable()
    })

    /** An app on its own pool of PostgreSQL connections (one for the suite), and a connection to hold rows with. */
    async function setUp(): Promise<{ app: FastifyInstance; sql: ReturnType<typeof postgres> }> {
      const url = env().db.serverDbOptions.databaseUrl
      assert.ok(url)
      if (!opened[0]) {
        const handle = await openDatabase({ databaseUrl: url, maxConnections: 10 })
        const { app } = await buildOrdersApp(handle, env().orderClock)
        opened.push({ handle, app })
      }
      holder ??= postgres(url, { max: 2, onnotice: () => {} })
      runtimeStats.enable()
      return { app: (opened[0] as { app: FastifyInstance }).app, sql: holder }
    }

    /** Which paths served the orders since the last call (placement statements, transactions). */
    function paths(): { placements: number; transactions: number } {
      const s = runtimeStats.snapshot()
      runtimeStats.reset()
      return { placements: s.phasesMs.placeOrder?.count ?? 0, transactions: s.phasesMs.transaction?.count ?? 0 }
    }

    /** Resolves once some backend of this database waits for a row lock (the buyer is queued behind the holder). */
    async function someoneWaitsForALock(sql: ReturnType<typeof postgres>): Promise<void> {
      for (;;) {
        const [row] = await sql<Array<{ n: number }>>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`
        if ((row?.n ?? 0) > 0) return
        await new Promise((r) => setTimeout(r, 20))
      }
    }

    it('a paid tier order is placed in one statement; a free order takes the transaction (its tickets are issued with it)', async () => {
      const { app } = await setUp()
      paths()
      const db = env().db.handle.db
      const buyer = await loginBuyer(env)
      const paid = await makeTier(db, { capacity: 5 })
      assert.equal((await as(app, buyer).post(CREATE, createBody(paid, 1, freshKey()))).statusCode, 200)
      assert.deepEqual(paths(), { placements: 1, transactions: 0 })
      const free = await makeTier(db, { capacity: 5, priceCents: 0 })
      assert.equal((await as(app, buyer).post(CREATE, createBody(free, 1, freshKey()))).statusCode, 200)
      assert.deepEqual(paths(), { placements: 0, transactions: 1 })
    })

    it('every shard held by another buyer: the placement waits for one of them and buys, in one statement', async () => {
      const { app, sql } = await setUp()
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 4, shards: 2 })
      const buyer = await loginBuyer(env)
      paths()
      const reserved = await sql.reserve()
      try {
        await reserved`begin`
        await reserved`select shard from order_stock where merchant_id = ${tier.merchantId} and seat_plan_id = ${tier.seatPlanId} for update`
        const pending = as(app, buyer).post(CREATE, createBody(tier, 1, freshKey()))
        await someoneWaitsForALock(sql)
        await reserved`commit`
        assert.equal((await pending).statusCode, 200)
      } finally {
        reserved.release()
      }
      assert.deepEqual(paths(), { placements: 1, transactions: 0 })
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.remaining, s.orders], [1, 3, 1])
      await assertOrdersWhole(db, tier)
    })

    it('no single shard can serve the line (fragmented): the placement refuses and the transaction splits the take', async () => {
      const { app } = await setUp()
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 4, shards: 4 })
      const buyer = await loginBuyer(env)
      paths()
      assert.equal((await as(app, buyer).post(CREATE, createBody(tier, 2, freshKey()))).statusCode, 200)
      assert.deepEqual(paths(), { placements: 1, transactions: 1 })
      const s = await assertInvariant(db, tier)
      assert.deepEqual([s.held, s.remaining, s.orders], [2, 2, 1])
      await assertOrdersWhole(db, tier)
    })

    it("a one-shard tier's row held by another buyer: the placement waits for it and buys, in one statement", async () => {
      const { app, sql } = await setUp()
      const db = env().db.handle.db
      const tier = await makeTier(db, { capacity: 2 })
      const buyer = await loginBuyer(env)
      paths()
      const reserved = await sql.reserve()
      try {
        await reserved`begin`
        await reserved`update order_stock set held = held + 1 where merchant_id = ${tier.merchantId} and seat_plan_id = ${tier.seatPlanId}`
        const pending = as(app, buyer).post(CREATE, createBody(tier, 1, freshKey()))
        await someoneWaitsForALock(sql)
        // The holder gives its ticket back (rolls back): the waiting placement re-checks and takes one.
        await reserved`rollback`
        assert.equal((await pending).statusCode, 200)
      } finally {
        reserved.release()
      }
      assert.deepEqual(paths(), { placements: 1, transactions: 0 })
      assert.deepEqual([(await assertInvariant(db, tier)).held], [1])
      await assertOrdersWhole(db, tier)
    })
  },
  { postgresOnly: true },
)
