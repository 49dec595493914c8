/**
 * E-tickets on every database: issuing on payment (one per unit, attendees bound, exactly once), the
 * buyer's ticket holder (list, detail, access), signed codes checked offline with the public key,
 * regeneration revoking old codes, and venue check-in admitting exactly once.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { TICKET_STATUS, type CheckInResponse, type TicketCode, type TicketPublicKey } from '../../types/tickets.js'
import type { Db } from '../src/db/client.js'
import { orderSeats, seatSections, seats, ticketCheckIns, tickets } from '../src/db/schema.js'
import { decodeCode, privateKeyFromPem, signCode, verifyCode } from '../src/modules/tickets/code.js'
import { issueTicketsForOrder, revokeTicketsForOrder, ticketFormOf } from '../src/modules/tickets/issue.js'
import { newKeyRow } from '../src/modules/tickets/keys.js'
import { MACAU, MAINLAND, as, call, loginBuyer, makeTier, type Buyer, type Tier } from './orders-helpers.js'
import { buyTickets, createOrder, describeTickets, detailOf, holderOf, markPaid, payAndIssue, scan, setSessionStart, ticketsOf, type TicketsEnv } from './tickets-helpers.js'

const DAY = 86_400_000

await describeTickets('tickets', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = (): Db => env().db.handle.db

  /** A tier of its own whose session starts a week from the tickets clock. */
  async function freshTier(e: TicketsEnv, merchantId: string = MACAU): Promise<Tier> {
    const tier = await makeTier(e.db.handle.db, { capacity: 50, merchantId, maxPerOrder: 6, maxPerBuyer: 50 })
    await setSessionStart(e.db.handle.db, tier, new Date(e.ticketClock.now + 7 * DAY))
    return tier
  }

  async function codeOf(buyer: Buyer, ticketId: string): Promise<TicketCode> {
    const res = await detailOf(env().app, buyer, ticketId)
    assert.equal(res.statusCode, 200, res.comments)
    const code = res.data?.code
    assert.ok(code, 'an e-ticket has a code')
    return code
  }

  const checkIns = async (ticketId: string) => (await db().select().from(ticketCheckIns).where(eq(ticketCheckIns.ticketId, ticketId))).length
  const ticketRow = async (ticketId: string) => (await db().select().from(tickets).where(eq(tickets.ticketId, ticketId)))[0]

  it('logs two buyers in', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
  })

  it('issues one ticket per unit, bound to the attendees in order, exactly once', async () => {
    const e = env()
    const tier = await freshTier(e)
    const api = as(e.app, alice)
    const ids: string[] = []
    for (const [name, idNo] of [['Ana', 'E1234567'], ['Ben', 'E7654321'], ['Cai', 'K9876543']] as const) {
      const res = await api.post('/buyer/v1/user_audiences', { name, idType: 'PASSPORT', idNo })
      assert.equal(res.statusCode, 200, res.comments)
      ids.push((res.data as { audienceId: string }).audienceId)
    }
    const orderId = await createOrder(e.app, alice, tier, 3, { audienceIds: ids })
    const now = new Date(e.ticketClock.now)
    // Not paid yet: issuing is a caller bug and throws (rolling the caller's transaction back).
    await assert.rejects(issueTicketsForOrder(db(), orderId, now), /not paid/)
    assert.equal((await ticketsOf(db(), orderId)).length, 0)

    assert.equal(await payAndIssue(db(), orderId, now), 3)
    // Again, and several at once: nothing more.
    assert.equal(await issueTicketsForOrder(db(), orderId, now), 0)
    const again = await Promise.all(Array.from({ length: 5 }, () => db().transaction((tx) => issueTicketsForOrder(tx as unknown as Db, orderId, now))))
    assert.deepEqual(again, [0, 0, 0, 0, 0])

    const rows = await ticketsOf(db(), orderId)
    assert.equal(rows.length, 3)
    assert.deepEqual(rows.map((r) => r.unitNo), [0, 1, 2])
    assert.equal(new Set(rows.map((r) => r.lineNo)).size, 1)
    assert.deepEqual(rows.map((r) => r.audienceId), ids)
    for (const r of rows) {
      assert.equal(r.userId, alice.userId)
      assert.equal(r.sessionId, tier.sessionId)
      assert.equal(r.seatPlanId, tier.seatPlanId)
      assert.equal(r.priceCents, tier.priceCents)
      assert.equal(r.state, 'VALID')
      assert.equal(r.ticketForm, 'E_TICKET')
      assert.equal(r.codeVersion, 1)
    }
    assert.equal(new Set(rows.map((r) => r.ticketId)).size, 3)

    const detail = await detailOf(e.app, alice, rows[1]!.ticketId, 'en-US')
    assert.deepEqual(detail.data?.ticket.audience, { name: 'Ben', idType: 'PASSPORT', idNoMasked: 'E76*4321' })
    assert.ok(detail.data?.entryInstructions.some((l) => l.includes('Real-name entry') && l.includes('passport')), JSON.stringify(detail.data?.entryInstructions))
  })

  it('issues one set when five payment transactions issue the same paid order at once', async () => {
    const e = env()
    const tier = await freshTier(e)
    const orderId = await createOrder(e.app, alice, tier, 4)
    const now = new Date(e.ticketClock.now)
    await markPaid(db(), orderId, now)
    // Each call in its own transaction, as five duplicate payment notifications would run.
    const created = await Promise.all(Array.from({ length: 5 }, () => db().transaction((tx) => issueTicketsForOrder(tx as unknown as Db, orderId, now))))
    assert.equal(created.reduce((a, b) => a + b, 0), 4, `created per call: ${created.join(',')}`)
    const rows = await ticketsOf(db(), orderId)
    assert.deepEqual(rows.map((r) => r.unitNo), [0, 1, 2, 3])
  })

  it('issues one ticket per seat for a seat-picking order, with the seat in the code and a localised label', async () => {
    const e = env()
    const tier = await freshTier(e)
    const orderId = await createOrder(e.app, alice, tier, 2)
    // The seats the seating module recorded for this order (written directly: only the rows matter here).
    const sectionId = `${tier.sessionId}-A`
    await db().insert(seatSections).values({ merchantId: MACAU, sectionId, sessionId: tier.sessionId, name: { 'zh-CN': 'A区', 'zh-MO': 'A區', 'en-US': 'Zone A' }, labelX: 0, labelY: 0, position: 0 })
    const seatRows = [
      ['S-12', '3', '12'],
      ['S-11', '3', '11'],
    ].map(([id, row, no]) => ({ merchantId: MACAU, seatId: `${tier.sessionId}-${id}`, sessionId: tier.sessionId, showId: tier.showId, sectionId, rowLabel: row!, seatNo: no!, x: 0, y: 0, seatPlanId: tier.seatPlanId, state: 'SOLD' as const, orderId }))
    await db().insert(seats).values(seatRows)
    await db().insert(orderSeats).values(seatRows.map((s) => ({ orderId, seatId: s.seatId, merchantId: MACAU, sessionId: tier.sessionId, seatPlanId: tier.seatPlanId })))

    assert.equal(await payAndIssue(db(), orderId, new Date(e.ticketClock.now)), 2)
    const rows = await ticketsOf(db(), orderId)
    assert.deepEqual(rows.map((r) => [r.seatId, r.seatInfo]), [[`${tier.sessionId}-S-11`, '3-11'], [`${tier.sessionId}-S-12`, '3-12']])
    const en = await detailOf(e.app, alice, rows[0]!.ticketId, 'en-US')
    assert.equal(en.data?.ticket.seatInfo, 'Zone A row 3 seat 11')
    assert.equal((await detailOf(e.app, alice, rows[1]!.ticketId, 'zh-MO')).data?.ticket.seatInfo, 'A區3排12座')
    assert.equal(decodeCode(en.data?.code?.code ?? '')?.seat, '3-11')
  })

  it('maps the delivery method to the ticket form; venue pickup gets one pickup code per order', async () => {
    assert.deepEqual(['E_TICKET', 'VENUE_PICKUP', 'EXPRESS'].map(ticketFormOf), ['E_TICKET', 'PICKUP', 'PAPER'])
    const e = env()
    const tier = await freshTier(e)
    const { tickets: rows } = await buyTickets(e, alice, tier, 2, { deliverMethod: 'VENUE_PICKUP' })
    const [a, b] = await Promise.all(rows.map((r) => detailOf(e.app, alice, r.ticketId, 'zh-CN')))
    assert.equal(a?.data?.ticket.ticketForm, 'PICKUP')
    assert.match(a?.data?.pickupCode ?? '', /^\d{8}$/)
    assert.equal(b?.data?.pickupCode, a?.data?.pickupCode)
    assert.ok(a?.data?.entryInstructions.some((l) => l.includes('取票码')))
    // An e-ticket has no pickup code.
    const { tickets: eRows } = await buyTickets(e, alice, tier, 1)
    assert.equal((await detailOf(e.app, alice, eRows[0]!.ticketId)).data?.pickupCode, '')
  })

  it('lists current tickets grouped by show and session, with localised names and titles', async () => {
    const e = env()
    const carol = await loginBuyer(env)
    const t1 = await freshTier(e)
    const t2 = await freshTier(e)
    await setSessionStart(db(), t2, new Date(e.ticketClock.now + 2 * DAY)) // sooner: listed first
    await buyTickets(e, carol, t1, 2)
    await buyTickets(e, carol, t2, 1)
    await buyTickets(e, carol, t1, 1)

    const page = await holderOf(e.app, carol, '?scope=current', 'en-US')
    assert.equal(page.total, 4)
    assert.deepEqual(page.groups.map((g) => [g.sessionId, g.tickets.length]), [[t2.sessionId, 1], [t1.sessionId, 3]])
    const g = page.groups[1]!
    assert.equal(g.sessionName, 'Session 1')
    assert.ok(g.showName && g.venueName, 'names from the catalog')
    assert.match(g.showTimeDesc, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    assert.match(g.posterUrl, /\/pub\/poster\//)
    assert.equal(g.tickets[0]?.seatPlanName, 'Floor')
    assert.equal(g.tickets[0]?.stateTitle, 'Valid')
    assert.ok(g.tickets[0]?.cityName)
    for (const [lang, title, plan] of [['zh-CN', '待入场', '内场'], ['zh-MO', '待入場', '內場']] as const) {
      const p = await holderOf(e.app, carol, '', lang)
      assert.equal(p.groups[0]?.tickets[0]?.stateTitle, title)
      assert.equal(p.groups[0]?.tickets[0]?.seatPlanName, plan)
    }

    // Paging cuts by tickets; the halves together are the whole list.
    const first = await holderOf(e.app, carol, '?scope=current&offset=0&length=2')
    const second = await holderOf(e.app, carol, '?scope=current&offset=2&length=2')
    const flat = (p: typeof first) => p.groups.flatMap((x) => x.tickets.map((t) => t.ticketId))
    assert.deepEqual([...flat(first), ...flat(second)], flat(page))
    assert.equal((await holderOf(e.app, carol, '?scope=history')).total, 0)
  })

  it('moves tickets to history once admitted, refunded or their session has ended', async () => {
    const e = env()
    const dave = await loginBuyer(env)
    const tier = await freshTier(e)
    const ended = await freshTier(e)
    const { tickets: [admit] } = await buyTickets(e, dave, tier, 1)
    const { orderId: refundOrder } = await buyTickets(e, dave, tier, 1)
    await buyTickets(e, dave, tier, 1)
    await buyTickets(e, dave, ended, 1)
    await setSessionStart(db(), ended, new Date(e.ticketClock.now - DAY)) // long over (show lasts hours)

    assert.equal((await scan(e.app, (await codeOf(dave, admit!.ticketId)).code)).data?.outcome, 'ADMITTED')
    assert.equal(await db().transaction((tx) => revokeTicketsForOrder(tx as unknown as Db, refundOrder, new Date(e.ticketClock.now))), 1)

    const current = await holderOf(e.app, dave, '?scope=current')
    const history = await holderOf(e.app, dave, '?scope=history', 'en-US')
    assert.equal(current.total, 1)
    assert.equal(history.total, 3)
    const states = history.groups.flatMap((g) => g.tickets.map((t) => `${t.state}:${t.stateTitle}`)).sort()
    assert.deepEqual(states, ['ADMITTED:Admitted', 'REFUNDED:Refunded', 'VALID:Valid'])
  })

  it('serves the merchant public key; a ticket code verifies offline with it alone', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const pk = await call(e.app, 'GET', '/pub/v1/tickets/public_key', undefined, { merchant: MACAU })
    assert.equal(pk.statusCode, 200, pk.comments)
    const key = pk.data as TicketPublicKey
    assert.deepEqual(Object.keys(key).sort(), ['alg', 'keyId', 'merchantId', 'publicKey'])
    assert.equal(key.alg, 'Ed25519')
    assert.equal(key.merchantId, MACAU)
    assert.equal(Buffer.from(key.publicKey, 'base64url').length, 32)
    assert.doesNotMatch(JSON.stringify(pk), /PRIVATE/)

    const code = await codeOf(alice, t!.ticketId)
    assert.equal(code.keyId, key.keyId)
    assert.equal(code.version, 1)
    const verified = verifyCode(code.code, key.publicKey)
    assert.ok(verified.ok)
    assert.equal(verified.claims.ticketId, t!.ticketId)
    assert.equal(verified.claims.sessionId, tier.sessionId)
    assert.equal(verified.claims.seat, tier.seatPlanId)
    assert.equal(verified.claims.validUntil, code.validUntil)
    assert.ok(code.validFrom <= e.ticketClock.now && code.validUntil > e.ticketClock.now + 7 * DAY)
    // Stable across reads until regenerated.
    assert.equal((await codeOf(alice, t!.ticketId)).code, code.code)

    // Another merchant has another key; MACAU's code does not verify with it.
    const other = (await call(e.app, 'GET', '/pub/v1/tickets/public_key', undefined, { merchant: MAINLAND })).data as TicketPublicKey
    assert.notEqual(other.publicKey, key.publicKey)
    assert.equal(verifyCode(code.code, other.publicKey).ok, false)
    // No or unknown merchant.
    assert.equal((await call(e.app, 'GET', '/pub/v1/tickets/public_key', undefined, { merchant: null })).statusCode, 400)
    assert.equal((await call(e.app, 'GET', '/pub/v1/tickets/public_key', undefined, { merchant: '99999' })).statusCode, 404)
  })

  it('another buyer can neither see nor regenerate a ticket: the same not-found as a missing one', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const theirs = await detailOf(e.app, bob, t!.ticketId, 'en-US')
    const missing = await detailOf(e.app, bob, 'ffffffffffffffffffff', 'en-US')
    assert.equal(theirs.statusCode, TICKET_STATUS.NOT_FOUND)
    assert.deepEqual({ ...theirs, traceId: undefined }, { ...missing, traceId: undefined })
    assert.equal(theirs.comments, 'Ticket not found')
    assert.equal(theirs.data, null)
    const regen = await as(e.app, bob).post(`/buyer/v1/tickets/${t!.ticketId}/code`, {})
    assert.equal(regen.statusCode, TICKET_STATUS.NOT_FOUND)
    assert.equal((await ticketRow(t!.ticketId))?.codeVersion, 1)
    const bobs = await holderOf(e.app, bob, '?scope=current')
    assert.ok(!bobs.groups.some((g) => g.tickets.some((x) => x.ticketId === t!.ticketId)))
    // Not logged in at all.
    assert.equal((await call(e.app, 'GET', `/buyer/v1/tickets/${t!.ticketId}`)).statusCode, 15012007)
  })

  it('admits a ticket once; a repeated scan says ALREADY_ADMITTED with the first time; every scan is logged', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const { code } = await codeOf(alice, t!.ticketId)
    const first = await scan(e.app, code, { sessionId: tier.sessionId, lang: 'en-US' })
    assert.equal(first.statusCode, 200, first.comments)
    assert.deepEqual(first.data, { outcome: 'ADMITTED', message: 'Valid ticket, admitted', ticketId: t!.ticketId, admittedAt: e.ticketClock.now })
    const row = await ticketRow(t!.ticketId)
    assert.equal(row?.state, 'ADMITTED')
    assert.equal(row?.admittedAt?.getTime(), e.ticketClock.now)

    e.ticketClock.advance(90)
    const second = await scan(e.app, code, { lang: 'en-US' })
    assert.equal(second.statusCode, TICKET_STATUS.CHECK_IN_REFUSED)
    assert.equal(second.errorCode, 'TICKET_ALREADY_ADMITTED')
    assert.equal(second.data?.outcome, 'ALREADY_ADMITTED')
    assert.equal(second.data?.admittedAt, e.ticketClock.now - 90_000)
    assert.match(second.comments, /^This ticket was already admitted at \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    assert.equal(second.data?.message, second.comments)
    assert.equal((await ticketRow(t!.ticketId))?.admittedAt?.getTime(), e.ticketClock.now - 90_000)
    assert.equal(await checkIns(t!.ticketId), 2)
    // The holder shows the admission.
    const d = await detailOf(e.app, alice, t!.ticketId)
    assert.equal(d.data?.ticket.state, 'ADMITTED')
    assert.equal(d.data?.ticket.admittedAt, e.ticketClock.now - 90_000)
  })

  it('admits exactly once under concurrent scans of the same code', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const { code } = await codeOf(alice, t!.ticketId)
    const results = await Promise.all([scan(e.app, code), scan(e.app, code), scan(e.app, code)])
    const outcomes = results.map((r) => r.data?.outcome).sort()
    assert.deepEqual(outcomes, ['ADMITTED', 'ALREADY_ADMITTED', 'ALREADY_ADMITTED'])
    const admittedAt = results.find((r) => r.data?.outcome === 'ADMITTED')?.data?.admittedAt
    for (const r of results) assert.equal(r.data?.admittedAt, admittedAt)
    assert.equal(await checkIns(t!.ticketId), 3)
  })

  it('regenerating raises the version: the old code is REVOKED at check-in, the new one admits', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const old = await codeOf(alice, t!.ticketId)
    const res = await as(e.app, alice).post(`/buyer/v1/tickets/${t!.ticketId}/code`, {})
    assert.equal(res.statusCode, 200, res.comments)
    const renewed = res.data as TicketCode
    assert.equal(renewed.version, 2)
    assert.notEqual(renewed.code, old.code)
    assert.equal((await codeOf(alice, t!.ticketId)).code, renewed.code, 'the detail shows the new code')
    // The old code still carries a genuine signature: only the version check refuses it.
    const pk = (await call(e.app, 'GET', '/pub/v1/tickets/public_key')).data as TicketPublicKey
    assert.equal(verifyCode(old.code, pk.publicKey).ok, true)

    const revoked = await scan(e.app, old.code, { lang: 'zh-CN' })
    assert.equal(revoked.statusCode, TICKET_STATUS.CHECK_IN_REFUSED)
    assert.equal(revoked.data?.outcome, 'REVOKED')
    assert.equal(revoked.comments, '入场码已失效（已刷新），请出示最新入场码')
    assert.equal((await ticketRow(t!.ticketId))?.state, 'VALID', 'a refusal changes nothing')
    assert.equal((await scan(e.app, renewed.code)).data?.outcome, 'ADMITTED')
    // Once admitted the old code is still REVOKED (not a hint that the ticket was used).
    assert.equal((await scan(e.app, old.code)).data?.outcome, 'REVOKED')
    // An admitted ticket can no longer be regenerated (owner gets a clear reason).
    const late = await as(e.app, alice).post(`/buyer/v1/tickets/${t!.ticketId}/code`, {}, { lang: 'en-US' })
    assert.equal(late.statusCode, 400)
    assert.match(late.comments, /can no longer be used/)
  })

  it('refuses a ticket of another session, changing nothing', async () => {
    const e = env()
    const tier = await freshTier(e)
    const other = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const { code } = await codeOf(alice, t!.ticketId)
    const res = await scan(e.app, code, { sessionId: other.sessionId, lang: 'zh-MO' })
    assert.equal(res.data?.outcome, 'WRONG_SESSION')
    assert.equal(res.comments, '非本場次門票')
    assert.equal((await ticketRow(t!.ticketId))?.state, 'VALID')
    assert.equal((await scan(e.app, code, { sessionId: tier.sessionId })).data?.outcome, 'ADMITTED')
  })

  it('refuses a refunded ticket', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { orderId, tickets: rows } = await buyTickets(e, alice, tier, 2)
    const { code } = await codeOf(alice, rows[0]!.ticketId)
    // Admit one first: a refund leaves an admitted ticket admitted.
    assert.equal((await scan(e.app, (await codeOf(alice, rows[1]!.ticketId)).code)).data?.outcome, 'ADMITTED')
    assert.equal(await db().transaction((tx) => revokeTicketsForOrder(tx as unknown as Db, orderId, new Date(e.ticketClock.now))), 1)
    assert.equal(await revokeTicketsForOrder(db(), orderId, new Date(e.ticketClock.now)), 0, 'idempotent')
    const res = await scan(e.app, code, { lang: 'en-US' })
    assert.equal(res.data?.outcome, 'REFUNDED')
    assert.equal(res.comments, 'This ticket was refunded and cannot be used')
    assert.deepEqual((await ticketsOf(db(), orderId)).map((r) => r.state), ['REFUNDED', 'ADMITTED'])
    // A refunded ticket shows no code and cannot be regenerated.
    const d = await detailOf(e.app, alice, rows[0]!.ticketId)
    assert.equal(d.data?.code, null)
    assert.equal(d.data?.ticket.state, 'REFUNDED')
  })

  it('refuses tampered codes, codes signed with another key and codes of another merchant as INVALID', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const { code } = await codeOf(alice, t!.ticketId)
    const claims = decodeCode(code)
    assert.ok(claims)

    // Payload swapped for another ticket's, signature kept.
    const { tickets: [u] } = await buyTickets(e, alice, tier, 1)
    const uCode = (await codeOf(alice, u!.ticketId)).code
    const spliced = `${uCode.split('.').slice(0, 2).join('.')}.${code.split('.')[2]}`
    // Same claims and key id, signed by a forger's key.
    const forged = signCode(claims, privateKeyFromPem(newKeyRow(MACAU, new Date()).privateKeyPem))
    const mangled = code.slice(0, -3) + (code.endsWith('AAA') ? 'BBB' : 'AAA')
    for (const bad of [spliced, forged, mangled, 'hello', `${code}x`]) {
      const res = await scan(e.app, bad, { lang: 'en-US' })
      assert.equal(res.statusCode, TICKET_STATUS.CHECK_IN_REFUSED, bad)
      assert.equal(res.data?.outcome, 'INVALID', bad)
      assert.equal(res.comments, 'Invalid ticket code')
    }
    assert.equal((await ticketRow(t!.ticketId))?.state, 'VALID')
    assert.equal((await ticketRow(u!.ticketId))?.state, 'VALID')

    // A genuine code of MAINLAND scanned at a MACAU gate, and vice versa.
    const mTier = await freshTier(e, MAINLAND)
    const mBuyer = await loginBuyer(env, MAINLAND)
    const { tickets: [m] } = await buyTickets(e, mBuyer, mTier, 1)
    const mCode = (await codeOf(mBuyer, m!.ticketId)).code
    assert.equal((await scan(e.app, mCode, { merchant: MACAU })).data?.outcome, 'INVALID')
    assert.equal((await scan(e.app, code, { merchant: MAINLAND })).data?.outcome, 'INVALID')
    assert.equal((await scan(e.app, mCode, { merchant: MAINLAND })).data?.outcome, 'ADMITTED')
  })

  it('answers staff without a valid token with STAFF_UNAUTHORIZED and logs nothing', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const { code } = await codeOf(alice, t!.ticketId)
    for (const token of [null, 'not-a-staff-token']) {
      const res = await scan(e.app, code, { token, lang: 'zh-CN' })
      assert.equal(res.statusCode, TICKET_STATUS.STAFF_UNAUTHORIZED)
      assert.equal(res.comments, '检票员凭证无效')
      assert.equal(res.data, null)
    }
    // A buyer's access token is not a staff token.
    const res = await e.app.inject({ method: 'POST', url: '/api/staff/v1/check_in', headers: { 'access-token': alice.token, 'merchant-id': MACAU }, payload: { code } })
    assert.equal(JSON.parse(res.body).statusCode, TICKET_STATUS.STAFF_UNAUTHORIZED)
    assert.equal(await checkIns(t!.ticketId), 0)
    assert.equal((await ticketRow(t!.ticketId))?.state, 'VALID')
  })

  it('refuses a code before its validity window and after it (a day after the session starts)', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { tickets: [t] } = await buyTickets(e, alice, tier, 1)
    const code = await codeOf(alice, t!.ticketId)
    const start = e.ticketClock.now
    e.ticketClock.now = code.validFrom - 60_000
    const early = await scan(e.app, code.code, { lang: 'en-US' })
    assert.equal(early.data?.outcome, 'NOT_YET_VALID')
    assert.equal(early.comments, 'This code is not valid yet')
    e.ticketClock.now = code.validUntil + 1000
    const late = await scan(e.app, code.code, { lang: 'zh-MO' })
    assert.equal(late.data?.outcome, 'EXPIRED')
    assert.equal(late.comments, '門票已過期')
    assert.equal((await ticketRow(t!.ticketId))?.state, 'VALID')
    e.ticketClock.now = start
  })

  it('words every check-in outcome in the three languages', async () => {
    const { checkInMessage } = await import('../src/modules/tickets/messages.js')
    const outcomes: CheckInResponse['outcome'][] = ['ADMITTED', 'ALREADY_ADMITTED', 'REVOKED', 'INVALID', 'WRONG_SESSION', 'NOT_YET_VALID', 'EXPIRED', 'REFUNDED', 'UNNAMED']
    for (const o of outcomes) {
      const texts = (['zh-CN', 'zh-MO', 'en-US'] as const).map((l) => checkInMessage(l, o, { time: '2030-01-01 20:00' }))
      assert.equal(new Set(texts).size >= 2, true, `${o}: ${texts.join(' / ')}`)
      assert.ok(texts.every((x) => x && !x.includes('{')), o)
      assert.match(texts[2]!, /^[\x20-\x7e]+$/, `${o} en-US is English`)
    }
  })

  it('has one ticket per unit, and the database refuses a second ticket for the same unit', async () => {
    const e = env()
    const tier = await freshTier(e)
    const { orderId } = await buyTickets(e, alice, tier, 4)
    const rows = await db().select().from(tickets).where(eq(tickets.orderId, orderId))
    assert.deepEqual(rows.map((r) => r.unitNo).sort(), [0, 1, 2, 3])
    await assert.rejects(
      db().insert(tickets).values({ ...rows[0]!, ticketId: 'dupdupdupdupdupdup00' }),
      (err: unknown) => /tickets_unit_uq|duplicate/i.test(String((err as { cause?: unknown }).cause ?? err)),
    )
  })
})
