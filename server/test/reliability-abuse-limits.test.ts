/**
 * Issue 14, finding 3: the abuse limits hold under concurrency, across several API processes.
 *
 * Before, the SMS send log was read before sending and written after: 10 simultaneous sends to one
 * phone delivered 9 SMS, 40 simultaneous sends from one address passed 26 where 20 is the captcha
 * threshold. Each burst below is sent at once, on real PostgreSQL (PGlite has one connection and cannot
 * show a race), against three deployments:
 * - one API instance;
 * - two API instances, each with its own connection pool to the same database (the requests of a
 *   burst alternate between them), counting in PostgreSQL;
 * - the same two instances counting in Redis (REDIS_URL), each with its own Redis connection.
 * The instances share nothing in memory: only the database (and Redis) can keep a limit.
 *
 * Checked: a limit of 1 lets exactly one of 50 through (the daily sends of a device, capped at 1 here;
 * the uploads of an address, capped at 1 here); the 60 s resend wait lets exactly one of 10 sends to a
 * phone through; exactly 20 of 40 sends from one address pass without a captcha; 50 wrong passwords at
 * once get no more than the 5 free tries; every refusal says how long to wait, in zh-CN, zh-MO and en-US.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { Redis } from 'ioredis'
import { TEST_REDIS_URL, redisReachable } from './redis-probe.js'
import { ACCOUNT_STATUS } from '../../types/accounts.js'
import { API_PREFIX } from '../../types/api.js'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { createLimits } from '../src/limits/index.js'
import { DEFAULT_ACCOUNTS_CONFIG } from '../src/modules/accounts/config.js'
import { createSandboxSmsSender, type SandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { MACAU, freshIp, freshPhone, multipart, png } from './accounts-helpers.js'
import { buildTestApp, dbTargets, envelopeOf, type TestDb } from './helpers.js'

const SEND = '/user/pub/v1/send_code'
const RUN = `t${process.pid}x${Date.now()}`
// Caps of 1 where a test needs a limit of one; everything else at the production defaults.
const CONFIG = {
  dailySendCap: { ...DEFAULT_ACCOUNTS_CONFIG.dailySendCap, device: 1 },
  uploads: { ...DEFAULT_ACCOUNTS_CONFIG.uploads, perIp: 1 },
}
const CAPTCHA_FREE_PER_IP = DEFAULT_ACCOUNTS_CONFIG.captcha.freeSends.ip
const PAIR_FREE_TRIES = DEFAULT_ACCOUNTS_CONFIG.throttle.pairFreeFailures

const LANGS = ['zh-CN', 'zh-MO', 'en'] as const
type LangQuery = (typeof LANGS)[number]
const WAIT_TEXT: Record<'code.wait' | 'send.tooMany' | 'login.throttled' | 'upload.tooMany', Record<LangQuery, (n: number) => string>> = {
  'code.wait': {
    'zh-CN': (s) => `发送太频繁，请${s}秒后再试`,
    'zh-MO': (s) => `發送太頻繁，請${s}秒後再試`,
    en: (s) => `Sent too often, please try again in ${s} seconds`,
  },
  'send.tooMany': {
    'zh-CN': (m) => `今日请求次数过多，请${m}分钟后再试`,
    'zh-MO': (m) => `今日請求次數過多，請${m}分鐘後再試`,
    en: (m) => `Too many requests today, please try again in ${m} minutes`,
  },
  'login.throttled': {
    'zh-CN': (s) => `尝试次数过多，请${s}秒后再试`,
    'zh-MO': (s) => `嘗試次數過多，請${s}秒後再試`,
    en: (s) => `Too many attempts, please try again in ${s} seconds`,
  },
  'upload.tooMany': {
    'zh-CN': (m) => `上传太频繁，请${m}分钟后再试`,
    'zh-MO': (m) => `上載太頻繁，請${m}分鐘後再試`,
    en: (m) => `Too many uploads, please try again in ${m} minutes`,
  },
}

interface Instance {
  app: FastifyInstance
  close(): Promise<void>
}

interface Deployment {
  name: string
  instances: Instance[]
  sms: SandboxSmsSender
}

type Answer = ReturnType<typeof envelopeOf<{ retryAfterSeconds?: number } | null>>

const pg = (await dbTargets()).find((t) => t.kind === 'postgres')
if (!pg) throw new Error('dbTargets always lists a postgres target (skipped when unreachable)')
const redisUrl = TEST_REDIS_URL

const redisSkip = (await redisReachable()) ? undefined : `no Redis at ${redisUrl}`

/** One API instance: its own pool to the database, its own limits store client, the shared SMS outbox. */
async function instance(databaseUrl: string, sms: SandboxSmsSender, store: 'postgres' | 'redis'): Promise<Instance> {
  const db: DbHandle = await openDatabase({ databaseUrl, maxConnections: 25 })
  const redis = store === 'redis' ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined
  const limits = createLimits({ db: db.db, redis, keyPrefix: `${RUN}-${store}` })
  const app = await buildTestApp(db, {
    limits,
    accounts: { smsSender: sms, config: CONFIG, testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } },
  })
  await app.ready()
  return {
    app,
    async close() {
      await app.close()
      limits.close()
      redis?.disconnect()
      await db.close()
    },
  }
}

async function deleteRedisKeys(): Promise<void> {
  const redis = new Redis(redisUrl)
  try {
    const keys = await redis.keys(`${RUN}-redis:*`)
    if (keys.length) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}

/** Send `n` requests at once, alternating between the deployment's instances. */
function burst(d: Deployment, n: number, request: (i: number) => InjectOptions): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await d.instances[i % d.instances.length]!.app.inject(request(i))
      assert.equal(res.statusCode, 200, res.body)
      return envelopeOf<{ retryAfterSeconds?: number } | null>(res)
    }),
  )
}

const sendCode = (cellphone: string, o: { ip: string; lang: LangQuery; device?: string }) => ({
  method: 'POST' as const,
  url: `${API_PREFIX}${SEND}?lang=${o.lang}`,
  headers: { 'merchant-id': MACAU, ...(o.device ? { 'device-id': o.device } : {}) },
  remoteAddress: o.ip,
  payload: { cellphone, countryCode: '86', purpose: 'LOGIN' },
})

/** Every refusal in `answers` is `message` with its wait (seconds or minutes) in the request's language. */
function assertLocalisedWaits(answers: Answer[], message: keyof typeof WAIT_TEXT, unit: 'seconds' | 'minutes', max: number, langs: readonly LangQuery[] = LANGS) {
  answers.forEach((a, i) => {
    if (a.statusCode !== ACCOUNT_STATUS.TOO_MANY_REQUESTS) return
    const wait = a.data?.retryAfterSeconds ?? 0
    assert.ok(wait > 0 && wait <= max, `wait ${wait}s within (0, ${max}]`)
    const lang = langs[i % langs.length]!
    const n = unit === 'seconds' ? wait : Math.ceil(wait / 60)
    assert.equal(a.comments, WAIT_TEXT[message][lang](n))
  })
}

function suite(name: string, store: 'postgres' | 'redis', count: 1 | 2, skip?: string) {
  describe(`abuse limits under concurrency: ${name}`, { skip: pg!.skip ?? skip }, () => {
    let db: TestDb
    const d: Deployment = { name, instances: [], sms: createSandboxSmsSender() }

    before(async () => {
      db = await pg!.open()
      const url = db.serverDbOptions.databaseUrl
      assert.ok(url)
      for (let i = 0; i < count; i++) d.instances.push(await instance(url, d.sms, store))
    })
    after(async () => {
      for (const i of d.instances) await i.close()
      if (store === 'redis') await deleteRedisKeys()
      await db?.cleanup()
    })

    it('10 sends to one phone at once: exactly one SMS; the others wait out the 60 s, told so in their language', async () => {
      const cellphone = freshPhone()
      const answers = await burst(d, 10, (i) => sendCode(cellphone, { ip: freshIp(), lang: LANGS[i % 3]! }))
      const sent = answers.filter((a) => a.statusCode === 200)
      assert.equal(sent.length, 1, JSON.stringify(answers.map((a) => a.statusCode)))
      assert.equal(d.sms.messages().filter((m) => m.cellphone === cellphone).length, 1, 'one SMS reached the phone')
      assert.ok(answers.every((a) => a.statusCode === 200 || a.statusCode === ACCOUNT_STATUS.TOO_MANY_REQUESTS))
      assertLocalisedWaits(answers, 'code.wait', 'seconds', DEFAULT_ACCOUNTS_CONFIG.codeResendSeconds)
    })

    it('50 sends from one device at once with a daily cap of 1: exactly one passes', async () => {
      const device = `dev-${RUN}-${name.replace(/\W/g, '')}`
      const before = d.sms.messages().length
      const answers = await burst(d, 50, (i) => sendCode(freshPhone(), { ip: freshIp(), lang: LANGS[i % 3]!, device }))
      assert.equal(answers.filter((a) => a.statusCode === 200).length, 1, JSON.stringify(answers.map((a) => a.statusCode)))
      assert.equal(d.sms.messages().length, before + 1)
      assertLocalisedWaits(answers, 'send.tooMany', 'minutes', 24 * 3600)
    })

    it(`40 sends from one address at once: exactly ${CAPTCHA_FREE_PER_IP} pass without a captcha, the rest are asked for one`, async () => {
      const ip = freshIp()
      const before = d.sms.messages().length
      const answers = await burst(d, 40, (i) => sendCode(freshPhone(), { ip, lang: LANGS[i % 3]! }))
      const passed = answers.filter((a) => a.statusCode === 200).length
      const asked = answers.filter((a) => a.statusCode === ACCOUNT_STATUS.CAPTCHA_REQUIRED)
      assert.equal(passed, CAPTCHA_FREE_PER_IP, JSON.stringify(answers.map((a) => a.statusCode)))
      assert.equal(asked.length, 40 - CAPTCHA_FREE_PER_IP)
      assert.equal(d.sms.messages().length, before + CAPTCHA_FREE_PER_IP)
      // Refused sends counted nothing: the allowance is still used up, not over-counted or freed.
      const next = await burst(d, 1, () => sendCode(freshPhone(), { ip, lang: 'en' }))
      assert.equal(next[0]?.statusCode, ACCOUNT_STATUS.CAPTCHA_REQUIRED)
    })

    it(`50 wrong passwords for one account from one address at once: at most ${PAIR_FREE_TRIES} are checked, the rest wait`, async () => {
      const email = `burst-${RUN}-${name.replace(/\W/g, '')}@example.com`
      const ip = freshIp()
      // The shop offers email login in zh-MO and en-US (not in zh-CN).
      const langs = ['zh-MO', 'en'] as const
      const answers = await burst(d, 50, (i) => ({
        method: 'POST',
        url: `${API_PREFIX}/user/pub/v1/login?lang=${langs[i % 2]}`,
        headers: { 'merchant-id': MACAU },
        remoteAddress: ip,
        payload: { email, password: `Wrong-guess-${i}` },
      }))
      const checked = answers.filter((a) => a.statusCode === ACCOUNT_STATUS.CREDENTIALS_INVALID).length
      const throttled = answers.filter((a) => a.statusCode === ACCOUNT_STATUS.TOO_MANY_REQUESTS).length
      assert.ok(checked <= PAIR_FREE_TRIES, `${checked} passwords were checked; at most ${PAIR_FREE_TRIES} may be`)
      assert.equal(checked + throttled, 50)
      assertLocalisedWaits(answers, 'login.throttled', 'seconds', DEFAULT_ACCOUNTS_CONFIG.throttle.maxDelaySeconds, langs)
    })

    it('50 uploads from one address at once with a limit of 1: one is looked at, 49 are told to wait', async () => {
      const ip = freshIp()
      const { payload, headers } = multipart({ policy: 'x', signature: 'y' }, { name: 'a.png', type: 'image/png', body: png() })
      const answers = await burst(d, 50, (i) => ({
        method: 'POST',
        url: `${API_PREFIX}/user/pub/v1/oss/upload?merchantId=${MACAU}&lang=${LANGS[i % 3]}`,
        headers,
        remoteAddress: ip,
        payload,
      }))
      const admitted = answers.filter((a) => a.statusCode !== ACCOUNT_STATUS.TOO_MANY_REQUESTS)
      assert.equal(admitted.length, 1, JSON.stringify(answers.map((a) => a.statusCode)))
      assert.equal(admitted[0]?.statusCode, ACCOUNT_STATUS.UPLOAD_REFUSED, 'the one admitted is judged on its (forged) grant')
      assertLocalisedWaits(answers, 'upload.tooMany', 'minutes', DEFAULT_ACCOUNTS_CONFIG.uploads.windowSeconds)
    })
  })
}

suite('one instance, PostgreSQL', 'postgres', 1)
suite('two instances sharing the database', 'postgres', 2)
suite('two instances sharing Redis', 'redis', 2, redisSkip)
