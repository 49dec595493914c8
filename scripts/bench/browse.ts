/**
 * Browse benchmark (catalog issue): home layout, search and show detail under 500 concurrent
 * connections against PostgreSQL with a 10,000-show catalog. Target: p99 under 50 ms on 2 cores.
 * Writes bench/results/browse.json and .md. Skips (exit 0, with a message) without PostgreSQL.
 */
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../server/src/db/client.js'
import { insertBenchCatalog } from './catalog-data.js'
// @ts-expect-error plain JS helper module
import { measure, startServerProcess, throwawayPostgres, writeReport } from './lib.mjs'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS_BROWSE || 500)
const DURATION = Number(process.env.BENCH_DURATION || 10)
// Two load-generator threads (BENCH_WORKERS overrides): one node thread reading 500 sockets queues
// answers in its own event loop and books that wait as server latency (measured: home layout p99
// 46-59 ms with one thread, 40-41 ms with two, at the same ~28k req/s).
const WORKERS = Number(process.env.BENCH_WORKERS || 2)
const MERCHANT = '10001'
// Every browser and mini-program asks for compressed answers; so does the bench.
const headers = { 'merchant-id': MERCHANT, 'accept-encoding': 'gzip, deflate, br' }

const SCENARIOS = [
  { name: 'home layout', path: '/api/home/pub/v5/layouts?page=HOME&cityId=BL8201&lang=en' },
  { name: 'search keyword', path: '/api/home/pub/v3/show_list/search?keyword=aurora&offset=0&length=20&lang=en' },
  { name: 'search city+category', path: '/api/home/pub/v3/show_list/search?cityId=BCITY2&backendCategoryCode=DANCE&offset=20&length=20&lang=zh-MO' },
  { name: 'show detail static', path: '/api/show/pub/v5/show/BENCH00015/static?lang=en' },
  { name: 'show detail dynamic', path: '/api/show/pub/v5/show/BENCH00015/dynamic' },
]

async function main() {
  const pg = await throwawayPostgres()
  if (!pg) {
    console.log('browse bench skipped: no PostgreSQL reachable (set DATABASE_URL)')
    return
  }
  // The server migrates and seeds the demo merchants; the bench catalog is added beside them.
  const server = await startServerProcess({ DATABASE_URL: pg.url })
  const handle = await openDatabase({ databaseUrl: pg.url })
  const inserted = await insertBenchCatalog(handle.db, { merchantId: MERCHANT })
  // 10,000 fresh rows would set autovacuum and analyze off in the middle of the first scenarios:
  // settle them first, as a catalog that has been live for a while is.
  await handle.db.execute(sql`vacuum analyze`)
  await handle.close()
  console.log(`bench catalog: ${inserted} rows for merchant ${MERCHANT}`)
  const rows = []
  try {
    // BROWSE_ONLY=home: only the scenarios whose name contains it (profiling one endpoint).
    for (const s of SCENARIOS.filter((x) => !process.env.BROWSE_ONLY || x.name.includes(process.env.BROWSE_ONLY))) {
      rows.push(await measure({ name: s.name, db: 'postgres', url: server.url + s.path, headers, connections: CONNECTIONS, duration: DURATION, workers: WORKERS }))
    }
  } finally {
    await server.stop()
    await pg.drop()
  }
  writeReport('browse', rows, `${CONNECTIONS} connections over ${WORKERS} load-generator threads, ${DURATION} s each after a warm-up, 10,000-show catalog; target p99 < 50 ms.`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
