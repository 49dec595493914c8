/**
 * The app's side of the login captcha: tokens kept per scope with their expiry (spec core §3, §5),
 * the guarded send (40111 → captcha page → the same send again with the token), and the captcha
 * page's input and refusal rules.
 */
import { ACCOUNT_STATUS, type CaptchaToken } from '../../../types/accounts'
import { STATUS } from '../../../types/api'
import { RequestError } from '../../../src/request'
import { CAPTCHA_STORAGE_KEY, CaptchaFlow, CaptchaTokens, captchaScopeOf, isCaptchaScope } from '../../../src/stores/account-captcha'
import { sanitiseCaptchaInput, verifyRefusalOf } from '../../../src/packages/user/login-captcha/form'

function memoryStorage() {
  const map = new Map<string, unknown>()
  return { map, get: (k: string) => map.get(k), set: (k: string, v: unknown) => void map.set(k, v), remove: (k: string) => void map.delete(k) }
}

const TOKEN: CaptchaToken = { captchaToken: 'tok-1', scope: 'LOGIN_SMS', expiresInSeconds: 300 }
const captchaRequired = () =>
  new RequestError({ message: 'Please complete the picture check first', statusCode: ACCOUNT_STATUS.CAPTCHA_REQUIRED, mode: 'none', data: { captchaScope: 'LOGIN_SMS' } })

describe('CaptchaTokens', () => {
  it('keeps a token per scope until shortly before it expires, in storage', () => {
    let now = 1_000_000
    const storage = memoryStorage()
    const tokens = new CaptchaTokens(storage, () => now)
    expect(tokens.get('LOGIN_SMS')).toBeUndefined()
    expect(tokens.satisfies(['LOGIN_SMS'])).toBe(false)
    tokens.set('LOGIN_SMS', TOKEN)
    expect(tokens.get('LOGIN_SMS')).toBe('tok-1')
    expect(storage.map.get(CAPTCHA_STORAGE_KEY)).toEqual({ LOGIN_SMS: { token: 'tok-1', expiresAt: now + 295_000 } })
    // A second store over the same storage (a reload) sees it too.
    expect(new CaptchaTokens(storage, () => now).get('LOGIN_SMS')).toBe('tok-1')
    now += 294_000
    expect(tokens.satisfies(['LOGIN_SMS'])).toBe(true)
    now += 2_000
    expect(tokens.get('LOGIN_SMS')).toBeUndefined()
    expect(tokens.satisfies(['LOGIN_SMS'])).toBe(false)
  })

  it('is valid only when every needed scope has an unexpired token; nothing needed is valid', () => {
    const tokens = new CaptchaTokens(memoryStorage(), () => 0)
    expect(tokens.satisfies([])).toBe(true)
    tokens.set('LOGIN_SMS', TOKEN)
    expect(tokens.satisfies(['LOGIN_SMS'])).toBe(true)
    tokens.clear('LOGIN_SMS')
    expect(tokens.satisfies(['LOGIN_SMS'])).toBe(false)
  })

  it('ignores unreadable storage', () => {
    const storage = memoryStorage()
    storage.set(CAPTCHA_STORAGE_KEY, 'garbage')
    expect(new CaptchaTokens(storage).get('LOGIN_SMS')).toBeUndefined()
    storage.set(CAPTCHA_STORAGE_KEY, { LOGIN_SMS: { token: 42, expiresAt: Date.now() + 60_000 } })
    expect(new CaptchaTokens(storage).get('LOGIN_SMS')).toBeUndefined()
  })
})

describe('captchaScopeOf', () => {
  it('reads the scope of a 40111 refusal only', () => {
    expect(captchaScopeOf(captchaRequired())).toBe('LOGIN_SMS')
    expect(captchaScopeOf(new RequestError({ message: 'x', statusCode: ACCOUNT_STATUS.CAPTCHA_REQUIRED, data: { captchaScope: 'OTHER' } }))).toBeUndefined()
    expect(captchaScopeOf(new RequestError({ message: 'x', statusCode: ACCOUNT_STATUS.TOO_MANY_REQUESTS, data: { captchaScope: 'LOGIN_SMS' } }))).toBeUndefined()
    expect(captchaScopeOf(new Error('x'))).toBeUndefined()
    expect(isCaptchaScope('LOGIN_SMS')).toBe(true)
    expect(isCaptchaScope('login_sms')).toBe(false)
  })
})

describe('CaptchaFlow.send', () => {
  function setup(open: (flow: CaptchaFlow) => Promise<boolean> | boolean = () => true) {
    const tokens = new CaptchaTokens(memoryStorage())
    const notify = jest.fn()
    const opened: string[] = []
    const flow: CaptchaFlow = new CaptchaFlow({
      tokens,
      notify,
      open: async (scope) => {
        opened.push(scope)
        return open(flow)
      },
    })
    return { flow, tokens, notify, opened }
  }

  it('sends once without a token when the server does not ask', async () => {
    const { flow, opened } = setup()
    const attempt = jest.fn().mockResolvedValue(60)
    await expect(flow.send('LOGIN_SMS', attempt)).resolves.toBe(60)
    expect(attempt.mock.calls).toEqual([[undefined]])
    expect(opened).toEqual([])
  })

  it('on 40111 opens the captcha page, waits for it, then sends again with the token and drops it', async () => {
    const { flow, tokens, opened } = setup((f) => {
      // The page is solved a moment after it opens.
      setTimeout(() => f.solved('LOGIN_SMS', TOKEN), 5)
      return true
    })
    const attempt = jest.fn().mockRejectedValueOnce(captchaRequired()).mockResolvedValueOnce(60)
    await expect(flow.send('LOGIN_SMS', attempt)).resolves.toBe(60)
    expect(opened).toEqual(['LOGIN_SMS'])
    expect(attempt.mock.calls).toEqual([[undefined], ['tok-1']])
    expect(tokens.get('LOGIN_SMS')).toBeUndefined()
    expect(flow.isWaiting('LOGIN_SMS')).toBe(false)
  })

  it('gives the original refusal back when the page closes unsolved or cannot open', async () => {
    const closing = setup((f) => {
      setTimeout(() => f.closed('LOGIN_SMS'), 5)
      return true
    })
    const refusal = captchaRequired()
    const attempt = jest.fn().mockRejectedValue(refusal)
    await expect(closing.flow.send('LOGIN_SMS', attempt)).rejects.toBe(refusal)
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(closing.notify).not.toHaveBeenCalled()

    const blocked = setup(() => false)
    await expect(blocked.flow.send('LOGIN_SMS', jest.fn().mockRejectedValue(refusal))).rejects.toBe(refusal)
    expect(blocked.flow.isWaiting('LOGIN_SMS')).toBe(false)
  })

  it('says so when the fresh token is refused as well (it lapsed on the way)', async () => {
    const { flow, notify, tokens } = setup((f) => {
      setTimeout(() => f.solved('LOGIN_SMS', TOKEN), 5)
      return true
    })
    const again = captchaRequired()
    again.message = 'The picture check has expired. Please do it again'
    await expect(flow.send('LOGIN_SMS', jest.fn().mockRejectedValueOnce(captchaRequired()).mockRejectedValueOnce(again))).rejects.toBe(again)
    expect(notify).toHaveBeenCalledWith('The picture check has expired. Please do it again')
    expect(tokens.get('LOGIN_SMS')).toBeUndefined()
  })

  it('sends a held token, drops it after a send went through, keeps it after an unrelated refusal', async () => {
    const { flow, tokens, opened } = setup()
    tokens.set('LOGIN_SMS', TOKEN)
    const wait = new RequestError({ message: 'wait', statusCode: ACCOUNT_STATUS.TOO_MANY_REQUESTS, data: { retryAfterSeconds: 30 } })
    await expect(flow.send('LOGIN_SMS', jest.fn().mockRejectedValue(wait))).rejects.toBe(wait)
    expect(tokens.get('LOGIN_SMS')).toBe('tok-1')
    const attempt = jest.fn().mockResolvedValue(60)
    await flow.send('LOGIN_SMS', attempt)
    expect(attempt).toHaveBeenCalledWith('tok-1')
    expect(tokens.get('LOGIN_SMS')).toBeUndefined()
    expect(opened).toEqual([])
  })

  it('two sends waiting for the same scope share one page', async () => {
    let release: () => void = () => undefined
    const { flow, opened } = setup((f) => {
      release = () => f.solved('LOGIN_SMS', TOKEN)
      return true
    })
    const a = flow.request('LOGIN_SMS')
    const b = flow.request('LOGIN_SMS')
    expect(flow.isWaiting('LOGIN_SMS')).toBe(true)
    await Promise.resolve()
    release()
    await expect(Promise.all([a, b])).resolves.toEqual([true, true])
    expect(opened).toEqual(['LOGIN_SMS'])
  })
})

describe('captcha page rules', () => {
  it('keeps letters and digits, upper-cased, up to the answer length', () => {
    expect(sanitiseCaptchaInput(' a7-k ', 4)).toBe('A7K')
    expect(sanitiseCaptchaInput('abcdef', 4)).toBe('ABCD')
    expect(sanitiseCaptchaInput('验证码', 4)).toBe('')
  })

  it('reads refusals: wrong with tries left, used up, badly formed, anything else', () => {
    const wrong = new RequestError({ message: 'wrong, 3 left', statusCode: ACCOUNT_STATUS.CAPTCHA_INVALID, data: { attemptsLeft: 3, refresh: false } })
    expect(verifyRefusalOf(wrong)).toEqual({ kind: 'retry', message: 'wrong, 3 left', attemptsLeft: 3 })
    const usedUp = new RequestError({ message: 'expired', statusCode: ACCOUNT_STATUS.CAPTCHA_INVALID, data: { attemptsLeft: 0, refresh: true } })
    expect(verifyRefusalOf(usedUp)).toEqual({ kind: 'refresh', message: 'expired' })
    const format = new RequestError({ message: 'enter the characters', statusCode: ACCOUNT_STATUS.INVALID_INPUT })
    expect(verifyRefusalOf(format)).toEqual({ kind: 'format', message: 'enter the characters' })
    const network = new RequestError({ message: 'please check network', statusCode: -1 })
    expect(verifyRefusalOf(network)).toEqual({ kind: 'other', message: 'please check network' })
    expect(verifyRefusalOf(new RequestError({ message: 'x', statusCode: STATUS.INTERNAL })).kind).toBe('other')
  })
})
