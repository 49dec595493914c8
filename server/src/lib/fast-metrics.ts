/**
 * Counters and histograms cheap enough for the hot paths, exported through prom-client's registry.
 *
 * prom-client's own `observe`/`inc` build a label object and a hash string on every call (measured
 * ~2-6 µs each here); the rush and browse paths answer in tens of microseconds. Here a caller asks
 * once for the series of its label values and keeps it; recording is then a few number updates with
 * no allocation. prom-client still owns the registry and the exposition format: these objects give
 * it what its own metrics give (`get()` → name, help, type, values) when Prometheus scrapes.
 */
import type { Metric, Registry } from 'prom-client'

type Labels = Record<string, string>

interface MetricValue {
  value: number
  labels: Labels
  metricName?: string
}

abstract class FastMetric<S> {
  readonly aggregator = 'sum'
  private readonly series = new Map<string, { labels: Labels; series: S }>()

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric)
  }

  /** The series of these label values (in labelNames order); keep it and record on it. */
  with(...values: string[]): S {
    if (values.length !== this.labelNames.length) throw new Error(`${this.name}: expected labels ${this.labelNames.join(', ')}`)
    const key = values.join('\u0000')
    let found = this.series.get(key)
    if (!found) {
      const labels: Labels = {}
      this.labelNames.forEach((n, i) => (labels[n] = values[i] as string))
      found = { labels, series: this.create() }
      this.series.set(key, found)
    }
    return found.series
  }

  protected abstract create(): S
  protected abstract values(labels: Labels, series: S): MetricValue[]
  abstract readonly type: 'counter' | 'histogram'

  /** What prom-client's registry reads on a scrape. */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: MetricValue[] }> {
    const values: MetricValue[] = []
    for (const { labels, series } of this.series.values()) values.push(...this.values(labels, series))
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values }
  }
}

export interface CounterSeries {
  inc(by?: number): void
}

export class FastCounter extends FastMetric<CounterSeries & { value: number }> {
  readonly type = 'counter'
  protected create() {
    const s = {
      value: 0,
      inc(by = 1) {
        s.value += by
      },
    }
    return s
  }
  protected values(labels: Labels, s: { value: number }) {
    return [{ labels, value: s.value }]
  }
}

export interface HistogramSeries {
  observe(value: number): void
}

/** Prometheus histogram: cumulative `le` buckets, `_sum` and `_count`. */
export class FastHistogram extends FastMetric<HistogramSeries & { counts: Float64Array; sum: number; count: number }> {
  readonly type = 'histogram'

  constructor(name: string, help: string, labelNames: readonly string[], registry: Registry, private readonly bounds: readonly number[]) {
    super(name, help, labelNames, registry)
  }

  protected create() {
    const bounds = this.bounds
    const s = {
      counts: new Float64Array(bounds.length),
      sum: 0,
      count: 0,
      observe(value: number) {
        s.sum += value
        s.count += 1
        // Few buckets: a linear scan beats anything cleverer; past the last bound only +Inf counts it.
        for (let i = 0; i < bounds.length; i++) {
          if (value <= (bounds[i] as number)) {
            s.counts[i] = (s.counts[i] as number) + 1
            return
          }
        }
      },
    }
    return s
  }

  protected values(labels: Labels, s: { counts: Float64Array; sum: number; count: number }) {
    const out: MetricValue[] = []
    let cumulative = 0
    this.bounds.forEach((le, i) => {
      cumulative += s.counts[i] as number
      out.push({ labels: { ...labels, le: String(le) }, value: cumulative, metricName: `${this.name}_bucket` })
    })
    out.push({ labels: { ...labels, le: '+Inf' }, value: s.count, metricName: `${this.name}_bucket` })
    out.push({ labels, value: s.sum, metricName: `${this.name}_sum` })
    out.push({ labels, value: s.count, metricName: `${this.name}_count` })
    return out
  }
}
