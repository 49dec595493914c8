/**
 * Vote counting on real PostgreSQL (PGlite has one connection and cannot race): 50 buyers vote at
 * once → the option's count is exactly 50, one ballot each. One buyer firing five ballots at once →
 * one counted, four told they voted already. The control runs the TEST-ONLY unguarded variant (read the
 * count, then write it back plus one) the same way and loses votes, so the first test can fail; what
 * keeps it exact is the single `votes = votes + 1` and the one-per-period unique ballot.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { createVotes } from '../src/modules/votes/index.js'
import { as, describeOrders, loginBuyer, type Buyer } from './orders-helpers.js'
import { ballotsOf, countsOf, makeVote } from './votes-helpers.js'

const CONCURRENT = 50

await describeOrders(
  'vote counting race',
  (env) => {
    const db = () => env().db.handle.db
    const buyers: Buyer[] = []

    it(`logs ${CONCURRENT} buyers in`, async () => {
      for (let i = 0; i < CONCURRENT; i++) buyers.push(await loginBuyer(env))
    })

    it(`${CONCURRENT} buyers vote at once: the count is exactly ${CONCURRENT}`, async () => {
      const id = await makeVote(db())
      const results = await Promise.all(buyers.map((b) => as(env().app, b).post(`/buyer/v1/votes/${id}/ballots`, { optionId: 'A' })))
      assert.equal(results.filter((r) => r.statusCode === 200).length, CONCURRENT, JSON.stringify(results.map((r) => r.comments)))
      assert.deepEqual(await countsOf(db(), id), { A: CONCURRENT, B: 0, C: 0 })
      assert.equal(await ballotsOf(db(), id), CONCURRENT)
    })

    it('one buyer voting five times at once: one vote counted', async () => {
      const id = await makeVote(db())
      const results = await Promise.all(['A', 'B', 'C', 'A', 'B'].map((optionId) => as(env().app, buyers[0]!).post(`/buyer/v1/votes/${id}/ballots`, { optionId })))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.comments)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'VOTE_ALREADY_VOTED'))
      const counts = await countsOf(db(), id)
      assert.equal(counts.A! + counts.B! + counts.C!, 1)
      assert.equal(await ballotsOf(db(), id, buyers[0]!.userId), 1)
    })

    it('control: the unguarded read-then-write count loses votes when buyers vote at once', async () => {
      const id = await makeVote(db())
      const unguarded = createVotes(db(), { testOnlyUnlocked: true })
      const results = await Promise.all(buyers.map((b) => unguarded.cast({ merchantId: b.merchant, userId: b.userId, lang: 'en-US', fallback: 'en-US' }, id, 'A')))
      assert.equal(results.filter((r) => r.ok).length, CONCURRENT)
      assert.equal(await ballotsOf(db(), id), CONCURRENT)
      const counted = (await countsOf(db(), id)).A!
      assert.ok(counted < CONCURRENT, `without the single UPDATE ${counted} of ${CONCURRENT} ballots were counted`)
    })
  },
  { postgresOnly: true },
)
