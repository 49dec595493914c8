/**
 * Launch check of login area and language (spec accounts §4): which login_warn_tips dialog the
 * server's facts lead to, its wording and buttons in the three languages, and what each answer does.
 */
import { setLang } from '../../../src/i18n'
import { RequestError } from '../../../src/request'
import { decideLoginWarning, loginWarningDialog, runLoginCheck, type LoginCheckDeps, type LoginWarnAction } from '../../../src/stores/account-login-check'
import type { LoginCheckProblem } from '../../../types/accounts'

const facts = (p: Partial<LoginCheckProblem>): LoginCheckProblem => ({
  loginMethod: 'CELLPHONE',
  countryCode: '852',
  areaSupported: true,
  methodSupported: true,
  methodsInLanguage: ['CELLPHONE'],
  languagesWithMethod: [],
  ...p,
})

afterEach(() => setLang('zh-CN'))

describe('decideLoginWarning', () => {
  it.each([
    ['phone area refused, no email here', facts({ areaSupported: false }), 1, ['logout'], undefined],
    ['phone area refused, email offered here', facts({ areaSupported: false, methodsInLanguage: ['CELLPHONE', 'EMAIL'] }), 2, ['logout'], undefined],
    ['phone not in this language, offered in en', facts({ methodSupported: false, methodsInLanguage: ['EMAIL'], languagesWithMethod: ['en-US'] }), 4, ['switch', 'logout'], 'en-US'],
    ['phone in no language', facts({ methodSupported: false, methodsInLanguage: ['EMAIL'] }), 5, ['logout'], undefined],
    ['email not in this language, offered in zh-MO', facts({ loginMethod: 'EMAIL', countryCode: '', methodSupported: false, languagesWithMethod: ['zh-MO'] }), 7, ['switch', 'logout'], 'zh-MO'],
    ['email in no language', facts({ loginMethod: 'EMAIL', countryCode: '', methodSupported: false }), 8, ['logout'], undefined],
    ['area and language both refuse (switching cannot help)', facts({ areaSupported: false, methodSupported: false, languagesWithMethod: ['en-US'] }), 9, ['logout'], undefined],
    ['no usable facts', null, 10, ['languages', 'logout'], undefined],
    ['facts that say nothing is wrong', facts({}), 10, ['languages', 'logout'], undefined],
  ])('%s', (_name, data, tip, actions, switchTo) => {
    const w = decideLoginWarning(data)
    expect(w.tip).toBe(tip)
    expect(w.actions).toEqual(actions)
    expect(w.switchTo).toBe(switchTo)
  })

  it('ignores a language tag the app does not speak', () => {
    expect(decideLoginWarning(facts({ methodSupported: false, languagesWithMethod: ['fr-FR' as never] })).tip).toBe(5)
  })
})

describe('loginWarningDialog', () => {
  it('words the tip and its buttons in each language, the last button primary', () => {
    const w = decideLoginWarning(facts({ methodSupported: false, languagesWithMethod: ['en-US'] }))
    setLang('zh-CN')
    expect(loginWarningDialog(w)).toEqual({
      title: '登录提示',
      content: '当前语言不支持手机号登录。切换到English可保持登录，或退出登录',
      countdown: 0,
      buttons: [
        { text: '切换到English', value: 'switch', primary: false },
        { text: '退出登录', value: 'logout', primary: true },
      ],
    })
    setLang('zh-MO')
    expect(loginWarningDialog(w).content).toBe('當前語言不支援手機號碼登入。切換至English可保持登入，或登出')
    setLang('en-US')
    const area = loginWarningDialog(decideLoginWarning(facts({ areaSupported: false })), () => 'x')
    expect(area.content).toBe('This shop does not accept logins with +852 phone numbers. Please log out and log in with a number from a supported region.')
    expect(area.buttons).toEqual([{ text: 'Log out', value: 'logout', primary: true }])
  })
})

describe('runLoginCheck', () => {
  const refusal = (statusCode: number, data: unknown) => new RequestError({ message: 'x', statusCode, httpCode: 200, data })

  function deps(answers: LoginWarnAction[], checks: Array<() => Promise<unknown>>) {
    let loggedIn = true
    const d = {
      isLoggedIn: () => loggedIn,
      check: jest.fn(() => (checks.shift() ?? (async () => ({ ok: true })))()),
      ask: jest.fn(async () => answers.shift() ?? 'logout'),
      logout: jest.fn(async () => void (loggedIn = false)),
      switchLanguage: jest.fn(async () => undefined),
      openLanguages: jest.fn(),
      afterLogout: jest.fn(),
    } satisfies LoginCheckDeps
    return d
  }

  it('shows nothing when the check passes, or fails for another reason', async () => {
    const ok = deps([], [async () => ({ ok: true })])
    await expect(runLoginCheck(ok)).resolves.toEqual([])
    const other = deps([], [async () => Promise.reject(refusal(15012002, null))])
    await expect(runLoginCheck(other)).resolves.toEqual([])
    expect(other.ask).not.toHaveBeenCalled()
    expect(other.logout).not.toHaveBeenCalled()
  })

  it('logs out on a must-log-out tip and then opens login', async () => {
    const d = deps(['logout'], [async () => Promise.reject(refusal(22046008, facts({ areaSupported: false })))])
    await expect(runLoginCheck(d)).resolves.toEqual([1])
    expect(d.logout).toHaveBeenCalledTimes(1)
    expect(d.afterLogout).toHaveBeenCalledTimes(1)
  })

  it('switches language and checks again in it, keeping the session when that passes', async () => {
    const d = deps(['switch'], [async () => Promise.reject(refusal(22046007, facts({ loginMethod: 'EMAIL', methodSupported: false, languagesWithMethod: ['en-US'] })))])
    await expect(runLoginCheck(d)).resolves.toEqual([7])
    expect(d.switchLanguage).toHaveBeenCalledWith('en-US')
    expect(d.check).toHaveBeenCalledTimes(2)
    expect(d.logout).not.toHaveBeenCalled()
  })

  it('opens the language page on tip 10', async () => {
    const d = deps(['languages'], [async () => Promise.reject(refusal(22046007, null))])
    await expect(runLoginCheck(d)).resolves.toEqual([10])
    expect(d.openLanguages).toHaveBeenCalled()
    expect(d.logout).not.toHaveBeenCalled()
  })

  it('does not run for an anonymous visitor', async () => {
    const d = deps([], [])
    d.isLoggedIn = () => false
    await runLoginCheck(d)
    expect(d.check).not.toHaveBeenCalled()
  })
})
