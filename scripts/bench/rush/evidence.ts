/**
 * Where a sale's time went, measured around it (the API's own figures come over IPC, servers.ts):
 * - PostgreSQL: what its backends were doing, sampled every RUSH_PG_SAMPLE_MS (20) from
 *   pg_stat_activity: running, waiting for a lock (and on which statement, for how long), or idle inside
 *   a transaction waiting for the API (a lock holder waiting on the app makes a convoy); statement
 *   times from pg_stat_statements when the server has it loaded (shared_preload_libraries), else the
 *   API's phases; commits, rollbacks, deadlocks and (auto)vacuum of the hot tables during the sale.
 * - CPU: how long each process was on a CPU and how long it was runnable but waiting for one
 *   (/proc/<pid>/task/<tid>/schedstat: the "waiting for CPU on two cores"), and how much of the
 *   machine's busy time was other people's work (/proc/stat minus ours).
 */
import fs from 'node:fs'
import postgres from 'postgres'
import type { RuntimeSnapshot } from '../../../server/src/lib/runtime-stats.js'
import { pct } from './load.js'

type Sql = ReturnType<typeof postgres>

// ---------------------------------------------------------------- CPU

interface SchedTimes {
  onCpuMs: number
  waitingMs: number
}

/** On-CPU and run-queue time of a process: all its threads, or only the main thread. */
function schedOf(pid: number, mainThreadOnly = false): SchedTimes | null {
  try {
    const tids = mainThreadOnly ? [String(pid)] : fs.readdirSync(`/proc/${pid}/task`)
    let on = 0
    let wait = 0
    for (const tid of tids) {
      const [a, b] = fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number)
      on += a ?? 0
      wait += b ?? 0
    }
    return { onCpuMs: on / 1e6, waitingMs: wait / 1e6 }
  } catch {
    return null // not Linux, or the process is gone
  }
}

/** Busy and total jiffies of the whole machine (/proc/stat). */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
    const total = cpu.reduce((s, v) => s + v, 0)
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0)
    return { busy: total - idle, total }
  } catch {
    return null
  }
}

export interface CpuWindow {
  stop(): CpuReport
}
export interface CpuReport {
  /** Per API process: main (JS) thread and all threads. */
  api: Array<{ pid: number; mainThread: SchedTimes | null; allThreads: SchedTimes | null }>
  /** PostgreSQL backends of the sale's database, summed. */
  postgres: SchedTimes & { backends: number }
  loadGenerator: SchedTimes | null
  /** The machine over the window: ms of CPU busy (all cores), and the part not ours (other work on the machine). */
  machine: { cores: number; wallMs: number; busyMs: number; oursMs: number; othersMs: number } | null
}

/** Starts a CPU accounting window over the API processes, PostgreSQL backends and the load generator. */
export function cpuWindow(apiPids: number[], pgPids: number[], cores: number): CpuWindow {
  const hz = 100 // USER_HZ: /proc/stat counts in 1/100 s on Linux
  const t0 = performance.now()
  const m0 = machineTicks()
  const api0 = apiPids.map((pid) => ({ pid, main: schedOf(pid, true), all: schedOf(pid) }))
  const pg0 = new Map(pgPids.map((pid) => [pid, schedOf(pid)]))
  const self0 = schedOf(process.pid)
  const diff = (a: SchedTimes | null, b: SchedTimes | null): SchedTimes | null =>
    a && b ? { onCpuMs: Math.round(b.onCpuMs - a.onCpuMs), waitingMs: Math.round(b.waitingMs - a.waitingMs) } : null
  return {
    stop() {
      const wallMs = performance.now() - t0
      const api = api0.map((a) => ({ pid: a.pid, mainThread: diff(a.main, schedOf(a.pid, true)), allThreads: diff(a.all, schedOf(a.pid)) }))
      const pg = { onCpuMs: 0, waitingMs: 0, backends: 0 }
      for (const [pid, before] of pg0) {
        const d = diff(before, schedOf(pid))
        if (!d) continue
        pg.onCpuMs += d.onCpuMs
        pg.waitingMs += d.waitingMs
        pg.backends++
      }
      const loadGenerator = diff(self0, schedOf(process.pid))
      const m1 = machineTicks()
      const oursMs = api.reduce((s, a) => s + (a.allThreads?.onCpuMs ?? 0), 0) + pg.onCpuMs + (loadGenerator?.onCpuMs ?? 0)
      const busyMs = m0 && m1 ? ((m1.busy - m0.busy) / hz) * 1000 : NaN
      return {
        api,
        postgres: pg,
        loadGenerator,
        machine: m0 && m1 ? { cores, wallMs: Math.round(wallMs), busyMs: Math.round(busyMs), oursMs: Math.round(oursMs), othersMs: Math.max(0, Math.round(busyMs - oursMs)) } : null,
      }
    },
  }
}

// ---------------------------------------------------------------- PostgreSQL

interface ActivityRow {
  pid: number
  state: string | null
  wait_event_type: string | null
  wait_event: string | null
  xact_ms: number | null
  query_ms: number | null
  state_ms: number | null
  xact_start: string | null
  query_start: string | null
  head: string | null
}

/** What a backend was doing in one sample. */
function classify(r: ActivityRow): string {
  if (r.state === 'idle') return 'idle'
  if (r.state === 'idle in transaction') return 'inTransactionWaitingForApi'
  if (r.state === 'idle in transaction (aborted)') return 'inAbortedTransaction'
  if (r.wait_event_type === 'Lock') return 'lockWait'
  if (r.wait_event_type === 'Client') return 'client'
  if (r.wait_event_type === 'LWLock') return 'lwlock'
  if (r.wait_event_type === 'IO') return 'io'
  if (r.wait_event_type) return r.wait_event_type.toLowerCase()
  return 'running'
}

/** A statement's first words, to say which one waited ("update order_stock", "insert into orders"). */
const headOf = (q: string | null) => (q ?? '').replace(/\s+/g, ' ').trim().toLowerCase().split(' ').slice(0, 3).join(' ')

export interface PgSampler {
  /** Backend pids of the database seen so far (for the CPU window). */
  pids(): number[]
  stop(): Promise<PgActivityReport>
}
export interface PgActivityReport {
  samples: number
  sampleEveryMs: number
  /** Average number of the database's backends in each state over the sale. */
  avgBackends: Record<string, number>
  /** Sampled lock waits, per statement waited on (ms; a lower bound: at most one sample late). */
  lockWaitsMs: Record<string, { count: number; p50: number | null; p99: number | null; max: number | null }>
  /** Gaps inside a transaction while the backend waited for the API's next statement or commit (ms). */
  inTransactionGapsMs: { count: number; p50: number | null; p99: number | null; max: number | null }
  /** Transactions seen, by how long they had been open at their last sample (ms). */
  transactionsMs: { count: number; p50: number | null; p99: number | null; max: number | null }
}

const summary = (values: number[]) => ({ count: values.length, p50: pct(values, 50), p99: pct(values, 99), max: pct(values, 100) })

/** Samples pg_stat_activity of `database` until stopped. */
export function samplePgActivity(url: string, database: string, everyMs: number): PgSampler {
  const sql: Sql = postgres(url, { max: 1, onnotice: () => {} })
  const states = new Map<string, number>()
  const lockWaits = new Map<string, { head: string; ms: number }>()
  const gaps = new Map<string, number>()
  const xacts = new Map<string, number>()
  const pids = new Set<number>()
  let samples = 0
  let running = true
  const bump = <K>(m: Map<K, number>, k: K, v: number) => m.set(k, Math.max(m.get(k) ?? 0, v))
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      const rows = await sql<ActivityRow[]>`
        select pid, state, wait_event_type, wait_event,
          extract(epoch from clock_timestamp() - xact_start) * 1000 as xact_ms,
          extract(epoch from clock_timestamp() - query_start) * 1000 as query_ms,
          extract(epoch from clock_timestamp() - state_change) * 1000 as state_ms,
          xact_start::text, query_start::text, left(query, 60) as head
        from pg_stat_activity
        where datname = ${database} and backend_type = 'client backend' and pid <> pg_backend_pid()`
      samples++
      for (const r of rows) {
        pids.add(r.pid)
        const what = classify(r)
        states.set(what, (states.get(what) ?? 0) + 1)
        if (what === 'lockWait') {
          const key = `${r.pid}:${r.query_start}`
          const prev = lockWaits.get(key)
          lockWaits.set(key, { head: headOf(r.head), ms: Math.max(prev?.ms ?? 0, Number(r.query_ms ?? 0)) })
        }
        if (what === 'inTransactionWaitingForApi') bump(gaps, `${r.pid}:${r.xact_start}:${r.query_start}`, Number(r.state_ms ?? 0))
        if (r.xact_start) bump(xacts, `${r.pid}:${r.xact_start}`, Number(r.xact_ms ?? 0))
      }
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (performance.now() - started))))
    }
  })()
  return {
    pids: () => [...pids],
    async stop() {
      running = false
      await loop
      await sql.end({ timeout: 2 })
      const byHead = new Map<string, number[]>()
      for (const w of lockWaits.values()) byHead.set(w.head, [...(byHead.get(w.head) ?? []), w.ms])
      return {
        samples,
        sampleEveryMs: everyMs,
        avgBackends: Object.fromEntries([...states].map(([k, n]) => [k, Number((n / Math.max(1, samples)).toFixed(2))])),
        lockWaitsMs: Object.fromEntries([...byHead].map(([head, ms]) => [head, summary(ms)])),
        inTransactionGapsMs: summary([...gaps.values()]),
        transactionsMs: summary([...xacts.values()]),
      }
    },
  }
}

const TABLES = ['order_stock', 'orders', 'order_items', 'order_buyer_counts', 'auth_sessions']

export interface PgCounters {
  database: Record<string, number>
  tables: Record<string, Record<string, number>>
  statements: Array<{ query: string; calls: number; totalMs: number; meanMs: number; maxMs: number }> | null
}

/** Whether pg_stat_statements can be used here (loaded by the server, creatable in the database). */
export async function enableStatementStats(sql: Sql): Promise<string | null> {
  try {
    await sql`create extension if not exists pg_stat_statements`
    await sql`select count(*) from pg_stat_statements limit 1`
    return null
  } catch (err) {
    return `pg_stat_statements unavailable: ${(err as Error).message} (it needs shared_preload_libraries and a restart of the server; not done on a shared one)`
  }
}

/** Counters of the sale's database (cumulative; the report takes differences). */
export async function pgCounters(sql: Sql, database: string, statements: boolean): Promise<PgCounters> {
  const [db] = await sql<Array<Record<string, string>>>`
    select xact_commit, xact_rollback, deadlocks, tup_updated, tup_inserted, conflicts, blks_read, temp_files
    from pg_stat_database where datname = ${database}`
  const tables = await sql<Array<Record<string, string>>>`
    select relname, n_tup_upd, n_tup_hot_upd, n_tup_ins, n_dead_tup, vacuum_count, autovacuum_count, autoanalyze_count
    from pg_stat_user_tables where relname in ${sql(TABLES)}`
  const top = statements
    ? await sql<Array<{ query: string; calls: string; total: number; mean: number; max: number }>>`
        select left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query, calls, total_exec_time as total, mean_exec_time as mean, max_exec_time as max
        from pg_stat_statements where dbid = (select oid from pg_database where datname = ${database})
        order by total_exec_time desc limit 8`
    : null
  const num = (r: Record<string, string> | undefined) => Object.fromEntries(Object.entries(r ?? {}).filter(([k]) => k !== 'relname').map(([k, v]) => [k, Number(v)]))
  return {
    database: num(db),
    tables: Object.fromEntries(tables.map((t) => [t.relname as string, num(t)])),
    statements: top?.map((s) => ({ query: s.query, calls: Number(s.calls), totalMs: Math.round(s.total), meanMs: Number(s.mean.toFixed(2)), maxMs: Math.round(s.max) })) ?? null,
  }
}

export async function resetStatementStats(sql: Sql, database: string): Promise<void> {
  // This database's statements only: the server is shared.
  await sql`select pg_stat_statements_reset(0, (select oid from pg_database where datname = ${database}), 0)`
}

/** What changed between two counter readings (n_dead_tup is a level, kept as the later value). */
export function counterDelta(a: PgCounters, b: PgCounters): Omit<PgCounters, 'statements'> {
  const sub = (x: Record<string, number> = {}, y: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(y).map(([k, v]) => [k, k === 'n_dead_tup' ? v : v - (x[k] ?? 0)]))
  return { database: sub(a.database, b.database), tables: Object.fromEntries(Object.entries(b.tables).map(([t, v]) => [t, sub(a.tables[t], v)])) }
}

// ---------------------------------------------------------------- admission across processes

/**
 * The most requests admitted at once across all API processes, from their own records (each admit and
 * release with its time; one clock, one machine). Releases sort before admits at the same instant.
 */
export function peakAdmitted(snapshots: RuntimeSnapshot[]): number {
  const events = snapshots.flatMap((s) => s.admission.events).sort((x, y) => x[0] - y[0] || x[1] - y[1])
  // Requests admitted before the window opened and released inside it start the count below zero.
  let level = 0
  let lowest = 0
  for (const [, d] of events) lowest = Math.min(lowest, (level += d))
  level = -lowest
  let peak = level
  for (const [, d] of events) peak = Math.max(peak, (level += d))
  return peak
}
