/**
 * Google and Apple sign-in in the browser (identity/sign-in.ts): the app leaves for
 * /user/pub/v1/identity/authorize, the sandbox consent page names the account, and the browser comes
 * back to the app's own path with the ID token in the fragment, which google_login / apple_login take:
 * first time the need-bind answer (15012020), then straight in with the same email. Return addresses
 * outside the app, shops without the sign-in and live verifiers never get a token.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { ACCOUNT_STATUS, type LoginResult, type NeedBindData } from '../../types/accounts.js'
import { API_PREFIX, STATUS } from '../../types/api.js'
import type { ShopConfig } from '../../types/shop.js'
import { createLiveVerifiers } from '../src/modules/accounts/identity/verifiers.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp, freshPhone } from './accounts-helpers.js'
import { buildTestApp, envelopeOf } from './helpers.js'

const STATE = 'st4te-0f-the-app-1234567890'

await describeAccounts('Google and Apple sign-in pages', (env) => {
  const api = createApi(env)

  async function get(url: string, app = env().app) {
    return app.inject({ method: 'GET', url })
  }
  async function post(url: string, form: Record<string, string>) {
    return env().app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() })
  }
  const authorize = (provider: string, returnUrl: string, merchant: string = MACAU, lang = 'en', state = STATE) =>
    `${API_PREFIX}/user/pub/v1/identity/authorize?${new URLSearchParams({ provider, returnUrl, state, merchantId: merchant, lang })}`
  /** The fragment of a redirect back to the app. */
  const answerOf = (location: string) => Object.fromEntries(new URLSearchParams(location.split('#')[1] ?? ''))

  /** authorize → consent page → Continue with this email; the Location back to the app. */
  async function signIn(provider: 'GOOGLE' | 'APPLE', email: string, returnUrl = '/login?merchantId=10001&lang=en') {
    const start = await get(authorize(provider, returnUrl))
    assert.equal(start.statusCode, 302, start.body)
    const consentUrl = start.headers.location as string
    assert.match(consentUrl, new RegExp(`^${API_PREFIX}/sandbox/identity/${provider.toLowerCase()}\\?`))
    const page = await get(consentUrl)
    assert.equal(page.statusCode, 200)
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&')
    assert.ok(action)
    const done = await post(action, { returnUrl, state: STATE, action: 'allow', email, name: 'Pat Lee' })
    assert.equal(done.statusCode, 303, done.body)
    return done.headers.location as string
  }

  it('the shops say which sign-ins they offer: Macau Google and Apple, the mainland shop neither', async () => {
    const features = async (merchant: string) => ((await api.get('/home/pub/v5/shop/configs', { merchant })).data as ShopConfig).features
    assert.deepEqual([(await features(MACAU)).googleLogin, (await features(MACAU)).appleLogin], [true, true])
    assert.deepEqual([(await features(MAINLAND)).googleLogin, (await features(MAINLAND)).appleLogin], [false, false])
  })

  it('the consent page speaks the request language and names the shop', async () => {
    for (const [lang, title, shop] of [
      ['en', 'Sign in with Google (sandbox)', 'Lotus Stage Macau'],
      ['zh', 'Google 登录（沙箱）', '澳门莲花剧场'],
      ['zh-MO', 'Google 登入（沙箱）', '澳門蓮花劇場'],
    ] as const) {
      const start = await get(authorize('GOOGLE', '/login', MACAU, lang))
      const page = await get(start.headers.location as string)
      assert.equal(page.statusCode, 200)
      assert.match(page.headers['content-type'] as string, /^text\/html/)
      assert.ok(page.body.includes(`<h1 id="title">${title}</h1>`), page.body)
      assert.ok(page.body.includes(shop))
    }
  })

  it('first sign-in: the token comes back in the fragment, google_login answers need-bind; bound, the same email signs straight in', async () => {
    const email = `pat${process.pid}x${Date.now()}@example.com`
    const back = await signIn('GOOGLE', email)
    assert.ok(back.startsWith('/login?merchantId=10001&lang=en#'), back)
    const answer = answerOf(back)
    assert.equal(answer.state, STATE, 'the app’s state comes back')
    assert.equal(answer.provider, 'GOOGLE')
    assert.ok(answer.id_token)

    const first = await api.post('/user/pub/v1/google_login', { googleCsrfToken: answer.id_token }, { lang: 'en' })
    assert.equal(first.statusCode, STATUS.NEED_BIND)
    const need = first.data as NeedBindData
    assert.equal(need.provider, 'GOOGLE')
    assert.equal(need.email, email)
    const cellphone = freshPhone()
    assert.equal((await api.post('/user/pub/v1/send_code', { cellphone, countryCode: '86', purpose: 'BIND' }, { ip: freshIp() })).statusCode, 200)
    const bound = await api.post('/user/pub/v1/bind', { bindTicket: need.bindTicket, cellphone, countryCode: '86', verifyCode: env().sms.last('86', cellphone)?.code })
    assert.equal(bound.statusCode, 200, bound.comments)

    const again = answerOf(await signIn('GOOGLE', email.toUpperCase()))
    const second = await api.post('/user/pub/v1/google_login', { googleCsrfToken: again.id_token })
    assert.equal(second.statusCode, 200, second.comments)
    assert.equal((second.data as LoginResult).userId, (bound.data as LoginResult).userId)

    // An Apple token for the same email is another identity, and never passes as Google's.
    const apple = answerOf(await signIn('APPLE', email))
    assert.equal(apple.provider, 'APPLE')
    assert.equal((await api.post('/user/pub/v1/google_login', { googleCsrfToken: apple.id_token })).statusCode, ACCOUNT_STATUS.IDENTITY_INVALID)
    assert.equal((await api.post('/user/pub/v1/apple_login', { identityToken: apple.id_token })).statusCode, STATUS.NEED_BIND)
  })

  it('cancel goes back with access_denied and no token; a bad email stays on the page', async () => {
    const start = await get(authorize('APPLE', '/login-email?merchantId=10001'))
    const consent = start.headers.location as string
    const action = consent.split('?')[0] + `?merchantId=${MACAU}&lang=zh-MO`
    const cancelled = await post(action, { returnUrl: '/login-email?merchantId=10001', state: STATE, action: 'cancel' })
    assert.equal(cancelled.statusCode, 303)
    assert.equal(cancelled.headers.location, `/login-email?merchantId=10001#error=access_denied&state=${STATE}&provider=APPLE`)

    const bad = await post(action, { returnUrl: '/login', state: STATE, action: 'allow', email: 'not-an-email', name: '<b>x</b>' })
    assert.equal(bad.statusCode, 400)
    assert.equal(bad.headers.location, undefined)
    assert.ok(bad.body.includes('請輸入有效的電郵地址'))
    assert.ok(bad.body.includes('&#60;b&#62;x&#60;/b&#62;'), 'what the buyer typed is escaped')
  })

  it('hands a token only to a path of this app: other hosts and odd addresses are refused', async () => {
    for (const returnUrl of ['https://evil.example.com/cb', '//evil.example.com/cb', '/\\evil.example.com', 'javascript:alert(1)', '/login#x', 'login']) {
      const start = await get(authorize('GOOGLE', returnUrl))
      assert.equal(start.statusCode, 400, returnUrl)
      assert.equal(start.headers.location, undefined, returnUrl)
      const consent = await get(`${API_PREFIX}/sandbox/identity/google?${new URLSearchParams({ merchantId: MACAU, returnUrl, state: STATE })}`)
      assert.equal(consent.statusCode, 400, returnUrl)
      const posted = await post(`${API_PREFIX}/sandbox/identity/google?merchantId=${MACAU}`, { returnUrl, state: STATE, action: 'allow', email: 'a@example.com' })
      assert.equal(posted.statusCode, 400, returnUrl)
      assert.equal(posted.headers.location, undefined, returnUrl)
    }
    // A missing or malformed state is refused too (the app always sends one), with the API's envelope.
    const noState = await get(authorize('GOOGLE', '/login', MACAU, 'en', 'short'))
    assert.equal(noState.headers.location, undefined)
    assert.equal(envelopeOf(noState).statusCode, 400)
  })

  it('a shop without the sign-in sends the buyer straight back with error=unavailable', async () => {
    const start = await get(authorize('GOOGLE', '/login?merchantId=10002', MAINLAND))
    assert.equal(start.statusCode, 302)
    assert.deepEqual(answerOf(start.headers.location as string), { error: 'unavailable', state: STATE, provider: 'GOOGLE' })
    const consent = await get(`${API_PREFIX}/sandbox/identity/apple?${new URLSearchParams({ merchantId: MAINLAND, returnUrl: '/login', state: STATE })}`)
    assert.equal(answerOf(consent.headers.location as string).error, 'unavailable')
    const posted = await post(`${API_PREFIX}/sandbox/identity/apple?merchantId=${MAINLAND}`, { returnUrl: '/login', state: STATE, action: 'allow', email: 'a@example.com' })
    assert.equal(answerOf(posted.headers.location as string).error, 'unavailable')
  })

  it('with live verifiers there is no sandbox page, and authorize answers unavailable', async () => {
    const live = await buildTestApp(env().db.handle, { accounts: { identityVerifiers: createLiveVerifiers({}), smsSender: env().sms, emailSender: env().mail } })
    await live.ready()
    try {
      const start = await get(authorize('GOOGLE', '/login'), live)
      assert.equal(start.statusCode, 302)
      assert.equal(answerOf(start.headers.location as string).error, 'unavailable')
      const consent = await get(`${API_PREFIX}/sandbox/identity/google?${new URLSearchParams({ merchantId: MACAU, returnUrl: '/login', state: STATE })}`, live)
      assert.equal(consent.statusCode, 404)
    } finally {
      await live.close()
    }
  })
})
