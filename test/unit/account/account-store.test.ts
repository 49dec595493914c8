import type { Profile } from '../../../types/accounts'
import { AccountStore, defaultLoginArea, loginAreasOf, loginMethodsOf, maskPhone } from '../../../src/stores/account'
import { SessionStore } from '../../../src/stores/session'
import { draftOf, profileChanges } from '../../../src/packages/user/profile/changes'
import { codeButtonLabel } from '../../../src/components/code-button/label'
import { setLang } from '../../../src/i18n'
import * as api from '../../../src/services/account'

jest.mock('../../../src/services/account')
const mocked = jest.mocked(api)

function memoryStorage() {
  const map = new Map<string, unknown>()
  return { get: (k: string) => map.get(k), set: (k: string, v: unknown) => void map.set(k, v), remove: (k: string) => void map.delete(k) }
}

const PROFILE: Profile = {
  userId: 'U1',
  nickname: '',
  avatar: '',
  countryCode: '853',
  cellphone: '66001234',
  email: '',
  sex: 'UNKNOWN',
  birthday: '',
  birthdayEditable: true,
  language: '',
  messageLanguage: '',
  hasPassword: false,
}

function setup() {
  const session = new SessionStore(memoryStorage())
  const account = new AccountStore(() => session)
  return { session, account }
}

beforeEach(() => jest.resetAllMocks())

describe('AccountStore', () => {
  it('fills the session after a phone login, with the area code', async () => {
    mocked.loginOrRegister.mockResolvedValue({ accessToken: 'a', refreshToken: 'r', userId: 'U1', isNewUser: true })
    const { session, account } = setup()
    const result = await account.loginWithCode('853', '66001234', '123456')
    expect(mocked.loginOrRegister).toHaveBeenCalledWith({ countryCode: '853', cellphone: '66001234', verifyCode: '123456' })
    expect(result.isNewUser).toBe(true)
    expect(session.isLoggedIn).toBe(true)
    expect(session.countryCode).toBe('853')
  })

  it('fills the session after an email login, with the email', async () => {
    mocked.loginByEmail.mockResolvedValue({ accessToken: 'a', refreshToken: 'r', userId: 'U2', isNewUser: false })
    const { session, account } = setup()
    await account.loginWithEmail(' Ann@Example.com ', 'Secret12!')
    expect(mocked.loginByEmail).toHaveBeenCalledWith({ email: 'Ann@Example.com', password: 'Secret12!' })
    expect(session.email).toBe('ann@example.com')
  })

  it('leaves the session alone when the login fails', async () => {
    mocked.loginOrRegister.mockRejectedValue(new Error('wrong code'))
    const { session, account } = setup()
    await expect(account.loginWithCode('86', '13800000001', '000000')).rejects.toThrow('wrong code')
    expect(session.isLoggedIn).toBe(false)
  })

  it('names the buyer by nickname, else masked phone, else email', async () => {
    const { session, account } = setup()
    session.signIn({ accessToken: 'a', refreshToken: 'r', userId: 'U1' })
    mocked.fetchProfile.mockResolvedValue(PROFILE)
    await account.loadProfile()
    expect(account.displayName).toBe('6600****')
    expect(account.loginLabel).toBe('+853 6600****')
    mocked.updateProfile.mockResolvedValue({ ...PROFILE, nickname: 'Ann' })
    await account.updateProfile({ nickname: 'Ann' })
    expect(account.displayName).toBe('Ann')
  })

  it('does not ask for a profile when logged out', async () => {
    const { account } = setup()
    expect(await account.loadProfile()).toBeNull()
    expect(mocked.fetchProfile).not.toHaveBeenCalled()
  })

  it('clears the session and the profile on logout, even when the server call fails', async () => {
    const { session, account } = setup()
    session.signIn({ accessToken: 'a', refreshToken: 'r', userId: 'U1' })
    mocked.fetchProfile.mockResolvedValue(PROFILE)
    await account.loadProfile()
    mocked.logout.mockRejectedValue(new Error('offline'))
    await expect(account.logout()).rejects.toThrow('offline')
    expect(session.isLoggedIn).toBe(false)
    expect(account.profile).toBeNull()
  })
})

describe('shop login config', () => {
  const config = {
    supportLanguages: [
      { langTag: 'zh-MO', loginMethod: ['CELLPHONE', 'EMAIL'] as Array<'CELLPHONE' | 'EMAIL'> },
      { langTag: 'zh-CN', loginMethod: ['CELLPHONE'] as Array<'CELLPHONE' | 'EMAIL'> },
    ],
    supportLoginAreas: [{ code: '853' }, { code: '86' }],
  }
  it('gives the methods of the current language', () => {
    expect(loginMethodsOf(config, 'zh-MO')).toEqual(['CELLPHONE', 'EMAIL'])
    expect(loginMethodsOf(config, 'zh-CN')).toEqual(['CELLPHONE'])
    expect(loginMethodsOf(null, 'en-US')).toEqual(['CELLPHONE'])
  })
  it('limits the areas to the shop and preselects 86', () => {
    expect(loginAreasOf(config)).toEqual(['853', '86'])
    expect(defaultLoginArea(loginAreasOf(config))).toBe('86')
    expect(defaultLoginArea(['853', '852'])).toBe('853')
    expect(loginAreasOf(null)).toEqual(['86'])
  })
  it('masks phones', () => {
    expect(maskPhone('13800001234')).toBe('138****1234')
    expect(maskPhone('66001234')).toBe('6600****')
  })
})

describe('profile changes', () => {
  it('sends only what changed, and the birthday only while it may be set', () => {
    const draft = { ...draftOf(PROFILE), nickname: ' Ann ', birthday: '1990-05-01', language: 'en-US' as const }
    expect(profileChanges(PROFILE, draft)).toEqual({ nickname: 'Ann', birthday: '1990-05-01', language: 'en-US' })
    const locked = { ...PROFILE, birthday: '1990-05-01', birthdayEditable: false }
    expect(profileChanges(locked, { ...draftOf(locked), birthday: '1991-01-01' })).toEqual({})
  })
})

describe('code button wording', () => {
  afterAll(() => setLang('zh-CN'))
  it.each([
    ['zh-CN', '获取验证码', '60s后重新获取', '重新获取'],
    ['zh-MO', '獲取驗證碼', '60s後重新獲取', '重新獲取'],
    ['en-US', 'Get code', 'Re-get in 60s', 'Get again'],
  ] as const)('%s', (lang, initial, countdown, again) => {
    setLang(lang)
    expect(codeButtonLabel({ phase: 'initial', secondsLeft: 0 })).toBe(initial)
    expect(codeButtonLabel({ phase: 'countdown', secondsLeft: 60 })).toBe(countdown)
    expect(codeButtonLabel({ phase: 'reacquire', secondsLeft: 0 })).toBe(again)
  })
})
