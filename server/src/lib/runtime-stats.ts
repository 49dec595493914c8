/**
 * Runtime figures of this API process, for load tests (bench:rush) to say where a latency tail comes
 * from: event-loop delay and utilisation, GC pauses, CPU time, the timed phases of the order path
 * (admission, session read, waiting for a database connection, the order transaction) and the
 * admission gate's own record of admitted requests (so a test can work out how many were in flight at
 * once across several processes).
 *
 * Off unless RUNTIME_STATS=1. Then the figures are collected from start-up and a parent process (the
 * bench) that spawned this one with an IPC channel reads and resets them over it; nothing is served
 * over HTTP. When off, every hook below is one boolean check.
 */
import { createHistogram, monitorEventLoopDelay, performance, PerformanceObserver, type EventLoopUtilization, type IntervalHistogram, type RecordableHistogram } from 'node:perf_hooks'

/** Timed steps of the order path (ms). */
export type Phase = 'admission' | 'session' | 'stockHint' | 'placeOrder' | 'connection' | 'transaction'

/** An admitted request entering (+1) or leaving (-1) the gate, at ms since the epoch (sub-ms precision). */
export type AdmissionEvent = [at: number, delta: 1 | -1]

export interface HistogramFigures {
  count: number
  p50: number
  p99: number
  max: number
  /** Sum of all values (ms), for "how much time in total". */
  totalMs?: number
}

export interface RuntimeSnapshot {
  pid: number
  /** Wall time the figures cover (ms since the last reset). */
  sinceMs: number
  eventLoopDelayMs: HistogramFigures & { mean: number }
  /** Share of the time the event loop was busy (0..1). */
  eventLoopUtilization: number
  cpuMs: { user: number; system: number }
  gc: { count: number; totalMs: number; maxMs: number; over10ms: number; byKind: Record<string, { count: number; totalMs: number; maxMs: number }> }
  heapUsedMb: number
  phasesMs: Partial<Record<Phase, HistogramFigures>>
  admission: { admitted: number; peakInFlight: number; letThroughOnGateError: number; events: AdmissionEvent[] }
}

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' }
const round = (ms: number) => Math.round(ms * 10) / 10

/** Histograms record integers: values are kept in microseconds and reported in ms. */
function figures(h: RecordableHistogram | IntervalHistogram, scale: number): HistogramFigures {
  if (h.count === 0) return { count: 0, p50: 0, p99: 0, max: 0 }
  return { count: h.count, p50: round(h.percentile(50) / scale), p99: round(h.percentile(99) / scale), max: round(h.max / scale) }
}

export class RuntimeStats {
  enabled = false
  private loopDelay: IntervalHistogram | undefined
  private gcObserver: PerformanceObserver | undefined
  private phases = new Map<Phase, { h: RecordableHistogram; totalUs: number }>()
  private gc = new Map<string, { count: number; totalMs: number; maxMs: number }>()
  private gcOver10ms = 0
  private events: AdmissionEvent[] = []
  private inFlight = 0
  private peak = 0
  private admitted = 0
  private failOpen = 0
  private since = performance.now()
  private elu: EventLoopUtilization = performance.eventLoopUtilization()
  private cpu = process.cpuUsage()

  /** Start collecting (idempotent). */
  enable(): void {
    if (this.enabled) return
    this.enabled = true
    this.loopDelay = monitorEventLoopDelay({ resolution: 10 })
    this.loopDelay.enable()
    this.gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) this.recordGc(entry.duration, (entry as { detail?: { kind?: number } }).detail?.kind ?? 0)
    })
    this.gcObserver.observe({ entryTypes: ['gc'] })
    this.reset()
  }

  disable(): void {
    this.enabled = false
    this.loopDelay?.disable()
    this.gcObserver?.disconnect()
  }

  /** Record a phase that started at `startedAt` (performance.now()). */
  phase(name: Phase, startedAt: number): void {
    if (!this.enabled) return
    const us = Math.max(1, Math.round((performance.now() - startedAt) * 1000))
    let p = this.phases.get(name)
    if (!p) this.phases.set(name, (p = { h: createHistogram(), totalUs: 0 }))
    p.h.record(us)
    p.totalUs += us
  }

  admission(event: 'in' | 'out' | 'letThrough'): void {
    if (!this.enabled) return
    if (event === 'letThrough') {
      this.failOpen++
      return
    }
    const delta = event === 'in' ? 1 : -1
    this.inFlight += delta
    if (delta === 1) {
      this.admitted++
      this.peak = Math.max(this.peak, this.inFlight)
    }
    this.events.push([performance.timeOrigin + performance.now(), delta])
  }

  reset(): void {
    this.loopDelay?.reset()
    this.phases.clear()
    this.gc.clear()
    this.gcOver10ms = 0
    this.events = []
    this.peak = this.inFlight
    this.admitted = 0
    this.failOpen = 0
    this.since = performance.now()
    this.elu = performance.eventLoopUtilization()
    this.cpu = process.cpuUsage()
  }

  snapshot(): RuntimeSnapshot {
    const loop = this.loopDelay
    const cpu = process.cpuUsage(this.cpu)
    let gcCount = 0
    let gcTotal = 0
    let gcMax = 0
    for (const g of this.gc.values()) {
      gcCount += g.count
      gcTotal += g.totalMs
      gcMax = Math.max(gcMax, g.maxMs)
    }
    return {
      pid: process.pid,
      sinceMs: Math.round(performance.now() - this.since),
      eventLoopDelayMs: loop ? { ...figures(loop, 1e6), mean: round(loop.mean / 1e6) } : { count: 0, p50: 0, p99: 0, max: 0, mean: 0 },
      eventLoopUtilization: Number(performance.eventLoopUtilization(this.elu).utilization.toFixed(3)),
      cpuMs: { user: Math.round(cpu.user / 1000), system: Math.round(cpu.system / 1000) },
      gc: { count: gcCount, totalMs: round(gcTotal), maxMs: round(gcMax), over10ms: this.gcOver10ms, byKind: Object.fromEntries(this.gc) },
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1e6),
      phasesMs: Object.fromEntries([...this.phases].map(([name, p]) => [name, { ...figures(p.h, 1000), totalMs: Math.round(p.totalUs / 1000) }])),
      admission: { admitted: this.admitted, peakInFlight: this.peak, letThroughOnGateError: this.failOpen, events: this.events },
    }
  }

  private recordGc(ms: number, kind: number): void {
    const name = GC_KINDS[kind] ?? `kind${kind}`
    const g = this.gc.get(name) ?? { count: 0, totalMs: 0, maxMs: 0 }
    g.count++
    g.totalMs += ms
    g.maxMs = Math.max(g.maxMs, ms)
    this.gc.set(name, g)
    if (ms > 10) this.gcOver10ms++
  }
}

/** The process's figures (one event loop, one heap: one collector). */
export const runtimeStats = new RuntimeStats()

/**
 * With RUNTIME_STATS=1: collect, and answer the parent's { type: 'runtime-stats', reset?: boolean }
 * messages with a snapshot (reset after it when asked). The channel does not keep the process alive.
 */
export function runtimeStatsFromEnv(env: NodeJS.ProcessEnv = process.env): void {
  if (env.RUNTIME_STATS !== '1') return
  runtimeStats.enable()
  if (!process.send) return
  process.on('message', (message: { type?: string; reset?: boolean; id?: number }) => {
    if (message?.type !== 'runtime-stats') return
    const snapshot = runtimeStats.snapshot()
    if (message.reset) runtimeStats.reset()
    process.send?.({ type: 'runtime-stats', id: message.id, snapshot })
  })
  process.channel?.unref()
}
