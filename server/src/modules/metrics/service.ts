/**
 * The operator's metrics (Prometheus, through prom-client's registry): requests per route with their
 * latency, order attempts by outcome, 'limiting' answers, abuse-limit refusals, payment notifications
 * by result, and the depth of the background jobs' queues. One registry per app (tests build many
 * apps in one process).
 *
 * Recording sits on the hot paths (every request; every rush order attempt), so it goes through
 * lib/fast-metrics.ts: the series of a label set is looked up once and kept, and recording is a few
 * number updates. The job queues are counted only when Prometheus scrapes.
 */
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'
import { FastCounter, FastHistogram, type CounterSeries, type HistogramSeries } from '../../lib/fast-metrics.js'
import type { MetricsRepository } from './repository.js'

/** Seconds; from a cached read (~1 ms) to a request that waited out a slow database. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

export interface AppMetrics {
  readonly registry: Registry
  /** The latency series of one route: pick it per status code (kept by the caller). */
  routeSeries(method: string, route: string): (statusCode: number) => HistogramSeries
  /** create_order's answer: CREATED, or the failure reason (SOLD_OUT, LIMIT_REACHED, ...). */
  orderAttempt(outcome: string): void
  /** A request turned away with mode 'limiting' (admission control of the order path). */
  limiting(reason: string, route: string): void
  /** A request an abuse limit refused (limits/: resend wait, daily caps, captcha allowances, login tries ...). */
  abuseRefusal(limit: string): void
  /** A provider notification and what became of it (SETTLED, DUPLICATE, BAD_SIGNATURE, ...). */
  paymentNotification(product: string, result: string): void
  /** The text Prometheus scrapes. */
  scrape(): Promise<string>
  readonly contentType: string
}

export interface MetricsOptions {
  repo: MetricsRepository
  /** Process metrics (CPU, memory, event-loop lag, GC): on for a serving process, off in tests. */
  processMetrics?: boolean
  /** Labels of a product a notification names: known products only, so a URL cannot mint series. */
  knownProducts: ReadonlySet<string>
  /** Payment attempts PAYING longer than this are the reconciler's backlog (its own threshold). */
  reconcileAfterSeconds?: number
  now?: () => number
}

/** Keeps a counter's series per label value (bounded by the callers' label sets). */
function seriesCache(counter: FastCounter): (...values: string[]) => CounterSeries {
  const cache = new Map<string, CounterSeries>()
  return (...values) => {
    const key = values.length === 1 ? (values[0] as string) : values.join('\u0000')
    let s = cache.get(key)
    if (!s) cache.set(key, (s = counter.with(...values)))
    return s
  }
}

export function createAppMetrics(opts: MetricsOptions): AppMetrics {
  const registry = new Registry()
  if (opts.processMetrics) collectDefaultMetrics({ register: registry })
  const now = opts.now ?? Date.now

  const requests = new FastHistogram(
    'storefront_http_request_duration_seconds',
    'Requests by route pattern, method and HTTP status, with their time in the server; the _count is the request rate',
    ['method', 'route', 'status_code'],
    registry,
    LATENCY_BUCKETS,
  )
  const orderAttempts = seriesCache(new FastCounter('storefront_order_attempts_total', 'create_order answers by outcome (CREATED or the failure reason)', ['outcome'], registry))
  const limiting = seriesCache(
    new FastCounter('storefront_limiting_answers_total', "Requests answered with mode 'limiting' (try again shortly), by reason and route", ['reason', 'route'], registry),
  )
  const abuseRefusals = seriesCache(
    new FastCounter('storefront_abuse_limit_refusals_total', 'Requests refused by an abuse limit (429, or a captcha asked for), by limit', ['limit'], registry),
  )
  const notifications = seriesCache(new FastCounter('storefront_payment_notifications_total', 'Payment provider notifications by product and result', ['product', 'result'], registry))

  const queueDepth = new Gauge({
    name: 'storefront_job_queue_depth',
    help: 'Work waiting for the background jobs, by queue (counted at scrape time)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const d = await opts.repo.queueDepths(new Date(now()), opts.reconcileAfterSeconds ?? 60)
      this.set({ queue: 'payment_notifications' }, d.paymentNotifications)
      this.set({ queue: 'payment_reconciliation' }, d.paymentReconciliation)
      this.set({ queue: 'refunds' }, d.refunds)
      this.set({ queue: 'order_expiry' }, d.orderExpiry)
      // The pg-boss jobs (jobs/queue.ts) are cron sweeps: their backlog is the due work in their tables.
      this.set({ queue: 'sale_reminders' }, d.saleReminders)
      this.set({ queue: 'transfer_expiry' }, d.transferExpiry)
    },
  })
  void queueDepth

  return {
    registry,
    routeSeries(method, route) {
      const byStatus = new Map<number, HistogramSeries>()
      return (statusCode) => {
        let s = byStatus.get(statusCode)
        if (!s) byStatus.set(statusCode, (s = requests.with(method, route, String(statusCode))))
        return s
      }
    },
    orderAttempt: (outcome) => orderAttempts(outcome).inc(),
    limiting: (reason, route) => limiting(reason, route).inc(),
    abuseRefusal: (limit) => abuseRefusals(limit).inc(),
    paymentNotification: (product, result) => notifications(opts.knownProducts.has(product) ? product : 'UNKNOWN', result).inc(),
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  }
}
