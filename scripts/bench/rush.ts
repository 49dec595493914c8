/**
 * `npm run bench:rush` (node --import tsx scripts/bench/rush.ts): the on-sale rush. A throwaway
 * PostgreSQL database, one hot tier of RUSH_CAPACITY (1,000) tickets split into RUSH_SHARDS (4) stock
 * rows, RUSH_BUYERS (5,000) distinct logged-in buyers who all call create_order at the same instant
 * against the server running as its own process. A buyer answered 'limiting' (admission control) retries
 * like the app does: up to 10 tries, RUSH_RETRY_MS (3,000) apart. Writes bench/results/rush.json:
 * attempts/s, orders created, oversell (must be 0), the stock invariant, the machine's floor (the same
 * burst against a no-op HTTP server), p50/p99 per attempt and per
 * buyer (first try to final answer) for winners and losers, after a warm-up of 1,000 price quotes (a
 * server is warm when a sale opens). Measurements only; nothing is asserted
 * except that the invariant and oversell are reported truthfully. RUSH_SERVER_NODE_ARGS passes extra node
 * flags to the server process (a CPU profile: '--cpu-prof --cpu-prof-dir=/tmp/prof').
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
import { seedAll } from '../../server/src/seed/index.js'
import { DEMO_MERCHANTS } from '../../types/api.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const OUT = path.join(ROOT, 'bench', 'results', 'rush.json')
const BUYERS = Number(process.env.RUSH_BUYERS ?? 5000)
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 1000)
const SHARDS = Number(process.env.RUSH_SHARDS ?? 4)
const RETRY_MS = Number(process.env.RUSH_RETRY_MS ?? 3000)
const MAX_TRIES = 10
const ADMISSION = Number(process.env.ADMISSION_CAPACITY ?? 16)
// One connection per buyer, as on real phones (a shared pool would queue buyers inside the load generator).
const SOCKETS = Number(process.env.RUSH_SOCKETS ?? BUYERS)
const MERCHANT = DEMO_MERCHANTS.MACAU
const PRICE = 68_000
const SECRET = randomBytes(32).toString('hex')

interface Attempt {
  status: number
  ms: number
  /** The server's own time for the attempt (Server-Timing), NaN when unknown. */
  serverMs: number
  /** Start, ms after the rush began. */
  at: number
}
interface BuyerResult {
  final: number
  tries: number
  totalMs: number
  attempts: Attempt[]
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

/** The hot tier: a copy of a seeded ON_SALE show with one session and one sharded tier. */
async function hotTier(db: Db) {
  const [base] = await db
    .select()
    .from(catalogShows)
    .where(and(eq(catalogShows.merchantId, MERCHANT), eq(catalogShows.showDetailStatus, 'ON_SALE'), eq(catalogShows.showStatus, 'ONLINE')))
    .limit(1)
  if (!base) throw new Error('no seeded ON_SALE show')
  const showId = 'RUSH1'
  const sessionId = 'RUSH1-S1'
  const seatPlanId = 'RUSH1-S1-P1'
  await db.insert(catalogShows).values({ ...base, showId, stdShowId: 'STD-RUSH1', saleTime: new Date(Date.now() - 60_000), prioritySaleTime: null })
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

/** 5,000 accounts with an access token each, minted through the accounts module (no SMS round trips). */
async function mintBuyers(db: Db): Promise<string[]> {
  const accounts = createAccountsModule(db, { secret: SECRET })
  await accounts.ready()
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
  // RUSH_SERVER_NODE_ARGS: extra node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const extra = (process.env.RUSH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMISSION_CAPACITY: String(ADMISSION) },
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

const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS })

function post(url: string, token: string, body: unknown, endpoint = '/api/buyer/v5/create_order'): Promise<{ statusCode: number; serverMs: number }> {
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

/**
 * The machine's floor for this load: the same burst of BUYERS requests on fresh connections against a
 * no-op node HTTP server in a child process. Nothing the storefront does can answer a first wave
 * faster than this on the same machine with the same load generator.
 */
async function noopFloor(): Promise<{ p50: number | null; p99: number | null; wallMs: number }> {
  const port = await freePort()
  const code = `require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.end('{"statusCode":429}')) }).listen({ port: ${port}, host: '127.0.0.1', backlog: 4096 }, () => process.send('up'))`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  await new Promise((resolve) => child.once('message', resolve))
  const floorAgent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS })
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
    const tier = await hotTier(handle.db)
    const floor = await noopFloor()
    console.log(`minting ${BUYERS} buyers…`)
    const tokens = await mintBuyers(handle.db)
    const started = await startServerProcess(databaseUrl)
    server = started.child
    const body = (n: number) => ({ ...tier, qty: 1, paymentParam: { payAmount: PRICE }, deliverMethod: 'E_TICKET', idempotencyKey: `rush-${n}-key` })

    console.log(`rush: ${BUYERS} buyers, ${CAPACITY} tickets in ${SHARDS} shard(s), admission ${ADMISSION}`)
    // A server is warm when a sale opens (it has been serving the show page): 1,000 price quotes for the
    // hot tier (pre_order takes no stock) open the database pool and compile the order path first.
    const WARM = 1000
    for (let i = 0; i < WARM; i += 50) {
      await Promise.all(tokens.slice(i, i + 50).map((token) => post(started.url, token, { ...tier, qty: 1 }, '/api/buyer/v3/pre_order')))
    }

    // The load generator is one node process on the same two cores: its own event-loop delay is part of
    // every latency it measures, so it is reported beside them.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    const t0 = performance.now()
    const results: BuyerResult[] = await Promise.all(
      tokens.map(async (token, n) => {
        const first = performance.now()
        const attempts: Attempt[] = []
        for (let tries = 1; ; tries++) {
          const s = performance.now()
          let status: number
          let serverMs = NaN
          try {
            const answer = await post(started.url, token, body(n))
            status = answer.statusCode
            serverMs = answer.serverMs
          } catch {
            status = -1
          }
          attempts.push({ status, ms: performance.now() - s, serverMs, at: s - t0 })
          if (status !== 429 || tries >= MAX_TRIES) return { final: status, tries, totalMs: performance.now() - first, attempts }
          await new Promise((r) => setTimeout(r, RETRY_MS))
        }
      }),
    )
    const wallMs = performance.now() - t0
    loopDelay.disable()

    // Stock and ledger, straight from the database.
    const shards = await handle.db.select().from(orderStock).where(and(eq(orderStock.merchantId, MERCHANT), eq(orderStock.seatPlanId, tier.seatPlanId)))
    const [ledger] = await handle.db
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

    const winners = results.filter((r) => r.final === 200)
    const losers = results.filter((r) => r.final !== 200)
    const attempts = results.flatMap((r) => r.attempts)
    const count = (status: number) => results.filter((r) => r.final === status).length
    const report = {
      when: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', node: process.version },
      config: { buyers: BUYERS, capacity: CAPACITY, shards: SHARDS, admissionCapacity: ADMISSION, retryMs: RETRY_MS, maxTries: MAX_TRIES, serverPool: 10 },
      wallMs: Math.round(wallMs),
      // The first wave's floor on this machine: BUYERS fresh connections against a no-op server.
      noopServerFirstWaveMs: floor,
      attempts: attempts.length,
      attemptsPerSecond: Math.round((attempts.length / wallMs) * 1000),
      // The burst itself: every buyer's first attempt, from the start until the last of them was answered
      // (attemptsPerSecond above also counts the 3 s pauses of buyers retrying after 'limiting').
      firstWave: (() => {
        const answeredMs = Math.max(...results.map((r) => (r.attempts[0] ? r.attempts[0].at + r.attempts[0].ms : 0)))
        return { attempts: results.length, answeredInMs: Math.round(answeredMs), attemptsPerSecond: Math.round((results.length / answeredMs) * 1000) }
      })(),
      limitingAnswers: attempts.filter((a) => a.status === 429).length,
      ordersCreated: winners.length,
      finalAnswers: { created: count(200), soldOut: count(22031001), limitingAfterAllTries: count(429), transportErrors: count(-1), other: results.filter((r) => ![200, 22031001, 429, -1].includes(r.final)).length },
      oversell: Math.max(0, ticketsInOrders - capacity),
      stock: { capacity, sold, held, remaining, ticketsInOrders, ordersInDb: Number(ledger?.n ?? 0) },
      invariant: {
        perShardHolds: shards.every((r) => r.sold >= 0 && r.held >= 0 && r.capacity - r.sold - r.held >= 0),
        soldPlusHeldPlusRemainingIsCapacity: sold + held + remaining === capacity,
        heldMatchesUnpaidOrders: held === Number(ledger?.unpaid ?? 0),
        ordersMatchWinners: Number(ledger?.n ?? 0) === winners.length,
      },
      clientEventLoopDelayMs: { p50: Math.round(loopDelay.percentile(50) / 1e6), p99: Math.round(loopDelay.percentile(99) / 1e6), max: Math.round(loopDelay.max / 1e6) },
      latencyMs: {
        perAttempt: { p50: pct(attempts.map((a) => a.ms), 50), p99: pct(attempts.map((a) => a.ms), 99) },
        winnersFinalAttempt: { p50: pct(winners.map((r) => r.attempts.at(-1)?.ms ?? 0), 50), p99: pct(winners.map((r) => r.attempts.at(-1)?.ms ?? 0), 99) },
        // The same attempts as the server timed them (Server-Timing): the rest is queueing outside it.
        winnersFinalAttemptInServer: { p50: pct(winners.map((r) => r.attempts.at(-1)?.serverMs ?? 0), 50), p99: pct(winners.map((r) => r.attempts.at(-1)?.serverMs ?? 0), 99) },
        losersFinalAttempt: { p50: pct(losers.map((r) => r.attempts.at(-1)?.ms ?? 0), 50), p99: pct(losers.map((r) => r.attempts.at(-1)?.ms ?? 0), 99) },
        losersFinalAttemptInServer: { p50: pct(losers.map((r) => r.attempts.at(-1)?.serverMs ?? 0), 50), p99: pct(losers.map((r) => r.attempts.at(-1)?.serverMs ?? 0), 99) },
        winnersEndToEnd: { p50: pct(winners.map((r) => r.totalMs), 50), p99: pct(winners.map((r) => r.totalMs), 99) },
        losersEndToEnd: { p50: pct(losers.map((r) => r.totalMs), 50), p99: pct(losers.map((r) => r.totalMs), 99) },
      },
    }
    // RUSH_RAW=file: every attempt of every buyer, for a closer look at where the time went.
    if (process.env.RUSH_RAW) fs.writeFileSync(process.env.RUSH_RAW, JSON.stringify(results))
    fs.mkdirSync(path.dirname(OUT), { recursive: true })
    fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`)
    console.log(JSON.stringify(report, null, 2))
    console.log(`written to ${path.relative(ROOT, OUT)}`)
  } finally {
    agent.destroy()
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
