#!/usr/bin/env node
/**
 * `npm run bench`: starts the storefront server as its own process (on PGlite, and on PostgreSQL when
 * one is reachable), drives each scenario of scripts/bench/scenarios.mjs with autocannon from this
 * process, and writes requests/s and latency percentiles to bench/results/latest.json (+ .md).
 * Figures are measurements, never test assertions. BENCH_DURATION (s) and BENCH_CONNECTIONS tune it.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { SCENARIOS } from './bench/scenarios.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const OUT = path.join(ROOT, 'bench', 'results')
const DURATION = Number(process.env.BENCH_DURATION || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100)

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

async function reachablePostgres() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL
  const { default: postgres } = await import('postgres')
  for (const user of ['root', 'postgres']) {
    const url = `postgres://${user}@127.0.0.1:5432/postgres`
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} })
    try {
      await sql`select 1`
      const name = `storefront_bench_${Date.now()}`
      await sql.unsafe(`create database ${name}`)
      await sql.end()
      return { url: `postgres://${user}@127.0.0.1:5432/${name}`, drop: async () => {
        const admin = postgres(url, { max: 1, onnotice: () => {} })
        await admin.unsafe(`drop database if exists ${name} with (force)`)
        await admin.end()
      } }
    } catch {
      await sql.end({ timeout: 1 }).catch(() => {})
    }
  }
  return undefined
}

async function startServer(env) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { url, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM') }) }
}

function summarise(name, db, result) {
  return {
    scenario: name,
    db,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function main() {
  const rows = []
  const targets = [{ db: 'pglite', env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-')), DATABASE_URL: '' } }]
  const pg = await reachablePostgres()
  if (pg) targets.push({ db: 'postgres', env: { DATABASE_URL: typeof pg === 'string' ? pg : pg.url }, drop: pg.drop })
  for (const target of targets) {
    const server = await startServer(target.env)
    for (const scenario of SCENARIOS) {
      const result = await autocannon({ url: server.url + scenario.path, connections: CONNECTIONS, duration: DURATION, headers: scenario.headers })
      const row = summarise(scenario.name, target.db, result)
      rows.push(row)
      console.log(`${target.db.padEnd(8)} ${scenario.name.padEnd(22)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.latencyMs.p50} ms  p99 ${row.latencyMs.p99} ms  non-2xx ${row.non2xx}`)
    }
    await server.stop()
    await target.drop?.()
  }
  fs.mkdirSync(OUT, { recursive: true })
  const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30) }, rows }
  fs.writeFileSync(path.join(OUT, 'latest.json'), JSON.stringify(report, null, 2))
  const md = ['| db | scenario | req/s | p50 ms | p99 ms | non-2xx |', '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.db} | ${r.scenario} | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p99} | ${r.non2xx} |`)]
  fs.writeFileSync(path.join(OUT, 'latest.md'), `# Bench ${report.date}\n\n${CONNECTIONS} connections, ${DURATION} s each, ${report.machine.cpus} cores.\n\n${md.join('\n')}\n`)
  console.log(`written bench/results/latest.json and latest.md`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
