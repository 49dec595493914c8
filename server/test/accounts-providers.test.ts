/**
 * Ready for real providers by configuration: SMS_PROVIDER=http and EMAIL_PROVIDER=http post each
 * message as JSON with a bearer token to a local HTTP server standing in for the provider (accepting,
 * refusing, or never answering); TRUST_PROXY makes per-IP limits see the buyer behind a reverse proxy.
 * (A production server's refusal to start on the sandboxes: production-mode.test.ts.)
 */
import assert from 'node:assert/strict'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it, mock } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { ACCOUNT_STATUS, type LoginResult } from '../../types/accounts.js'
import { API_PREFIX } from '../../types/api.js'
import { DEFAULT_ACCOUNTS_CONFIG } from '../src/modules/accounts/config.js'
import { createHttpEmailSender, createEmailSenderFromEnv } from '../src/modules/accounts/email/sender.js'
import { createHttpSmsSender, createSmsSenderFromEnv } from '../src/modules/accounts/sms/sender.js'
import { parseTrustProxy } from '../src/http/trust-proxy.js'
import { MACAU, freshIp, freshPhone } from './accounts-helpers.js'
import { buildTestApp, envelopeOf, openTestPglite, type TestDb } from './helpers.js'

const TOKEN = 'provider-token-7c1f'
const NO_CAPTCHA = { captcha: { ...DEFAULT_ACCOUNTS_CONFIG.captcha, freeSends: { target: 1000, device: 1000, ip: 1000 } } }

interface Received {
  path: string
  authorization: string | undefined
  contentType: string | undefined
  body: Record<string, string>
}

/** The stand-in provider: records every POST and answers as `mode` says. */
function fakeProvider() {
  const received: Received[] = []
  const state = { mode: 'accept' as 'accept' | 'refuse' | 'hang' }
  const hanging: IncomingMessage[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, contentType: req.headers['content-type'], body: JSON.parse(raw) })
      if (state.mode === 'hang') return void hanging.push(req)
      res.writeHead(state.mode === 'accept' ? 202 : 503, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ ok: state.mode === 'accept' }))
    })
  })
  return {
    received,
    state,
    async start(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    async stop() {
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    },
  }
}

describe('HTTP SMS and email providers', () => {
  const sms = fakeProvider()
  const mail = fakeProvider()
  const lines: string[] = []
  const clock = { now: Date.now() }
  let db: TestDb
  let app: FastifyInstance

  before(async () => {
    const smsUrl = `${await sms.start()}/sms/send`
    const mailUrl = `${await mail.start()}/mail/send`
    db = await openTestPglite()
    // Long enough for the fake providers on a machine busy with other suites (300 ms once timed out an
    // answering provider in CI), short enough that the never-answering cases stay quick.
    const timeoutMs = 1500
    app = await buildTestApp(db.handle, {
      accounts: {
        smsSender: createHttpSmsSender({ url: smsUrl, token: TOKEN, timeoutMs, log: (l) => lines.push(l) }),
        emailSender: createHttpEmailSender({ url: mailUrl, token: TOKEN, timeoutMs, log: (l) => lines.push(l) }),
        config: NO_CAPTCHA,
        now: () => clock.now,
        testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
      },
    })
    await app.ready()
  })
  after(async () => {
    await app?.close()
    await db?.cleanup()
    await sms.stop()
    await mail.stop()
  })

  const post = async (p: string, body: unknown, lang = 'en') =>
    envelopeOf(await app.inject({ method: 'POST', url: `${API_PREFIX}${p}?lang=${lang}`, headers: { 'merchant-id': MACAU }, remoteAddress: freshIp(), payload: body as object }))

  it('SMS: posts {to, text, purpose} with the bearer token; the code in the text logs the buyer in', async () => {
    sms.state.mode = 'accept'
    const cellphone = freshPhone()
    const sent = await post('/user/pub/v1/send_code', { cellphone, countryCode: '86', purpose: 'LOGIN' })
    assert.equal(sent.statusCode, 200, sent.comments)
    const got = sms.received.at(-1)
    assert.ok(got)
    assert.equal(got.path, '/sms/send')
    assert.equal(got.authorization, `Bearer ${TOKEN}`)
    assert.match(got.contentType ?? '', /^application\/json/)
    assert.deepEqual(Object.keys(got.body).sort(), ['purpose', 'text', 'to'])
    assert.equal(got.body.to, `+86${cellphone}`)
    assert.equal(got.body.purpose, 'LOGIN')
    const code = /\d{6}/.exec(got.body.text ?? '')?.[0] ?? ''
    assert.match(code, /^\d{6}$/)
    const login = await post('/user/pub/v1/login_or_register', { cellphone, countryCode: '86', verifyCode: code })
    assert.equal(login.statusCode, 200, login.comments)
    assert.ok((login.data as LoginResult).accessToken)
  })

  for (const mode of ['refuse', 'hang'] as const) {
    it(`SMS: a provider that ${mode === 'refuse' ? 'answers 503' : 'never answers'} gives a clear, localised "try again" in every language`, async () => {
      sms.state.mode = mode
      try {
        for (const [lang, text] of [
          ['en', 'The message could not be sent just now, please try again shortly'],
          ['zh', '短信或邮件暂时无法发送，请稍后再试'],
          ['zh-MO', '短訊或郵件暫時無法發送，請稍後再試'],
        ] as const) {
          const before = sms.received.length
          const started = Date.now()
          const cellphone = freshPhone()
          const res = await post('/user/pub/v1/send_code', { cellphone, countryCode: '86' }, lang)
          assert.equal(res.statusCode, ACCOUNT_STATUS.DELIVERY_FAILED, res.comments)
          assert.equal(res.comments, text)
          assert.equal(sms.received.length, before + 1, 'the provider was asked once')
          if (mode === 'hang') {
            // A time-out may still deliver: the send keeps counting and the resend wait applies.
            assert.deepEqual(res.data, { retryAfterSeconds: 60 })
            assert.ok(Date.now() - started < 5000, 'the time-out ends the wait')
          } else {
            // A refusal surely delivered nothing: the send is given back, the buyer may ask again now.
            assert.deepEqual(res.data, { retryAfterSeconds: 0 })
            sms.state.mode = 'accept'
            const again = await post('/user/pub/v1/send_code', { cellphone, countryCode: '86' }, lang)
            assert.equal(again.statusCode, 200, again.comments)
            sms.state.mode = mode
          }
        }
      } finally {
        sms.state.mode = 'accept'
      }
      const logged = lines.filter((l) => l.startsWith('[sms http]')).at(-1) ?? ''
      assert.match(logged, mode === 'refuse' ? /HTTP 503/ : /timed out/)
      assert.doesNotMatch(logged, /\d{6}(?!\d)/, 'the log line carries no code')
    })
  }

  it('email: posts {to, subject, text, purpose}; when the provider fails, answers stay the same for known and unknown addresses', async () => {
    mail.state.mode = 'accept'
    const email = `prov${process.pid}x${Date.now()}@example.com`
    const created = await post('/user/pub/v1/create_account', { email, password: 'Lotus-Stage-1' })
    assert.equal(created.statusCode, 200, created.comments)
    const got = mail.received.at(-1)
    assert.ok(got)
    assert.equal(got.authorization, `Bearer ${TOKEN}`)
    assert.deepEqual(Object.keys(got.body).sort(), ['purpose', 'subject', 'text', 'to'])
    assert.equal(got.body.to, email)
    assert.equal(got.body.purpose, 'ACTIVATE')
    const link = /https?:\/\/\S+|\/activate-email\?\S+/.exec(got.body.text ?? '')?.[0] ?? ''
    const token = new URL(link, 'http://x').searchParams.get('token')
    assert.ok(token, got.body.text)
    assert.equal((await post('/user/pub/v1/activate_email', { token })).statusCode, 200)

    // Past the resend wait of the address: the module's clock and the limits' (Date) move together.
    clock.now += 61_000
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 61_000 })
    mail.state.mode = 'refuse'
    try {
      const known = await post('/user/pub/v1/forgot_password', { email })
      const unknown = await post('/user/pub/v1/forgot_password', { email: `nobody${Date.now()}@example.com` })
      assert.equal(known.statusCode, 200)
      assert.deepEqual(known, unknown, 'a provider failure does not tell which address has an account')
      assert.equal(mail.received.at(-1)?.body.purpose, 'RESET')
    } finally {
      mail.state.mode = 'accept'
      mock.timers.reset()
    }
  })
})

describe('provider configuration', () => {
  it('SMS_PROVIDER / EMAIL_PROVIDER=http need a URL and a token, and say which is missing', () => {
    assert.equal(createSmsSenderFromEnv({}).name, 'sandbox')
    assert.equal(createSmsSenderFromEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send', SMS_HTTP_TOKEN: 't' }).name, 'http')
    assert.equal(createEmailSenderFromEnv({ EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: 'https://mail.example.com/send', EMAIL_HTTP_TOKEN: 't' }).name, 'http')
    assert.throws(() => createSmsSenderFromEnv({ SMS_PROVIDER: 'http', SMS_HTTP_TOKEN: 't' }), /needs SMS_HTTP_URL/)
    assert.throws(() => createSmsSenderFromEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x', SMS_HTTP_TOKEN: 't' }), /needs SMS_HTTP_URL/)
    assert.throws(() => createEmailSenderFromEnv({ EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: 'https://m.example.com' }), /needs EMAIL_HTTP_TOKEN/)
    assert.throws(() => createEmailSenderFromEnv({ EMAIL_PROVIDER: 'http', EMAIL_HTTP_URL: 'https://m.example.com', EMAIL_HTTP_TOKEN: 't', EMAIL_HTTP_TIMEOUT_MS: 'soon' }), /TIMEOUT_MS/)
    assert.throws(() => createSmsSenderFromEnv({ SMS_PROVIDER: 'twilio' }), /not supported \(known: sandbox, http\)/)
  })
})

describe('TRUST_PROXY', () => {
  it('parses a hop count or a list of addresses and ranges, and refuses anything else', () => {
    assert.equal(parseTrustProxy(undefined), false)
    assert.equal(parseTrustProxy(''), false)
    assert.equal(parseTrustProxy('0'), false)
    const two = parseTrustProxy('2')
    assert.equal(typeof two, 'function')
    if (typeof two === 'function') assert.deepEqual([0, 1, 2].map((hop) => two('1.2.3.4', hop)), [true, true, false])
    assert.deepEqual(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1'), ['10.0.0.1', '192.168.0.0/16', '::1'])
    for (const bad of ['true', 'proxy.local', '10.0.0.1/33', '10.0.0.1,,nope', '1.2.3']) assert.throws(() => parseTrustProxy(bad), /TRUST_PROXY/, bad)
  })

  /** An app with a route that answers request.ip, and a small per-IP send cap. */
  async function appWith(trust: string, db: TestDb) {
    const app = await buildTestApp(db.handle, {
      trustProxy: parseTrustProxy(trust),
      accounts: { config: { ...NO_CAPTCHA, dailySendCap: { target: 10, device: 20, ip: 3 } }, testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
    })
    app.get('/test/ip', async (req) => ({ ip: req.ip }))
    await app.ready()
    return app
  }
  const ipOf = async (app: FastifyInstance, remoteAddress: string, xff?: string) =>
    JSON.parse((await app.inject({ method: 'GET', url: '/test/ip', remoteAddress, headers: xff ? { 'x-forwarded-for': xff } : {} })).body).ip as string

  let db: TestDb
  before(async () => {
    db = await openTestPglite()
  })
  after(async () => db?.cleanup())

  it('behind one proxy the per-IP cap counts each buyer, not the proxy', async () => {
    const app = await appWith('1', db)
    try {
      assert.equal(await ipOf(app, '127.0.0.1', '203.0.113.7'), '203.0.113.7')
      // A client adding its own x-forwarded-for still gets the address the proxy saw.
      assert.equal(await ipOf(app, '127.0.0.1', '198.51.100.1, 203.0.113.7'), '203.0.113.7')
      const send = (buyer: string) =>
        app.inject({ method: 'POST', url: `${API_PREFIX}/user/pub/v1/send_code?lang=en`, remoteAddress: '127.0.0.1', headers: { 'merchant-id': MACAU, 'x-forwarded-for': buyer }, payload: { cellphone: freshPhone(), countryCode: '86' } })
      for (let i = 0; i < 3; i++) assert.equal(envelopeOf(await send('203.0.113.7')).statusCode, 200)
      assert.equal(envelopeOf(await send('203.0.113.7')).statusCode, ACCOUNT_STATUS.TOO_MANY_REQUESTS, 'this buyer reached the cap')
      assert.equal(envelopeOf(await send('203.0.113.8')).statusCode, 200, 'another buyer behind the same proxy is not')
    } finally {
      await app.close()
    }
  })

  it('with a list, only the named proxies are believed', async () => {
    const app = await appWith('10.0.0.1,10.1.0.0/16', db)
    try {
      assert.equal(await ipOf(app, '10.0.0.1', '203.0.113.9'), '203.0.113.9')
      assert.equal(await ipOf(app, '10.1.2.3', '203.0.113.9'), '203.0.113.9')
      assert.equal(await ipOf(app, '10.9.9.9', '203.0.113.9'), '10.9.9.9', 'a client cannot name its own address')
    } finally {
      await app.close()
    }
  })

  it('unset: x-forwarded-for is ignored', async () => {
    const app = await appWith('', db)
    try {
      assert.equal(await ipOf(app, '10.9.9.9', '203.0.113.9'), '10.9.9.9')
    } finally {
      await app.close()
    }
  })
})
