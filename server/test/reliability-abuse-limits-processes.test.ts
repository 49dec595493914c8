/**
 * Issue 14, finding 3, across real API processes: "the 60 s resend interval ... must hold under any
 * concurrency, across several API processes". reliability-abuse-limits.test.ts fires its bursts at
 * app instances inside the test's process; here each deployment is two `server/src/main.ts`
 * processes on one fresh PostgreSQL database (and, in the Redis deployment, one Redis), sending SMS
 * through SMS_PROVIDER=http to a local provider that counts what it receives. 50 sends of a login
 * code to one phone go out at once over HTTP, alternating between the two processes: the resend wait
 * is a limit of 1, so exactly one SMS may reach the provider.
 *
 * Control run: the same two processes and the same burst, with the limits counted the way the send
 * log used to be — read, then written back plus one (rate-limiter-flexible's non-atomic Drizzle store,
 * fakes/non-atomic-limits-server.ts). There the burst gets more than one SMS out, so the bursts are
 * concurrent enough for the real runs to mean something.
 *
 * Every request comes from an address of its own (TRUST_PROXY=1, x-forwarded-for), so the per-address
 * allowances, which a shared Redis keeps across runs, never decide the outcome.
 */
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { Redis } from 'ioredis'
import { TEST_REDIS_URL, redisReachable } from './redis-probe.js'
import { ACCOUNT_STATUS } from '../../types/accounts.js'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import { startFakeSmsProvider, type FakeSmsProvider } from './fakes/sms.js'
import { findPostgresAdminUrl } from './helpers.js'
import { scratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from './server-process.js'

const BURST = 50
const RUN = `${process.pid}-${Date.now()}`
const adminUrl = await findPostgresAdminUrl()
const redisUrl = TEST_REDIS_URL

const pgSkip = adminUrl ? undefined : 'no PostgreSQL reachable'
const redisSkip = pgSkip ?? ((await redisReachable()) ? undefined : `no Redis at ${redisUrl}`)

let ipCounter = 0
const freshIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipCounter}`
const freshPhone = () => `139${String(randomInt(0, 1e8)).padStart(8, '0')}`

interface Answer {
  statusCode: number
}

/** Two API processes on one fresh database, started one after the other (the first migrates and seeds). */
function deployment(name: string, env: () => NodeJS.ProcessEnv, o: { entry?: string } = {}) {
  const d = { name, servers: [] as ServerProcess[], db: undefined as ScratchDatabase | undefined }
  const setUp = async () => {
    d.db = await scratchDatabase(adminUrl as string, `limits_${name.replace(/\W/g, '')}`)
    for (let i = 0; i < 2; i++) d.servers.push(await startServerProcess({ ...env(), DATABASE_URL: d.db.url }, { entry: o.entry }))
  }
  const tearDown = async () => {
    for (const s of d.servers) await s.stop()
    await d.db?.drop()
  }
  return { d, setUp, tearDown }
}

/** `n` login-code sends to one phone at once, alternating between the servers. */
function burst(servers: ServerProcess[], n: number, cellphone: string): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await fetch(`${servers[i % servers.length]!.url}${API_PREFIX}/user/pub/v1/send_code?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'merchant-id': DEMO_MERCHANTS.MACAU, 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ cellphone, countryCode: '86', purpose: 'LOGIN' }),
      })
      assert.equal(res.status, 200)
      return (await res.json()) as Answer
    }),
  )
}

describe('abuse limits across two API processes', { skip: pgSkip }, () => {
  let sms: FakeSmsProvider
  const common = (): NodeJS.ProcessEnv => ({ NODE_ENV: 'development', TRUST_PROXY: '1', REDIS_URL: '', ...sms.env })

  before(async () => {
    sms = await startFakeSmsProvider()
  })
  after(async () => {
    await sms?.close()
  })

  for (const [label, store] of [
    ['counting in PostgreSQL', 'postgres'],
    ['counting in Redis', 'redis'],
  ] as const) {
    describe(`two processes ${label}`, { skip: store === 'redis' ? redisSkip : undefined }, () => {
      const env = (): NodeJS.ProcessEnv => ({ ...common(), ...(store === 'redis' ? { REDIS_URL: redisUrl, ADMISSION_REDIS_KEY: `storefront:test:${RUN}:admission` } : {}) })
      const { d, setUp, tearDown } = deployment(store, env)
      before(setUp)
      after(tearDown)

      it(`${BURST} sends to one phone at once: exactly one SMS leaves, the others are told to wait`, async () => {
        const cellphone = freshPhone()
        const answers = await burst(d.servers, BURST, cellphone)
        const codes = answers.map((a) => a.statusCode)
        assert.equal(codes.filter((c) => c === 200).length, 1, JSON.stringify(codes))
        assert.ok(
          codes.every((c) => c === 200 || c === ACCOUNT_STATUS.TOO_MANY_REQUESTS || c === ACCOUNT_STATUS.CAPTCHA_REQUIRED),
          JSON.stringify(codes),
        )
        assert.equal(sms.count(`+86${cellphone}`), 1)
        if (store === 'redis') {
          // The count lives in Redis (not in the PostgreSQL stand-in used while Redis does not answer).
          const redis = new Redis(redisUrl)
          try {
            assert.ok((await redis.keys(`limit:send-gap:*${cellphone}*`)).length > 0, 'the resend wait is counted in Redis')
          } finally {
            redis.disconnect()
          }
        } else {
          const rows = await d.db!.query<{ n: number }>(`select count(*)::int as n from rate_limits where key like 'limit:send-gap:%${cellphone}%'`)
          assert.equal(rows[0]?.n, 1, 'the resend wait is counted in PostgreSQL')
        }
      })
    })
  }

  describe('control: two processes counting read-then-write', () => {
    const { d, setUp, tearDown } = deployment('control', common, { entry: 'server/test/fakes/non-atomic-limits-server.ts' })
    before(setUp)
    after(tearDown)

    it(`the same burst gets more than one SMS out`, async () => {
      const cellphone = freshPhone()
      const answers = await burst(d.servers, BURST, cellphone)
      const sent = sms.count(`+86${cellphone}`)
      assert.ok(sent > 1, `${sent} SMS left; answers ${JSON.stringify(answers.map((a) => a.statusCode))}`)
      assert.equal(answers.filter((a) => a.statusCode === 200).length, sent)
    })
  })
})
