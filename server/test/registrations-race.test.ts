/**
 * Open-show capacity on real PostgreSQL (PGlite has one connection and cannot race): 50 buyers
 * register at once for the last place → exactly one registration, the others told it is full, and the
 * counter equals the registrations. The control runs the TEST-ONLY unguarded variant (read taken, then
 * write it back plus one) the same way and oversells, so the test above can fail; what keeps it green
 * is the guarded UPDATE ... WHERE taken < capacity in the registration's transaction. A buyer firing
 * the same registration five times at once (without a key) still gets the one the limit allows.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { RegistrationView } from '../../types/registrations.js'
import { createRegistrations } from '../src/modules/registrations/index.js'
import { as, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'
import { activeRegistrations, GOOD, makeOpenShow, takenOf } from './registrations-helpers.js'

const CONCURRENT = 50

await describeOrders(
  'open-show registration race',
  (env) => {
    const db = () => env().db.handle.db
    const buyers: Buyer[] = []

    it(`logs ${CONCURRENT} buyers in`, async () => {
      for (let i = 0; i < CONCURRENT; i++) buyers.push(await loginBuyer(env))
    })

    it(`${CONCURRENT} buyers at once on the last place: exactly one registers`, async () => {
      const id = await makeOpenShow(db(), { capacity: 20, taken: 19 })
      const results = await Promise.all(buyers.map((b) => as(env().app, b).post(`/buyer/v1/open_shows/${id}/registrations`, { answers: GOOD }, { lang: 'en' })))
      const won = results.filter((r) => r.statusCode === 200)
      assert.equal(won.length, 1, JSON.stringify(results.map((r) => r.comments)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'REGISTRATION_FULL' && r.comments === 'All places are taken'))
      assert.equal(await takenOf(db(), id), 20)
      assert.equal(await activeRegistrations(db(), id), 1)
      assert.equal((won[0]!.data as RegistrationView).status, 'REGISTERED')
    })

    it('one buyer firing five registrations at once gets exactly the one the limit allows', async () => {
      const id = await makeOpenShow(db(), { capacity: 10, perBuyerLimit: 1 })
      const results = await Promise.all(Array.from({ length: 5 }, () => as(env().app, buyers[0]!).post(`/buyer/v1/open_shows/${id}/registrations`, { answers: GOOD })))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.comments)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'REGISTRATION_LIMIT'))
      assert.equal(await takenOf(db(), id), 1)
      assert.equal(await activeRegistrations(db(), id), 1)
    })

    it('control: the unguarded read-then-write variant registers more than one on the last place', async () => {
      const id = await makeOpenShow(db(), { capacity: 20, taken: 19 })
      const unguarded = createRegistrations(db(), { testOnlyUnlocked: true })
      const results = await Promise.all(
        buyers.map((b) => unguarded.register({ merchantId: b.merchant, userId: b.userId, lang: 'en-US', fallback: 'en-US' }, id, { answers: GOOD })),
      )
      const won = results.filter((r) => r.ok).length
      assert.ok(won > 1, `without the guard ${won} registered for one place`)
      assert.equal(await activeRegistrations(db(), id), won)
      assert.equal(await takenOf(db(), id), 20, 'the counter says full while more places were handed out')
    })
  },
  { postgresOnly: true },
)
