#!/usr/bin/env node
/**
 * `npm run bench`: the API's figures, written to bench/results/ (never asserted in tests).
 * 1. foundation: health and shop config on PGlite and, when reachable, PostgreSQL;
 * 2. browse: home layout, search and show detail on PostgreSQL with a 10,000-show catalog
 *    (scripts/bench/browse.ts);
 * 3. payments: 1,000 paid orders with duplicate notifications mixed in, notifications/s and the ledger
 *    check (scripts/bench/payments.ts).
 * BENCH_DURATION (s) and BENCH_CONNECTIONS tune the foundation run.
 */
import { spawnSync } from 'node:child_process'
import { SCENARIOS } from './bench/scenarios.mjs'
import { ROOT, measure, pglitEnv, startServerProcess, throwawayPostgres, writeReport } from './bench/lib.mjs'

const DURATION = Number(process.env.BENCH_DURATION || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 100)

async function foundation() {
  const rows = []
  const targets = [{ db: 'pglite', env: pglitEnv() }]
  const pg = await throwawayPostgres()
  if (pg) targets.push({ db: 'postgres', env: { DATABASE_URL: pg.url }, drop: pg.drop })
  for (const target of targets) {
    const server = await startServerProcess(target.env)
    for (const s of SCENARIOS) {
      rows.push(await measure({ name: s.name, db: target.db, url: server.url + s.path, headers: s.headers, connections: CONNECTIONS, duration: DURATION }))
    }
    await server.stop()
    await target.drop?.()
  }
  writeReport('latest', rows, `${CONNECTIONS} connections, ${DURATION} s each.`)
}

await foundation()
const browse = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/browse.ts'], { cwd: ROOT, stdio: 'inherit' })
// 3. payments: 1,000 paid orders, duplicate notifications mixed in (scripts/bench/payments.ts).
const payments = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/payments.ts'], { cwd: ROOT, stdio: 'inherit' })
process.exit((browse.status ?? 1) || (payments.status ?? 1))
