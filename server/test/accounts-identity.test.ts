/**
 * Third-party and channel login (spec accounts §7): forged and expired tokens refused, the 15012020
 * need-bind answer, binding by phone code or email account then logging in, single-use tickets, the
 * mini-program pre-login and phone binding, and identities kept per merchant.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { ACCOUNT_STATUS, type LoginResult, type NeedBindData } from '../../types/accounts.js'
import { STATUS } from '../../types/api.js'
import { eq } from 'drizzle-orm'
import { merchants } from '../src/db/schema.js'
import { sandboxIdentity } from '../src/modules/accounts/identity/sandbox.js'
import { createSandboxIdentity } from '../src/modules/accounts/identity/sandbox.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp, freshPhone } from './accounts-helpers.js'

let n = 0
const person = () => ({ subject: `g-${process.pid}-${Date.now()}-${n++}`, email: `p${n}-${process.pid}@example.com` })

await describeAccounts('third-party login', (env) => {
  const api = createApi(env)
  const mint = (o: { ttlSeconds?: number } = {}) => ({ ...o, now: env().clock.now })

  /** Bind a ticket to a fresh phone of `merchant` by a BIND code; answers the login. */
  async function bindByPhone(bindTicket: string, merchant: string = MACAU, lang?: string) {
    const cellphone = freshPhone()
    const sent = await api.post('/user/pub/v1/send_code', { cellphone, countryCode: '86', purpose: 'BIND' }, { merchant, ip: freshIp(), lang })
    assert.equal(sent.statusCode, 200, sent.comments)
    const code = env().sms.last('86', cellphone, merchant)?.code
    assert.ok(code)
    return { cellphone, res: await api.post('/user/pub/v1/bind', { bindTicket, cellphone, countryCode: '86', verifyCode: code }, { merchant, ip: freshIp(), lang }) }
  }

  it('refuses a forged, an expired and another provider’s token without revealing anything', async () => {
    const p = person()
    const forger = createSandboxIdentity('not the sandbox key, only someone guessing one')
    const forged = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await forger.mintGoogle(p, mint()) })
    assert.equal(forged.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
    assert.equal(forged.data, null)

    const expired = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintGoogle(p, mint({ ttlSeconds: -5 })) })
    assert.equal(expired.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)

    // A real Apple token is not a Google token: each provider has its own token type.
    const crossed = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintApple(p, mint()) })
    assert.equal(crossed.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)

    const garbage = await api.post('/user/pub/v1/apple_login', { identityToken: 'eyJhbGciOiJub25lIn0.e30.' })
    assert.equal(garbage.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)

    // A token valid now is refused once the clock passes its expiry.
    const token = await sandboxIdentity.mintGoogle(p, mint({ ttlSeconds: 60 }))
    env().clock.advance(61)
    const late = await api.post('/user/pub/v1/google_login', { googleCsrfToken: token })
    assert.equal(late.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
  })

  it('answers 15012020 for an unbound identity; binding by phone code logs in, and later logins go straight in', async () => {
    const p = person()
    const first = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintGoogle(p, mint()) }, { lang: 'en' })
    assert.equal(first.statusCode, STATUS.NEED_BIND)
    assert.equal(first.mode, 'alert')
    assert.match(first.comments, /link a phone number/)
    const need = first.data as NeedBindData
    assert.equal(need.provider, 'GOOGLE')
    assert.equal(need.email, p.email)
    assert.ok(need.bindTicket.length >= 40)

    const { res } = await bindByPhone(need.bindTicket)
    assert.equal(res.statusCode, 200, res.comments)
    const bound = res.data as LoginResult
    assert.equal(bound.isNewUser, true)
    const profile = await api.get('/user/v3/profile', { token: bound.accessToken })
    assert.equal(profile.statusCode, 200)

    // The ticket is single use.
    const again = await bindByPhone(need.bindTicket)
    assert.equal(again.res.statusCode, ACCOUNT_STATUS.BIND_TICKET_INVALID)

    const next = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintGoogle(p, mint()) })
    assert.equal(next.statusCode, 200, next.comments)
    assert.equal((next.data as LoginResult).userId, bound.userId)
  })

  it('binds to an existing phone account (same buyer) and refuses a wrong code without spending the ticket', async () => {
    const cellphone = freshPhone()
    const existing = await api.phoneLogin(cellphone)
    const p = person()
    const first = await api.post('/user/pub/v1/apple_login', { identityToken: await sandboxIdentity.mintApple(p, mint()) })
    const ticket = (first.data as NeedBindData).bindTicket

    env().clock.advance(61)
    const sent = await api.post('/user/pub/v1/send_code', { cellphone, countryCode: '86', purpose: 'BIND' }, { ip: freshIp() })
    assert.equal(sent.statusCode, 200, sent.comments)
    const code = env().sms.last('86', cellphone)?.code as string
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await api.post('/user/pub/v1/bind', { bindTicket: ticket, cellphone, countryCode: '86', verifyCode: wrong })
    assert.equal(refused.statusCode, ACCOUNT_STATUS.CODE_INVALID)
    // A login code is not a bind code: purposes do not mix (after the shared 60 s resend wait).
    env().clock.advance(61)
    const loginCode = await api.sendCode(cellphone)
    const mixed = await api.post('/user/pub/v1/bind', { bindTicket: ticket, cellphone, countryCode: '86', verifyCode: loginCode })
    assert.equal(mixed.statusCode, ACCOUNT_STATUS.CODE_INVALID)

    const ok = await api.post('/user/pub/v1/bind', { bindTicket: ticket, cellphone, countryCode: '86', verifyCode: code })
    assert.equal(ok.statusCode, 200, ok.comments)
    assert.equal((ok.data as LoginResult).userId, existing.userId)
    assert.equal((ok.data as LoginResult).isNewUser, false)
  })

  it('binds to an email account with its password (wrong password refused)', async () => {
    const email = `bind-${process.pid}-${n++}@example.com`
    const password = 'Bind-Pass-123'
    const created = await api.post('/user/pub/v1/create_account', { email, password }, { ip: freshIp() })
    assert.equal(created.statusCode, 200, created.comments)
    const link = env().mail.last(email)?.link as string
    const token = new URL(link, 'http://x').searchParams.get('token')
    assert.equal((await api.post('/user/pub/v1/activate_email', { token })).statusCode, 200)
    const owner = await api.post('/user/pub/v1/login', { email, password }, { ip: freshIp() })

    const first = await api.post('/user/pub/v1/channel_oauth', { authCode: await sandboxIdentity.mintChannel('PARTNER', person(), mint()), channelCode: 'PARTNER' })
    assert.equal(first.statusCode, STATUS.NEED_BIND)
    const bindTicket = (first.data as NeedBindData).bindTicket
    const wrong = await api.post('/user/pub/v1/bind', { bindTicket, email, password: 'Wrong-Pass-123' }, { ip: freshIp() })
    assert.equal(wrong.statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID)
    const ok = await api.post('/user/pub/v1/bind', { bindTicket, email, password }, { ip: freshIp() })
    assert.equal(ok.statusCode, 200, ok.comments)
    assert.equal((ok.data as LoginResult).userId, (owner.data as LoginResult).userId)
  })

  it('makes every need-bind ticket itself: a ticket sent with the login is never adopted', async () => {
    const proposed = `app-made-${'x'.repeat(24)}-${n++}`
    const first = await api.post('/user/pub/v1/channel_oauth', { authCode: await sandboxIdentity.mintChannel('PARTNER', person(), mint()), channelCode: 'PARTNER', bindTicket: proposed })
    assert.equal(first.statusCode, STATUS.NEED_BIND)
    const issued = (first.data as NeedBindData).bindTicket
    assert.notEqual(issued, proposed)
    assert.match(issued, /^[A-Za-z0-9_-]{43}$/)
    const refused = await bindByPhone(proposed)
    assert.equal(refused.res.statusCode, ACCOUNT_STATUS.BIND_TICKET_INVALID)
    const { res } = await bindByPhone(issued)
    assert.equal(res.statusCode, 200, res.comments)
  })

  it('refuses a channel code presented for another channel', async () => {
    const code = await sandboxIdentity.mintChannel('PARTNER', person(), mint())
    const res = await api.post('/user/pub/v1/channel_oauth', { authCode: code, channelCode: 'OTHER' })
    assert.equal(res.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
  })

  it('keeps identities per merchant: one bound in A is unknown in B, and A’s ticket does not work in B', async () => {
    // The mainland demo shop does not offer Google or Apple sign-in; for this test it does.
    const db = env().db.handle.db
    const [row] = await db.select({ features: merchants.features }).from(merchants).where(eq(merchants.merchantId, MAINLAND))
    assert.ok(row)
    await db.update(merchants).set({ features: { ...row.features, googleLogin: true } }).where(eq(merchants.merchantId, MAINLAND))
    try {
      await identitiesPerMerchant()
    } finally {
      await db.update(merchants).set({ features: row.features }).where(eq(merchants.merchantId, MAINLAND))
    }
  })

  it('Google and Apple sign in only where the shop offers them, and a ticket is not spent after the shop stops', async () => {
    for (const [lang, text] of [
      ['en', 'This sign-in method is not available'],
      ['zh', '暂不支持该登录方式'],
      ['zh-MO', '暫不支援此登入方式'],
    ] as const) {
      const google = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintGoogle(person(), mint()) }, { merchant: MAINLAND, lang })
      assert.equal(google.statusCode, ACCOUNT_STATUS.IDENTITY_UNAVAILABLE)
      assert.equal(google.comments, text)
      assert.equal(google.data, null, 'no ticket')
      const apple = await api.post('/user/pub/v1/apple_login', { identityToken: await sandboxIdentity.mintApple(person(), mint()) }, { merchant: MAINLAND, lang })
      assert.equal(apple.statusCode, ACCOUNT_STATUS.IDENTITY_UNAVAILABLE)
    }
    // Macau offers both; a ticket issued there is refused once the shop turns Apple off.
    const first = await api.post('/user/pub/v1/apple_login', { identityToken: await sandboxIdentity.mintApple(person(), mint()) })
    assert.equal(first.statusCode, STATUS.NEED_BIND)
    const db = env().db.handle.db
    const [row] = await db.select({ features: merchants.features }).from(merchants).where(eq(merchants.merchantId, MACAU))
    assert.ok(row?.features.appleLogin)
    await db.update(merchants).set({ features: { ...row.features, appleLogin: false } }).where(eq(merchants.merchantId, MACAU))
    try {
      const late = await bindByPhone((first.data as NeedBindData).bindTicket)
      assert.equal(late.res.statusCode, ACCOUNT_STATUS.IDENTITY_UNAVAILABLE)
    } finally {
      await db.update(merchants).set({ features: row.features }).where(eq(merchants.merchantId, MACAU))
    }
  })

  async function identitiesPerMerchant() {
    const p = person()
    const inA = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintGoogle(p, mint()) }, { merchant: MACAU })
    const { res } = await bindByPhone((inA.data as NeedBindData).bindTicket, MACAU)
    const userA = (res.data as LoginResult).userId

    const inB = await api.post('/user/pub/v1/google_login', { googleCsrfToken: await sandboxIdentity.mintGoogle(p, mint()) }, { merchant: MAINLAND })
    assert.equal(inB.statusCode, STATUS.NEED_BIND, 'bound in A, still unbound in B')
    assert.equal(inB.data && 'accessToken' in (inB.data as object), false)

    // A fresh A ticket spent in B: unknown there.
    const other = await api.post('/user/pub/v1/apple_login', { identityToken: await sandboxIdentity.mintApple(person(), mint()) }, { merchant: MACAU })
    const crossed = await bindByPhone((other.data as NeedBindData).bindTicket, MAINLAND)
    assert.equal(crossed.res.statusCode, ACCOUNT_STATUS.BIND_TICKET_INVALID)

    const boundB = await bindByPhone((inB.data as NeedBindData).bindTicket, MAINLAND)
    assert.equal(boundB.res.statusCode, 200, boundB.res.comments)
    assert.notEqual((boundB.res.data as LoginResult).userId, userA)
  }

  it('mini-program: pre-login, phone binding from the encrypted number, then pre-login logs in', async () => {
    const appId = 'wx-demo-app'
    const openId = `o-${process.pid}-${n++}`
    const mini = await sandboxIdentity.mintMini(appId, { openId, unionId: `u-${openId}` }, mint())
    const pre = await api.post('/user/pub/v1/mini/pre_login', { authCode: mini.authCode, appId })
    assert.equal(pre.statusCode, 200, pre.comments)
    const preData = pre.data as { loggedIn: boolean; bindTicket: string; openId: string; unionId: string }
    assert.equal(preData.loggedIn, false)
    assert.equal(preData.openId, openId)
    assert.equal(preData.unionId, `u-${openId}`)
    assert.equal('sessionKey' in preData, false, 'the session key never leaves the server')

    const cellphone = freshPhone()
    const phone = mini.phone({ purePhoneNumber: cellphone, countryCode: '86' })
    // Data encrypted for another app, or tampered with, is refused.
    const wrongApp = await api.post('/user/pub/v1/mini/bind_phone', { ...phone, bindTicket: preData.bindTicket, appId: 'wx-other' })
    assert.equal(wrongApp.statusCode, ACCOUNT_STATUS.BIND_TICKET_INVALID)
    const tampered = Buffer.from(phone.encryptedData, 'base64')
    tampered[5] = (tampered[5] ?? 0) ^ 0xff
    const bad = await api.post('/user/pub/v1/mini/bind_phone', {
      encryptedData: tampered.toString('base64'),
      initVector: phone.initVector,
      bindTicket: preData.bindTicket,
      appId,
      // A client-sent session key is not used: the forged one below changes nothing.
      sessionKey: Buffer.alloc(16).toString('base64'),
    })
    assert.equal(bad.statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)

    const bound = await api.post('/user/pub/v1/mini/bind_phone', { ...phone, bindTicket: preData.bindTicket, appId, openId, invitePageId: 'p1' })
    assert.equal(bound.statusCode, 200, bound.comments)
    const login = bound.data as LoginResult
    const profile = await api.get('/user/v3/profile', { token: login.accessToken })
    assert.equal((profile.data as { cellphone: string }).cellphone, cellphone)

    const again = await sandboxIdentity.mintMini(appId, { openId }, mint())
    const pre2 = await api.post('/user/pub/v1/mini/pre_login', { authCode: again.authCode, appId })
    assert.equal((pre2.data as { loggedIn: boolean }).loggedIn, true)
    assert.equal((pre2.data as LoginResult).userId, login.userId)
  })
})
