/**
 * Refund races on real PostgreSQL (PGlite has one connection and cannot race):
 * - five refund requests for one order at once (different keys) → one refund, paid once;
 * - five retries of one request at once (same key) → the same refund, paid once;
 * - a refund and a check-in of the same ticket at the same moment → exactly one of them wins;
 * - controls: the same interleavings against the TEST-ONLY unlocked path (no order lock, tickets read
 *   then written regardless) show the races are real — there both sides get past their checks and only
 *   the schema's last line (the refund_tickets primary key, the tickets admitted check) stops the
 *   double outcome, as a server error instead of a clean answer.
 * Every test ends with the ledger balanced; stock is checked exact after each race.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../types/api.js'
import type { TicketDetail } from '../../types/tickets.js'
import { loginBuyer, makeTier } from './orders-helpers.js'
import { as, assertStockExact, buyPaid, describeRefunds, freshKey, refundRowsOf, requestRefund, sandboxRefundsOf, startsIn, ticketRows, type Buyer } from './refunds-helpers.js'
import { scan } from './tickets-helpers.js'

async function codeOf(app: FastifyInstance, buyer: Buyer, ticketId: string): Promise<string> {
  const code = ((await as(app, buyer).get(`/buyer/v1/tickets/${ticketId}`)).data as TicketDetail).code?.code
  assert.ok(code)
  return code
}

/** A refund call that may end in a server error (the control runs): the HTTP status and envelope code. */
async function rawRefund(app: FastifyInstance, buyer: Buyer, orderId: string, ticketIds?: string[]) {
  const res = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}/buyer/v1/orders/${orderId}/refunds`,
    headers: { 'merchant-id': buyer.merchant, 'access-token': buyer.token, 'idempotency-key': freshKey() },
    payload: ticketIds ? { ticketIds } : {},
  })
  const body = JSON.parse(res.body) as { statusCode?: number }
  return { http: res.statusCode, statusCode: body.statusCode }
}

await describeRefunds(
  'refunds races',
  (env) => {
    let alice: Buyer

    it('logs a buyer in', async () => {
      alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    })

    it('five refund requests for one order at once: one refund, paid once, stock exact', async () => {
      const { app, db: tdb, clock } = env()
      const db = tdb.handle.db
      const tier = await makeTier(db, { capacity: 10 })
      await startsIn(db, tier, clock, 24 * 10)
      const bought = await buyPaid(env(), alice, tier, 2)
      const results = await Promise.all(Array.from({ length: 5 }, () => requestRefund(app, alice, bought.orderId)))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.errorCode)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'REFUND_UNAVAILABLE' || r.errorCode === 'REFUND_NOT_PAID'))
      assert.equal((await refundRowsOf(db, bought.orderId)).length, 1)
      assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1)
      assert.equal((await assertStockExact(db, tier)).sold, 0)
    })

    it('five retries of one request at once (same key): the same refund, paid once', async () => {
      const { app, db: tdb, clock } = env()
      const db = tdb.handle.db
      const tier = await makeTier(db, { capacity: 10 })
      await startsIn(db, tier, clock, 24 * 10)
      const bought = await buyPaid(env(), alice, tier, 2)
      const [first] = bought.tickets
      assert.ok(first)
      const key = freshKey()
      const results = await Promise.all(Array.from({ length: 5 }, () => requestRefund(app, alice, bought.orderId, [first.ticketId], { key })))
      assert.ok(results.every((r) => r.statusCode === 200), JSON.stringify(results.map((r) => r.comments)))
      assert.equal(new Set(results.map((r) => r.data?.refundId)).size, 1)
      assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1)
      assert.equal((await assertStockExact(db, tier)).sold, 1)
    })

    it('a refund and a check-in of the same ticket at once, eight times: exactly one wins each time', async () => {
      const { app, db: tdb, clock } = env()
      const db = tdb.handle.db
      const wins = { refund: 0, checkIn: 0 }
      for (let trial = 0; trial < 8; trial++) {
        const tier = await makeTier(db, { capacity: 2 })
        await startsIn(db, tier, clock, 24 * 10)
        const bought = await buyPaid(env(), alice, tier, 1)
        const [t] = bought.tickets
        assert.ok(t)
        const code = await codeOf(app, alice, t.ticketId)
        const [refund, entry] = await Promise.all([requestRefund(app, alice, bought.orderId, [t.ticketId]), scan(app, code)])
        const refunded = refund.statusCode === 200
        const admitted = entry.data?.outcome === 'ADMITTED'
        assert.notEqual(refunded, admitted, `trial ${trial}: refund ${refund.errorCode || 'ok'}, check-in ${String(entry.data?.outcome)}`)
        const [row] = await ticketRows(db, bought.orderId)
        assert.equal(row?.state, refunded ? 'REFUNDED' : 'ADMITTED')
        if (!refunded) assert.equal(refund.errorCode, 'REFUND_UNAVAILABLE')
        else assert.equal(entry.data?.outcome, 'REFUNDED')
        assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, refunded ? 1 : 0)
        await assertStockExact(db, tier)
        wins[refunded ? 'refund' : 'checkIn']++
      }
      assert.equal(wins.refund + wins.checkIn, 8)
    })

    it('the check-in lands between the refund reading the ticket and revoking it: the conditional revoke refuses cleanly', async () => {
      const { db: tdb, clock } = env()
      const db = tdb.handle.db
      let between: () => Promise<void> = async () => {}
      const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0, testOnlyBeforeRevoke: () => between() })
      const tier = await makeTier(db, { capacity: 2 })
      await startsIn(db, tier, clock, 24 * 10)
      const bought = await buyPaid(env(), alice, tier, 1)
      const [t] = bought.tickets
      assert.ok(t)
      const code = await codeOf(app, alice, t.ticketId)
      let outcome = ''
      between = async () => {
        outcome = (await scan(app, code)).data?.outcome ?? ''
      }
      const refund = await rawRefund(app, alice, bought.orderId, [t.ticketId])
      assert.equal(outcome, 'ADMITTED')
      assert.equal(refund.http, 200)
      assert.equal(refund.statusCode, 400, 'a clean refusal: the ticket was admitted first')
      assert.equal((await ticketRows(db, bought.orderId))[0]?.state, 'ADMITTED')
      assert.equal((await refundRowsOf(db, bought.orderId)).length, 0)
      await assertStockExact(db, tier)
    })

    it('CONTROL: on the unlocked read-then-write path the same interleaving lets both pass their checks', async () => {
      const { db: tdb, clock } = env()
      const db = tdb.handle.db
      let between: () => Promise<void> = async () => {}
      const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0, testOnlyUnlocked: true, testOnlyBeforeRevoke: () => between() })
      const tier = await makeTier(db, { capacity: 2 })
      await startsIn(db, tier, clock, 24 * 10)
      const bought = await buyPaid(env(), alice, tier, 1)
      const [t] = bought.tickets
      assert.ok(t)
      const code = await codeOf(app, alice, t.ticketId)
      let outcome = ''
      between = async () => {
        outcome = (await scan(app, code)).data?.outcome ?? ''
      }
      const refund = await rawRefund(app, alice, bought.orderId, [t.ticketId])
      // The check-in admitted, and the refund still went on to revoke what it had read as VALID: only the
      // tickets table's check (admitted ⇔ admitted_at) stopped a refunded-and-admitted ticket.
      assert.equal(outcome, 'ADMITTED')
      assert.equal(refund.http, 500, 'the refund got past its check; the schema stopped it')
      assert.equal((await ticketRows(db, bought.orderId))[0]?.state, 'ADMITTED')
      assert.equal((await refundRowsOf(db, bought.orderId)).length, 0)
    })

    it('CONTROL: on the unlocked path a second refund inside the first one passes every check too', async () => {
      const { db: tdb, clock } = env()
      const db = tdb.handle.db
      let between: () => Promise<void> = async () => {}
      const app = await env().restart({ now: () => clock.now, sweepIntervalMs: 0, testOnlyUnlocked: true, testOnlyBeforeRevoke: () => between() })
      const tier = await makeTier(db, { capacity: 4 })
      await startsIn(db, tier, clock, 24 * 10)
      const bought = await buyPaid(env(), alice, tier, 2)
      let inner: Awaited<ReturnType<typeof rawRefund>> | undefined
      between = async () => {
        between = async () => {}
        inner = await rawRefund(app, alice, bought.orderId)
      }
      const outer = await rawRefund(app, alice, bought.orderId)
      // The inner refund committed; the outer had read the same tickets as VALID and revoked them again,
      // and only refund_tickets' primary key (one refund per ticket) kept it from booking a second refund.
      assert.equal(inner?.statusCode, 200)
      assert.equal(outer.http, 500)
      assert.equal((await refundRowsOf(db, bought.orderId)).length, 1)
      assert.equal((await sandboxRefundsOf(db, bought.tradeNo)).length, 1)
      await assertStockExact(db, tier)
    })
  },
  { postgresOnly: true },
)
