/**
 * Real-name entry after purchase (issue 19) through the API on PGlite and PostgreSQL: a show that takes
 * its holders' names after purchase lists its tickets unnamed; a ticket is named once, with one of the
 * buyer's attendees or a new identity checked by the attendee rules (ID card check digit); one person
 * holds at most one ticket of a session; bad input gets a localised refusal and changes nothing;
 * another buyer's order, ticket and attendee answer not found. On PostgreSQL: naming races (one person
 * onto two tickets at once, two people onto one ticket at once) end with exactly one winner.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { RealNameOverview, RealNameTicket } from '../../types/real-name.js'
import type { TicketDetail } from '../../types/tickets.js'
import type { Db } from '../src/db/client.js'
import { orderAudiences, orderShowRules } from '../src/db/schema.js'
import { idCardCheckChar } from '../src/modules/orders/id-card.js'
import { loginBuyer, makeTier } from './orders-helpers.js'
import { as, buyPaid, describeRefunds, startsIn, ticketRows, type Buyer, type RefundsEnv } from './refunds-helpers.js'
import { scan } from './tickets-helpers.js'
import type { FastifyInstance } from 'fastify'

let serial = 0
/** A valid mainland ID card number, different on every call. */
function idCard(): string {
  const id17 = `110101199${String(serial++ % 10)}0101${String(100 + (serial % 800)).padStart(3, '0')}`
  return id17 + idCardCheckChar(id17)
}

const overview = async (app: FastifyInstance, b: Buyer, orderId: string, lang?: string) => {
  const res = await as(app, b).get(`/buyer/v1/orders/${orderId}/real_name`, { lang })
  return { ...res, data: res.data as RealNameOverview | null }
}
const bind = async (app: FastifyInstance, b: Buyer, ticketId: string, body: unknown, lang?: string) => {
  const res = await as(app, b).post(`/buyer/v1/tickets/${ticketId}/real_name`, body, { lang })
  return { ...res, data: res.data as RealNameTicket | null }
}
const codeOf = async (app: FastifyInstance, b: Buyer, ticketId: string) => {
  const code = ((await as(app, b).get(`/buyer/v1/tickets/${ticketId}`)).data as TicketDetail | null)?.code?.code
  assert.ok(code, 'the ticket has an entry code')
  return code
}
const attendee = async (app: FastifyInstance, b: Buyer, name: string) => {
  const res = await as(app, b).post('/buyer/v1/user_audiences', { name, idType: 'ID_CARD', idNo: idCard() })
  assert.equal(res.statusCode, 200, res.comments)
  return (res.data as { audienceId: string }).audienceId
}

/** Two paid tickets of a fresh show that takes its holders' names after purchase. */
async function realNameOrder(env: RefundsEnv, buyer: Buyer, entry = true) {
  const db: Db = env.db.handle.db
  const tier = await makeTier(db, { capacity: 10, priceCents: 18_000 })
  await startsIn(db, tier, env.clock, 24 * 10)
  await db.insert(orderShowRules).values({ merchantId: tier.merchantId, showId: tier.showId, maxPerOrder: 6, maxPerBuyer: 6, realNameEntry: entry })
  return buyPaid(env, buyer, tier, 2)
}

await describeRefunds('real-name entry', (env) => {
  let alice: Buyer
  let bob: Buyer

  it('logs two buyers in', async () => {
    alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    bob = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
  })

  it('names each ticket once; one person holds one ticket of a session', async () => {
    const { app, db: tdb } = env()
    const bought = await realNameOrder(env(), alice)
    const [t1, t2] = bought.tickets
    assert.ok(t1 && t2)
    const ov = await overview(app, alice, bought.orderId, 'en')
    assert.equal(ov.data?.realNameEntry, true)
    assert.deepEqual(ov.data?.tickets.map((t) => [t.block, t.holder]), [['', null], ['', null]])

    const idNo = idCard()
    const named = await bind(app, alice, t1.ticketId, { identity: { name: '张三', idType: 'ID_CARD', idNo } }, 'en')
    assert.equal(named.statusCode, 200, named.comments)
    assert.equal(named.data?.holder?.name, '张三')
    assert.equal(named.data?.holder?.idNoMasked, `${idNo.slice(0, 3)}${'*'.repeat(11)}${idNo.slice(-4)}`)
    assert.equal(named.data?.block, 'NAMED')
    const [row] = await tdb.handle.db.select().from(orderAudiences).where(and(eq(orderAudiences.userId, alice.userId), eq(orderAudiences.idNo, idNo)))
    assert.ok(row, 'the new identity is one of the buyer\'s attendees now')

    // Once: the same ticket cannot be named again, and the same person cannot hold the other ticket.
    const other = await attendee(app, alice, '李四')
    assert.equal((await bind(app, alice, t1.ticketId, { audienceId: other }, 'zh')).errorCode, 'REAL_NAME_NAMED')
    const taken = await bind(app, alice, t2.ticketId, { audienceId: row.audienceId }, 'zh-MO')
    assert.equal(taken.errorCode, 'REAL_NAME_TAKEN')
    assert.ok(taken.comments?.includes('另一張票'), taken.comments)
    const second = await bind(app, alice, t2.ticketId, { audienceId: other })
    assert.equal(second.statusCode, 200, second.comments)
    const rows = await ticketRows(tdb.handle.db, bought.orderId)
    assert.deepEqual(rows.map((t) => t.holderName), ['张三', '李四'])
    assert.deepEqual((await overview(app, alice, bought.orderId)).data?.tickets.map((t) => t.block), ['NAMED', 'NAMED'])
  })

  it('the door admits a named ticket only: an unnamed one is refused, localised, and stays valid', async () => {
    const { app, db: tdb } = env()
    const bought = await realNameOrder(env(), alice)
    const [unnamed, named] = bought.tickets
    assert.ok(unnamed && named)
    assert.equal((await bind(app, alice, named.ticketId, { audienceId: await attendee(app, alice, '郑九') })).statusCode, 200)

    const refused = await scan(app, await codeOf(app, alice, unnamed.ticketId), { merchant: alice.merchant, lang: 'en' })
    assert.equal(refused.data?.outcome, 'UNNAMED')
    assert.match(refused.data?.message ?? '', /no named attendee/)
    const zh = await scan(app, await codeOf(app, alice, unnamed.ticketId), { merchant: alice.merchant, lang: 'zh-MO' })
    assert.match(zh.data?.message ?? '', /尚未實名/)
    const states = async () => Object.fromEntries((await ticketRows(tdb.handle.db, bought.orderId)).map((t) => [t.ticketId, t.state]))
    assert.deepEqual(await states(), { [unnamed.ticketId]: 'VALID', [named.ticketId]: 'VALID' })

    assert.equal((await scan(app, await codeOf(app, alice, named.ticketId), { merchant: alice.merchant })).data?.outcome, 'ADMITTED')
    // Named at last, the refused ticket gets in too.
    assert.equal((await bind(app, alice, unnamed.ticketId, { audienceId: await attendee(app, alice, '冯十') })).statusCode, 200)
    assert.equal((await scan(app, await codeOf(app, alice, unnamed.ticketId), { merchant: alice.merchant })).data?.outcome, 'ADMITTED')
    assert.deepEqual(await states(), { [unnamed.ticketId]: 'ADMITTED', [named.ticketId]: 'ADMITTED' })
  })

  it('bad input gets a localised refusal and changes nothing; another buyer\'s things answer not found', async () => {
    const { app, db: tdb } = env()
    const db = tdb.handle.db
    const bought = await realNameOrder(env(), alice)
    const t = bought.tickets[0]
    assert.ok(t)
    const countAttendees = async () => (await db.select().from(orderAudiences).where(eq(orderAudiences.userId, alice.userId))).length
    const before = await countAttendees()
    const good = idCard()
    const bad = good.slice(0, 17) + (good[17] === '0' ? '1' : '0')
    const wrongCheck = await bind(app, alice, t.ticketId, { identity: { name: '王五', idType: 'ID_CARD', idNo: bad } }, 'en')
    assert.equal(wrongCheck.errorCode, 'REAL_NAME_BAD_REQUEST')
    assert.match(wrongCheck.comments ?? '', /ID number/)
    const zh = await bind(app, alice, t.ticketId, { identity: { name: '王五', idType: 'ID_CARD', idNo: bad } }, 'zh')
    assert.match(zh.comments ?? '', /证件号码/)
    const badName = await bind(app, alice, t.ticketId, { identity: { name: '😀', idType: 'PASSPORT', idNo: 'E1234567' } }, 'en')
    assert.equal(badName.errorCode, 'REAL_NAME_BAD_REQUEST')
    const empty = await bind(app, alice, t.ticketId, {})
    assert.notEqual(empty.statusCode, 200)

    const bobsAttendee = await attendee(app, bob, '赵六')
    assert.equal((await bind(app, alice, t.ticketId, { audienceId: bobsAttendee })).errorCode, 'REAL_NAME_NOT_FOUND')
    const bobs = await realNameOrder(env(), bob)
    assert.equal((await overview(app, alice, bobs.orderId)).errorCode, 'REAL_NAME_NOT_FOUND')
    const mine = await attendee(app, alice, '孙七')
    assert.equal((await bind(app, alice, bobs.tickets[0]?.ticketId ?? '', { audienceId: mine })).errorCode, 'REAL_NAME_NOT_FOUND')

    const plain = await realNameOrder(env(), alice, false)
    const notTaken = await bind(app, alice, plain.tickets[0]?.ticketId ?? '', { audienceId: mine }, 'en')
    assert.equal(notTaken.errorCode, 'REAL_NAME_NOT_ALLOWED')
    assert.match(notTaken.comments ?? '', /does not take real names/)

    assert.equal(await countAttendees(), before + 1, 'only the attendee added on purpose')
    for (const order of [bought, bobs, plain]) assert.ok((await ticketRows(db, order.orderId)).every((r) => r.holderName === null), 'no ticket was named')
  })
})

await describeRefunds(
  'real-name entry races',
  (env) => {
    let alice: Buyer

    it('logs a buyer in', async () => {
      alice = await loginBuyer(() => ({ ...env(), mail: undefined as never }))
    })

    it('one person onto two tickets of a session at once, five times: exactly one is named', async () => {
      const { app, db: tdb } = env()
      for (let trial = 0; trial < 5; trial++) {
        const bought = await realNameOrder(env(), alice)
        const person = await attendee(app, alice, '周八')
        const results = await Promise.all(bought.tickets.map((t) => bind(app, alice, t.ticketId, { audienceId: person })))
        assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.errorCode)))
        assert.deepEqual(results.filter((r) => r.statusCode !== 200).map((r) => r.errorCode), ['REAL_NAME_TAKEN'])
        assert.equal((await ticketRows(tdb.handle.db, bought.orderId)).filter((r) => r.holderName !== null).length, 1)
      }
    })

    it('five people onto one ticket at once: exactly one is named, the others are told it is named', async () => {
      const { app, db: tdb } = env()
      const bought = await realNameOrder(env(), alice)
      const t = bought.tickets[0]
      assert.ok(t)
      const people = await Promise.all(['甲', '乙', '丙', '丁', '戊'].map((n) => attendee(app, alice, `吴${n}`)))
      const results = await Promise.all(people.map((p) => bind(app, alice, t.ticketId, { audienceId: p })))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.errorCode)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.errorCode === 'REAL_NAME_NAMED'))
      const [row] = (await ticketRows(tdb.handle.db, bought.orderId)).filter((r) => r.ticketId === t.ticketId)
      assert.equal(row?.holderName, results.find((r) => r.statusCode === 200)?.data?.holder?.name)
    })
  },
  { postgresOnly: true },
)
