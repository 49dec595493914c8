/**
 * Helpers of the accounts suites: an app per database with sandbox SMS/email senders of its own, a
 * controllable clock and cheap argon2 (explicit test option), plus small request helpers.
 */
import assert from 'node:assert/strict'
import { after, before, describe, mock } from 'node:test'
import { deflateSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import type { LoginResult, UploadAuth, UploadResult } from '../../types/accounts.js'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import { requireUser } from '../src/http/auth.js'
import type { AccountsOptions } from '../src/modules/accounts/index.js'
import { createSandboxCaptchaImages, type SandboxCaptchaImages } from '../src/modules/accounts/auth/captcha/images.js'
import { createSandboxEmailSender, type SandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import type { BuildAppOptions } from '../src/app.js'
import { buildTestApp, dbTargets, envelopeOf, type TestDb } from './helpers.js'

export const MACAU = DEMO_MERCHANTS.MACAU
export const MAINLAND = DEMO_MERCHANTS.MAINLAND

export interface Clock {
  now: number
  advance(seconds: number): void
}

export interface AccountsEnv {
  db: TestDb
  app: FastifyInstance
  sms: SandboxSmsSender
  mail: SandboxEmailSender
  clock: Clock
  /** The suite's captcha images: the answers of the pictures it was shown (accounts suites). */
  captcha?: SandboxCaptchaImages
}

export interface CallOptions {
  merchant?: string | null
  lang?: string
  ip?: string
  device?: string
  token?: string
  headers?: Record<string, string>
}

export type Env = ReturnType<typeof envelopeOf<any>>

let ipCounter = 1
/** A fresh client address, so tests do not share per-IP send limits unless they mean to. */
export function freshIp(): string {
  const n = ipCounter++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

let phoneCounter = 0
/** A fresh valid +86 number per call (process-unique). */
export function freshPhone(): string {
  phoneCounter++
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`
}

export function createApi(env: () => AccountsEnv) {
  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, o: CallOptions = {}): Promise<Env> {
    const headers: Record<string, string> = { ...o.headers }
    const merchant = o.merchant === undefined ? MACAU : o.merchant
    if (merchant) headers['merchant-id'] = merchant
    if (o.token) headers['access-token'] = o.token
    if (o.device) headers['device-id'] = o.device
    const query = o.lang ? `?lang=${o.lang}` : ''
    const res = await env().app.inject({
      method,
      url: `${API_PREFIX}${path}${query}`,
      headers,
      remoteAddress: o.ip ?? '127.0.0.1',
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
    assert.equal(res.statusCode, 200, res.body)
    return envelopeOf(res)
  }
  const api = {
    call,
    post: (path: string, body: unknown, o?: CallOptions) => call('POST', path, body, o),
    get: (path: string, o?: CallOptions) => call('GET', path, undefined, o),
    put: (path: string, body: unknown, o?: CallOptions) => call('PUT', path, body, o),

    /** Solve a LOGIN_SMS captcha (reading the answer the sandbox images drew); answers its token. */
    async solveCaptcha(o: CallOptions = {}): Promise<string> {
      const issued = await api.post('/user/pub/v1/captcha', { scope: 'LOGIN_SMS' }, { ip: freshIp(), ...o })
      assert.equal(issued.statusCode, 200, issued.comments)
      const captchaId = (issued.data as { captchaId: string }).captchaId
      const res = await api.post('/user/pub/v1/captcha/verify', { captchaId, answer: env().captcha?.last()?.answer ?? '' }, { ip: freshIp(), ...o })
      assert.equal(res.statusCode, 200, res.comments)
      return (res.data as { captchaToken: string }).captchaToken
    },

    async sendCode(cellphone: string, o: CallOptions & { countryCode?: string; captchaToken?: string } = {}): Promise<string> {
      const countryCode = o.countryCode ?? '86'
      const before = env().sms.messages().length
      const body = { cellphone, countryCode, purpose: 'LOGIN', ...(o.captchaToken ? { captchaToken: o.captchaToken } : {}) }
      const res = await api.post('/user/pub/v1/send_code', body, { ip: freshIp(), ...o })
      assert.equal(res.statusCode, 200, res.comments)
      assert.equal(env().sms.messages().length, before + 1)
      const code = env().sms.last(countryCode, cellphone)?.code
      assert.ok(code && /^\d{6}$/.test(code))
      return code
    },

    /** Log in by SMS code (registering on first use). */
    async phoneLogin(cellphone: string, o: CallOptions & { countryCode?: string; captchaToken?: string } = {}): Promise<LoginResult> {
      const code = await api.sendCode(cellphone, o)
      const res = await api.post(
        '/user/pub/v1/login_or_register',
        { cellphone, verifyCode: code, countryCode: o.countryCode ?? '86' },
        { ip: freshIp(), ...o },
      )
      assert.equal(res.statusCode, 200, res.comments)
      return res.data as LoginResult
    },
  }
  return api
}

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND; CRCs are not checked by the sniffer, zeros suffice). */
export function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    return Buffer.concat([len, Buffer.from(type), data, Buffer.alloc(4)])
  }
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export function multipart(fields: Record<string, string>, file: { name: string; type: string; body: Buffer }) {
  const boundary = `----test${Date.now()}`
  const parts: Buffer[] = []
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`))
  parts.push(file.body, Buffer.from(`\r\n--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Upload a PNG through the signed avatar flow as this buyer; answers the URL the upload returned. */
export async function uploadAvatar(app: FastifyInstance, token: string, merchant: string = MACAU): Promise<string> {
  const auth = await app.inject({ method: 'GET', url: `${API_PREFIX}/user/v1/oss/upload/auth?sceneType=AVATAR`, headers: { 'merchant-id': merchant, 'access-token': token } })
  const grant = envelopeOf<UploadAuth>(auth).data
  assert.ok(grant?.host, auth.body)
  const { payload, headers } = multipart({ policy: grant.policy, signature: grant.signature }, { name: 'me.png', type: 'image/png', body: png() })
  const host = new URL(grant.host)
  const res = await app.inject({ method: 'POST', url: host.pathname + host.search, headers: { ...headers, 'merchant-id': merchant }, payload })
  const stored = envelopeOf<UploadResult>(res)
  assert.equal(stored.statusCode, 200, stored.comments)
  return stored.data.url
}

/** Per-suite overrides of the accounts module (config values, the captcha image maker). */
export type SuiteOptions = Pick<AccountsOptions, 'config' | 'captchaImages'>

/** Run `body` once per available database with a fresh accounts env. */
/** `app`: other modules' options of the suite's app (e.g. a module's clock). */
export async function describeAccounts(
  name: string,
  body: (env: () => AccountsEnv) => void,
  suite: SuiteOptions = {},
  app: Omit<BuildAppOptions, 'db' | 'accounts'> = {},
): Promise<void> {
  for (const target of await dbTargets()) {
    describe(`${name} [${target.kind}]`, { skip: target.skip }, () => {
      let env: AccountsEnv | undefined
      before(async () => {
        const db = await target.open()
        const sms = createSandboxSmsSender()
        const mail = createSandboxEmailSender()
        const captcha = createSandboxCaptchaImages()
        // The abuse limits count in their store's own time (Date.now here, as rate-limiter-flexible
        // reads it), so the suite moves the process's Date rather than a private clock: one time for
        // the module and its limits. Timers are left real.
        mock.timers.enable({ apis: ['Date'], now: Date.now() })
        const clock: Clock = {
          get now() {
            return Date.now()
          },
          advance(seconds) {
            mock.timers.tick(seconds * 1000)
          },
        }
        const built = await buildTestApp(db.handle, {
          ...app,
          accounts: {
            smsSender: sms,
            emailSender: mail,
            now: () => clock.now,
            // Explicit test option: cheap argon2id so suites stay fast. Production never sets it.
            testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
            captchaImages: captcha,
            ...suite,
          },
        })
        // A route outside /api that guards itself with requireUser (as other modules may).
        built.get('/test/needs-user', { preHandler: requireUser }, async (req) => ({ userId: req.user?.userId }))
        await built.ready()
        env = { db, app: built, sms, mail, clock, captcha: suite.captchaImages && 'last' in suite.captchaImages ? (suite.captchaImages as SandboxCaptchaImages) : captcha }
      })
      after(async () => {
        mock.timers.reset()
        await env?.app.close()
        await env?.db.cleanup()
      })
      body(() => {
        if (!env) throw new Error('accounts env not ready')
        return env
      })
    })
  }
}
