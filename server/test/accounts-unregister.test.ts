/**
 * Account unregistration: a code to the account's own phone confirms it; personal data (phone,
 * nickname, avatar, attendees, addresses, identities) is removed while the buyer's orders stay, and
 * every session of the account ends. The phone may then register a new, empty account.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { ACCOUNT_STATUS, type LoginResult, type UnregisterCodeSent } from '../../types/accounts.js'
import { STATUS } from '../../types/api.js'
import { orderAudiences, orders } from '../src/db/schema-orders.js'
import { buyerAddresses } from '../src/db/schema-addresses.js'
import { users } from '../src/db/schema-accounts.js'
import { MACAU, createApi, describeAccounts, freshPhone, uploadAvatar } from './accounts-helpers.js'
import type { TicketDetail } from '../../types/tickets.js'
import { maskIdNo } from '../src/modules/orders/id-card.js'
import { loadLookups, toBrief } from '../src/modules/tickets/present.js'
import { createTicketsRepository } from '../src/modules/tickets/repository.js'
import { as, call, createBody, freshKey, makeTier } from './orders-helpers.js'
import { payAndIssue, ticketsOf } from './tickets-helpers.js'

await describeAccounts('unregistration', (env) => {
  const api = createApi(env)

  it('needs the code sent to the account’s own phone, then removes personal data and keeps the orders', async () => {
    const db = env().db.handle.db
    const cellphone = freshPhone()
    const login = await api.phoneLogin(cellphone)
    const buyer = { token: login.accessToken, userId: login.userId, merchant: MACAU }
    const other = await api.phoneLogin(freshPhone())
    const me = as(env().app, buyer)

    const avatar = await uploadAvatar(env().app, login.accessToken)
    assert.equal((await me.put('/user/v3/profile', { nickname: 'Leaving Soon', avatar })).statusCode, 200)
    const address = await me.post('/buyer/v1/addresses', { recipient: '陳大文', phone: '66001234', countryCode: '853', area: '澳門 氹仔', detail: '望德聖母灣大馬路 88 號' })
    assert.equal(address.statusCode, 200, address.comments)
    const audience = await me.post('/buyer/v1/user_audiences', { name: '陳大文', idType: 'PASSPORT', idNo: 'E12345678' })
    assert.equal(audience.statusCode, 200, audience.comments)
    const tier = await makeTier(db, { capacity: 5 })
    const order = await me.post('/buyer/v5/create_order', createBody(tier, 1, freshKey()))
    assert.equal(order.statusCode, 200, order.comments)
    // A second device of the same account.
    env().clock.advance(61)
    const second = await api.phoneLogin(cellphone)
    env().clock.advance(61)

    const sent = await me.post('/user/v1/unregister/send_code', undefined)
    assert.equal(sent.statusCode, 200, sent.comments)
    const info = sent.data as UnregisterCodeSent
    assert.equal(info.channel, 'SMS')
    assert.equal(info.maskedTarget, `+86 ${cellphone.slice(0, 3)}****${cellphone.slice(-4)}`)
    const code = env().sms.last('86', cellphone)?.code as string
    assert.match(env().sms.last('86', cellphone)?.text ?? '', /註銷/)

    // Another buyer cannot use this code, and a wrong code changes nothing.
    const theirs = await call(env().app, 'POST', '/user/v1/unregister', { verifyCode: code }, { token: other.accessToken })
    assert.equal(theirs.statusCode, ACCOUNT_STATUS.CODE_INVALID)
    const wrong = await me.post('/user/v1/unregister', { verifyCode: String((Number(code) + 1) % 1_000_000).padStart(6, '0') })
    assert.equal(wrong.statusCode, ACCOUNT_STATUS.CODE_INVALID)
    assert.equal((await me.get('/user/v3/profile')).statusCode, 200)

    const done = await me.post('/user/v1/unregister', { verifyCode: code }, { lang: 'en' })
    assert.equal(done.statusCode, 200, done.comments)
    assert.equal(done.comments, 'Your account has been closed')

    // Every session ended: this token and the other device's.
    assert.equal((await me.get('/user/v3/profile')).statusCode, STATUS.LOGIN_EXPIRED)
    assert.equal((await call(env().app, 'GET', '/user/v3/profile', undefined, { token: second.accessToken })).statusCode, STATUS.LOGIN_EXPIRED)
    const refresh = await api.post('/user/pub/v1/refresh_token', { refreshToken: second.refreshToken })
    assert.notEqual(refresh.statusCode, 200)

    const [row] = await db.select().from(users).where(eq(users.userId, buyer.userId))
    assert.ok(row?.unregisteredAt)
    assert.equal(row.cellphone, null)
    assert.equal(row.email, null)
    assert.equal(row.nickname, '')
    assert.equal(row.avatar, '')
    assert.equal(row.passwordHash, null)
    assert.equal((await db.select().from(buyerAddresses).where(eq(buyerAddresses.userId, buyer.userId))).length, 0)
    assert.equal((await db.select().from(orderAudiences).where(eq(orderAudiences.userId, buyer.userId))).length, 0)
    const kept = await db.select().from(orders).where(and(eq(orders.merchantId, MACAU), eq(orders.userId, buyer.userId)))
    assert.equal(kept.length, 1, 'the order stays')

    // The phone is free again: logging in registers a new, empty account. (Its fourth message within
    // the hour: the send needs a solved captcha.)
    env().clock.advance(61)
    const fresh = (await api.phoneLogin(cellphone, { captchaToken: await api.solveCaptcha() })) as LoginResult
    assert.equal(fresh.isNewUser, true)
    assert.notEqual(fresh.userId, buyer.userId)
    const list = await call(env().app, 'GET', '/buyer/v5/orders', undefined, { token: fresh.accessToken })
    assert.equal(list.statusCode, 200)
    assert.equal(JSON.stringify(list.data).includes(tier.showId), false, 'the new account does not see the old orders')
    // Other buyers keep their data.
    assert.equal((await call(env().app, 'GET', '/user/v3/profile', undefined, { token: other.accessToken })).statusCode, 200)
  })

  it('a real-name ticket keeps its holder when the attendee is edited and when the account is closed', async () => {
    const db = env().db.handle.db
    const cellphone = freshPhone()
    const login = await api.phoneLogin(cellphone)
    const buyer = { token: login.accessToken, userId: login.userId, merchant: MACAU }
    const me = as(env().app, buyer)
    const created = await me.post('/buyer/v1/user_audiences', { name: '何家明', idType: 'PASSPORT', idNo: 'K98765432' })
    assert.equal(created.statusCode, 200, created.comments)
    const audienceId = (created.data as { audienceId: string }).audienceId
    const tier = await makeTier(db, { capacity: 5 })
    const order = await me.post('/buyer/v5/create_order', createBody(tier, 1, freshKey(), { audienceIds: [audienceId] }))
    assert.equal(order.statusCode, 200, order.comments)
    const orderId = (order.data as { orderId: string }).orderId
    assert.equal(await payAndIssue(db, orderId, new Date()), 1)
    const [ticket] = await ticketsOf(db, orderId)
    assert.ok(ticket)
    assert.deepEqual([ticket.holderName, ticket.holderIdType, ticket.holderIdNo], ['何家明', 'PASSPORT', 'K98765432'], 'the holder is copied at issue')
    const holder = { name: '何家明', idType: 'PASSPORT', idNoMasked: maskIdNo('K98765432') }
    const shown = await me.get(`/buyer/v1/tickets/${ticket.ticketId}`)
    assert.deepEqual((shown.data as TicketDetail).ticket.audience, holder)

    // Editing the attendee afterwards does not rename who may enter with this ticket.
    const edited = await me.put(`/buyer/v1/user_audiences/${audienceId}`, { name: '何家強', idType: 'PASSPORT', idNo: 'K11111111' })
    assert.equal(edited.statusCode, 200, edited.comments)
    assert.deepEqual(((await me.get(`/buyer/v1/tickets/${ticket.ticketId}`)).data as TicketDetail).ticket.audience, holder)

    env().clock.advance(61)
    const sent = await me.post('/user/v1/unregister/send_code', undefined)
    assert.equal(sent.statusCode, 200, sent.comments)
    const closed = await me.post('/user/v1/unregister', { verifyCode: env().sms.last('86', cellphone)?.code })
    assert.equal(closed.statusCode, 200, closed.comments)

    assert.equal((await db.select().from(orderAudiences).where(eq(orderAudiences.audienceId, audienceId))).length, 0, 'the attendee row is gone')
    const [kept] = await ticketsOf(db, orderId)
    assert.deepEqual([kept?.holderName, kept?.holderIdType, kept?.holderIdNo], ['何家明', 'PASSPORT', 'K98765432'], 'the ticket keeps its holder')
    // And the ticket, as the holder page and the detail present it, still names the holder.
    const repo = createTicketsRepository(db)
    const brief = toBrief(kept!, await loadLookups(repo, MACAU, [kept!]), { lang: 'en-US', fallback: 'zh-MO', merchantId: MACAU })
    assert.deepEqual(brief.audience, holder)
  })

  it('is for logged-in buyers only', async () => {
    const res = await call(env().app, 'POST', '/user/v1/unregister', { verifyCode: '123456' }, { token: undefined })
    assert.equal(res.statusCode, STATUS.NOT_LOGGED_IN)
  })
})
