/** bench:rush figures: one sale's summary, the judgement on the worst open-sale run, and rush.md. */
import type { RuntimeSnapshot } from '../../../server/src/lib/runtime-stats.js'
import type { CpuReport, PgActivityReport, PgCounters } from './evidence.js'
import { LIMITING, pct, type Attempt, type BuyerResult } from './load.js'
import type { StockReport } from './setup.js'

export const SOLD_OUT = 22031001
export const TARGETS = { attemptsPerSecond: 1500, winnersP99Ms: 500, losersP99Ms: 100 }

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

const p50p99 = (values: number[]) => ({ p50: pct(values, 50), p99: pct(values, 99) })

function latencies(results: BuyerResult[]) {
  const attempts = results.flatMap((r) => r.attempts)
  const winning = results.filter((r) => r.final === 200).map((r) => r.attempts.at(-1) as Attempt)
  const losing = results.filter((r) => r.final !== 200).map((r) => r.attempts.at(-1) as Attempt)
  return {
    perAttempt: p50p99(attempts.map((a) => a.ms)),
    winners: p50p99(winning.map((a) => a.ms)),
    winnersInServer: p50p99(winning.map((a) => a.serverMs)),
    losers: p50p99(losing.map((a) => a.ms)),
    losersInServer: p50p99(losing.map((a) => a.serverMs)),
    // Every 'limiting' answer a buyer saw on the way (each one is a progress dialog retrying in 3 s).
    limitingAnswers: p50p99(attempts.filter((a) => a.status === LIMITING).map((a) => a.ms)),
  }
}

export interface SaleEvidence {
  admission: { gate: 'local' | 'redis'; capacity: number; peakAdmittedAcrossProcesses: number; gatePeak: number | null; letThroughOnGateError: number }
  api: Array<Omit<RuntimeSnapshot, 'admission'> & { admitted: number; peakInFlight: number }>
  cpu: CpuReport
  pg: { activity: PgActivityReport; counters: Omit<PgCounters, 'statements'>; statements: PgCounters['statements']; statementsNote: string | null }
  loadGeneratorEventLoopDelayMs: { p50: number; p99: number; max: number }
}

export type Sale = ReturnType<typeof summarise>

export function summarise(
  head: { scenario: string; run: number; processes: number; arrivalMs?: number },
  results: BuyerResult[],
  wallMs: number,
  stock: StockReport,
  evidence: SaleEvidence,
) {
  const attempts = results.flatMap((r) => r.attempts)
  const count = (status: number) => results.filter((r) => r.final === status).length
  const active = activeSeconds(attempts)
  const firstAnswered = Math.max(...results.map((r) => (r.attempts[0] ? r.attempts[0].at + r.attempts[0].ms : 0)))
  const latencyMs = latencies(results)
  const attemptsPerSecond = Math.round(attempts.length / active)
  return {
    ...head,
    ...(head.arrivalMs ? { offeredFirstTapsPerSecond: Math.round((results.length / head.arrivalMs) * 1000) } : {}),
    wallMs: Math.round(wallMs),
    attempts: attempts.length,
    activeSeconds: Number(active.toFixed(2)),
    attemptsPerSecond,
    firstWave: { attempts: results.length, answeredInMs: Math.round(firstAnswered), attemptsPerSecond: Math.round((results.length / firstAnswered) * 1000) },
    limitingAnswers: attempts.filter((a) => a.status === LIMITING).length,
    ordersCreated: count(200),
    finalAnswers: { created: count(200), soldOut: count(SOLD_OUT), limitingAfterAllTries: count(LIMITING), transportErrors: count(-1), other: results.filter((r) => ![200, SOLD_OUT, LIMITING, -1].includes(r.final)).length },
    ...stock,
    latencyMs,
    evidence,
  }
}

/** The targets judged on the worst of the runs: lowest rate, highest p99s, any oversell. */
export function judgeWorst(runs: Sale[]) {
  const worst = {
    attemptsPerSecond: Math.min(...runs.map((r) => r.attemptsPerSecond)),
    winnersP99Ms: Math.max(...runs.map((r) => r.latencyMs.winners.p99 ?? Infinity)),
    losersP99Ms: Math.max(...runs.map((r) => r.latencyMs.losers.p99 ?? Infinity)),
    oversell: Math.max(...runs.map((r) => r.oversell)),
    invariantHeldEveryRun: runs.every((r) => Object.values(r.invariant).every(Boolean)),
  }
  const met = {
    attemptsPerSecond: worst.attemptsPerSecond >= TARGETS.attemptsPerSecond,
    winnersP99: worst.winnersP99Ms < TARGETS.winnersP99Ms,
    losersP99: worst.losersP99Ms < TARGETS.losersP99Ms,
    oversellZero: worst.oversell === 0,
  }
  return { runs: runs.length, worst, targets: TARGETS, met, allMet: Object.values(met).every(Boolean) && worst.invariantHeldEveryRun }
}

const f = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '–' : String(v))

function saleRow(s: Sale): string {
  const a = s.evidence.admission
  return `| ${s.scenario} | ${s.run} | ${s.processes} | ${s.attemptsPerSecond} | ${s.ordersCreated} | ${s.finalAnswers.soldOut} | ${s.finalAnswers.limitingAfterAllTries} | ${s.oversell} | ${Object.values(s.invariant).every(Boolean)} | ${f(s.latencyMs.winners.p50)} / ${f(s.latencyMs.winners.p99)} | ${f(s.latencyMs.losers.p50)} / ${f(s.latencyMs.losers.p99)} | ${f(s.latencyMs.winnersInServer.p99)} / ${f(s.latencyMs.losersInServer.p99)} | ${a.peakAdmittedAcrossProcesses}${a.gatePeak !== null ? ` (gate ${a.gatePeak})` : ''} / ${a.capacity} |`
}

function evidenceRow(s: Sale): string {
  const e = s.evidence
  const api = e.api
  const per = <T>(pick: (x: (typeof api)[number]) => T) => api.map(pick).join(' · ')
  const phase = (name: 'connection' | 'transaction' | 'session' | 'admission' | 'stockHint' | 'placeOrder') => per((x) => `${f(x.phasesMs[name]?.p99)}/${f(x.phasesMs[name]?.max)}`)
  const b = e.pg.activity.avgBackends
  const stockWait = e.pg.activity.lockWaitsMs['update order_stock set'] ?? Object.values(e.pg.activity.lockWaitsMs)[0]
  const m = e.cpu.machine
  return `| ${s.scenario} ${s.run} | ${per((x) => `${x.eventLoopDelayMs.p99}/${x.eventLoopDelayMs.max}`)} | ${per((x) => x.eventLoopUtilization)} | ${per((x) => `${x.gc.count}/${x.gc.totalMs}/${x.gc.maxMs}`)} | ${e.cpu.api.map((x) => f(x.mainThread?.waitingMs)).join(' · ')} | ${phase('stockHint')} | ${phase('admission')} | ${phase('session')} | ${phase('placeOrder')} | ${phase('connection')} | ${phase('transaction')} | ${f(b.running)} / ${f(b.lockWait)} / ${f(b.inTransactionWaitingForApi)} / ${f(b.idle)} | ${stockWait ? `${stockWait.count}: ${f(stockWait.p99)}/${f(stockWait.max)}` : '0'} | ${f(e.pg.activity.inTransactionGapsMs.p99)}/${f(e.pg.activity.inTransactionGapsMs.max)} | ${f(e.cpu.postgres.waitingMs)} | ${m ? `${Math.round((m.othersMs / Math.max(1, m.busyMs)) * 100)}% of ${(m.busyMs / m.wallMs).toFixed(2)} busy cores` : '–'} | ${e.loadGeneratorEventLoopDelayMs.p99}/${e.loadGeneratorEventLoopDelayMs.max} |`
}

export interface RushReport {
  when: string
  machine: Record<string, unknown>
  config: Record<string, unknown>
  noopBurstFloorMs?: unknown
  judged: ReturnType<typeof judgeWorst> | null
  twoProcessWorst: ReturnType<typeof judgeWorst> | null
  sales: Sale[]
}

export function markdown(report: RushReport): string {
  const j = report.judged
  const yes = (b: boolean) => (b ? 'met' : '**missed**')
  const judged = j
    ? [
        `**Judged on the worst of ${j.runs} open-sale runs:** attempts/s ${j.worst.attemptsPerSecond} (≥ ${TARGETS.attemptsPerSecond}: ${yes(j.met.attemptsPerSecond)}), winners p99 ${j.worst.winnersP99Ms} ms (< ${TARGETS.winnersP99Ms}: ${yes(j.met.winnersP99)}), losers p99 ${j.worst.losersP99Ms} ms (< ${TARGETS.losersP99Ms}: ${yes(j.met.losersP99)}), oversell ${j.worst.oversell} (${yes(j.met.oversellZero)}), stock invariant every run: ${j.worst.invariantHeldEveryRun}.`,
      ]
    : []
  const two = report.twoProcessWorst
  const twoLine = two
    ? [`Two API processes with the Redis gate, worst of ${two.runs}: attempts/s ${two.worst.attemptsPerSecond}, winners p99 ${two.worst.winnersP99Ms} ms, losers p99 ${two.worst.losersP99Ms} ms, oversell ${two.worst.oversell}.`]
    : []
  return [
    `# rush ${report.when}`,
    '',
    `${JSON.stringify(report.config)}; machine ${JSON.stringify(report.machine)}.`,
    `Targets (judged on the open sale, worst run): ≥ ${TARGETS.attemptsPerSecond} attempts/s, winners p99 < ${TARGETS.winnersP99Ms} ms, losers p99 < ${TARGETS.losersP99Ms} ms, oversell 0.`,
    '',
    ...judged,
    ...twoLine,
    report.noopBurstFloorMs ? `Burst floor (no-op server, same burst): ${JSON.stringify(report.noopBurstFloorMs)}.` : '',
    '',
    '| sale | run | API processes | attempts/s | orders | sold out | limiting after 10 tries | oversell | invariant | winners p50 / p99 ms | losers p50 / p99 ms | in server: winners / losers p99 ms | peak admitted / capacity |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.sales.map(saleRow),
    '',
    '## Where the time went (per run; "a · b" = one figure per API process)',
    '',
    'API event-loop delay p99/max ms; event-loop utilisation; GC count/total ms/longest ms; ms the API main thread was runnable but waiting for a CPU; phases p99/max ms of the order path in the API, in order: the sold-out hint read before admission (every attempt), taking an admission slot, the session read (admitted only), the order placed in one statement (its wait for a connection included), and for orders that take a transaction: waiting for a connection (+BEGIN), the transaction. PostgreSQL backends on average: running / waiting for a lock / idle inside a transaction waiting for the API / idle; sampled lock waits on the stock update count: p99/max ms; in-transaction gaps waiting for the API p99/max ms; ms PostgreSQL backends waited for a CPU; other work on the machine (share of the busy CPU, and how many cores were busy); load generator event-loop delay p99/max ms.',
    '',
    '| run | API loop delay | API ELU | API GC | API waiting for CPU | stock hint | admission | session read | one-statement order | connection wait | transaction | PG backends run / lock / in-tx-wait-API / idle | stock lock waits | in-tx gaps | PG waiting for CPU | others on the machine | load gen. loop delay |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.sales.map(evidenceRow),
    '',
    report.sales[0]?.evidence.pg.statementsNote ?? '',
    '',
  ].join('\n')
}
