/**
 * NODE_ENV=production is a real mode (config/): the server refuses to start unless every external part
 * is configured for real, naming each missing setting; booted in the production configuration it
 * registers no sandbox route, pays through no sandbox, seeds nothing, and keeps /metrics behind its
 * token — in process, and as the real server process on an empty PostgreSQL database, over HTTP.
 * Development keeps the sandboxes and the demo merchants.
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import { buildApp } from '../src/app.js'
import { loadConfig, productionProblems } from '../src/config/index.js'
import { SECRET_SETTINGS } from '../src/config/secrets.js'
import { openDatabase, type DbHandle } from '../src/db/client.js'
import { createShopRepository } from '../src/modules/shop/repository.js'
import { prepareDatabase } from '../src/server.js'
import { DEMO_STAFF_TOKENS } from '../src/seed/tickets.js'
import { findPostgresAdminUrl } from './helpers.js'
import { completeProductionEnv, METRICS_TOKEN, productionEnv, SECRET_VARIABLES } from './production-helpers.js'
import { ROOT, scratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from './server-process.js'

const adminUrl = await findPostgresAdminUrl()

/** Every route the development sandboxes serve (payments, identity consent and mint, seat partner). */
const SANDBOX_PATHS: Array<['GET' | 'POST', string]> = [
  ['POST', '/sandbox/trades/ST1/complete'],
  ['GET', '/sandbox/trades/ST1'],
  ['GET', '/sandbox/cashier/ST1'],
  ['POST', '/sandbox/cashier/ST1/pay'],
  ['GET', '/sandbox/identity/google'],
  ['POST', '/sandbox/identity/apple'],
  ['GET', '/sandbox/seat-partner/sessions/S1'],
  ['POST', '/sandbox/seat-partner/sessions/S1/pick'],
  ['POST', '/user/pub/v1/sandbox/identity'],
]
const q = `merchantId=${DEMO_MERCHANTS.MACAU}&lang=en`

describe('production refuses to start until everything is configured for real', () => {
  it('names every missing setting of a bare NODE_ENV=production', () => {
    const problems = productionProblems({ NODE_ENV: 'production' }).join('\n')
    const payments = ['WECHATPAY_MCH_ID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APP_ID', 'ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY']
    for (const name of ['DATABASE_URL', 'SMS_PROVIDER', 'EMAIL_PROVIDER', 'SUBSCRIBE_PROVIDER', 'IDENTITY_PROVIDER', 'PUBLIC_BASE_URL', 'METRICS_TOKEN', ...SECRET_VARIABLES, ...payments]) {
      assert.match(problems, new RegExp(`\\b${name}\\b`), `${name} is named`)
    }
    assert.match(problems, /no payment product is configured for real/)
  })

  it('keeps its list of secrets in step with config/secrets.ts', () => {
    assert.deepEqual(Object.values(SECRET_SETTINGS).map((s) => s.env).sort(), [...SECRET_VARIABLES].sort())
  })

  it('with everything else configured, only the payment providers are left', () => {
    const problems = productionProblems(productionEnv())
    assert.equal(problems.length, 1, problems.join('\n'))
    assert.match(problems[0] as string, /^no payment product is configured for real/)
  })

  it('with a real payment provider as well, nothing is left to refuse', () => {
    assert.deepEqual(productionProblems(completeProductionEnv()), [])
  })

  it('names each wrong setting: http providers without URL/token, http URLs, short or shared secrets, sandbox captcha, the old escape hatch', () => {
    const env = productionEnv({
      SMS_HTTP_URL: 'http://sms.provider.invalid/send',
      EMAIL_HTTP_TOKEN: '',
      AUTH_SECRET: 'short',
      CAPTCHA_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PROVIDERS: '1',
      PUBLIC_BASE_URL: 'http://shop.example.com',
      METRICS_TOKEN: 'tiny',
    })
    env.LINK_TOKEN_SECRET = env.CODE_HASH_SECRET
    const problems = productionProblems(env).join('\n')
    assert.match(problems, /SMS_HTTP_URL must be an https:\/\/ URL/)
    assert.match(problems, /EMAIL_HTTP_TOKEN is not set/)
    assert.match(problems, /AUTH_SECRET is shorter than 32 characters/)
    assert.match(problems, /LINK_TOKEN_SECRET and CODE_HASH_SECRET hold the same value/)
    assert.match(problems, /CAPTCHA_PROVIDER is 'sandbox'/)
    assert.match(problems, /ALLOW_SANDBOX_PROVIDERS is no longer honoured/)
    assert.match(problems, /PUBLIC_BASE_URL must be an https:\/\/ URL/)
    assert.match(problems, /METRICS_TOKEN is not set or shorter/)
  })

  it('development (NODE_ENV unset, development or test) has nothing to refuse', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) assert.deepEqual(productionProblems({ NODE_ENV }), [])
    assert.equal(loadConfig({}).sandboxes, true)
    assert.equal(loadConfig({ NODE_ENV: 'production' }).sandboxes, false)
  })

  it('the server process exits with every problem listed, before it opens a database', async () => {
    const dataDir = path.join(ROOT, '.data', `never-created-${process.pid}`)
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NO_QR: '1' }
    for (const k of ['SMS_PROVIDER', 'EMAIL_PROVIDER', 'SUBSCRIBE_PROVIDER', 'IDENTITY_PROVIDER', 'DATABASE_URL', 'PUBLIC_BASE_URL', 'METRICS_TOKEN', ...SECRET_VARIABLES]) delete env[k]
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    assert.equal(code, 1, output)
    assert.match(output, /NODE_ENV=production but the server is not configured for real/)
    for (const name of ['SMS_PROVIDER', 'IDENTITY_PROVIDER', 'SEAT_PARTNER_SECRET', 'TICKET_KEY_SECRET', 'no payment product']) assert.ok(output.includes(name), `${name} in:\n${output}`)
  })
})

describe('booted in the production configuration', () => {
  let dir: string
  let handle: DbHandle
  let app: FastifyInstance
  const config = loadConfig(completeProductionEnv())

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storefront-prod-'))
    handle = await openDatabase({ dataDir: path.join(dir, 'pglite') })
    // What startServer does once the configuration is approved: migrate, (never) seed, build.
    await prepareDatabase(handle, config, true)
    app = await buildApp({ db: handle, config, logger: false, payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0 }, orders: { sweepIntervalMs: 0 } })
    await app.ready()
  })
  after(async () => {
    await app?.close()
    await handle?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers 404 on every sandbox path', async () => {
    for (const [method, p] of SANDBOX_PATHS) {
      const res = await app.inject({ method, url: `${API_PREFIX}${p}?${q}`, ...(method === 'POST' ? { payload: { action: 'PAY' } } : {}) })
      assert.equal(res.statusCode, 404, `${method} ${p}: ${res.body.slice(0, 120)}`)
    }
    assert.doesNotMatch(app.printRoutes({ commonPrefix: false }), /sandbox/)
  })

  it('pays only through the real provider its configuration names: no product on the sandbox', () => {
    const adapters = [...app.payments.providers.values()].map((p) => [p.product, p.backend])
    assert.deepEqual(adapters.sort(), [['ALIPAY_CN_WAP', 'ALIPAY'], ['ALIPAY_CN_WEB', 'ALIPAY']])
  })

  it('holds no demo data: no merchant, and the published staff tokens check nothing in', async () => {
    assert.equal(await createShopRepository(handle.db).countMerchants(), 0)
    for (const token of Object.values(DEMO_STAFF_TOKENS)) {
      const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/staff/v1/check_in?lang=en`, headers: { 'x-staff-token': token }, payload: { code: 'T1.x.y' } })
      const body = JSON.parse(res.body) as { errorCode: string }
      assert.equal(body.errorCode, 'TICKET_STAFF_UNAUTHORIZED', res.body)
    }
  })

  it('shows /metrics only to the bearer of METRICS_TOKEN', async () => {
    assert.equal((await app.inject({ url: '/metrics' })).statusCode, 401)
    assert.equal((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode, 401)
    const ok = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    assert.equal(ok.statusCode, 200)
    assert.match(ok.body, /storefront_http_request_duration_seconds/)
  })
})

describe('the server process in production, on an empty PostgreSQL database', { skip: adminUrl ? undefined : 'no PostgreSQL reachable' }, () => {
  let h5Dir: string
  let db: ScratchDatabase
  let server: ServerProcess

  before(async () => {
    // An H5 build beside the API, as deployed: unknown pages fall back to index.html, /api paths do not.
    h5Dir = await mkdtemp(path.join(tmpdir(), 'storefront-prod-h5-'))
    await writeFile(path.join(h5Dir, 'index.html'), '<!doctype html><title>shop</title><div id="app"></div>')
    db = await scratchDatabase(adminUrl as string, 'prod_boot')
    server = await startServerProcess(completeProductionEnv({ DATABASE_URL: db.url, H5_DIR: h5Dir }))
  })
  after(async () => {
    await server?.stop()
    await db?.drop()
    await rm(h5Dir, { recursive: true, force: true })
  })

  it('answers 404 over HTTP on every sandbox path', async () => {
    for (const [method, p] of SANDBOX_PATHS) {
      const res = await fetch(`${server.url}${API_PREFIX}${p}?${q}`, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'PAY' }) } : {}),
      })
      assert.equal(res.status, 404, `${method} ${p}: ${(await res.text()).slice(0, 120)}`)
    }
  })

  it('is ready on its database, keeps /metrics behind the token, and seeded nothing', async () => {
    const ready = await fetch(`${server.url}${API_PREFIX}/ready`)
    assert.equal(ready.status, 200)
    assert.deepEqual(((await ready.json()) as { data: unknown }).data, { ready: true, checks: { db: 'ok', redis: 'not_configured', accepting: 'ok' } })
    assert.equal((await fetch(`${server.url}/metrics`)).status, 401)
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    assert.equal(metrics.status, 200)
    assert.match(await metrics.text(), /process_cpu_user_seconds_total/)
    const [merchants] = await db.query<{ n: number }>('select count(*)::int as n from merchants')
    assert.equal(merchants?.n, 0)
  })

  it('stops cleanly on SIGTERM', async () => {
    assert.equal(await server.stop(), 0, server.output())
  })
})
