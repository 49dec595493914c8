/**
 * Privilege-card races on real PostgreSQL only (PGlite has one connection, so nothing races there):
 * - 50 buyers order the last card of a template at once → exactly one order, 49 clear sold-outs;
 * - one buyer sends 10 purchase orders of a one-per-buyer card at once → exactly one;
 * - one buyer creates 10 ticket orders at once with a card that has one use left → exactly one.
 * Each race has a control run through a deliberately unguarded read-then-write (cards option
 * testOnlyUnguardedStock, orders option testOnlyUnguardedCards) that must break the very assertion
 * the real run passes, so the tests can fail.
 */
import assert from 'node:assert/strict'
import { after, before, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { openDatabase, type Db, type DbHandle } from '../src/db/client.js'
import { createLocalGate } from '../src/http/admission.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { assertCardWhole, assertUsesWhole, giveCard, makeCard, usesOf, type FixtureCard } from './cards-helpers.js'
import { buildTestApp } from './helpers.js'
import { as, describeOrders, freshKey, loginBuyer, makeTier, type Buyer, type Tier } from './orders-helpers.js'

const BUY = '/buyer/v3/privilege_card/create_order'
const CREATE = '/buyer/v5/create_order'
const BUYERS = 50

await describeOrders(
  'privilege-card races',
  (env) => {
    const buyers: Buyer[] = []
    const opened: Array<{ handle: DbHandle; app: FastifyInstance; unguarded: boolean }> = []

    async function concurrentApp(unguarded = false): Promise<FastifyInstance> {
      const reuse = opened.find((o) => o.unguarded === unguarded)
      if (reuse) return reuse.app
      const url = env().db.serverDbOptions.databaseUrl
      assert.ok(url)
      const handle = await openDatabase({ databaseUrl: url, maxConnections: 25 })
      const app = await buildTestApp(handle, {
        logger: false,
        accounts: { smsSender: createSandboxSmsSender(), emailSender: createSandboxEmailSender(), testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
        admission: createLocalGate(10_000),
        orders: { sweepIntervalMs: 0, testOnlyUnguardedCards: unguarded },
        cards: { testOnlyUnguardedStock: unguarded },
      })
      await app.ready()
      opened.push({ handle, app, unguarded })
      return app
    }

    const buy = (app: FastifyInstance, b: Buyer, card: FixtureCard) => as(app, b).post(BUY, { cardId: card.cardId, payAmount: card.price }, { lang: 'en-US', headers: { 'idempotency-key': freshKey() } })
    const rush = (app: FastifyInstance, card: FixtureCard) => Promise.all(buyers.map((b) => buy(app, b, card)))

    /**
     * One buyer's 10 ticket orders at once with a card of one use, each on a show of its own, so
     * nothing else the orders share (the buyer's count per show, a tier's stock) queues them.
     */
    async function useRace(db: Db, app: FastifyInstance, b: Buyer) {
      const tiers = await Promise.all(Array.from({ length: 10 }, () => makeTier(db, { capacity: 5, priceCents: 10_000 })))
      const card = await makeCard(db, { showIds: tiers.map((t) => t.showId), discountPercent: 50 })
      const id = await giveCard(db, card, b.userId, { times: 1 })
      const body = (t: Tier) => ({ showId: t.showId, sessionId: t.sessionId, seatPlanId: t.seatPlanId, qty: 1, deliverMethod: 'E_TICKET', usePoint: false, userCardInstanceId: id, paymentParam: { payAmount: 5_000 }, idempotencyKey: freshKey() })
      const results = await Promise.all(tiers.map((t) => as(app, b).post(CREATE, body(t), { lang: 'en-US' })))
      return { id, results }
    }

    before(async () => {
      for (let i = 0; i < BUYERS; i++) buyers.push(await loginBuyer(env))
    })
    after(async () => {
      for (const o of opened) {
        await o.app.close()
        await o.handle.close()
      }
    })

    it(`${BUYERS} buyers at once on the last card: exactly one order, the rest a clear sold-out`, async () => {
      const db = env().db.handle.db
      const card = await makeCard(db, { stock: 1 })
      const results = await rush(await concurrentApp(), card)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1)
      const soldOut = results.filter((r) => r.errorCode === 'CARD_SOLD_OUT')
      assert.equal(soldOut.length, BUYERS - 1, JSON.stringify(results.find((r) => r.statusCode !== 200 && r.errorCode !== 'CARD_SOLD_OUT')))
      assert.ok(soldOut.every((r) => r.comments === 'This benefit card is sold out'))
      assert.deepEqual(await assertCardWhole(db, card), { stock: 1, sold: 0, held: 1, unpaid: 1, paid: 0 })
    })

    it('one buyer, 10 orders at once of a one-per-buyer card: exactly one', async () => {
      const db = env().db.handle.db
      const card = await makeCard(db, { stock: 100, perBuyerLimit: 1 })
      const app = await concurrentApp()
      const b = buyers[0] as Buyer
      const results = await Promise.all(Array.from({ length: 10 }, () => buy(app, b, card)))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1)
      assert.equal(results.filter((r) => r.errorCode === 'CARD_LIMIT_REACHED').length, 9)
      assert.equal((await assertCardWhole(db, card)).held, 1)
    })

    it('10 ticket orders at once on a card with one use left: exactly one holds it', async () => {
      const db = env().db.handle.db
      const b = buyers[1] as Buyer
      const { id, results } = await useRace(db, await concurrentApp(), b)
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.filter((r) => r.statusCode !== 200).map((r) => r.comments)))
      const { uses } = await assertUsesWhole(db, id)
      assert.equal(uses.length, 1)
    })

    it('control run: with the guards off the same races oversell (so the tests above can fail)', async () => {
      const db = env().db.handle.db
      const app = await concurrentApp(true)
      const card = await makeCard(db, { stock: 1 })
      const won = (await rush(app, card)).filter((r) => r.statusCode === 200).length
      console.log(`# control run (stock guard off): ${won} orders for 1 card`)
      await assert.rejects(assertCardWhole(db, card))

      const b = buyers[2] as Buyer
      const { id, results } = await useRace(db, app, b)
      const orders = results.filter((r) => r.statusCode === 200).length
      console.log(`# control run (card-use guard off): ${orders} orders on one use, ${(await usesOf(db, id)).length} uses recorded`)
      assert.ok(orders > 1, `expected the one use to pay for several orders with the guard off, got ${orders}`)
      await assert.rejects(assertUsesWhole(db, id))
    })
  },
  { postgresOnly: true },
)
