/** Email and password: sign-up with activation, login throttling, reset, change; no account oracle. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq } from 'drizzle-orm'
import { ACCOUNT_STATUS, type LoginResult } from '../../types/accounts.js'
import { STATUS } from '../../types/api.js'
import { users } from '../src/db/schema-accounts.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp } from './accounts-helpers.js'

const CREATE = '/user/pub/v1/create_account'
const ACTIVATE = '/user/pub/v1/activate_email'
const LOGIN = '/user/pub/v1/login'
const CHECK = '/user/pub/v1/check_email'
const FORGOT = '/user/pub/v1/forgot_password'
const SET = '/user/pub/v1/set_password'
const CHANGE = '/user/v1/change_password'
const PROFILE = '/user/v3/profile'
const PASSWORD = 'Lotus-Stage-1'

let n = 0
const freshEmail = () => `fan${process.pid}x${n++}@example.com`
const tokenOf = (link: string | undefined) => new URL(link ?? '', 'http://x').searchParams.get('token') ?? ''

await describeAccounts('accounts: email and password', (env) => {
  const api = createApi(env)

  /** create_account + activation; returns the address. */
  async function register(email = freshEmail(), password = PASSWORD): Promise<string> {
    const res = await api.post(CREATE, { email, password }, { ip: freshIp() })
    assert.equal(res.statusCode, 200, res.comments)
    const mail = env().mail.last(email)
    assert.equal(mail?.kind, 'ACTIVATE')
    const activated = await api.post(ACTIVATE, { token: tokenOf(mail?.link) })
    assert.equal(activated.statusCode, 200, activated.comments)
    return email
  }

  const login = (email: string, password: string, o: Parameters<typeof api.post>[2] = {}) =>
    api.post(LOGIN, { email, password }, { ip: freshIp(), ...o })

  it('create_account sends a signed activation link; the account exists only once activated', async () => {
    const email = freshEmail()
    const res = await api.post(CREATE, { email: email.toUpperCase(), password: PASSWORD, nickname: 'Fan' }, { lang: 'en', ip: freshIp() })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.data, { sent: true })
    assert.equal(res.comments, 'If the address can be used, we have sent a message to it; please check your inbox')
    const mail = env().mail.last(email)
    assert.ok(mail?.link?.includes('/activate-email?token='))
    assert.equal((await login(email, PASSWORD)).statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID, 'not before activation')

    const token = tokenOf(mail?.link)
    const viaGet = await api.get(`${ACTIVATE}?token=${encodeURIComponent(token)}`.replace(/\?/, '?merchantId=10001&'), { merchant: null })
    assert.equal(viaGet.statusCode, 200, viaGet.comments)
    assert.deepEqual(viaGet.data, { activated: true, email })
    const reused = await api.post(ACTIVATE, { token }, { lang: 'en' })
    assert.equal(reused.statusCode, ACCOUNT_STATUS.LINK_INVALID)
    assert.equal(reused.comments, 'The link is invalid or has expired')

    const ok = await login(email, PASSWORD)
    assert.equal(ok.statusCode, 200, ok.comments)
    const result = ok.data as LoginResult
    assert.equal(result.isNewUser, false)
    const profile = await api.get(PROFILE, { token: result.accessToken })
    assert.equal((profile.data as { email: string; nickname: string }).email, email)
    assert.equal((profile.data as { nickname: string }).nickname, 'Fan')
  })

  it('activation links expire after 24 h, belong to one merchant, and cannot be forged', async () => {
    const email = freshEmail()
    await api.post(CREATE, { email, password: PASSWORD }, { ip: freshIp() })
    const token = tokenOf(env().mail.last(email)?.link)
    assert.equal((await api.post(ACTIVATE, { token }, { merchant: MAINLAND })).statusCode, ACCOUNT_STATUS.LINK_INVALID)
    assert.equal((await api.post(ACTIVATE, { token: `${token.slice(0, -3)}abc` })).statusCode, ACCOUNT_STATUS.LINK_INVALID)
    env().clock.advance(24 * 3600 + 1)
    assert.equal((await api.post(ACTIVATE, { token })).statusCode, ACCOUNT_STATUS.LINK_INVALID)
  })

  it('password and email rules answer with a localised message for each failure and send nothing', async () => {
    const before = env().mail.messages().length
    // (Macau offers email login in zh-MO and en-US only; zh-CN wording is covered by the phone suite.)
    const cases: Array<[string, string, string, string]> = [
      ['not-an-email', PASSWORD, 'en', 'Please enter a valid email address'],
      ['a..b@example.com', PASSWORD, 'en', 'Please enter a valid email address'],
      ['a@localhost', PASSWORD, 'zh-MO', '請輸入正確的電郵地址'],
      [freshEmail(), 'Ab1!', 'en', 'The password must be 8 to 20 characters long'],
      [freshEmail(), 'Abcdefgh1!Abcdefgh1!x', 'zh-MO', '密碼長度需為8-20位'],
      [freshEmail(), 'abcdefgh1', 'en', 'The password needs at least 3 of: uppercase letters, lowercase letters, digits, symbols'],
      [freshEmail(), 'ABCDEFGH!', 'zh-MO', '密碼需包含大寫字母、小寫字母、數字、特殊符號中的至少3種'],
      [freshEmail(), 'Abc def12', 'en', 'The password cannot contain spaces or invisible characters'],
    ]
    for (const [email, password, lang, message] of cases) {
      const res = await api.post(CREATE, { email, password }, { lang, ip: freshIp() })
      assert.equal(res.statusCode, ACCOUNT_STATUS.INVALID_INPUT, `${email} ${password}`)
      assert.equal(res.comments, message)
      assert.equal(res.data, null)
    }
    for (const good of ['Abcdefg1', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!']) {
      const res = await api.post(CREATE, { email: freshEmail(), password: good }, { ip: freshIp() })
      assert.equal(res.statusCode, 200, good)
    }
    assert.equal(env().mail.messages().length, before + 4)
  })

  it('create_account, check_email and forgot_password answer the same for registered and unknown addresses', async () => {
    const known = await register()
    const unknown = freshEmail()
    for (const [path, body] of [
      [CREATE, (e: string) => ({ email: e, password: PASSWORD })],
      [CHECK, (e: string) => ({ email: e })],
      [FORGOT, (e: string) => ({ email: e })],
    ] as const) {
      env().clock.advance(61)
      const a = await api.post(path, body(known), { ip: freshIp(), lang: 'zh-MO' })
      const b = await api.post(path, body(unknown), { ip: freshIp(), lang: 'zh-MO' })
      assert.deepEqual(a, b, path)
      assert.equal(a.statusCode, 200)
      // The resend refusal is identical as well.
      assert.deepEqual(await api.post(path, body(known), { ip: freshIp() }), await api.post(path, body(unknown), { ip: freshIp() }))
    }
    // Only the mailbox owner learns the difference.
    assert.equal(env().mail.last(known)?.kind, 'RESET')
    assert.equal(env().mail.last(unknown)?.kind, 'SIGN_UP')
    // Wrong password on a real account and any password on an unknown one look alike.
    assert.deepEqual(await login(known, 'Wrong-pass-1'), await login(unknown, 'Wrong-pass-1'))
  })

  it('wrong passwords slow one IP down with growing delays without locking the owner out', async () => {
    const email = await register()
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) assert.equal((await login(email, `Guess-${i}-x`, { ip: attacker })).statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID)
    const slowed = await login(email, PASSWORD, { ip: attacker, lang: 'en' })
    assert.equal(slowed.statusCode, ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'even the right password waits: no oracle')
    assert.deepEqual(slowed.data, { retryAfterSeconds: 30 })
    assert.equal(slowed.comments, 'Too many attempts, please try again in 30 seconds')

    const owner = await login(email, PASSWORD, { ip: freshIp() })
    assert.equal(owner.statusCode, 200, 'the owner elsewhere is not locked out')

    env().clock.advance(31)
    assert.equal((await login(email, 'Guess-6-x', { ip: attacker })).statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID)
    const longer = await login(email, 'Guess-7-x', { ip: attacker })
    assert.deepEqual(longer.data, { retryAfterSeconds: 60 }, 'the delay grows')
  })

  it('rotating IPs hits the per-account cap, which a known device still passes', async () => {
    const email = await register()
    const device = `phone-of-owner-${Date.now()}`
    assert.equal((await login(email, PASSWORD, { device })).statusCode, 200)
    for (let i = 0; i < 10; i++) assert.equal((await login(email, `Guess-${i}-y`)).statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID)
    const fromNewIp = await login(email, PASSWORD)
    assert.equal(fromNewIp.statusCode, ACCOUNT_STATUS.TOO_MANY_REQUESTS)
    const knownDevice = await login(email, PASSWORD, { device })
    assert.equal(knownDevice.statusCode, 200, knownDevice.comments)
    // An unknown address is throttled the same way, so the throttle reveals nothing either.
    const ghost = freshEmail()
    for (let i = 0; i < 10; i++) await login(ghost, `Guess-${i}-y`)
    assert.equal((await login(ghost, PASSWORD)).statusCode, ACCOUNT_STATUS.TOO_MANY_REQUESTS)
  })

  it('forgot_password → set_password sets the new password and logs every session out', async () => {
    const email = await register()
    const session = (await login(email, PASSWORD)).data as LoginResult
    env().clock.advance(61)
    await api.post(FORGOT, { email }, { ip: freshIp() })
    const token = tokenOf(env().mail.last(email)?.link)
    const weak = await api.post(SET, { token, password: 'short' }, { lang: 'en' })
    assert.equal(weak.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
    assert.equal((await api.get(PROFILE, { token: session.accessToken })).statusCode, 200, 'a refused reset changes nothing')

    const res = await api.post(SET, { token, password: 'New-Pass-22' })
    assert.equal(res.statusCode, 200, res.comments)
    assert.equal((await api.get(PROFILE, { token: session.accessToken })).statusCode, STATUS.LOGIN_EXPIRED)
    assert.equal((await api.post(SET, { token, password: 'Other-Pass-3' })).statusCode, ACCOUNT_STATUS.LINK_INVALID, 'single use')
    assert.equal((await login(email, PASSWORD)).statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID)
    assert.equal((await login(email, 'New-Pass-22')).statusCode, 200)
    // An activation link cannot be used as a reset link.
    const other = freshEmail()
    await api.post(CREATE, { email: other, password: PASSWORD }, { ip: freshIp() })
    assert.equal((await api.post(SET, { token: tokenOf(env().mail.last(other)?.link), password: 'New-Pass-22' })).statusCode, ACCOUNT_STATUS.LINK_INVALID)
  })

  it('change_password re-authenticates and logs out the other sessions only', async () => {
    const email = await register()
    const here = (await login(email, PASSWORD)).data as LoginResult
    const there = (await login(email, PASSWORD)).data as LoginResult
    const wrong = await api.post(CHANGE, { oldPassword: 'Wrong-pass-1', newPassword: 'New-Pass-33' }, { token: here.accessToken, lang: 'en' })
    assert.equal(wrong.statusCode, ACCOUNT_STATUS.CREDENTIALS_INVALID)
    assert.equal(wrong.comments, 'The current password is wrong')
    const weak = await api.post(CHANGE, { oldPassword: PASSWORD, newPassword: 'weakpass' }, { token: here.accessToken })
    assert.equal(weak.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
    assert.equal((await api.get(PROFILE, { token: there.accessToken })).statusCode, 200, 'refusals change nothing')

    const ok = await api.post(CHANGE, { oldPassword: PASSWORD, newPassword: 'New-Pass-33' }, { token: here.accessToken, lang: 'en' })
    assert.equal(ok.statusCode, 200, ok.comments)
    assert.equal(ok.comments, 'Password changed; other devices have been logged out')
    assert.equal((await api.get(PROFILE, { token: here.accessToken })).statusCode, 200)
    assert.equal((await api.get(PROFILE, { token: there.accessToken })).statusCode, STATUS.LOGIN_EXPIRED)
    assert.equal((await login(email, 'New-Pass-33')).statusCode, 200)
    assert.equal((await api.post(CHANGE, { oldPassword: PASSWORD, newPassword: 'New-Pass-44' })).statusCode, STATUS.NOT_LOGGED_IN)
  })

  it('passwords are argon2id hashes; email login follows the shop language login methods', async () => {
    const email = await register()
    const [row] = await env().db.handle.db.select().from(users).where(eq(users.email, email))
    assert.match(row?.passwordHash ?? '', /^\$argon2id\$/)
    const mainland = await api.post(LOGIN, { email, password: PASSWORD }, { merchant: MAINLAND, lang: 'en' })
    assert.equal(mainland.statusCode, ACCOUNT_STATUS.METHOD_UNSUPPORTED)
    assert.equal(mainland.comments, 'This login method is not available in the current language')
    const zhCN = await api.post(LOGIN, { email, password: PASSWORD }, { merchant: MACAU, lang: 'zh' })
    assert.equal(zhCN.statusCode, ACCOUNT_STATUS.METHOD_UNSUPPORTED)
    assert.equal(zhCN.comments, '当前语言不支持该登录方式')
  })
})
