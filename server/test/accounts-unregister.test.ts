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
import { MACAU, createApi, describeAccounts, freshPhone } from './accounts-helpers.js'
import { as, call, createBody, freshKey, makeTier } from './orders-helpers.js'

await describeAccounts('unregistration', (env) => {
  const api = createApi(env)

  it('needs the code sent to the account’s own phone, then removes personal data and keeps the orders', async () => {
    const db = env().db.handle.db
    const cellphone = freshPhone()
    const login = await api.phoneLogin(cellphone)
    const buyer = { token: login.accessToken, userId: login.userId, merchant: MACAU }
    const other = await api.phoneLogin(freshPhone())
    const me = as(env().app, buyer)

    assert.equal((await me.put('/user/v3/profile', { nickname: 'Leaving Soon', avatar: 'https://cdn.example.com/a.png' })).statusCode, 200)
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

  it('is for logged-in buyers only', async () => {
    const res = await call(env().app, 'POST', '/user/v1/unregister', { verifyCode: '123456' }, { token: undefined })
    assert.equal(res.statusCode, STATUS.NOT_LOGGED_IN)
  })
})
