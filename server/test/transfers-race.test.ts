/**
 * Transfer races on real PostgreSQL (PGlite has one connection and cannot race):
 * - the same transfer accepted five times at once → one answer accepts, one owner, the code raised once;
 * - accept and cancel at the same moment, ten rounds → exactly one wins each round, and the ticket's
 *   owner agrees with the winner;
 * - the sender's refund and the recipient's accept at the same moment, ten rounds → exactly one wins
 *   (a ticket in transfer is refused a refund; the refund's revoke and the accept's move are both
 *   conditional on the ticket's owner and state);
 * - the sender's refund and a send of the same ticket at the same moment, ten rounds → exactly one
 *   wins: both take the order's lock, so each reads what the other committed; the control sends
 *   without the lock, lets the refund commit between its check and its write, and both win;
 * - controls on the TEST-ONLY unlocked accept (read the state, then write regardless): a second accept,
 *   or a cancel, that commits between its read and its write is overwritten — two accepts both answer
 *   "accepted" and the code is raised twice; a cancelled transfer still moves the ticket. So the tests
 *   above can fail, and what keeps them green is the conditional UPDATE ... WHERE state = 'IN_TRANSFER'.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ticketRevocations, tickets, ticketTransfers } from '../src/db/schema.js'
import { makeTier } from './orders-helpers.js'
import { buyPaid, describeRefunds, requestRefund, startsIn } from './refunds-helpers.js'
import { acceptTransfer, cancelTransfer, loginWithPhone, sendTicket, type PhoneBuyer } from './transfers-helpers.js'

await describeRefunds(
  'transfer races',
  (env) => {
    let alice: PhoneBuyer
    let bob: PhoneBuyer

    it('logs two buyers in', async () => {
      alice = await loginWithPhone(env)
      bob = await loginWithPhone(env)
    })

    /** A fresh paid ticket of A's, sent to B; its id and the transfer's. */
    async function sentTicket() {
      const { app, db, clock } = env()
      const tier = await makeTier(db.handle.db, { capacity: 10 })
      await startsIn(db.handle.db, tier, clock, 24 * 10)
      const bought = await buyPaid(env(), alice, tier, 1)
      const [ticket] = bought.tickets
      assert.ok(ticket)
      const sent = await sendTicket(app, alice, { ticketId: ticket.ticketId, phone: bob.phone })
      assert.equal(sent.statusCode, 200, sent.comments)
      return { ticketId: ticket.ticketId, transferId: sent.data?.transferId as string, orderId: bought.orderId }
    }

    async function ticketRow(ticketId: string) {
      const [row] = await env().db.handle.db.select().from(tickets).where(eq(tickets.ticketId, ticketId))
      assert.ok(row)
      return row
    }

    it('accepted five times at once: one accept, one owner, the code raised once', async () => {
      const { app, db } = env()
      const { ticketId, transferId } = await sentTicket()
      const results = await Promise.all(Array.from({ length: 5 }, () => acceptTransfer(app, bob, transferId, 'en-US')))
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, JSON.stringify(results.map((r) => r.comments)))
      assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.comments === 'Transfer already accepted'))
      const row = await ticketRow(ticketId)
      assert.equal(row.userId, bob.userId)
      assert.equal(row.codeVersion, 2, 'raised exactly once')
      assert.equal((await db.handle.db.select().from(ticketRevocations).where(eq(ticketRevocations.ticketId, ticketId))).length, 1)
    })

    it('accept and cancel at the same moment, ten rounds: exactly one wins, the owner agrees', async () => {
      const { app, db } = env()
      for (let round = 0; round < 10; round++) {
        const { ticketId, transferId } = await sentTicket()
        const [accept, cancel] = await Promise.all([acceptTransfer(app, bob, transferId), cancelTransfer(app, alice, transferId)])
        assert.equal([accept, cancel].filter((r) => r.statusCode === 200).length, 1, `round ${round}: ${accept.comments} / ${cancel.comments}`)
        const [t] = await db.handle.db.select().from(ticketTransfers).where(eq(ticketTransfers.transferId, transferId))
        const row = await ticketRow(ticketId)
        if (accept.statusCode === 200) {
          assert.equal(t?.state, 'ACCEPTED')
          assert.equal(row.userId, bob.userId)
          assert.equal(cancel.errorCode, 'TRANSFER_ACCEPTED')
        } else {
          assert.equal(t?.state, 'CANCELLED')
          assert.equal(row.userId, alice.userId)
          assert.equal(row.codeVersion, 1)
          assert.equal(accept.errorCode, 'TRANSFER_CANCELLED')
        }
      }
    })

    it('the sender refunds while the recipient accepts, ten rounds: exactly one wins, never a refunded ticket in B\'s hands', async () => {
      const { app } = env()
      for (let round = 0; round < 10; round++) {
        const { ticketId, transferId, orderId } = await sentTicket()
        const [accept, refund] = await Promise.all([acceptTransfer(app, bob, transferId, 'en-US'), requestRefund(app, alice, orderId, [ticketId])])
        assert.equal([accept, refund].filter((r) => r.statusCode === 200).length, 1, `round ${round}: ${accept.comments} / ${refund.comments}`)
        const row = await ticketRow(ticketId)
        if (accept.statusCode === 200) {
          assert.deepEqual([row.userId, row.state], [bob.userId, 'VALID'])
          assert.equal(refund.errorCode, 'REFUND_UNAVAILABLE')
        } else {
          assert.deepEqual([row.userId, row.state], [alice.userId, 'REFUNDED'])
          assert.equal(accept.comments, 'Accept transfer failed')
        }
      }
    })

    it('the sender refunds while sending the same ticket, ten rounds: exactly one wins, never a refunded ticket with an open transfer', async () => {
      const { app, db, clock } = env()
      for (let round = 0; round < 10; round++) {
        const tier = await makeTier(db.handle.db, { capacity: 10 })
        await startsIn(db.handle.db, tier, clock, 24 * 10)
        const { orderId, tickets: [ticket] } = await buyPaid(env(), alice, tier, 1)
        assert.ok(ticket)
        const [send, refund] = await Promise.all([sendTicket(app, alice, { ticketId: ticket.ticketId, phone: bob.phone }), requestRefund(app, alice, orderId, [ticket.ticketId])])
        assert.equal([send, refund].filter((r) => r.statusCode === 200).length, 1, `round ${round}: ${send.comments} / ${refund.comments}`)
        const open = await db.handle.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, ticket.ticketId))
        const row = await ticketRow(ticket.ticketId)
        if (send.statusCode === 200) assert.deepEqual([row.state, open.map((t) => t.state)], ['VALID', ['IN_TRANSFER']])
        else assert.deepEqual([row.state, open.length], ['REFUNDED', 0])
      }
    })

    it('control: a send without the order lock, with the refund committing between its check and its write — both win, a refunded ticket is in transfer', async () => {
      const { app, db, clock } = env()
      const tier = await makeTier(db.handle.db, { capacity: 10 })
      await startsIn(db.handle.db, tier, clock, 24 * 10)
      const { orderId, tickets: [ticket] } = await buyPaid(env(), alice, tier, 1)
      assert.ok(ticket)
      let refund: Awaited<ReturnType<typeof requestRefund>> | undefined
      const unlocked = await env().restart({}, { testOnlyUnlocked: true, testOnlyBetween: async () => { refund ??= await requestRefund(app, alice, orderId, [ticket.ticketId]) } })
      const send = await sendTicket(unlocked, alice, { ticketId: ticket.ticketId, phone: bob.phone })
      assert.equal(refund?.statusCode, 200, refund?.comments)
      assert.equal(send.statusCode, 200, 'the unlocked send wrote a transfer of a ticket refunded meanwhile: the race is real')
      assert.equal((await ticketRow(ticket.ticketId)).state, 'REFUNDED')
    })

    it('control: the unlocked accept lets a second accept in between its read and write — both answer accepted, the code is raised twice', async () => {
      const { app } = env()
      const { ticketId, transferId } = await sentTicket()
      let inner: Awaited<ReturnType<typeof acceptTransfer>> | undefined
      // The second accept (on the normal, locked path) commits while the unlocked one sits between read and write.
      const unlocked = await env().restart({}, { testOnlyUnlocked: true, testOnlyBetween: async () => { inner ??= await acceptTransfer(app, bob, transferId) } })
      const outer = await acceptTransfer(unlocked, bob, transferId)
      assert.equal(inner?.statusCode, 200, inner?.comments)
      assert.equal(outer.statusCode, 200, 'the unlocked path accepts a transfer that was already accepted')
      assert.equal((await ticketRow(ticketId)).codeVersion, 3, 'the code was raised twice: the race is real')
    })

    it('control: the unlocked accept overwrites a cancel that committed in between — the sender was told cancelled, the ticket moved anyway', async () => {
      const { app, db } = env()
      const { ticketId, transferId } = await sentTicket()
      let cancel: Awaited<ReturnType<typeof cancelTransfer>> | undefined
      const unlocked = await env().restart({}, { testOnlyUnlocked: true, testOnlyBetween: async () => { cancel ??= await cancelTransfer(app, alice, transferId) } })
      const accept = await acceptTransfer(unlocked, bob, transferId)
      assert.equal(cancel?.statusCode, 200, cancel?.comments)
      assert.equal(accept.statusCode, 200)
      const [t] = await db.handle.db.select().from(ticketTransfers).where(eq(ticketTransfers.transferId, transferId))
      assert.equal(t?.state, 'ACCEPTED', 'the cancel was lost')
      assert.equal((await ticketRow(ticketId)).userId, bob.userId)
    })
  },
  { postgresOnly: true },
)
