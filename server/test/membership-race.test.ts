/**
 * Points races on real PostgreSQL (PGlite has one connection, so nothing races there): one buyer
 * sends 50 orders at the same moment, each paying with the same 500 points → exactly one order is
 * created, the points are spent once, and the losers leave no order, no stock and no record. The
 * control run sends the same 50 to an app whose points are spent by an unguarded read-then-write
 * (testOnlyUnguardedPoints, with a pause between the read and the write): more than one order gets
 * the same points, which shows the assertion can fail.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { memberAccounts, pointRecords } from '../src/db/schema-membership.js'
import { as, assertInvariant, buildOrdersApp, createBody, describeOrders, freshKey, loginBuyer, makeTier, type Buyer, type Tier } from './orders-helpers.js'

const RACERS = 50

async function pointsOf(db: Db, b: Buyer): Promise<number> {
  const [a] = await db.select({ points: memberAccounts.points }).from(memberAccounts).where(and(eq(memberAccounts.merchantId, b.merchant), eq(memberAccounts.userId, b.userId)))
  return a?.points ?? -1
}
async function spends(db: Db, b: Buyer): Promise<number> {
  return (await db.select().from(pointRecords).where(and(eq(pointRecords.userId, b.userId), eq(pointRecords.kind, 'SPEND')))).length
}

await describeOrders(
  'points races',
  (env) => {
    const db = () => env().db.handle.db
    // Each order is for a show of its own: orders of one buyer for one show already queue on the
    // buyer's count row, which would hide the points race.
    const tiers = async () => Promise.all(Array.from({ length: RACERS }, () => makeTier(db(), { capacity: 10 })))
    const race = async (app: Parameters<typeof as>[0], b: Buyer, list: Tier[]) => {
      // The buyer becomes a member (500 welcome points) before the race, as a pre_order would do.
      await as(app, b).get('/buyer/v3/current_level')
      const body = (tier: Tier) => createBody(tier, 1, freshKey(), { usePoints: 500, paymentParam: { payAmount: tier.priceCents - 500 } })
      return Promise.all(list.map((tier) => as(app, b).post('/buyer/v5/create_order', body(tier))))
    }
    const held = async (list: Tier[]) => {
      let n = 0
      for (const tier of list) n += (await assertInvariant(db(), tier)).held
      return n
    }

    it(`${RACERS} orders spending the same points at the same moment: exactly one is created`, async () => {
      const b = await loginBuyer(env)
      const list = await tiers()
      const answers = await race(env().app, b, list)
      const created = answers.filter((a) => a.statusCode === 200)
      assert.equal(created.length, 1, JSON.stringify(answers.map((a) => [a.statusCode, a.comments]).slice(0, 5)))
      assert.ok(answers.every((a) => a.statusCode === 200 || a.errorCode === 'ORDER_POINTS_UNAVAILABLE'), JSON.stringify([...new Set(answers.map((a) => a.errorCode))]))
      assert.equal(await pointsOf(db(), b), 0)
      assert.equal(await spends(db(), b), 1)
      assert.equal(await held(list), 1, 'the losers took no stock and left no order')
    })

    it('control: the same race through an unguarded read-then-write lets several orders spend the same points', async () => {
      const unguarded = await buildOrdersApp(env().db.handle, env().orderClock, { testOnlyUnguardedPoints: true })
      try {
        const b = await loginBuyer(() => ({ ...env(), app: unguarded.app, sms: unguarded.sms, mail: unguarded.mail }))
        const answers = await race(unguarded.app, b, await tiers())
        const created = answers.filter((a) => a.statusCode === 200).length
        assert.ok(created > 1, `the unguarded path should let more than one order spend 500 points; it let ${created}`)
        assert.ok((await spends(db(), b)) > 1)
      } finally {
        await unguarded.app.close()
      }
    })
  },
  { postgresOnly: true },
)
