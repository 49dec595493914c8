/**
 * Ticket transfers end to end through the API on PGlite and PostgreSQL: buyer A sends a paid ticket to
 * B's phone, B (logged in with that phone) accepts it; A's code stops verifying online and offline, B's
 * new code verifies; refusals in the spec's wording change nothing; a transfer somebody else's answers
 * not-found; cancel, expiry (the queue job's body) and every finished state answer accept with §8's words.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ticketRevocations, tickets, ticketTransfers } from '../src/db/schema.js'
import { transferExpiryJob } from '../src/modules/transfers/index.js'
import { makeTier } from './orders-helpers.js'
import { as, buyPaid, describeRefunds, overviewOf, requestRefund, startsIn } from './refunds-helpers.js'
import { scan } from './tickets-helpers.js'
import { acceptTransfer, cancelTransfer, codeOf, loginWithPhone, offlineCheck, sendTicket, ticketDetail, transferDetail, transfersOf, type PhoneBuyer } from './transfers-helpers.js'

await describeRefunds('transfers', (env) => {
  let alice: PhoneBuyer
  let bob: PhoneBuyer
  let carol: PhoneBuyer

  it('logs three buyers in', async () => {
    alice = await loginWithPhone(env)
    bob = await loginWithPhone(env)
    carol = await loginWithPhone(env)
  })

  async function paidTicket(hoursToStart = 24 * 10) {
    const { db, clock } = env()
    const tier = await makeTier(db.handle.db, { capacity: 10 })
    await startsIn(db.handle.db, tier, clock, hoursToStart)
    const bought = await buyPaid(env(), alice, tier, 2)
    const [first, second] = bought.tickets
    assert.ok(first && second)
    return { ...bought, first, second, tier }
  }

  it('A sends a ticket to B, B accepts: owner changes, A\'s code is revoked online and offline, B\'s new code verifies', async () => {
    const { app, db, clock } = env()
    const { first, second, orderId } = await paidTicket()
    const oldCode = await codeOf(app, alice, first.ticketId)
    assert.equal((await offlineCheck(app, oldCode, clock.now)).ok, true, 'the code verifies before the transfer')

    const sent = await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone }, 'en-US')
    assert.equal(sent.statusCode, 200, sent.comments)
    assert.equal(sent.data?.state, 'IN_TRANSFER')
    assert.equal(sent.data?.stateTitle, 'In transfer')
    assert.equal(sent.data?.transfereePhone, bob.phone)
    assert.equal(sent.data?.identityLimitTime, clock.now + 24 * 3600_000, 'B has 24 hours to accept')
    assert.equal(sent.data?.transfersLeftMessage, '2 transfers left')
    const transferId = sent.data?.transferId as string

    // B sees it waiting; C (another phone) does not see it at all.
    const bobs = await transfersOf(app, bob, 'zh-CN')
    assert.deepEqual(bobs.received.map((t) => [t.transferId, t.stateTitle, t.transfereePhone]), [[transferId, '待接收', '']])
    // B learns who sent it, masked; A's own view names nobody.
    assert.equal(bobs.received[0]?.senderPhoneMasked, `+86 ${alice.phone.slice(0, 3)}****${alice.phone.slice(-4)}`)
    assert.equal(sent.data?.senderPhoneMasked, '')
    assert.deepEqual(await transfersOf(app, carol), { sent: [], received: [] })
    assert.equal((await transferDetail(app, carol, transferId)).statusCode, 404)
    assert.equal((await acceptTransfer(app, carol, transferId, 'en-US')).comments, 'Transfer not found')

    const accepted = await acceptTransfer(app, bob, transferId, 'zh-MO')
    assert.equal(accepted.statusCode, 200, accepted.comments)
    assert.equal(accepted.data?.state, 'ACCEPTED')
    assert.equal(accepted.data?.stateTitle, '已接收')
    assert.equal(accepted.data?.transfersLeftMessage, '僅剩1次轉贈機會', "spec: 'one transfer left'")

    const [row] = await db.handle.db.select().from(tickets).where(eq(tickets.ticketId, first.ticketId))
    assert.equal(row?.userId, bob.userId)
    assert.equal(row?.codeVersion, 2)
    assert.equal(row?.state, 'VALID')
    // A no longer holds it: not found for A, shown to B with a new code.
    assert.equal((await ticketDetail(app, alice, first.ticketId)).statusCode, 404)
    const newCode = await codeOf(app, bob, first.ticketId)
    assert.notEqual(newCode, oldCode)
    assert.deepEqual(await offlineCheck(app, oldCode, clock.now), { ok: false, reason: 'REVOKED' })
    assert.equal((await offlineCheck(app, newCode, clock.now)).ok, true, "the recipient's new code verifies offline")

    // A's record says transferred; A can no longer refund it (the other ticket still can be).
    const alices = await transfersOf(app, alice, 'en-US')
    assert.deepEqual(alices.sent.map((t) => [t.transferId, t.state, t.stateTitle]), [[transferId, 'ACCEPTED', 'Transferred']])
    const overview = await overviewOf(app, alice, orderId, 'en-US')
    assert.deepEqual(overview.data?.tickets.map((t) => [t.ticketId, t.block]), [[first.ticketId, 'TRANSFERRED'], [second.ticketId, '']])
    const refused = await requestRefund(app, alice, orderId, [first.ticketId])
    assert.equal(refused.errorCode, 'REFUND_UNAVAILABLE')

    // Accepting again: the spec's "transfer already accepted".
    assert.equal((await acceptTransfer(app, bob, transferId, 'en-US')).comments, 'Transfer already accepted')
    // At the door: the old code is refused as revoked, the new one admits.
    assert.equal((await scan(app, oldCode)).data?.outcome, 'REVOKED')
    assert.equal((await scan(app, newCode)).data?.outcome, 'ADMITTED')
  })

  it('refuses bad sends in three languages and changes nothing; another buyer\'s ticket answers not-found', async () => {
    const { app, db } = env()
    const { first } = await paidTicket()
    const cases: Array<[Record<string, unknown>, string, string, string, string]> = [
      [{ policyAgreed: false, phone: bob.phone }, '请先阅读并同意转赠须知', '請先閱讀並同意轉贈須知', 'Please read and agree to the transfer policy first', 'TRANSFER_BAD_REQUEST'],
      [{ phone: '' }, '请输入受赠人手机号', '請輸入受贈人手機號碼', "Please enter the recipient's phone number", 'TRANSFER_BAD_REQUEST'],
      [{ phone: '2391234567' }, '请输入正确的手机号', '請輸入正確的手機號碼', 'Please enter a valid phone number', 'TRANSFER_BAD_REQUEST'],
      [{ phone: alice.phone }, '不能转赠给自己', '不能轉贈給自己', 'You cannot send a ticket to yourself', 'TRANSFER_BAD_REQUEST'],
    ]
    for (const [body, zhCN, zhMO, enUS, code] of cases) {
      for (const [lang, text] of [['zh-CN', zhCN], ['zh-MO', zhMO], ['en-US', enUS]] as const) {
        const res = await sendTicket(app, alice, { ticketId: first.ticketId, ...body }, lang)
        assert.equal(res.comments, text, JSON.stringify(body))
        assert.equal(res.errorCode, code)
      }
    }
    const notMine = await sendTicket(app, bob, { ticketId: first.ticketId, phone: carol.phone }, 'en-US')
    assert.equal(notMine.statusCode, 404)
    assert.equal(notMine.comments, 'Ticket not found')
    assert.equal((await db.handle.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, first.ticketId))).length, 0, 'nothing recorded')

    // One open transfer per ticket; a used ticket cannot be sent.
    assert.equal((await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone })).statusCode, 200)
    const again = await sendTicket(app, alice, { ticketId: first.ticketId, phone: carol.phone }, 'en-US')
    assert.equal(again.comments, 'This ticket is already being transferred')
    const { second } = await paidTicket()
    assert.equal((await scan(app, await codeOf(app, alice, second.ticketId))).data?.outcome, 'ADMITTED')
    assert.equal((await sendTicket(app, alice, { ticketId: second.ticketId, phone: bob.phone }, 'en-US')).comments, 'This ticket was used, refunded or has expired and cannot be transferred')
    const started = await paidTicket(-1)
    assert.equal((await sendTicket(app, alice, { ticketId: started.first.ticketId, phone: bob.phone }, 'zh-CN')).comments, '演出已开始，不能转赠')
  })

  it('a ticket in transfer is not refunded: the sender is told to cancel first, in three languages, and nothing changes; after cancelling it refunds', async () => {
    const { app, db } = env()
    const { first, second, orderId } = await paidTicket()
    const sent = await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone })
    assert.equal(sent.statusCode, 200, sent.comments)
    const overview = await overviewOf(app, alice, orderId, 'zh-MO')
    assert.deepEqual(overview.data?.tickets.map((t) => [t.ticketId, t.block, t.blockTitle]), [[first.ticketId, 'IN_TRANSFER', '轉贈中'], [second.ticketId, '', '']])
    for (const [lang, text] of [
      ['zh-CN', '所选的票正在转赠中，请先取消转赠再退票'],
      ['zh-MO', '所選的票正在轉贈中，請先取消轉贈再退票'],
      ['en-US', 'A chosen ticket is being transferred: cancel the transfer to refund it'],
    ] as const) {
      const refused = await requestRefund(app, alice, orderId, [first.ticketId], { lang })
      assert.equal(refused.errorCode, 'REFUND_UNAVAILABLE')
      assert.equal(refused.comments, text)
    }
    // Refunding "the whole order" leaves the ticket in transfer out and refunds the other one.
    const whole = await requestRefund(app, alice, orderId, undefined)
    assert.equal(whole.statusCode, 200, whole.comments)
    assert.deepEqual(whole.data?.ticketIds, [second.ticketId])
    const [row] = await db.handle.db.select().from(tickets).where(eq(tickets.ticketId, first.ticketId))
    assert.deepEqual([row?.userId, row?.state], [alice.userId, 'VALID'], 'the ticket in transfer is untouched')

    assert.equal((await cancelTransfer(app, alice, sent.data?.transferId as string)).statusCode, 200)
    const refunded = await requestRefund(app, alice, orderId, [first.ticketId])
    assert.equal(refunded.statusCode, 200, refunded.comments)
  })

  it('tickets that cannot be transferred: real-name (named attendee) and pickup tickets, in three languages', async () => {
    const { app, db } = env()
    const { first, second } = await paidTicket()
    // Issued as a real-name ticket / a venue-pickup ticket: the columns the issuer fills for such orders.
    await db.handle.db.update(tickets).set({ holderName: 'Ben', holderIdType: 'PASSPORT', holderIdNo: 'E7654321' }).where(eq(tickets.ticketId, first.ticketId))
    await db.handle.db.update(tickets).set({ ticketForm: 'PICKUP' }).where(eq(tickets.ticketId, second.ticketId))
    const words: Array<[string, string]> = [
      ['zh-CN', '实名制门票仅限指定观演人使用，不能转赠'],
      ['zh-MO', '實名制門票僅限指定觀演人使用，不能轉贈'],
      ['en-US', 'Real-name tickets are for their named attendee only and cannot be transferred'],
    ]
    for (const [lang, text] of words) {
      const res = await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone }, lang)
      assert.deepEqual([res.errorCode, res.comments], ['TRANSFER_NOT_TRANSFERABLE', text])
    }
    assert.equal((await sendTicket(app, alice, { ticketId: second.ticketId, phone: bob.phone }, 'en-US')).comments, 'This ticket cannot be transferred')
    const rule = (await as(app, alice).get('/buyer/v1/transfer_rule', { lang: 'en-US' })).data as { lines: string[] }
    assert.ok(rule.lines.some((l) => l.includes('within 24 hours')), rule.lines.join(' | '))
    assert.equal((await db.handle.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, first.ticketId))).length, 0)
  })

  it('the sender cancels: the recipient is told "cancelled by the transferor" and the ticket stays the sender\'s', async () => {
    const { app, db } = env()
    const { first } = await paidTicket()
    const transferId = (await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone })).data?.transferId as string
    assert.equal((await cancelTransfer(app, bob, transferId)).statusCode, 404, 'only the sender may cancel')
    const cancelled = await cancelTransfer(app, alice, transferId, 'en-US')
    assert.equal(cancelled.data?.stateTitle, 'Cancelled by you')
    const accept = await acceptTransfer(app, bob, transferId, 'en-US')
    assert.equal(accept.statusCode, 409)
    assert.equal(accept.comments, 'Cancelled by the transferor')
    assert.equal((await acceptTransfer(app, bob, transferId, 'zh-CN')).comments, '转赠人已取消转赠')
    const [row] = await db.handle.db.select().from(tickets).where(eq(tickets.ticketId, first.ticketId))
    assert.equal(row?.userId, alice.userId)
    assert.equal(row?.codeVersion, 1)
    assert.equal((await db.handle.db.select().from(ticketRevocations).where(eq(ticketRevocations.ticketId, first.ticketId))).length, 0)
    // Sent again after the cancel: a new transfer may be opened.
    assert.equal((await sendTicket(app, alice, { ticketId: first.ticketId, phone: carol.phone })).statusCode, 200)
  })

  it('expiry: the queue job ends transfers past identityLimitTime (overtime), later accepts are told the time is exceeded', async () => {
    const { app, db, clock } = env()
    const { first, second } = await paidTicket(30)
    const late = (await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone })).data
    const early = (await sendTicket(app, alice, { ticketId: second.ticketId, phone: bob.phone })).data
    assert.ok(late && early)
    const job = transferExpiryJob(db.handle.db, () => clock.now)
    await job.run({})
    assert.equal((await transferDetail(app, bob, late.transferId)).data?.state, 'IN_TRANSFER', 'not due yet: the job leaves it')

    clock.now += 24 * 3600_000 + 1000
    await job.run({})
    const swept = await transferDetail(app, alice, late.transferId, 'en-US')
    assert.equal(swept.data?.state, 'OVERTIME')
    assert.equal(swept.data?.stateTitle, 'Not accepted in time')
    const accept = await acceptTransfer(app, bob, late.transferId, 'en-US')
    assert.equal(accept.comments, 'Acceptance time exceeded')
    assert.equal((await acceptTransfer(app, bob, late.transferId, 'zh-MO')).comments, '已超過接收時間')
    const [row] = await db.handle.db.select().from(tickets).where(eq(tickets.ticketId, first.ticketId))
    assert.equal(row?.userId, alice.userId, 'the ticket stays the sender\'s')
    assert.equal(job.cron, '* * * * *')
    clock.now -= 24 * 3600_000 + 1000
  })

  it('a ticket changes hands at most twice: the last holder is told no transfers are left', async () => {
    const { app } = env()
    const { first } = await paidTicket()
    const t1 = (await sendTicket(app, alice, { ticketId: first.ticketId, phone: bob.phone })).data?.transferId as string
    assert.equal((await acceptTransfer(app, bob, t1)).statusCode, 200)
    const t2 = (await sendTicket(app, bob, { ticketId: first.ticketId, phone: carol.phone }, 'en-US')).data
    assert.equal(t2?.transfersLeftMessage, 'One transfer left')
    const done = await acceptTransfer(app, carol, t2?.transferId as string, 'en-US')
    assert.equal(done.data?.transfersLeftMessage, 'No transfers left')
    const third = await sendTicket(app, carol, { ticketId: first.ticketId, phone: alice.phone }, 'zh-CN')
    assert.equal(third.comments, '该门票的转赠次数已用完')
  })
})
