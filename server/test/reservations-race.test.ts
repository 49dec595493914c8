/**
 * Reservation capacity on real PostgreSQL (PGlite has one connection and cannot race): 50 buyers
 * reserve the last place at once → exactly one reservation, the others told it is full, the counter
 * equal to the reserved places. A buyer firing five reservations of one slot at once gets one. The
 * control runs the TEST-ONLY unguarded variant (read taken, then write it back plus the people) the same
 * way and overbooks, so the first test can fail; the guarded UPDATE keeps it exact.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { createReservations } from '../src/modules/reservations/index.js'
import { as, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'
import { CONTACT, makeSlot, reservedPeople, takenOf } from './reservations-helpers.js'

const CONCURRENT = 50

await describeOrders(
  'reservation capacity race',
  (env) => {
    const db = () => env().db.handle.db
    const buyers: Buyer[] = []

    it(`logs ${CONCURRENT} buyers in`, async () => {
      for (let i = 0; i < CONCURRENT; i++) buyers.push(await loginBuyer(env))
    })

    it(`${CONCURRENT} buyers at once on the last place: exactly one reserves`, async () => {
      const slotId = await makeSlot(db(), { capacity: 20, taken: 19 })
      const results = await Promise.all(buyers.map((b) => as(env().app, b).post('/buyer/v1/reservations', { slotId, people: 1, ...CONTACT }, { lang: 'en' })))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.comments)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'RESERVATION_FULL' && r.comments === 'Not enough places left in this time slot'))
      assert.equal(await takenOf(db(), slotId), 20)
      assert.equal(await reservedPeople(db(), slotId), 1)
    })

    it('one buyer firing five reservations of a slot at once gets one', async () => {
      const slotId = await makeSlot(db(), { capacity: 10 })
      const results = await Promise.all(Array.from({ length: 5 }, () => as(env().app, buyers[0]!).post('/buyer/v1/reservations', { slotId, people: 2, ...CONTACT })))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.comments)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'RESERVATION_ALREADY'))
      assert.equal(await takenOf(db(), slotId), 2)
      assert.equal(await reservedPeople(db(), slotId), 2)
    })

    it('control: the unguarded read-then-write variant reserves more than the last place', async () => {
      const slotId = await makeSlot(db(), { capacity: 20, taken: 19 })
      const unguarded = createReservations(db(), { testOnlyUnlocked: true })
      const results = await Promise.all(buyers.map((b) => unguarded.reserve({ merchantId: b.merchant, userId: b.userId, lang: 'en-US', fallback: 'en-US' }, { slotId, people: 1, ...CONTACT })))
      const won = results.filter((r) => r.ok).length
      assert.ok(won > 1, `without the guard ${won} reservations took one place`)
      assert.equal(await reservedPeople(db(), slotId), won)
      assert.equal(await takenOf(db(), slotId), 20, 'the counter says full while more places were handed out')
    })
  },
  { postgresOnly: true },
)
