/**
 * The account store's third-party, unregistration and work-permit logic: the need-bind outcome that
 * keeps the server-issued ticket (from the failure's envelope data) for the bind page, binding that signs in, closing the
 * account that clears the session, and the staff session kept apart from the buyer's.
 */
import { STATUS } from '../../../types/api'
import { RequestError } from '../../../src/request'
import * as api from '../../../src/services/account'
import { AccountStore, isValidNickname, needBindTicketOf, newRandomKey } from '../../../src/stores/account'
import { SessionStore } from '../../../src/stores/session'

jest.mock('../../../src/services/account')
const mocked = jest.mocked(api)

function setup() {
  const map = new Map<string, unknown>()
  const session = new SessionStore({ get: (k) => map.get(k), set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) })
  return { session, account: new AccountStore(() => session) }
}

const LOGIN = { accessToken: 'a', refreshToken: 'r', userId: 'U9', isNewUser: false }
const TICKET = 'server-issued-ticket'
const needBind = (data: unknown = { bindTicket: TICKET, provider: 'CHANNEL:PARTNER', email: '', expiresInSeconds: 900 }) =>
  new RequestError({ message: 'bind', statusCode: STATUS.NEED_BIND, httpCode: 200, data })

beforeEach(() => jest.resetAllMocks())

describe('newRandomKey', () => {
  it('makes 32 url-safe characters from 32 random bytes, different each time', () => {
    const a = newRandomKey()
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(newRandomKey()).not.toBe(a)
    expect(newRandomKey((n) => new Uint8Array(n).fill(0))).toBe('A'.repeat(32))
    expect(newRandomKey((n) => new Uint8Array(n).fill(255))).toBe('_'.repeat(32))
  })
})

describe('needBindTicketOf', () => {
  it('reads the ticket only from a need-bind failure that carries one', () => {
    expect(needBindTicketOf(needBind())).toBe(TICKET)
    expect(needBindTicketOf(needBind(null))).toBeUndefined()
    expect(needBindTicketOf(needBind({ bindTicket: '' }))).toBeUndefined()
    expect(needBindTicketOf(needBind({ bindTicket: 42 }))).toBeUndefined()
    expect(needBindTicketOf(new RequestError({ message: 'x', statusCode: 40106, data: { bindTicket: TICKET } }))).toBeUndefined()
    expect(needBindTicketOf(new Error('x'))).toBeUndefined()
  })
})

describe('channel login and binding', () => {
  it('signs in when the channel account is bound', async () => {
    const { session, account } = setup()
    mocked.channelOauth.mockResolvedValue(LOGIN)
    await expect(account.loginWithChannel('code', 'PARTNER')).resolves.toBe('LOGGED_IN')
    expect(session.userId).toBe('U9')
    expect(account.pendingBind).toBeNull()
  })

  it('keeps the server-issued ticket of a need-bind answer, and binding spends it', async () => {
    const { session, account } = setup()
    mocked.channelOauth.mockRejectedValue(needBind())
    await expect(account.loginWithChannel('code', 'PARTNER')).resolves.toBe('NEED_BIND')
    // The app proposes nothing: only the authCode and channelCode go to the server.
    expect(mocked.channelOauth).toHaveBeenCalledWith('code', 'PARTNER')
    expect(account.pendingBind).toEqual({ ticket: TICKET, via: 'CHANNEL' })
    expect(session.isLoggedIn).toBe(false)

    mocked.bindAccount.mockResolvedValue({ ...LOGIN, isNewUser: true })
    await account.bindWithPhone('853', '66001234', '123456')
    expect(mocked.bindAccount).toHaveBeenCalledWith({ bindTicket: TICKET, countryCode: '853', cellphone: '66001234', verifyCode: '123456' })
    expect(session.userId).toBe('U9')
    expect(session.countryCode).toBe('853')
    expect(account.pendingBind).toBeNull()
  })

  it('rethrows a need-bind answer without a ticket instead of inventing one', async () => {
    const { account } = setup()
    mocked.channelOauth.mockRejectedValue(needBind(null))
    await expect(account.loginWithChannel('code', 'PARTNER')).rejects.toMatchObject({ statusCode: STATUS.NEED_BIND })
    expect(account.pendingBind).toBeNull()
  })

  it('drops the ticket on other failures and refuses to bind without one', async () => {
    const { account } = setup()
    mocked.channelOauth.mockRejectedValue(new RequestError({ message: 'bad', statusCode: 40106, httpCode: 200 }))
    await expect(account.loginWithChannel('code', 'PARTNER')).rejects.toThrow('bad')
    expect(account.pendingBind).toBeNull()
    await expect(account.bindWithEmail('a@b.co', 'x')).rejects.toThrow(/no pending/)
    expect(mocked.bindAccount).not.toHaveBeenCalled()
  })

  it('binds with an email account, normalising the address', async () => {
    const { session, account } = setup()
    mocked.channelOauth.mockRejectedValue(needBind())
    await account.loginWithChannel('code', 'PARTNER')
    mocked.bindAccount.mockResolvedValue(LOGIN)
    await account.bindWithEmail('  Jane@Example.com ', 'Secret-123')
    expect(mocked.bindAccount.mock.calls[0]?.[0]).toMatchObject({ email: 'Jane@Example.com', password: 'Secret-123' })
    expect(session.email).toBe('jane@example.com')
  })
})

describe('mini-program one-tap phone login', () => {
  it('signs in with what mini/bind_phone answers', async () => {
    const { session, account } = setup()
    mocked.miniBindPhone.mockResolvedValue(LOGIN)
    const body = { encryptedData: 'E', initVector: 'I', authCode: 'c', appId: 'wx1' }
    await account.loginWithHostPhone(body)
    expect(mocked.miniBindPhone).toHaveBeenCalledWith(body)
    expect(session.userId).toBe('U9')
  })
})

describe('unregistration', () => {
  it('clears the session and the profile once the server closed the account, and not before', async () => {
    const { session, account } = setup()
    session.signIn({ accessToken: 'a', refreshToken: 'r', userId: 'U1' })
    mocked.unregister.mockRejectedValueOnce(new RequestError({ message: 'wrong code', statusCode: 40101, httpCode: 200 }))
    await expect(account.unregister('000000')).rejects.toThrow('wrong code')
    expect(session.isLoggedIn).toBe(true)
    mocked.unregister.mockResolvedValueOnce({ unregistered: true })
    await account.unregister('123456')
    expect(session.isLoggedIn).toBe(false)
    expect(account.profile).toBeNull()
  })
})

describe('work permit staff', () => {
  it('keeps the staff token apart from the buyer session and sends it with applications', async () => {
    const { session, account } = setup()
    await expect(account.loadWorkPermits()).rejects.toThrow(/not logged in/)
    mocked.workPermitLogin.mockResolvedValue({ staffToken: 'S-TOKEN', staffId: 'S1', expiresInSeconds: 60, standing: 'NONE', permit: null })
    expect(await account.loginStaff('86', '13900000000', '123456')).toBe('NONE')
    expect(session.isLoggedIn).toBe(false)
    const record = { applicationId: 'A1', name: 'n', company: 'c', jobTitle: 'j', eventName: 'e', idNo: 'K1***7', status: 'PENDING' as const, createdAt: '', rejectReason: '', reviewedAt: '' }
    mocked.applyWorkPermit.mockResolvedValue(record)
    const body = { name: 'n', company: 'c', jobTitle: 'j', eventName: 'e', idType: 'PASSPORT' as const, idNo: 'K1234567', idempotencyKey: 'k'.repeat(12) }
    await account.applyWorkPermit(body)
    await account.applyWorkPermit(body)
    expect(mocked.applyWorkPermit).toHaveBeenCalledWith('S-TOKEN', body)
    expect(account.workPermits).toEqual([record])
  })
})

describe('isValidNickname', () => {
  it.each([
    ['Jane', true],
    ['  ', false],
    ['一二三四五六七八九十一二三四五六七八九十', true],
    ['一二三四五六七八九十一二三四五六七八九十一', false],
    ['a\u0007b', false],
    // Counted as characters, like the server: an emoji is one.
    ['😀'.repeat(20), true],
    ['😀'.repeat(21), false],
  ])('%j → %s', (value, ok) => expect(isValidNickname(value)).toBe(ok))
})
