/**
 * The graphic captcha in front of risky code sends (/login-captcha): when a send needs one (several
 * sends to the phone, from the device or from the IP within the hour), what the refusal says and that
 * it changes nothing; issuing (an SVG image, the answer only as an HMAC), verifying (case and spaces,
 * wrong tries, expiry, single use, per merchant), and the token (one send, scope and merchant bound,
 * expires, spent only when a send needed it and went out).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { ACCOUNT_STATUS, type CaptchaChallenge, type CaptchaInvalidData, type CaptchaToken, type RetryAfter } from '../../types/accounts.js'
import { STATUS } from '../../types/api.js'
import { captchaChallenges, verificationCodes } from '../src/db/schema-accounts.js'
import { rateLimits } from '../src/db/schema-limits.js'
import { createSandboxCaptchaImages } from '../src/modules/accounts/auth/captcha/images.js'
import { MACAU, MAINLAND, createApi, describeAccounts, freshIp, freshPhone, type CallOptions } from './accounts-helpers.js'

const SEND = '/user/pub/v1/send_code'
const ISSUE = '/user/pub/v1/captcha'
const VERIFY = '/user/pub/v1/captcha/verify'
const images = createSandboxCaptchaImages()

await describeAccounts(
  'accounts: graphic captcha before risky code sends',
  (env) => {
    const api = createApi(env)
    const db = () => env().db.handle.db

    /** A fresh challenge and the answer the image shows. */
    async function challenge(o: CallOptions = {}): Promise<{ c: CaptchaChallenge; answer: string }> {
      const res = await api.post(ISSUE, { scope: 'LOGIN_SMS' }, { ip: freshIp(), ...o })
      assert.equal(res.statusCode, 200, res.comments)
      const answer = images.last()?.answer
      assert.ok(answer)
      return { c: res.data as CaptchaChallenge, answer }
    }

    async function solve(o: CallOptions = {}): Promise<string> {
      const { c, answer } = await challenge(o)
      const res = await api.post(VERIFY, { captchaId: c.captchaId, answer }, { ip: freshIp(), ...o })
      assert.equal(res.statusCode, 200, res.comments)
      return (res.data as CaptchaToken).captchaToken
    }

    /** Send to one phone until the free allowance is used up (61 s apart, inside the hour). */
    async function exhaustPhone(cellphone: string): Promise<void> {
      for (let i = 0; i < 3; i++) {
        await api.sendCode(cellphone)
        env().clock.advance(61)
      }
    }

    const counts = async (cellphone: string) => ({
      sms: env().sms.messages().length,
      codes: (await db().select().from(verificationCodes).where(and(eq(verificationCodes.countryCode, '86'), eq(verificationCodes.cellphone, cellphone)))).length,
      // The phone's daily send count in the limits store: a refused send counts nothing.
      counted: (await db().select().from(rateLimits).where(eq(rateLimits.key, `limit:send-day-target:+86 ${cellphone}`)))[0]?.points,
    })

    it('the fourth send to a phone within the hour needs a captcha: 40111, mode none, in three languages, nothing sent', async () => {
      const cellphone = freshPhone()
      await exhaustPhone(cellphone)
      const before = await counts(cellphone)
      const texts = {
        'zh-CN': '发送较频繁，请先完成图形验证',
        'zh-MO': '發送較頻繁，請先完成圖形驗證',
        en: 'Several codes were sent recently. Please complete the picture check first',
      }
      for (const [lang, text] of Object.entries(texts)) {
        const res = await api.post(SEND, { cellphone, countryCode: '86' }, { ip: freshIp(), lang })
        assert.equal(res.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
        assert.equal(res.mode, 'none')
        assert.equal(res.comments, text)
        assert.deepEqual(res.data, { captchaScope: 'LOGIN_SMS' })
      }
      assert.deepEqual(await counts(cellphone), before, 'no message, no code, no send counted')

      // With a solved captcha the send goes out, and the code logs in.
      const token = await solve()
      const sent = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: token }, { ip: freshIp() })
      assert.equal(sent.statusCode, 200, sent.comments)
      assert.equal(env().sms.messages().length, before.sms + 1)
      const code = env().sms.last('86', cellphone)?.code
      const login = await api.post('/user/pub/v1/login_or_register', { cellphone, countryCode: '86', verifyCode: code })
      assert.equal(login.statusCode, 200, login.comments)

      // The token was spent: the next risky send asks again, with its own wording.
      env().clock.advance(61)
      const reused = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: token }, { ip: freshIp(), lang: 'en' })
      assert.equal(reused.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
      assert.equal(reused.comments, 'The picture check has expired. Please do it again')
    })

    it('many sends from one IP, or from one device, make the next one risky too; other callers are not affected', async () => {
      const ip = freshIp()
      for (let i = 0; i < 20; i++) await api.sendCode(freshPhone(), { ip })
      const byIp = await api.post(SEND, { cellphone: freshPhone(), countryCode: '86' }, { ip })
      assert.equal(byIp.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
      assert.equal((await api.post(SEND, { cellphone: freshPhone(), countryCode: '86' }, { ip: freshIp() })).statusCode, 200)

      const device = `captcha-dev-${Date.now()}`
      for (let i = 0; i < 5; i++) await api.sendCode(freshPhone(), { device })
      const byDevice = await api.post(SEND, { cellphone: freshPhone(), countryCode: '86' }, { ip: freshIp(), device })
      assert.equal(byDevice.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
      const passed = await api.post(SEND, { cellphone: freshPhone(), countryCode: '86', captchaToken: await solve() }, { ip: freshIp(), device })
      assert.equal(passed.statusCode, 200, passed.comments)
    })

    it('the work-permit and bind sends are guarded the same way', async () => {
      const cellphone = freshPhone()
      await exhaustPhone(cellphone)
      const staff = await api.post('/user/pub/v1/work_permit/send_code', { cellphone, countryCode: '86' }, { ip: freshIp() })
      assert.equal(staff.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
      const bind = await api.post(SEND, { cellphone, countryCode: '86', purpose: 'BIND' }, { ip: freshIp() })
      assert.equal(bind.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
      const ok = await api.post('/user/pub/v1/work_permit/send_code', { cellphone, countryCode: '86', captchaToken: await solve() }, { ip: freshIp() })
      assert.equal(ok.statusCode, 200, ok.comments)
    })

    it('an image: SVG data URI, answer only as an HMAC, no-store; bad scopes are refused in the request language', async () => {
      const res = await env().app.inject({ method: 'POST', url: `/api${ISSUE}`, headers: { 'merchant-id': MACAU }, payload: { scope: 'LOGIN_SMS' }, remoteAddress: freshIp() })
      assert.equal(res.headers['cache-control'], 'no-store')
      const c = JSON.parse(res.body).data as CaptchaChallenge
      assert.match(c.captchaId, /^[A-Za-z0-9_-]{22}$/)
      assert.equal(c.scope, 'LOGIN_SMS')
      assert.equal(c.answerLength, 4)
      assert.equal(c.expiresInSeconds, 180)
      // A PNG (every target shows it from a data URI) of a 150 × 50 drawing.
      assert.match(c.image, /^data:image\/png;base64,/)
      const png = Buffer.from(c.image.split(',')[1] ?? '', 'base64')
      assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [150, 50])
      const answer = images.last()?.answer ?? ''
      assert.equal(png.includes(answer), false, 'the characters are drawn, not written as text')
      const [row] = await db().select().from(captchaChallenges).where(eq(captchaChallenges.captchaId, c.captchaId))
      assert.ok(row)
      assert.notEqual(row.answerHash, answer)
      assert.equal(row.answerHash.includes(answer), false)

      const bad = await api.post(ISSUE, { scope: 'CHECKOUT' }, { ip: freshIp(), lang: 'en' })
      assert.equal(bad.statusCode, STATUS.BAD_REQUEST)
      assert.ok(bad.comments.length > 0)
    })

    it('verify: any case and spacing; a wrong answer counts, five close it; every refusal is localised', async () => {
      const { c, answer } = await challenge()
      const wrong = answer === 'AAAA' ? 'CCCC' : 'AAAA'
      const first = await api.post(VERIFY, { captchaId: c.captchaId, answer: wrong }, { lang: 'zh-CN' })
      assert.equal(first.statusCode, ACCOUNT_STATUS.CAPTCHA_INVALID)
      assert.equal(first.comments, '图形验证码错误，还可尝试4次')
      assert.deepEqual(first.data as CaptchaInvalidData, { attemptsLeft: 4, refresh: false })
      const empty = await api.post(VERIFY, { captchaId: c.captchaId, answer: '  ' }, { lang: 'zh-MO' })
      assert.equal(empty.statusCode, ACCOUNT_STATUS.INVALID_INPUT)
      assert.equal(empty.comments, '請輸入圖片中的字元')
      const symbols = await api.post(VERIFY, { captchaId: c.captchaId, answer: '<b>' }, { lang: 'en' })
      assert.equal(symbols.comments, 'Please enter the characters in the picture')
      // Format refusals do not count as tries.
      const lower = await api.post(VERIFY, { captchaId: c.captchaId, answer: ` ${answer.slice(0, 2).toLowerCase()} ${answer.slice(2)} ` })
      assert.equal(lower.statusCode, 200, lower.comments)
      const token = lower.data as CaptchaToken
      assert.match(token.captchaToken, /^[A-Za-z0-9_-]{43}$/)
      assert.equal(token.expiresInSeconds, 300)
      // Single use: the right answer again finds the challenge closed.
      const twice = await api.post(VERIFY, { captchaId: c.captchaId, answer }, { lang: 'en' })
      assert.equal(twice.statusCode, ACCOUNT_STATUS.CAPTCHA_INVALID)
      assert.equal(twice.comments, 'The picture has expired. Please get a new one')
      assert.deepEqual(twice.data, { attemptsLeft: 0, refresh: true })

      const next = await challenge()
      const other = next.answer === 'AAAA' ? 'CCCC' : 'AAAA'
      for (let i = 0; i < 4; i++) await api.post(VERIFY, { captchaId: next.c.captchaId, answer: other })
      const fifth = await api.post(VERIFY, { captchaId: next.c.captchaId, answer: other }, { lang: 'en' })
      assert.equal(fifth.comments, 'Too many wrong tries. Please get a new picture')
      assert.deepEqual(fifth.data, { attemptsLeft: 0, refresh: true })
      const late = await api.post(VERIFY, { captchaId: next.c.captchaId, answer: next.answer })
      assert.equal(late.statusCode, ACCOUNT_STATUS.CAPTCHA_INVALID, 'closed after five wrong tries, even for the right answer')
    })

    it('verify: expired after three minutes, unknown ids and other merchants’ ids read the same', async () => {
      const { c, answer } = await challenge()
      env().clock.advance(181)
      const expired = await api.post(VERIFY, { captchaId: c.captchaId, answer }, { lang: 'zh-MO' })
      assert.equal(expired.statusCode, ACCOUNT_STATUS.CAPTCHA_INVALID)
      assert.equal(expired.comments, '圖形驗證碼已過期，請換一張圖片')

      const macau = await challenge()
      const elsewhere = await api.post(VERIFY, { captchaId: macau.c.captchaId, answer: macau.answer }, { merchant: MAINLAND })
      assert.deepEqual([elsewhere.statusCode, elsewhere.data], [ACCOUNT_STATUS.CAPTCHA_INVALID, { attemptsLeft: 0, refresh: true }])
      const unknown = await api.post(VERIFY, { captchaId: 'x'.repeat(22), answer: 'ABCD' })
      assert.deepEqual([unknown.statusCode, unknown.data], [ACCOUNT_STATUS.CAPTCHA_INVALID, { attemptsLeft: 0, refresh: true }])
      // The other merchant's attempt did not count: the Macau challenge still opens.
      assert.equal((await api.post(VERIFY, { captchaId: macau.c.captchaId, answer: macau.answer })).statusCode, 200)
    })

    it('a token works for its merchant only, expires after five minutes, and is not spent by a send that needed none or was refused', async () => {
      const cellphone = freshPhone()
      await exhaustPhone(cellphone)
      const mainlandToken = await solve({ merchant: MAINLAND })
      const foreign = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: mainlandToken }, { ip: freshIp() })
      assert.equal(foreign.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)

      const old = await solve()
      env().clock.advance(301)
      const expired = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: old }, { ip: freshIp() })
      assert.equal(expired.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)

      // A send that was not risky leaves the token alone.
      const token = await solve()
      const calm = await api.post(SEND, { cellphone: freshPhone(), countryCode: '86', captchaToken: token }, { ip: freshIp() })
      assert.equal(calm.statusCode, 200)
      // Refused by the 60-second rule before the captcha is even asked: still not spent.
      const used = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: token }, { ip: freshIp() })
      assert.equal(used.statusCode, 200, used.comments)
      const second = await solve()
      const early = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: second }, { ip: freshIp(), lang: 'en' })
      assert.equal(early.statusCode, ACCOUNT_STATUS.TOO_MANY_REQUESTS)
      assert.equal((early.data as RetryAfter).retryAfterSeconds, 60)
      env().clock.advance(61)
      const later = await api.post(SEND, { cellphone, countryCode: '86', captchaToken: second }, { ip: freshIp() })
      assert.equal(later.statusCode, 200, later.comments)
    })

    it('one address may ask for 60 images an hour', async () => {
      const ip = freshIp()
      for (let i = 0; i < 60; i++) assert.equal((await api.post(ISSUE, { scope: 'LOGIN_SMS' }, { ip })).statusCode, 200)
      const more = await api.post(ISSUE, { scope: 'LOGIN_SMS' }, { ip, lang: 'en' })
      assert.equal(more.statusCode, ACCOUNT_STATUS.TOO_MANY_REQUESTS)
      assert.match(more.comments, /^Too many pictures requested\. Please try again in 60 minutes$/)
      assert.equal((await api.post(ISSUE, { scope: 'LOGIN_SMS' }, { ip: freshIp() })).statusCode, 200)
      env().clock.advance(3601)
      assert.equal((await api.post(ISSUE, { scope: 'LOGIN_SMS' }, { ip })).statusCode, 200)
    })
  },
  { captchaImages: images },
)
