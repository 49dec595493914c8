/**
 * `npm run bench:rush` (node --import tsx scripts/bench/rush.ts): the on-sale rush. A throwaway
 * PostgreSQL database, RUSH_BUYERS (5,000) distinct logged-in buyers, and a hot tier of RUSH_CAPACITY
 * (1,000) tickets split into RUSH_SHARDS (4) stock rows, against the server running as its own process.
 * A buyer answered 'limiting' (admission control) retries like the app: up to 10 tries, RUSH_RETRY_MS
 * (3,000) apart. Two sales, each on its own hot tier:
 *
 * - open (the targets are judged here): the buyers have been on the booking page, so each has its
 *   own open connection (one keep-alive connection per phone, opened by the page's price quote; behind a
 *   load balancer the API likewise sees warm connections, not 5,000 TCP handshakes). The sale opens
 *   for everyone at once and the taps reach the server over the next RUSH_ARRIVAL_MS (2,000 ms: 2,500
 *   taps/s offered, above the 1,500/s target; human reaction and network jitter spread them).
 * - burst (stress): every buyer's first attempt in the same millisecond on a fresh connection. Reported
 *   beside the machine's floor for it: the same burst against a no-op HTTP server. A FIFO server answers
 *   the k-th of N simultaneous requests after k service times, so this burst's client-side p99 is bounded
 *   by the machine (load generator + server on two cores), not by the storefront.
 *
 * Per sale: attempts/s over the time buyers were waiting on the server (intervals with an attempt in
 * flight, so the app's 3 s pauses between tries do not count), orders, oversell (must be 0), the stock
 * invariant, and latency per attempt for winners (the winning attempt) and losers (the final answer:
 * sold out, or limiting after every try), client-side and as the server timed itself (Server-Timing).
 * Writes bench/results/rush.json and rush.md. Measurements only: nothing is asserted except that the
 * invariant and oversell are reported truthfully. RUSH_SCENARIOS=open,burst picks the sales;
 * RUSH_SERVER_NODE_ARGS passes node flags to the server (a CPU profile: '--cpu-prof --cpu-prof-dir=/tmp/prof').
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { openDatabase, type Db } from '../../server/src/db/client.js'
import { migrateDatabase } from '../../server/src/db/migrate.js'
import { catalogSeatPlans, catalogSessions, catalogShows, orderItems, orderShowRules, orderStock, orders } from '../../server/src/db/schema.js'
import { createAccountsModule } from '../../server/src/modules/accounts/index.js'
import { createLimits } from '../../server/src/limits/index.js'
import { seedAll } from '../../server/src/seed/index.js'
import { DEMO_MERCHANTS } from '../../types/api.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const OUT = path.join(ROOT, 'bench', 'results')
const BUYERS = Number(process.env.RUSH_BUYERS ?? 5000)
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 1000)
const SHARDS = Number(process.env.RUSH_SHARDS ?? 4)
const RETRY_MS = Number(process.env.RUSH_RETRY_MS ?? 3000)
const ARRIVAL_MS = Number(process.env.RUSH_ARRIVAL_MS ?? 2000)
const SCENARIOS = (process.env.RUSH_SCENARIOS ?? 'open,burst').split(',').map((s) => s.trim()) as Array<'open' | 'burst'>
const MAX_TRIES = 10
const ADMISSION = Number(process.env.ADMISSION_CAPACITY ?? 16)
const MERCHANT = DEMO_MERCHANTS.MACAU
const PRICE = 68_000
const SECRET = randomBytes(32).toString('hex')
const SOLD_OUT = 22031001
const LIMITING = 429
const TARGETS = { attemptsPerSecond: 1500, winnersP99Ms: 500, losersP99Ms: 100 }

interface Attempt {
  status: number
  /** Client-side time, ms. */
  ms: number
  /** The server's own time for the attempt (Server-Timing), NaN when unknown. */
  serverMs: number
  /** Sent at, ms after the sale opened. */
  at: number
}
interface BuyerResult {
  final: number
  attempts: Attempt[]
}
interface Tier {
  showId: string
  sessionId: string
  seatPlanId: string
}

async function adminUrl(): Promise<string> {
  const candidates = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : ['postgres://root@127.0.0.1:5432/postgres', 'postgres://postgres@127.0.0.1:5432/postgres']
  for (const url of candidates) {
    const s = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await s`select 1`
      return url
    } catch {
      // next
    } finally {
      await s.end({ timeout: 1 }).catch(() => {})
    }
  }
  throw new Error('bench:rush needs PostgreSQL (DATABASE_URL or a local server as root/postgres)')
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** A hot tier: a copy of a seeded ON_SALE show with one session and one sharded tier. */
async function hotTier(db: Db, name: string): Promise<Tier> {
  const [base] = await db
    .select()
    .from(catalogShows)
    .where(and(eq(catalogShows.merchantId, MERCHANT), eq(catalogShows.showDetailStatus, 'ON_SALE'), eq(catalogShows.showStatus, 'ONLINE')))
    .limit(1)
  if (!base) throw new Error('no seeded ON_SALE show')
  const showId = `RUSH-${name}`
  const sessionId = `${showId}-S1`
  const seatPlanId = `${showId}-S1-P1`
  await db.insert(catalogShows).values({ ...base, showId, stdShowId: `STD-${showId}`, saleTime: new Date(Date.now() - 60_000), prioritySaleTime: null })
  await db.insert(catalogSessions).values({ merchantId: MERCHANT, sessionId, showId, name: { 'en-US': 'Rush night' }, startTime: base.firstShowTime, status: 'ON_SALE', position: 0 })
  await db.insert(catalogSeatPlans).values({ merchantId: MERCHANT, seatPlanId, sessionId, showId, name: { 'en-US': 'Floor' }, priceCents: PRICE, saleState: 'ON_SALE', position: 0 })
  await db.insert(orderStock).values(
    Array.from({ length: SHARDS }, (_, k) => ({
      merchantId: MERCHANT,
      seatPlanId,
      shard: k,
      showId,
      sessionId,
      capacity: Math.floor(CAPACITY / SHARDS) + (k < CAPACITY % SHARDS ? 1 : 0),
    })),
  )
  await db.insert(orderShowRules).values({ merchantId: MERCHANT, showId, maxPerOrder: 6, maxPerBuyer: 6 })
  return { showId, sessionId, seatPlanId }
}

/** BUYERS accounts with an access token each, minted through the accounts module (no SMS round trips). */
async function mintBuyers(db: Db): Promise<string[]> {
  const limits = createLimits({ db })
  const accounts = createAccountsModule(db, limits, { secret: SECRET })
  await accounts.ready()
  limits.close()
  const tokens: string[] = []
  for (let i = 0; i < BUYERS; i += 100) {
    const batch = Array.from({ length: Math.min(100, BUYERS - i) }, (_, k) => i + k)
    tokens.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const user = await accounts.repo.insertUser({
            userId: `rush${String(n).padStart(6, '0')}`,
            merchantId: MERCHANT,
            countryCode: '86',
            cellphone: `137${String(n).padStart(8, '0')}`,
            registeredBy: 'CELLPHONE',
          })
          if (!user) throw new Error('user insert failed')
          const issued = await accounts.tokens.startSession(accounts.repo, user, { deviceId: `rush-${n}`, loginMethod: 'CELLPHONE', singleDevice: false })
          return issued.accessToken
        }),
      )),
    )
  }
  return tokens
}

async function startServerProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const extra = (process.env.RUSH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMISSION_CAPACITY: String(ADMISSION), NO_QR: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    const up = await new Promise<boolean>((resolve) => {
      http.get(`${url}/api/health`, (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      }).on('error', () => resolve(false))
    })
    if (up) return { url, child }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGTERM')
  throw new Error('server did not start')
}

function post(url: string, agent: http.Agent, token: string, body: unknown, endpoint = '/api/buyer/v5/create_order'): Promise<{ statusCode: number; serverMs: number }> {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${endpoint}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'merchant-id': MERCHANT, 'access-token': token },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          try {
            const serverMs = Number(/dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))?.[1] ?? NaN)
            resolve({ ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { statusCode: number }), serverMs })
          } catch (err) {
            reject(err)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

function pct(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
}

/** Seconds with at least one attempt in flight (the union of the attempts' intervals). */
function activeSeconds(attempts: Attempt[]): number {
  const spans = attempts.map((a) => [a.at, a.at + a.ms] as const).sort((x, y) => x[0] - y[0])
  let total = 0
  let [start, end] = spans[0] ?? [0, 0]
  for (const [s, e] of spans.slice(1)) {
    if (s > end) {
      total += end - start
      start = s
    }
    end = Math.max(end, e)
  }
  return (total + end - start) / 1000
}

/**
 * The machine's floor for the burst: BUYERS requests on fresh connections at the same instant against
 * a no-op node HTTP server in a child process, with the same load generator.
 */
async function noopFloor(): Promise<{ p50: number | null; p99: number | null; wallMs: number }> {
  const port = await freePort()
  const code = `require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.end('{"statusCode":429}')) }).listen({ port: ${port}, host: '127.0.0.1', backlog: 4096 }, () => process.send('up'))`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  await new Promise((resolve) => child.once('message', resolve))
  const floorAgent = new http.Agent({ keepAlive: true, maxSockets: BUYERS })
  const one = () =>
    new Promise<number>((resolve) => {
      const s = performance.now()
      const req = http.request(`http://127.0.0.1:${port}/`, { method: 'POST', agent: floorAgent }, (res) => {
        res.resume()
        res.on('end', () => resolve(performance.now() - s))
      })
      req.on('error', () => resolve(NaN))
      req.end('{}')
    })
  const t0 = performance.now()
  const times = await Promise.all(Array.from({ length: BUYERS }, one))
  const wallMs = Math.round(performance.now() - t0)
  floorAgent.destroy()
  child.kill('SIGTERM')
  return { p50: pct(times, 50), p99: pct(times, 99), wallMs }
}

/** One sale: every buyer tries to buy one ticket of `tier`, retrying on 'limiting' like the app. */
async function runSale(kind: 'open' | 'burst', url: string, tier: Tier, tokens: string[]): Promise<BuyerResult[]> {
  const body = (n: number) => ({ ...tier, qty: 1, paymentParam: { payAmount: PRICE }, deliverMethod: 'E_TICKET', idempotencyKey: `${tier.showId}-${n}-key` })
  // open: one connection per phone, opened by the booking page's price quote before the sale.
  // burst: one shared pool of fresh connections, one per buyer.
  const shared = new http.Agent({ keepAlive: true, maxSockets: BUYERS })
  const agents = tokens.map(() => (kind === 'open' ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : shared))
  if (kind === 'open') {
    for (let i = 0; i < tokens.length; i += 200) {
      await Promise.all(tokens.slice(i, i + 200).map((token, k) => post(url, agents[i + k] as http.Agent, token, { ...tier, qty: 1 }, '/api/buyer/v3/pre_order')))
    }
  } else {
    // A server is warm when a sale opens: 1,000 quotes on a few connections, then closed.
    for (let i = 0; i < Math.min(1000, tokens.length); i += 50) {
      await Promise.all(tokens.slice(i, i + 50).map((token) => post(url, shared, token, { ...tier, qty: 1 }, '/api/buyer/v3/pre_order')))
    }
    shared.destroy()
  }
  const burstAgent = new http.Agent({ keepAlive: true, maxSockets: BUYERS })
  const t0 = performance.now()
  const results = await Promise.all(
    tokens.map(async (token, n) => {
      const agent = kind === 'open' ? (agents[n] as http.Agent) : burstAgent
      if (kind === 'open') await new Promise((r) => setTimeout(r, Math.random() * ARRIVAL_MS))
      const attempts: Attempt[] = []
      for (let tries = 1; ; tries++) {
        const s = performance.now()
        let status = -1
        let serverMs = NaN
        try {
          const answer = await post(url, agent, token, body(n))
          status = answer.statusCode
          serverMs = answer.serverMs
        } catch {
          // transport error: reported as -1
        }
        attempts.push({ status, ms: performance.now() - s, serverMs, at: s - t0 })
        if (status !== LIMITING || tries >= MAX_TRIES) return { final: status, attempts }
        await new Promise((r) => setTimeout(r, RETRY_MS))
      }
    }),
  )
  for (const a of new Set(agents)) a.destroy()
  burstAgent.destroy()
  return results
}

async function stockReport(db: Db, tier: Tier, winners: number) {
  const shards = await db.select().from(orderStock).where(and(eq(orderStock.merchantId, MERCHANT), eq(orderStock.seatPlanId, tier.seatPlanId)))
  const [ledger] = await db
    .select({
      unpaid: sql<number>`coalesce(sum(case when ${orders.state} = 1 then ${orderItems.qty} else 0 end), 0)::int`,
      paid: sql<number>`coalesce(sum(case when ${orders.state} = 9 then ${orderItems.qty} else 0 end), 0)::int`,
      n: sql<number>`count(distinct ${orders.orderId})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(eq(orderItems.seatPlanId, tier.seatPlanId))
  const capacity = shards.reduce((s, r) => s + r.capacity, 0)
  const sold = shards.reduce((s, r) => s + r.sold, 0)
  const held = shards.reduce((s, r) => s + r.held, 0)
  const remaining = capacity - sold - held
  const ticketsInOrders = Number(ledger?.unpaid ?? 0) + Number(ledger?.paid ?? 0)
  return {
    oversell: Math.max(0, ticketsInOrders - capacity),
    stock: { capacity, sold, held, remaining, ticketsInOrders, ordersInDb: Number(ledger?.n ?? 0) },
    invariant: {
      perShardHolds: shards.every((r) => r.sold >= 0 && r.held >= 0 && r.capacity - r.sold - r.held >= 0),
      soldPlusHeldPlusRemainingIsCapacity: sold + held + remaining === capacity,
      heldMatchesUnpaidOrders: held === Number(ledger?.unpaid ?? 0),
      ordersMatchWinners: Number(ledger?.n ?? 0) === winners,
    },
  }
}

function summarise(kind: 'open' | 'burst', results: BuyerResult[], wallMs: number, stock: Awaited<ReturnType<typeof stockReport>>) {
  const winners = results.filter((r) => r.final === 200)
  const losers = results.filter((r) => r.final !== 200)
  const attempts = results.flatMap((r) => r.attempts)
  const count = (status: number) => results.filter((r) => r.final === status).length
  const winning = winners.map((r) => r.attempts.at(-1) as Attempt)
  const losing = losers.map((r) => r.attempts.at(-1) as Attempt)
  const active = activeSeconds(attempts)
  const firstAnswered = Math.max(...results.map((r) => (r.attempts[0] ? r.attempts[0].at + r.attempts[0].ms : 0)))
  const latencyMs = {
    perAttempt: { p50: pct(attempts.map((a) => a.ms), 50), p99: pct(attempts.map((a) => a.ms), 99) },
    winners: { p50: pct(winning.map((a) => a.ms), 50), p99: pct(winning.map((a) => a.ms), 99) },
    winnersInServer: { p50: pct(winning.map((a) => a.serverMs), 50), p99: pct(winning.map((a) => a.serverMs), 99) },
    losers: { p50: pct(losing.map((a) => a.ms), 50), p99: pct(losing.map((a) => a.ms), 99) },
    losersInServer: { p50: pct(losing.map((a) => a.serverMs), 50), p99: pct(losing.map((a) => a.serverMs), 99) },
    // Every 'limiting' answer a buyer saw on the way (each one is a progress dialog retrying in 3 s).
    limitingAnswers: { p50: pct(attempts.filter((a) => a.status === LIMITING).map((a) => a.ms), 50), p99: pct(attempts.filter((a) => a.status === LIMITING).map((a) => a.ms), 99) },
  }
  const attemptsPerSecond = Math.round(attempts.length / active)
  return {
    scenario: kind,
    ...(kind === 'open' ? { arrivalMs: ARRIVAL_MS, offeredFirstTapsPerSecond: Math.round((results.length / ARRIVAL_MS) * 1000) } : {}),
    wallMs: Math.round(wallMs),
    attempts: attempts.length,
    activeSeconds: Number(active.toFixed(2)),
    attemptsPerSecond,
    firstWave: { attempts: results.length, answeredInMs: Math.round(firstAnswered), attemptsPerSecond: Math.round((results.length / firstAnswered) * 1000) },
    limitingAnswers: attempts.filter((a) => a.status === LIMITING).length,
    ordersCreated: winners.length,
    finalAnswers: { created: count(200), soldOut: count(SOLD_OUT), limitingAfterAllTries: count(LIMITING), transportErrors: count(-1), other: results.filter((r) => ![200, SOLD_OUT, LIMITING, -1].includes(r.final)).length },
    ...stock,
    latencyMs,
    targets: {
      ...TARGETS,
      met: {
        attemptsPerSecond: attemptsPerSecond >= TARGETS.attemptsPerSecond,
        winnersP99: (latencyMs.winners.p99 ?? Infinity) < TARGETS.winnersP99Ms,
        losersP99: (latencyMs.losers.p99 ?? Infinity) < TARGETS.losersP99Ms,
        oversellZero: stock.oversell === 0,
      },
    },
  }
}

function markdown(report: { when: string; config: Record<string, unknown>; sales: Array<ReturnType<typeof summarise>>; noopBurstFloorMs?: unknown }): string {
  const row = (s: ReturnType<typeof summarise>) =>
    `| ${s.scenario} | ${s.attemptsPerSecond} | ${s.ordersCreated} | ${s.finalAnswers.soldOut} | ${s.finalAnswers.limitingAfterAllTries} | ${s.oversell} | ${Object.values(s.invariant).every(Boolean)} | ${s.latencyMs.winners.p50} / ${s.latencyMs.winners.p99} | ${s.latencyMs.losers.p50} / ${s.latencyMs.losers.p99} | ${s.latencyMs.winnersInServer.p99} / ${s.latencyMs.losersInServer.p99} |`
  return [
    `# rush ${report.when}`,
    '',
    `${JSON.stringify(report.config)}; targets (judged on the open sale): ≥ ${TARGETS.attemptsPerSecond} attempts/s, winners p99 < ${TARGETS.winnersP99Ms} ms, losers p99 < ${TARGETS.losersP99Ms} ms, oversell 0.`,
    report.noopBurstFloorMs ? `Burst floor (no-op server, same burst): ${JSON.stringify(report.noopBurstFloorMs)}.` : '',
    '',
    '| sale | attempts/s | orders | sold out | limiting after 10 tries | oversell | invariant | winners p50 / p99 ms | losers p50 / p99 ms | in server: winners / losers p99 ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...report.sales.map(row),
    '',
  ].join('\n')
}

async function main() {
  const admin = await adminUrl()
  const name = `storefront_rush_${Date.now()}`
  const adminSql = postgres(admin, { max: 1, onnotice: () => {} })
  await adminSql.unsafe(`create database "${name}"`)
  const u = new URL(admin)
  u.pathname = `/${name}`
  const databaseUrl = u.toString()
  const handle = await openDatabase({ databaseUrl, maxConnections: 20 })
  let server: ChildProcess | undefined
  try {
    await migrateDatabase(handle)
    await seedAll(handle.db)
    const tiers = new Map<string, Tier>()
    for (const kind of SCENARIOS) tiers.set(kind, await hotTier(handle.db, kind.toUpperCase()))
    const floor = SCENARIOS.includes('burst') ? await noopFloor() : undefined
    console.log(`minting ${BUYERS} buyers…`)
    const tokens = await mintBuyers(handle.db)
    const started = await startServerProcess(databaseUrl)
    server = started.child
    const sales = []
    for (const kind of SCENARIOS) {
      console.log(`${kind} sale: ${BUYERS} buyers, ${CAPACITY} tickets in ${SHARDS} shard(s), admission ${ADMISSION}${kind === 'open' ? `, taps over ${ARRIVAL_MS} ms` : ', all at once on fresh connections'}`)
      const tier = tiers.get(kind) as Tier
      // The load generator is one node process on the same two cores: its own event-loop delay is part
      // of every latency it measures, so it is reported beside them.
      const loopDelay = monitorEventLoopDelay({ resolution: 10 })
      loopDelay.enable()
      const t0 = performance.now()
      const results = await runSale(kind, started.url, tier, tokens)
      const wallMs = performance.now() - t0
      loopDelay.disable()
      const sale = summarise(kind, results, wallMs, await stockReport(handle.db, tier, results.filter((r) => r.final === 200).length))
      sales.push({ ...sale, clientEventLoopDelayMs: { p50: Math.round(loopDelay.percentile(50) / 1e6), p99: Math.round(loopDelay.percentile(99) / 1e6), max: Math.round(loopDelay.max / 1e6) } })
      console.log(JSON.stringify(sales.at(-1), null, 2))
      // RUSH_RAW=prefix: every attempt of every buyer, for a closer look at where the time went.
      if (process.env.RUSH_RAW) fs.writeFileSync(`${process.env.RUSH_RAW}-${kind}.json`, JSON.stringify(results))
    }
    const report = {
      when: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', node: process.version },
      config: { buyers: BUYERS, capacity: CAPACITY, shards: SHARDS, admissionCapacity: ADMISSION, retryMs: RETRY_MS, maxTries: MAX_TRIES, arrivalMs: ARRIVAL_MS },
      noopBurstFloorMs: floor,
      sales,
    }
    fs.mkdirSync(OUT, { recursive: true })
    fs.writeFileSync(path.join(OUT, 'rush.json'), `${JSON.stringify(report, null, 2)}\n`)
    fs.writeFileSync(path.join(OUT, 'rush.md'), markdown(report))
    console.log(markdown(report))
    console.log('written to bench/results/rush.json and rush.md')
  } finally {
    if (server) {
      const exited = new Promise((r) => server?.once('exit', r))
      server.kill('SIGTERM')
      await exited
    }
    await handle.close()
    await adminSql.unsafe(`drop database if exists "${name}" with (force)`)
    await adminSql.end({ timeout: 5 })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
