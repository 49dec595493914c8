/**
 * Rebook races on real PostgreSQL (PGlite has one connection and cannot race):
 * - six buyers rebook onto the last three places of another session at once → exactly three succeed,
 *   the others are refused as sold out and keep their tickets; stock exact on both sessions;
 * - a rebook and a check-in of the same ticket at the same moment → exactly one of them wins;
 * - control: the same six-buyer rush against the TEST-ONLY read-then-write stock take shows the race is
 *   real (more rebooks than places, or a sold count that no longer matches the tickets).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { loginBuyer, makeTier, stockOf } from './orders-helpers.js'
import { addSession, codeOf, rebook } from './rebooks-helpers.js'
import { assertStockExact, buyPaid, describeRefunds, startsIn, ticketRows, type Buyer, type RefundsEnv } from './refunds-helpers.js'
import { scan } from './tickets-helpers.js'

const BUYERS = 6
const PLACES = 3

await describeRefunds(
  'rebooks races',
  (env) => {
    const buyers: Buyer[] = []

    it('logs the buyers in', async () => {
      for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(() => ({ ...env(), mail: undefined as never })))
    })

    /** Every buyer holds one paid ticket of a fresh show; the other session has PLACES places. */
    async function rush(e: RefundsEnv, app: FastifyInstance) {
      const db = e.db.handle.db
      const tier = await makeTier(db, { capacity: BUYERS, priceCents: 15_000 })
      await startsIn(db, tier, e.clock, 24 * 10)
      const later = await addSession(db, tier, e.clock, { capacity: PLACES, priceCents: 15_000, hours: 24 * 15 })
      const orders = []
      for (const b of buyers) orders.push({ buyer: b, ...(await buyPaid(e, b, tier, 1)) })
      const results = await Promise.all(
        orders.map((o) => rebook(app, o.buyer, o.orderId, { ticketIds: [o.tickets[0]?.ticketId ?? ''], toSessionId: later.sessionId, toSeatPlanId: later.seatPlanId })),
      )
      return { db, tier, later, orders, results }
    }

    it(`${BUYERS} buyers rebook onto the last ${PLACES} places at once: exactly ${PLACES} succeed, stock exact`, async () => {
      const { db, tier, later, orders, results } = await rush(env(), env().app)
      const won = results.filter((r) => r.statusCode === 200)
      assert.equal(won.length, PLACES, JSON.stringify(results.map((r) => r.errorCode)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'REBOOK_SOLD_OUT'))
      assert.equal((await assertStockExact(db, later)).remaining, 0)
      assert.equal((await assertStockExact(db, tier)).sold, BUYERS - PLACES)
      for (const [i, o] of orders.entries()) {
        const states = (await ticketRows(db, o.orderId)).map((t) => t.state).sort()
        assert.deepEqual(states, results[i]?.statusCode === 200 ? ['REBOOKED', 'VALID'] : ['VALID'])
      }
    })

    it('a rebook and a check-in of the same ticket at once, six times: exactly one wins each time', async () => {
      const { app, db: tdb, clock } = env()
      const db = tdb.handle.db
      const [buyer] = buyers
      assert.ok(buyer)
      for (let trial = 0; trial < 6; trial++) {
        const tier = await makeTier(db, { capacity: 2, priceCents: 15_000 })
        await startsIn(db, tier, clock, 24 * 10)
        const later = await addSession(db, tier, clock, { capacity: 2, priceCents: 15_000, hours: 24 * 15 })
        const bought = await buyPaid(env(), buyer, tier, 1)
        const t = bought.tickets[0]
        assert.ok(t)
        const code = await codeOf(app, buyer, t.ticketId)
        const [moved, entry]: [Awaited<ReturnType<typeof rebook>>, Awaited<ReturnType<typeof scan>>] = await Promise.all([rebook(app, buyer, bought.orderId, { ticketIds: [t.ticketId], toSessionId: later.sessionId, toSeatPlanId: later.seatPlanId }), scan(app, code)])
        const rebooked = moved.statusCode === 200
        const admitted = entry.data?.outcome === 'ADMITTED'
        assert.notEqual(rebooked, admitted, `trial ${trial}: rebook ${moved.errorCode || 'ok'}, check-in ${String(entry.data?.outcome)}`)
        if (!rebooked) assert.equal(moved.errorCode, 'REBOOK_UNAVAILABLE')
        else assert.equal(entry.data?.outcome, 'REVOKED')
        await assertStockExact(db, tier)
        await assertStockExact(db, later)
      }
    })

    it('CONTROL: with the read-then-write stock take the same rush oversells or loses count', async () => {
      const e = env()
      const app = await e.restart({ now: () => e.clock.now, sweepIntervalMs: 0 }, undefined, undefined, undefined, { testOnlyUnguardedStock: true })
      const { db, later, results } = await rush(e, app)
      const won = results.filter((r) => r.statusCode === 200).length
      const s = await stockOf(db, later)
      assert.ok(won > PLACES || s.sold !== won, `the control run should show the race: ${won} rebooks won, sold ${s.sold}`)
    })
  },
  { postgresOnly: true },
)
