/**
 * `npm run bench:rush` (node --import tsx scripts/bench/rush.ts): the on-sale rush. A throwaway
 * PostgreSQL database, RUSH_BUYERS (5,000) distinct logged-in buyers, and for every sale a fresh hot
 * tier of RUSH_CAPACITY (1,000) tickets split into RUSH_SHARDS (4) stock rows, against the server
 * running as its own process. A buyer answered 'limiting' (admission control) retries like the app: up
 * to 10 tries, RUSH_RETRY_MS (3,000) apart. The sales (RUSH_SCENARIOS picks them):
 *
 * - open, RUSH_RUNS (3) times, each on a fresh tier; the targets are judged on the WORST run. The
 *   buyers have been on the booking page, so each has its own open connection (one keep-alive
 *   connection per phone, opened by the page's price quote; behind a load balancer the API likewise
 *   sees warm connections, not 5,000 TCP handshakes). The sale opens for everyone at once and the taps
 *   reach the server over the next RUSH_ARRIVAL_MS (2,000 ms: 2,500 taps/s offered, above the 1,500/s
 *   target; human reaction and network jitter spread them).
 * - burst (stress): every buyer's first attempt in the same millisecond on a fresh connection. Reported
 *   beside the machine's floor for it: the same burst against a no-op HTTP server. A FIFO server answers
 *   the k-th of N simultaneous requests after k service times, so this burst's client-side p99 is bounded
 *   by the machine (load generator + server on two cores), not by the storefront.
 * - two-process, RUSH_RUNS times: the open sale against two API processes on the same database sharing
 *   the Redis admission gate (REDIS_URL, else 127.0.0.1:6379; a key of this run's own), buyers split
 *   between them: oversell, and the most requests admitted at once across both against the capacity.
 *
 * Per sale: attempts/s over the time buyers were waiting on the server (intervals with an attempt in
 * flight, so the app's 3 s pauses between tries do not count), orders, oversell (must be 0), the stock
 * invariant, latency per attempt for winners (the winning attempt) and losers (the final answer: sold
 * out, or limiting after every try), client-side and as the server timed itself (Server-Timing), and
 * where the time went (rush/evidence.ts, the API's runtime figures over IPC). Writes
 * bench/results/rush.json and rush.md. Measurements only: nothing is asserted.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import path from 'node:path'
import { Redis } from 'ioredis'
import postgres from 'postgres'
import { openDatabase, type Db } from '../../server/src/db/client.js'
import { migrateDatabase } from '../../server/src/db/migrate.js'
import { createRedisGate, DEFAULT_ADMISSION_CAPACITY, type AdmissionGate } from '../../server/src/http/admission.js'
import { seedAll } from '../../server/src/seed/index.js'
import { counterDelta, cpuWindow, enableStatementStats, peakAdmitted, pgCounters, resetStatementStats, samplePgActivity } from './rush/evidence.js'
import { MAX_TRIES, noopFloor, runSale, type BuyerResult } from './rush/load.js'
import { judgeWorst, markdown, summarise, type Sale, type SaleEvidence } from './rush/report.js'
import { ROOT, startApi, type ApiProcess } from './rush/servers.js'
import { adminUrl, hotTier, mintBuyers, stockReport } from './rush/setup.js'

const OUT = path.join(ROOT, 'bench', 'results')
const BUYERS = Number(process.env.RUSH_BUYERS ?? 5000)
const CAPACITY = Number(process.env.RUSH_CAPACITY ?? 1000)
const SHARDS = Number(process.env.RUSH_SHARDS ?? 4)
const RETRY_MS = Number(process.env.RUSH_RETRY_MS ?? 3000)
const ARRIVAL_MS = Number(process.env.RUSH_ARRIVAL_MS ?? 2000)
const RUNS = Number(process.env.RUSH_RUNS ?? 3)
const PG_SAMPLE_MS = Number(process.env.RUSH_PG_SAMPLE_MS ?? 20)
const SCENARIOS = new Set((process.env.RUSH_SCENARIOS ?? 'open,burst,two-process').split(',').map((s) => s.trim()))
const ADMISSION = Number(process.env.ADMISSION_CAPACITY ?? DEFAULT_ADMISSION_CAPACITY)
const SECRET = randomBytes(32).toString('hex')

interface Bench {
  db: Db
  databaseUrl: string
  database: string
  /** A connection for PostgreSQL's statistics views. */
  stats: ReturnType<typeof postgres>
  statementsNote: string | null
  tokens: string[]
}

interface Deployment {
  apis: ApiProcess[]
  /** The shared gate as the servers see it (Redis), or null for each process's own counter. */
  gate: AdmissionGate | null
}

/** One sale with its measurement windows opened right before the first taps. */
async function measuredSale(b: Bench, d: Deployment, kind: 'open' | 'burst', scenario: string, run: number): Promise<Sale> {
  const tier = await hotTier(b.db, `${scenario.toUpperCase()}-${run}`, CAPACITY, SHARDS)
  console.log(`${scenario} #${run}: ${BUYERS} buyers, ${CAPACITY} tickets in ${SHARDS} shard(s), admission ${ADMISSION} (${d.gate ? 'Redis, shared' : 'per process'}), ${d.apis.length} API process(es)${kind === 'open' ? `, taps over ${ARRIVAL_MS} ms` : ', all at once on fresh connections'}`)
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  let opened: Awaited<ReturnType<typeof openWindows>> | undefined
  const openWindows = async () => {
    await Promise.all(d.apis.map((a) => a.stats(true)))
    await d.gate?.resetPeak()
    if (!b.statementsNote) await resetStatementStats(b.stats, b.database)
    const counters = await pgCounters(b.stats, b.database, false)
    const pids = (await b.stats<Array<{ pid: number }>>`select pid from pg_stat_activity where datname = ${b.database} and backend_type = 'client backend'`).map((r) => r.pid)
    const sampler = samplePgActivity(b.databaseUrl, b.database, PG_SAMPLE_MS)
    const cpu = cpuWindow(
      d.apis.map((a) => a.pid),
      pids,
      os.cpus().length,
    )
    loopDelay.enable()
    return { counters, sampler, cpu }
  }
  const t0 = performance.now()
  const results: BuyerResult[] = await runSale({
    kind,
    urls: d.apis.map((a) => a.url),
    tier,
    tokens: b.tokens,
    arrivalMs: ARRIVAL_MS,
    retryMs: RETRY_MS,
    beforeTaps: async () => {
      opened = await openWindows()
    },
  })
  const wallMs = performance.now() - t0
  loopDelay.disable()
  if (!opened) throw new Error('the sale never opened')
  const cpu = opened.cpu.stop()
  const activity = await opened.sampler.stop()
  const snapshots = await Promise.all(d.apis.map((a) => a.stats()))
  await new Promise((r) => setTimeout(r, 1100)) // PostgreSQL publishes its counters at most once a second
  const after = await pgCounters(b.stats, b.database, !b.statementsNote)
  const evidence: SaleEvidence = {
    admission: {
      gate: d.gate ? 'redis' : 'local',
      capacity: ADMISSION * (d.gate ? 1 : d.apis.length),
      peakAdmittedAcrossProcesses: peakAdmitted(snapshots),
      gatePeak: d.gate ? await d.gate.peak() : null,
      letThroughOnGateError: snapshots.reduce((s, x) => s + x.admission.letThroughOnGateError, 0),
    },
    api: snapshots.map(({ admission, ...rest }) => ({ ...rest, admitted: admission.admitted, peakInFlight: admission.peakInFlight })),
    cpu,
    pg: { activity, counters: counterDelta(opened.counters, after), statements: after.statements, statementsNote: b.statementsNote },
    loadGeneratorEventLoopDelayMs: { p50: Math.round(loopDelay.percentile(50) / 1e6), p99: Math.round(loopDelay.percentile(99) / 1e6), max: Math.round(loopDelay.max / 1e6) },
  }
  const stock = await stockReport(b.db, tier, results.filter((r) => r.final === 200).length)
  const sale = summarise({ scenario, run, processes: d.apis.length, ...(kind === 'open' ? { arrivalMs: ARRIVAL_MS } : {}) }, results, wallMs, stock, evidence)
  console.log(JSON.stringify({ ...sale, evidence: { ...sale.evidence, pg: { ...sale.evidence.pg, statements: undefined } } }, null, 2))
  // RUSH_RAW=prefix: every attempt of every buyer, for a closer look at where the time went.
  if (process.env.RUSH_RAW) fs.writeFileSync(`${process.env.RUSH_RAW}-${scenario}-${run}.json`, JSON.stringify(results))
  return sale
}

async function redisOrNull(url: string): Promise<Redis | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 1000 })
  try {
    await redis.connect()
    await redis.ping()
    return redis
  } catch {
    redis.disconnect()
    return null
  }
}

/** The open sale RUNS times, and the burst, against one API process with its own gate. */
async function oneProcess(b: Bench, sales: Sale[]): Promise<void> {
  const api = await startApi({ DATABASE_URL: b.databaseUrl, AUTH_SECRET: SECRET, ADMISSION_CAPACITY: String(ADMISSION), REDIS_URL: '' })
  try {
    const d = { apis: [api], gate: null }
    if (SCENARIOS.has('open')) for (let run = 1; run <= RUNS; run++) sales.push(await measuredSale(b, d, 'open', 'open', run))
    if (SCENARIOS.has('burst')) sales.push(await measuredSale(b, d, 'burst', 'burst', 1))
  } finally {
    await api.stop()
  }
}

/** The open sale RUNS times against two API processes sharing the Redis gate. */
async function twoProcesses(b: Bench, sales: Sale[]): Promise<string | null> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const redis = await redisOrNull(url)
  if (!redis) return `two-process sale skipped: no Redis at ${url}`
  const key = `rush:${b.database}:admission`
  const env = { DATABASE_URL: b.databaseUrl, AUTH_SECRET: SECRET, ADMISSION_CAPACITY: String(ADMISSION), REDIS_URL: url, ADMISSION_REDIS_KEY: key }
  const apis: ApiProcess[] = []
  try {
    apis.push(await startApi(env), await startApi(env))
    const d = { apis, gate: createRedisGate({ redis, capacity: ADMISSION, key }) }
    for (let run = 1; run <= RUNS; run++) sales.push(await measuredSale(b, d, 'open', 'two-process', run))
    return null
  } finally {
    await Promise.all(apis.map((a) => a.stop()))
    await redis.del(key, `${key}:peak`)
    redis.disconnect()
  }
}

async function main() {
  const admin = await adminUrl()
  const database = `storefront_rush_${Date.now()}`
  const adminSql = postgres(admin, { max: 1, onnotice: () => {} })
  await adminSql.unsafe(`create database "${database}"`)
  const u = new URL(admin)
  u.pathname = `/${database}`
  const databaseUrl = u.toString()
  const handle = await openDatabase({ databaseUrl, maxConnections: 20 })
  const stats = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  try {
    await migrateDatabase(handle)
    await seedAll(handle.db)
    const floor = SCENARIOS.has('burst') ? await noopFloor(BUYERS) : undefined
    console.log(`minting ${BUYERS} buyers…`)
    const b: Bench = { db: handle.db, databaseUrl, database, stats, statementsNote: await enableStatementStats(stats), tokens: await mintBuyers(handle.db, BUYERS, SECRET) }
    const sales: Sale[] = []
    if (SCENARIOS.has('open') || SCENARIOS.has('burst')) await oneProcess(b, sales)
    const skipped = SCENARIOS.has('two-process') ? await twoProcesses(b, sales) : null
    if (skipped) console.log(skipped)
    const open = sales.filter((s) => s.scenario === 'open')
    const two = sales.filter((s) => s.scenario === 'two-process')
    const report = {
      when: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))) },
      config: { buyers: BUYERS, capacity: CAPACITY, shards: SHARDS, admissionCapacity: ADMISSION, retryMs: RETRY_MS, maxTries: MAX_TRIES, arrivalMs: ARRIVAL_MS, runs: RUNS },
      noopBurstFloorMs: floor,
      judged: open.length ? judgeWorst(open) : null,
      twoProcessWorst: two.length ? judgeWorst(two) : null,
      ...(skipped ? { skipped } : {}),
      sales,
    }
    fs.mkdirSync(OUT, { recursive: true })
    fs.writeFileSync(path.join(OUT, 'rush.json'), `${JSON.stringify(report, null, 2)}\n`)
    fs.writeFileSync(path.join(OUT, 'rush.md'), markdown(report))
    console.log(markdown(report))
    console.log('written to bench/results/rush.json and rush.md')
  } finally {
    await stats.end({ timeout: 2 })
    await handle.close()
    await adminSql.unsafe(`drop database if exists "${database}" with (force)`)
    await adminSql.end({ timeout: 5 })
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
