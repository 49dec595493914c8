/** Shared pieces of the benchmarks: a server process, a throwaway PostgreSQL database, autocannon rows. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..')
export const RESULTS = path.join(ROOT, 'bench', 'results')

export async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/** DATABASE_URL, or a fresh database on the local server (dropped by `drop()`), or undefined. */
export async function throwawayPostgres() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => {} }
  const { default: postgres } = await import('postgres')
  for (const user of ['root', 'postgres']) {
    const admin = `postgres://${user}@127.0.0.1:5432/postgres`
    const sql = postgres(admin, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await sql`select 1`
      const name = `storefront_bench_${process.pid}_${Date.now()}`
      await sql.unsafe(`create database ${name}`)
      await sql.end()
      return {
        url: `postgres://${user}@127.0.0.1:5432/${name}`,
        drop: async () => {
          const s = postgres(admin, { max: 1, onnotice: () => {} })
          await s.unsafe(`drop database if exists ${name} with (force)`)
          await s.end()
        },
      }
    } catch {
      await sql.end({ timeout: 1 }).catch(() => {})
    }
  }
  return undefined
}

/**
 * The storefront server as its own process (so load generator and server do not share a loop).
 * BENCH_SERVER_NODE_ARGS adds node flags, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
 */
export async function startServerProcess(env) {
  const port = await freePort()
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NO_QR: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { url, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM') }) }
}

export const pglitEnv = () => ({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-')), DATABASE_URL: '' })

/**
 * Drive one scenario and summarise it as a result row. A production server is warm when traffic
 * arrives, so each scenario first runs unmeasured for BENCH_WARMUP seconds (default 2) at the same
 * load: the first requests of a route compile its schemas and serializers lazily and the JIT warms up,
 * which otherwise lands in the measured tail.
 */
export async function measure({ name, db, url, headers, connections, duration, workers = Number(process.env.BENCH_WORKERS || 0) }) {
  const warmup = Number(process.env.BENCH_WARMUP ?? 2)
  // workers > 0 spreads the connections over that many load-generator threads (autocannon's -w, wrk's -t).
  const threads = workers > 0 ? { workers } : {}
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers, ...threads })
  const result = await autocannon({ url, connections, duration, headers, ...threads })
  const row = {
    scenario: name,
    db,
    connections,
    durationSeconds: duration,
    warmupSeconds: warmup,
    loadThreads: workers > 0 ? workers : 1,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
  console.log(
    `${db.padEnd(8)} ${name.padEnd(24)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.latencyMs.p50} ms  p99 ${row.latencyMs.p99} ms  non-2xx ${row.non2xx}  errors ${row.errors}`,
  )
  return row
}

/** bench/results/<name>.json and .md. */
export function writeReport(name, rows, notes = '') {
  fs.mkdirSync(RESULTS, { recursive: true })
  const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30) }, rows }
  fs.writeFileSync(path.join(RESULTS, `${name}.json`), JSON.stringify(report, null, 2))
  const table = [
    '| db | scenario | connections | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.db} | ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.non2xx} |`),
  ]
  fs.writeFileSync(path.join(RESULTS, `${name}.md`), `# ${name} ${report.date}\n\n${notes}\n\n${table.join('\n')}\n`)
  console.log(`written bench/results/${name}.json and ${name}.md`)
}
