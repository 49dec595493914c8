/** Rule 5: token refresh, login expiry, logged in elsewhere, binding, language popup and the auth gate. */
import { ENDPOINTS, STORAGE_KEYS, isLoggedIn, isPublicUrl, isTokenValid, request, setLang } from './imports'
import { advance, createHarness, fail, ok, pathOf, track } from './harness'

beforeEach(() => {
  jest.useFakeTimers()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

const expired = fail({ statusCode: 15012010, comments: 'token expired' })
const isRefresh = (url: string) => url.includes(ENDPOINTS.refreshToken)

describe('token refresh', () => {
  it('refreshes once, stores the new tokens and replays the request with the new token', async () => {
    const h = createHarness({ accessToken: 'old', refreshToken: 'r-old', userId: 'u' })
    h.reply(expired, ok({ accessToken: 'new', refreshToken: 'r-new' }), ok({ profile: 1 }))
    const result = track(request({ url: 'user/v1/profile', importance: 'high' }))
    await advance(5)
    expect(result.value).toEqual({ profile: 1 })
    expect(pathOf(h.sent[1])).toBe('https://api.example.test/api/user/pub/v1/refresh_token')
    expect(h.sent[1].method).toBe('POST')
    expect(h.sent[1].data).toEqual({ refreshToken: 'r-old' })
    expect(h.session.setTokens).toHaveBeenCalledWith({ accessToken: 'new', refreshToken: 'r-new' })
    expect(h.sent[2].header['access-token']).toBe('new')
  })

  it('shares one refresh between concurrent expiries', async () => {
    const h = createHarness({ accessToken: 'old', refreshToken: 'r', userId: 'u' })
    h.otherwise(async (req) => {
      if (isRefresh(req.url)) return ok({ accessToken: 'new', refreshToken: 'r2' })
      return req.header['access-token'] === 'new' ? ok('ok') : expired
    })
    const calls = [1, 2, 3].map(() => track(request({ url: 'buyer/v1/orders', importance: 'high' })))
    await advance(5)
    expect(calls.map((c) => c.value)).toEqual(['ok', 'ok', 'ok'])
    expect(h.sent.filter((s) => isRefresh(s.url))).toHaveLength(1)
  })

  it('replays only once; expiring again means the login has expired', async () => {
    const h = createHarness({ accessToken: 'old', refreshToken: 'r', userId: 'u' })
    h.otherwise(async (req) => (isRefresh(req.url) ? ok({ accessToken: 'new', refreshToken: 'r2' }) : expired))
    const result = track(request({ url: 'buyer/v1/orders', importance: 'high' }))
    await advance(5)
    expect(h.sent.filter((s) => isRefresh(s.url))).toHaveLength(1)
    expect(result.error.statusCode).toBe(15012010)
    expect(h.events.emit).toHaveBeenCalledWith('loginExpired', { statusCode: 15012010 })
    expect(h.session.clear).toHaveBeenCalled()
  })

  it('a failed refresh leads to login-expired and logout', async () => {
    const h = createHarness({ accessToken: 'old', refreshToken: 'r', userId: 'u' })
    h.reply(expired, fail({ statusCode: 15012002 }), ok(null))
    const result = track(request({ url: 'buyer/v1/orders', importance: 'high' }))
    await advance(5)
    expect(result.error.statusCode).toBe(15012010)
    expect(h.events.emit).toHaveBeenCalledWith('loginExpired', { statusCode: 15012010 })
    expect(pathOf(h.sent[2])).toBe('https://api.example.test/api/user/v1/user_logout')
    expect(h.session.clear).toHaveBeenCalledTimes(1)
  })
})

describe('login expired', () => {
  it.each([15012002, 15012008, 10002008, 15012007])(
    '%i emits loginExpired, calls the server logout silently and clears the session and risk tokens',
    async (statusCode) => {
      const h = createHarness({ accessToken: 'tok', userId: 'u' })
      h.store.set(STORAGE_KEYS.riskTokens, { '10001': 'risk' })
      h.reply(fail({ statusCode }), fail({ statusCode: 15012002, mode: 'alert' }))
      const result = track(request({ url: 'buyer/v1/orders' }))
      await advance(5)
      expect(result.error.statusCode).toBe(statusCode)
      expect(h.events.emit).toHaveBeenCalledWith('loginExpired', { statusCode })
      expect(h.sent[1].url).toContain('/api/user/v1/user_logout')
      expect(h.sent[1].method).toBe('POST')
      expect(h.sent[1].header['access-token']).toBe('tok')
      // The logout call's own failure shows nothing and does not log out again.
      expect(h.ui.alert).not.toHaveBeenCalled()
      expect(h.transport).toHaveBeenCalledTimes(2)
      expect(h.session.clear).toHaveBeenCalledTimes(1)
      expect(h.store.has(STORAGE_KEYS.riskTokens)).toBe(false)
    },
  )

  it('without an access token logs out locally, with no server call', async () => {
    const h = createHarness({ userId: 'u' })
    h.reply(fail({ statusCode: 15012002 }))
    track(request({ url: 'buyer/v1/orders' }))
    await advance(5)
    expect(h.transport).toHaveBeenCalledTimes(1)
    expect(h.session.clear).toHaveBeenCalledTimes(1)
  })
})

describe('logged in elsewhere (15012009)', () => {
  it("alerts 'login invalid, please log in again' once, even for concurrent calls", async () => {
    const h = createHarness({ accessToken: 'tok', userId: 'u' })
    h.otherwise(async (req) => (req.url.includes('user_logout') ? ok(null) : fail({ statusCode: 15012009 })))
    const calls = [1, 2].map(() => track(request({ url: 'buyer/v1/orders', importance: 'high' })))
    await advance(5)
    expect(calls.every((c) => c.error?.statusCode === 15012009)).toBe(true)
    expect(h.ui.alert).toHaveBeenCalledTimes(1)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: '', content: '登录失效，请重新登录', confirmText: '确定' })
    expect(h.nav.toLogin).toHaveBeenCalledTimes(1)
    expect(h.session.clear).toHaveBeenCalledTimes(1)
  })

  it('alerts again in a later session', async () => {
    const h = createHarness({ accessToken: 'tok', userId: 'u' })
    h.otherwise(async (req) => (req.url.includes('user_logout') ? ok(null) : fail({ statusCode: 15012009 })))
    track(request({ url: 'buyer/v1/orders' }))
    await advance(5)
    h.tokens.accessToken = 'tok-2'
    h.tokens.userId = 'u'
    track(request({ url: 'buyer/v1/orders' }))
    await advance(5)
    expect(h.ui.alert).toHaveBeenCalledTimes(2)
  })
})

describe('other session codes', () => {
  it('15012020 shows an alert that opens account binding', async () => {
    const h = createHarness({ accessToken: 'tok', userId: 'u' })
    h.reply(fail({ statusCode: 15012020, comments: '' }))
    track(request({ url: 'buyer/v1/orders' }))
    await advance(5)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: '', content: '请先绑定账号后再继续', confirmText: '去绑定' })
    expect(h.nav.toAccountBind).toHaveBeenCalledTimes(1)
  })

  it('15012020 rejects with the server-issued bind ticket on the error, after opening account binding', async () => {
    const h = createHarness()
    h.reply(fail({ statusCode: 15012020, data: { bindTicket: 'srv-ticket', provider: 'CHANNEL:P', email: '', expiresInSeconds: 900 } }))
    const result = track(request({ url: 'user/pub/v1/channel_oauth', method: 'POST', data: { authCode: 'a', channelCode: 'P' } }))
    await advance(5)
    expect(h.nav.toAccountBind).toHaveBeenCalledTimes(1)
    expect(result.error).toMatchObject({ statusCode: 15012020, data: { bindTicket: 'srv-ticket' } })
  })

  it.each([22046007, 22046008])('%i opens the language popup; re-login logs out and opens login', async (statusCode) => {
    const h = createHarness({ accessToken: 'tok', userId: 'u' })
    h.ui.languagePopup.mockResolvedValueOnce('relogin')
    h.reply(fail({ statusCode }))
    track(request({ url: 'buyer/v1/orders' }))
    await advance(5)
    expect(h.ui.languagePopup).toHaveBeenCalledTimes(1)
    expect(h.events.emit).toHaveBeenCalledWith('languagePopup', { choice: 'relogin' })
    expect(h.session.clear).toHaveBeenCalled()
    expect(h.nav.toLogin).toHaveBeenCalled()
  })

  it('the language popup choosing switch keeps the session', async () => {
    const h = createHarness({ accessToken: 'tok', userId: 'u' })
    h.ui.languagePopup.mockResolvedValueOnce('switch')
    h.reply(fail({ statusCode: 22046007 }))
    track(request({ url: 'buyer/v1/orders' }))
    await advance(5)
    expect(h.events.emit).toHaveBeenCalledWith('languagePopup', { choice: 'switch' })
    expect(h.session.clear).not.toHaveBeenCalled()
  })
})

describe('the authentication gate', () => {
  it('rejects an anonymous call to a private URL before sending it, and logs out', async () => {
    const h = createHarness()
    const result = track(request({ url: 'buyer/v1/user_audiences/list' }))
    await advance(5)
    expect(h.transport).not.toHaveBeenCalled()
    expect(result.error).toMatchObject({ name: 'RequestError', statusCode: 15012007, message: '请先登录' })
    expect(h.events.emit).toHaveBeenCalledWith('loginExpired', { statusCode: 15012007 })
    expect(h.session.clear).toHaveBeenCalled()
  })

  it('lets anonymous calls to public URLs through, and extras.public overrides', async () => {
    const h = createHarness()
    for (const url of [
      'home/pub/v5/layouts',
      'copywriting/config',
      'version/match',
      'home/pub/v5/shop/configs',
      'merchant/customer_service',
    ]) {
      track(request({ url }))
    }
    track(request({ url: 'buyer/v1/special', extras: { public: true } }))
    await advance(5)
    expect(h.transport).toHaveBeenCalledTimes(6)
  })

  it('classifies URLs', () => {
    expect(isPublicUrl('show/pub/v5/show/1/static')).toBe(true)
    expect(isPublicUrl('user/pub/v1/refresh_token')).toBe(true)
    expect(isPublicUrl('buyer/v1/user_audiences/list')).toBe(false)
    expect(isPublicUrl('user/v1/profile')).toBe(false)
    expect(isPublicUrl('gateway/v1/things')).toBe(false)
    expect(isPublicUrl('buyer/copywriting/config')).toBe(true)
    expect(isPublicUrl('show/v1/public-ish', false)).toBe(false)
  })
})

describe('isLoggedIn and isTokenValid', () => {
  it('is logged in with a real user id only', () => {
    expect(isLoggedIn('u1')).toBe(true)
    expect(isLoggedIn(undefined)).toBe(false)
    expect(isLoggedIn('')).toBe(false)
    expect(isLoggedIn('undefined')).toBe(false)
    expect(isLoggedIn('null')).toBe(false)
  })

  const jwt = (payload: object) => {
    const b64url = (text: string) => Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
    return `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`
  }

  it('judges a token by its exp claim', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(isTokenValid(jwt({ exp: now / 1000 + 60, name: '张三~?' }), now)).toBe(true)
    expect(isTokenValid(jwt({ exp: now / 1000 - 1 }), now)).toBe(false)
    expect(isTokenValid(jwt({ sub: 'no-exp' }), now)).toBe(false)
    expect(isTokenValid('not-a-jwt', now)).toBe(false)
    expect(isTokenValid('a.@@@.c', now)).toBe(false)
    expect(isTokenValid('', now)).toBe(false)
  })
})
