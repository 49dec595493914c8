/** Tokens and the auth hook: every auth status code in its situation, refresh rotation, logout, merchants. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { STATUS } from '../../types/api.js'
import type { LoginResult } from '../../types/accounts.js'
import { createAccountsRepository } from '../src/modules/accounts/repository.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshPhone } from './accounts-helpers.js'

const PROFILE = '/user/v3/profile'
const REFRESH = '/user/pub/v1/refresh_token'
const LOGOUT = '/user/v1/user_logout'

await describeAccounts('accounts: tokens and the auth hook', (env) => {
  const api = createApi(env)

  it('a fresh access token opens authenticated routes; request.user is the account', async () => {
    const login = await api.phoneLogin(freshPhone())
    const res = await api.get(PROFILE, { token: login.accessToken })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal((res.data as { userId: string }).userId, login.userId)
    const custom = await env().app.inject({ url: '/test/needs-user', headers: { 'access-token': login.accessToken, 'merchant-id': MACAU } })
    assert.deepEqual(JSON.parse(custom.body), { userId: login.userId })
  })

  it('no token → 15012007, localised, with the login mode', async () => {
    const en = await api.get(PROFILE, { lang: 'en' })
    assert.equal(en.statusCode, STATUS.NOT_LOGGED_IN)
    assert.equal(en.mode, 'login')
    assert.equal(en.comments, 'Please log in first')
    assert.equal((await api.get(PROFILE, { lang: 'zh-MO' })).comments, '請先登入')
    assert.equal((await api.get(PROFILE, { lang: 'zh' })).comments, '请先登录')
    const custom = await env().app.inject({ url: '/test/needs-user', headers: { 'merchant-id': MACAU } })
    assert.equal(JSON.parse(custom.body).statusCode, STATUS.NOT_LOGGED_IN)
  })

  it('garbage or a forged signature → 15012008', async () => {
    const login = await api.phoneLogin(freshPhone())
    const garbage = await api.get(PROFILE, { token: 'not-a-jwt' })
    assert.equal(garbage.statusCode, STATUS.TOKEN_EXCEPTION)
    const [h, p, s] = login.accessToken.split('.')
    const forged = `${h}.${p}.${(s ?? '').slice(0, -4)}AAAA`
    assert.equal((await api.get(PROFILE, { token: forged })).statusCode, STATUS.TOKEN_EXCEPTION)
    // A payload edited to another user keeps the old signature: refused.
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString())
    const edited = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'U-someone-else' })).toString('base64url')}.${s}`
    assert.equal((await api.get(PROFILE, { token: edited })).statusCode, STATUS.TOKEN_EXCEPTION)
    // alg none is never accepted.
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'access+jwt' })).toString('base64url')}.${p}.`
    assert.equal((await api.get(PROFILE, { token: none })).statusCode, STATUS.TOKEN_EXCEPTION)
  })

  it('an expired access token → 15012010; refreshing then works', async () => {
    const login = await api.phoneLogin(freshPhone())
    env().clock.advance(15 * 60 + 1)
    const res = await api.get(PROFILE, { token: login.accessToken, lang: 'en' })
    assert.equal(res.statusCode, STATUS.TOKEN_EXPIRED)
    assert.equal(res.comments, 'The login token has expired')
    const refreshed = await api.post(REFRESH, { refreshToken: login.refreshToken })
    assert.equal(refreshed.statusCode, 200)
    const pair = refreshed.data as LoginResult
    assert.equal(pair.userId, login.userId)
    assert.equal((await api.get(PROFILE, { token: pair.accessToken })).statusCode, 200)
  })

  it('refresh rotates; replaying a used refresh token ends the whole family → 15012002', async () => {
    const phone = freshPhone()
    const login = await api.phoneLogin(phone)
    const r1 = await api.post(REFRESH, { refreshToken: login.refreshToken })
    assert.equal(r1.statusCode, 200)
    const pair1 = r1.data as LoginResult
    assert.notEqual(pair1.refreshToken, login.refreshToken)
    const r2 = await api.post(REFRESH, { refreshToken: pair1.refreshToken })
    assert.equal(r2.statusCode, 200)
    const pair2 = r2.data as LoginResult

    const replay = await api.post(REFRESH, { refreshToken: login.refreshToken }, { lang: 'en' })
    assert.equal(replay.statusCode, STATUS.LOGIN_EXPIRED)
    assert.equal(replay.comments, 'Your login has expired, please log in again')
    // The newest token of the family and its access tokens are dead too.
    assert.equal((await api.post(REFRESH, { refreshToken: pair2.refreshToken })).statusCode, STATUS.LOGIN_EXPIRED)
    assert.equal((await api.get(PROFILE, { token: pair2.accessToken })).statusCode, STATUS.LOGIN_EXPIRED)
    // Another session of the same account is untouched.
    env().clock.advance(61)
    const other = await api.phoneLogin(phone)
    assert.equal(other.userId, login.userId)
    assert.equal((await api.get(PROFILE, { token: other.accessToken })).statusCode, 200)
    // Unknown refresh tokens are login-expired as well.
    assert.equal((await api.post(REFRESH, { refreshToken: 'nope' })).statusCode, STATUS.LOGIN_EXPIRED)
  })

  it('logout ends the session: its access token → 10002008, its refresh token is refused', async () => {
    const login = await api.phoneLogin(freshPhone())
    const out = await api.post(LOGOUT, {}, { token: login.accessToken })
    assert.equal(out.statusCode, 200)
    const after = await api.get(PROFILE, { token: login.accessToken, lang: 'en' })
    assert.equal(after.statusCode, STATUS.LOGGED_OUT)
    assert.equal(after.comments, 'You have logged out, please log in again')
    assert.notEqual((await api.post(REFRESH, { refreshToken: login.refreshToken })).statusCode, 200)
    assert.equal((await api.post(LOGOUT, {}, { token: login.accessToken })).statusCode, STATUS.LOGGED_OUT)
    assert.equal((await api.post(LOGOUT, undefined, {})).statusCode, STATUS.NOT_LOGGED_IN)
  })

  it('a token of merchant A is refused by merchant B exactly like a bad token (nothing revealed)', async () => {
    const phone = freshPhone()
    const a = await api.phoneLogin(phone, { merchant: MACAU })
    const atB = await api.get(PROFILE, { token: a.accessToken, merchant: MAINLAND })
    assert.equal(atB.statusCode, STATUS.TOKEN_EXCEPTION)
    const garbageAtB = await api.get(PROFILE, { token: 'x.y.z', merchant: MAINLAND })
    assert.deepEqual(atB, garbageAtB)
    // No merchant at all: refused the same way.
    assert.deepEqual(await api.get(PROFILE, { token: a.accessToken, merchant: null }), await api.get(PROFILE, { token: 'x.y.z', merchant: null }))
    // Its refresh token is unknown at B, and that attempt does not harm the family at A.
    assert.equal((await api.post(REFRESH, { refreshToken: a.refreshToken }, { merchant: MAINLAND })).statusCode, STATUS.LOGIN_EXPIRED)
    assert.equal((await api.post(REFRESH, { refreshToken: a.refreshToken }, { merchant: MACAU })).statusCode, 200)
  })

  it('single-device merchants end older sessions: their tokens → 15012009 (flag off by default)', async () => {
    const phone = freshPhone()
    const first = await api.phoneLogin(phone, { merchant: MAINLAND })
    env().clock.advance(61)
    const second = await api.phoneLogin(phone, { merchant: MAINLAND })
    assert.equal((await api.get(PROFILE, { token: first.accessToken, merchant: MAINLAND })).statusCode, 200, 'default: many devices')

    await createAccountsRepository(env().db.handle.db).setSingleDevice(MAINLAND, true)
    try {
      env().clock.advance(61)
      const third = await api.phoneLogin(phone, { merchant: MAINLAND })
      const old = await api.get(PROFILE, { token: second.accessToken, merchant: MAINLAND, lang: 'zh' })
      assert.equal(old.statusCode, STATUS.LOGGED_IN_ELSEWHERE)
      assert.equal(old.comments, '登录失效，请重新登录')
      assert.equal(old.mode, 'alert')
      const oldRefresh = await api.post(REFRESH, { refreshToken: second.refreshToken }, { merchant: MAINLAND })
      assert.equal(oldRefresh.statusCode, STATUS.LOGGED_IN_ELSEWHERE)
      assert.equal((await api.get(PROFILE, { token: third.accessToken, merchant: MAINLAND })).statusCode, 200)
    } finally {
      await createAccountsRepository(env().db.handle.db).setSingleDevice(MAINLAND, false)
    }
  })

  it('public routes need no token; unknown /api routes stay 404; health is open', async () => {
    const cfg = await api.get('/home/pub/v5/shop/configs')
    assert.equal(cfg.statusCode, 200)
    const health = await api.get('/health')
    assert.equal(health.statusCode, 200)
    const res = await env().app.inject({ url: '/api/user/v9/nothing' })
    assert.equal(res.statusCode, 404)
  })
})
