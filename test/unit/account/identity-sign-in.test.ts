/**
 * Google / Apple sign-in on H5: which providers a shop offers, the authorize address, the answer the
 * browser comes back with (trusted only with this app's fresh state), the H5 adapter that reads and
 * clears the fragment, the account store's login with the token (need-bind keeps the ticket), and the
 * router taking back the target that waited for login across the reload.
 */
import { STATUS } from '../../../types/api'
import { RequestError } from '../../../src/request'
import * as api from '../../../src/services/account'
import { AccountStore } from '../../../src/stores/account'
import { SessionStore } from '../../../src/stores/session'
import { authorizePath, offeredProviders, readAnswer, SIGN_IN_MAX_AGE_MS, type SavedSignIn } from '../../../src/stores/identity-sign-in'
import { identitySignIn } from '../../../src/platform/identity-sign-in.h5'
import { identitySignIn as miniSignIn } from '../../../src/platform/identity-sign-in-mini'
import { createRouter } from '../../../src/router/router'
import { navigation } from '../../../src/platform/navigation'
import { LOGIN_RETURN_DELAY_MS } from '../../../src/router/constants'
import { makeEnv, setStack, taro, urlOf } from '../router/helpers'

jest.mock('../../../src/services/account')
const mocked = jest.mocked(api)

const NOW = 1_700_000_000_000
const saved: SavedSignIn = { state: 'S'.repeat(32), provider: 'GOOGLE', at: NOW - 1000, pending: { kind: 'open', name: 'orderDetail', params: { orderId: 'O1' } } }

describe('offeredProviders', () => {
  it('offers what the shop switched on, only where the target can leave for the provider', () => {
    const both = { features: { googleLogin: true, appleLogin: true } }
    expect(offeredProviders(both, true)).toEqual(['GOOGLE', 'APPLE'])
    expect(offeredProviders({ features: { googleLogin: false, appleLogin: true } }, true)).toEqual(['APPLE'])
    expect(offeredProviders({ features: { googleLogin: false, appleLogin: false } }, true)).toEqual([])
    expect(offeredProviders({ features: {} }, true)).toEqual([])
    expect(offeredProviders(null, true)).toEqual([])
    expect(offeredProviders(both, false)).toEqual([])
  })
})

describe('authorizePath', () => {
  it('names the provider, the page to come back to, the state, the shop and the language', () => {
    const path = authorizePath({ provider: 'APPLE', returnUrl: '/login?merchantId=10001&lang=en', state: 'abc', merchantId: '10001', lang: 'en' })
    const [base, query] = path.split('?')
    expect(base).toBe('/api/user/pub/v1/identity/authorize')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ provider: 'APPLE', returnUrl: '/login?merchantId=10001&lang=en', state: 'abc', merchantId: '10001', lang: 'en' })
  })
})

describe('readAnswer', () => {
  it('takes the token only with this app’s own, fresh state', () => {
    expect(readAnswer({ id_token: 'T', state: saved.state, provider: 'GOOGLE' }, saved, NOW)).toEqual({ kind: 'token', provider: 'GOOGLE', token: 'T', pending: saved.pending })
    expect(readAnswer({ id_token: 'T', state: 'other', provider: 'GOOGLE' }, saved, NOW)).toEqual({ kind: 'refused', provider: 'GOOGLE' })
    expect(readAnswer({ id_token: 'T', state: saved.state }, undefined, NOW).kind).toBe('refused')
    expect(readAnswer({ id_token: 'T', state: saved.state }, { ...saved, at: NOW - SIGN_IN_MAX_AGE_MS - 1 }, NOW).kind).toBe('refused')
    expect(readAnswer({ id_token: 'T', state: saved.state, provider: 'APPLE' }, saved, NOW).kind).toBe('refused')
    expect(readAnswer({ state: saved.state }, saved, NOW).kind).toBe('refused')
    expect(readAnswer({ id_token: 'T', state: saved.state }, { state: saved.state, provider: 'FACEBOOK', at: NOW }, NOW).kind).toBe('refused')
  })

  it('tells a cancel from a shop that does not offer the sign-in', () => {
    expect(readAnswer({ error: 'access_denied', state: saved.state }, saved, NOW)).toEqual({ kind: 'cancelled', provider: 'GOOGLE' })
    expect(readAnswer({ error: 'unavailable', state: saved.state }, saved, NOW)).toEqual({ kind: 'unavailable', provider: 'GOOGLE' })
    expect(readAnswer({ error: 'access_denied', state: 'forged' }, saved, NOW).kind).toBe('refused')
  })
})

describe('H5 adapter', () => {
  const replaceState = jest.fn()
  const assign = jest.fn()
  function browserAt(hash: string) {
    ;(globalThis as Record<string, unknown>).window = { location: { hash, pathname: '/login', search: '?merchantId=10001&lang=en', assign }, history: { state: null, replaceState } }
  }
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window
    jest.clearAllMocks()
  })

  it('reads the answer once and clears it from the address bar', () => {
    browserAt('#id_token=abc.def&state=xyz&provider=GOOGLE')
    expect(identitySignIn.takeAnswer()).toEqual({ id_token: 'abc.def', state: 'xyz', provider: 'GOOGLE' })
    expect(replaceState).toHaveBeenCalledWith(null, '', '/login?merchantId=10001&lang=en')
  })

  it('leaves other fragments alone and answers null without one', () => {
    browserAt('#section-2')
    expect(identitySignIn.takeAnswer()).toBeNull()
    browserAt('')
    expect(identitySignIn.takeAnswer()).toBeNull()
    expect(replaceState).not.toHaveBeenCalled()
  })

  it('leaves for the authorize address; mini-programs have no web sign-in', () => {
    browserAt('')
    expect(identitySignIn.available()).toBe(true)
    expect(identitySignIn.leave('/api/user/pub/v1/identity/authorize?provider=GOOGLE')).toBe(true)
    expect(assign).toHaveBeenCalledWith('/api/user/pub/v1/identity/authorize?provider=GOOGLE')
    expect(miniSignIn.available()).toBe(false)
    expect(miniSignIn.leave('/x')).toBe(false)
    expect(miniSignIn.takeAnswer()).toBeNull()
  })
})

describe('account store: loginWithIdentity', () => {
  function setup() {
    const map = new Map<string, unknown>()
    const session = new SessionStore({ get: (k) => map.get(k), set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) })
    return { session, account: new AccountStore(() => session) }
  }
  beforeEach(() => jest.resetAllMocks())

  it('signs in with a bound Google identity; Apple tokens go to apple_login', async () => {
    const { session, account } = setup()
    mocked.googleLogin.mockResolvedValue({ accessToken: 'a', refreshToken: 'r', userId: 'U1', isNewUser: false })
    await expect(account.loginWithIdentity('GOOGLE', 'tok')).resolves.toBe('LOGGED_IN')
    expect(mocked.googleLogin).toHaveBeenCalledWith('tok')
    expect(session.userId).toBe('U1')
    mocked.appleLogin.mockResolvedValue({ accessToken: 'a2', refreshToken: 'r2', userId: 'U2', isNewUser: false })
    await account.loginWithIdentity('APPLE', 'apple-tok')
    expect(mocked.appleLogin).toHaveBeenCalledWith('apple-tok')
    expect(mocked.googleLogin).toHaveBeenCalledTimes(1)
  })

  it('keeps the need-bind ticket for /account-bind, and rethrows other failures', async () => {
    const { session, account } = setup()
    mocked.appleLogin.mockRejectedValue(new RequestError({ message: 'bind', statusCode: STATUS.NEED_BIND, data: { bindTicket: 'T1', provider: 'APPLE', email: '', expiresInSeconds: 900 } }))
    await expect(account.loginWithIdentity('APPLE', 'tok')).resolves.toBe('NEED_BIND')
    expect(account.pendingBind).toEqual({ ticket: 'T1', via: 'APPLE' })
    expect(session.isLoggedIn).toBe(false)
    mocked.googleLogin.mockRejectedValue(new RequestError({ message: 'gone', statusCode: 40106 }))
    await expect(account.loginWithIdentity('GOOGLE', 'tok')).rejects.toMatchObject({ statusCode: 40106 })
    expect(account.pendingBind).toBeNull()
  })
})

describe('router.resumeLogin', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    jest.clearAllMocks()
  })
  afterEach(() => jest.useRealTimers())

  it('takes back the waiting target after the reload, so signing in opens it', async () => {
    const router = createRouter(makeEnv({ isH5: true }), navigation)
    router.resumeLogin({ kind: 'open', name: 'orderDetail', params: { orderId: 'O1' } })
    expect(router.pendingTarget()).toEqual({ kind: 'open', name: 'orderDetail', params: { orderId: 'O1' } })
    setStack('login')
    const done = router.onLoginSuccess()
    await jest.advanceTimersByTimeAsync(LOGIN_RETURN_DELAY_MS)
    await done
    expect(urlOf(taro.redirectTo)).toBe('/packages/order/detail/index?orderId=O1')
  })

  it('ignores an unknown route or kind (the stored value is not trusted blindly)', () => {
    const router = createRouter(makeEnv({ isH5: true }), navigation)
    router.resumeLogin({ kind: 'open', name: 'noSuchPage', params: {} })
    expect(router.pendingTarget()).toBeUndefined()
    router.resumeLogin({ kind: 'teleport' as never, name: 'orderDetail', params: {} })
    expect(router.pendingTarget()).toBeUndefined()
  })
})
