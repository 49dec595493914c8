/**
 * One-time code tries under concurrency, on real PostgreSQL only (PGlite has one connection and cannot
 * show a race). A code allows codeMaxAttempts (5) tries, and a try is counted BEFORE the guess is
 * compared, so no burst of simultaneous guesses gets more than 5 comparisons:
 * - deterministic: a test connection holds the code's row lock while 30 wrong guesses and then the
 *   right one arrive, so they all queue at the same point. Counting-first code has compared none of
 *   them when the lock is released and then compares at most 5; the old read-compare-count code had
 *   compared all 31 before it tried to count (the comparison counter below catches it). The right
 *   code, 31st in line, is refused unless PostgreSQL (which promises no order among a lock's waiters)
 *   woke it among the first 5, and is refused afterwards either way;
 * - over HTTP: 40 wrong guesses and the right one at once on a 25-connection pool: the code records
 *   exactly 5 tries, at most one login succeeds, and only when the right guess got one of the 5 tries.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import postgres from 'postgres'
import { ACCOUNT_STATUS } from '../../types/accounts.js'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { createLimits } from '../src/limits/index.js'
import { verificationCodes } from '../src/db/schema-accounts.js'
import { createCodeService, type CodeService, type CodeTarget } from '../src/modules/accounts/codes/service.js'
import { createPasswordHasher } from '../src/modules/accounts/auth/password.js'
import { createLoginThrottle } from '../src/modules/accounts/auth/throttle/service.js'
import { DEFAULT_ACCOUNTS_CONFIG, resolveConfig } from '../src/modules/accounts/config.js'
import type { AccountsDeps } from '../src/modules/accounts/deps.js'
import { createSandboxEmailSender } from '../src/modules/accounts/email/sender.js'
import type { Caller } from '../src/modules/accounts/outcome.js'
import { createAccountsRepository } from '../src/modules/accounts/repository.js'
import { createSendLimits } from '../src/modules/accounts/sends/limits.js'
import { createSandboxSmsSender } from '../src/modules/accounts/sms/sender.js'
import { createTokenService } from '../src/modules/accounts/tokens/service.js'
import { MACAU, freshIp, freshPhone } from './accounts-helpers.js'
import { buildTestApp, dbTargets, envelopeOf, type TestDb } from './helpers.js'

const MAX = DEFAULT_ACCOUNTS_CONFIG.codeMaxAttempts
const SECRET = 'code-race-test-secret-0123456789abcdef'
// The bursts send far more codes than the captcha allows without asking; it has its own suite.
const NO_CAPTCHA = { captcha: { ...DEFAULT_ACCOUNTS_CONFIG.captcha, freeSends: { target: 1000, device: 1000, ip: 1000 } } }

const pg = (await dbTargets()).find((t) => t.kind === 'postgres')
if (!pg) throw new Error('dbTargets always lists a postgres target (skipped when unreachable)')

const wrongGuesses = (right: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, '0'))

describe('one-time code tries under concurrency [postgres]', { skip: pg.skip }, () => {
  let db: TestDb
  let pool: DbHandle
  let url = ''
  const opened: Array<{ close(): Promise<unknown> }> = []

  before(async () => {
    db = await pg.open()
    url = db.serverDbOptions.databaseUrl ?? ''
    assert.ok(url)
    // Every guess on its own connection, so they really are simultaneous.
    pool = await openDatabase({ databaseUrl: url, maxConnections: 40 })
  })
  after(async () => {
    for (const o of opened) await o.close()
    await pool?.close()
    await db?.cleanup()
  })

  /** The code service over the 40-connection pool, counting how many guesses it compared. */
  function codeService() {
    const config = resolveConfig({ config: NO_CAPTCHA, testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } })
    const repo = createAccountsRepository(pool.db)
    const limits = createLimits({ db: pool.db })
    opened.push({ close: async () => limits.close() })
    const tokens = createTokenService(repo, config, Date.now, { auth: SECRET })
    const counter = { counting: false, compared: 0 }
    const sms = createSandboxSmsSender()
    const deps: AccountsDeps = {
      repo,
      // Codes are hashed with mac() when sent and when a guess is compared: count the comparisons.
      tokens: {
        ...tokens,
        async mac(purpose, value) {
          if (counter.counting && purpose === 'code') counter.compared++
          return tokens.mac(purpose, value)
        },
      },
      hasher: createPasswordHasher(config.argon2),
      throttle: createLoginThrottle(config.throttle, limits, Date.now),
      limits,
      sends: createSendLimits(limits, config),
      sms,
      email: createSandboxEmailSender(),
      config,
      now: Date.now,
    }
    return { codes: createCodeService(deps), repo, sms, counter }
  }

  /** Backends of this database waiting for a lock (the queued guesses). */
  async function waitingForLocks(admin: postgres.Sql): Promise<number> {
    const [r] = await admin`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`
    return (r?.n as number) ?? 0
  }

  async function untilWaiting(admin: postgres.Sql, n: number): Promise<void> {
    const deadline = Date.now() + 15_000
    for (;;) {
      const now = await waitingForLocks(admin)
      if (now >= n) return
      if (Date.now() > deadline) throw new Error(`only ${now} of ${n} guesses reached the row lock`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }

  it(`30 wrong guesses then the right one, all queued on the code: at most ${MAX} are compared, the right one passes only with a try`, async () => {
    const { codes, repo, sms, counter } = codeService()
    const caller: Caller = { merchantId: MACAU, lang: 'en-US', ip: freshIp(), deviceId: null, deviceKey: `race-${Date.now()}` }
    const target: CodeTarget = { kind: 'SMS', countryCode: '86', cellphone: freshPhone() }
    const sent = await codes.send(caller, target, 'LOGIN')
    assert.equal(sent.ok, true)
    const right = sms.last('86', target.cellphone)?.code ?? ''
    assert.match(right, /^\d{6}$/)
    const [row] = await pool.db.select().from(verificationCodes).where(eq(verificationCodes.cellphone, target.cellphone))
    assert.ok(row)

    const admin = postgres(url, { max: 2, onnotice: () => {} })
    opened.push({ close: () => admin.end({ timeout: 5 }) })
    const holder = await admin.reserve()
    await holder`begin`
    await holder`select id from verification_codes where id = ${row.id} for update`
    counter.counting = true
    let wrongAnswers: Array<Awaited<ReturnType<CodeService['check']>>>
    let rightAnswer: { checked: Awaited<ReturnType<CodeService['check']>>; consumed: boolean }
    try {
      const wrong = Promise.all(wrongGuesses(right, 30).map((g) => codes.check(caller, target, 'LOGIN', g)))
      await untilWaiting(admin, 30)
      // The right code arrives after 30 wrong guesses: every try is taken by then.
      const rightGuess = (async () => {
        const checked = await codes.check(caller, target, 'LOGIN', right)
        const consumed = checked.ok ? await repo.transaction((tx) => codes.consume(tx, checked.codeId)) : false
        return { checked, consumed }
      })()
      await untilWaiting(admin, 31)
      await holder`rollback`
      ;[wrongAnswers, rightAnswer] = await Promise.all([wrong, rightGuess])
    } finally {
      holder.release()
      counter.counting = false
    }

    assert.ok(counter.compared <= MAX, `${counter.compared} guesses were compared with the code; at most ${MAX} may be`)
    // PostgreSQL wakes a row lock's waiters in no promised order, so the right code, last to queue, may
    // still be one of the five that get a try. Either way the wrong guesses are refused, and the right one
    // passes only if it was compared; once the tries are used up it is refused with the lock message.
    assert.ok(wrongAnswers.every((a) => !a.ok && a.statusCode === ACCOUNT_STATUS.CODE_INVALID))
    assert.equal(rightAnswer.consumed, rightAnswer.checked.ok, 'a right code that passed is used once')
    if (!rightAnswer.checked.ok) {
      // Locked: the answer says when a new code can be had (the resend wait of the one sent).
      assert.equal(rightAnswer.checked.message, 'code.lockedFor')
      assert.equal((rightAnswer.checked.data as { attemptsLeft: number }).attemptsLeft, 0)
    }

    const [after] = await pool.db.select().from(verificationCodes).where(eq(verificationCodes.id, row.id))
    if (!rightAnswer.checked.ok) {
      assert.equal(counter.compared, MAX, 'five of the queued guesses each used a try')
      assert.equal(after?.attempts, MAX)
    }
    assert.equal(after?.closedAt !== null, rightAnswer.checked.ok, 'closed only by the right code passing')
    // Later, on its own, the right code is refused: used, or out of tries.
    const late = await codes.check(caller, target, 'LOGIN', right)
    assert.equal(late.ok, false)
  })

  describe('over HTTP', () => {
    let app: FastifyInstance
    let sms: ReturnType<typeof createSandboxSmsSender>
    before(async () => {
      sms = createSandboxSmsSender()
      app = await buildTestApp(pool, { accounts: { smsSender: sms, secret: SECRET, config: NO_CAPTCHA, testOnlyArgon2: { memoryCost: 64, timeCost: 1, parallelism: 1 } } })
      await app.ready()
      opened.unshift({ close: () => app.close() })
    })

    const post = async (path: string, body: unknown) => {
      const res = await app.inject({ method: 'POST', url: `/api${path}?lang=en`, headers: { 'merchant-id': MACAU }, remoteAddress: freshIp(), payload: body as object })
      return envelopeOf(res)
    }

    it(`40 wrong guesses and the right one at once from 41 addresses: exactly ${MAX} tries are counted`, async () => {
      for (let round = 0; round < 3; round++) {
        const cellphone = freshPhone()
        const sent = await post('/user/pub/v1/send_code', { cellphone, countryCode: '86', purpose: 'LOGIN' })
        assert.equal(sent.statusCode, 200, sent.comments)
        const right = sms.last('86', cellphone)?.code ?? ''
        const guesses = [...wrongGuesses(right, 40)]
        guesses.splice(round * 17, 0, right) // the right one at a different place in each burst
        const answers = await Promise.all(guesses.map((g) => post('/user/pub/v1/login_or_register', { cellphone, countryCode: '86', verifyCode: g })))
        const rightAnswer = answers[guesses.indexOf(right)]
        const wins = answers.filter((a) => a.statusCode === 200)
        assert.ok(answers.every((a) => a.statusCode === 200 || a.statusCode === ACCOUNT_STATUS.CODE_INVALID), JSON.stringify(answers.find((a) => a.statusCode !== 200 && a.statusCode !== ACCOUNT_STATUS.CODE_INVALID)))
        assert.ok(wins.length <= 1)
        const wrongCompared = answers.filter((a) => /^Wrong code\. Tries left: [1-9]$/.test(a.comments)).length
        const [code] = await pool.db.select().from(verificationCodes).where(eq(verificationCodes.cellphone, cellphone))
        assert.equal(code?.attempts, MAX, 'every try the burst could take, and not one more')
        if (wins.length) {
          assert.equal(rightAnswer?.statusCode, 200)
          assert.ok(code?.closedAt, 'the code is used up')
          assert.ok(wrongCompared <= MAX - 1)
        } else {
          assert.match(rightAnswer?.comments ?? '', /^Too many wrong codes\. Get a new code in \d+ seconds$/)
          const again = await post('/user/pub/v1/login_or_register', { cellphone, countryCode: '86', verifyCode: right })
          assert.equal(again.statusCode, ACCOUNT_STATUS.CODE_INVALID, 'after the limit the right code stays refused')
        }
      }
    })
  })
})
