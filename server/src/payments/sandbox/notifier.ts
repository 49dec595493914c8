/**
 * Delivers the sandbox's queued notifications and re-sends each until it is acknowledged, on a capped
 * back-off schedule (0 s, 15 s, 1 min, 5 min, 15 min, 30 min, then hourly), like real providers do.
 * The queue is a table, so a restart resumes where delivery stopped. `deliver` and the clock are
 * injected: tests drop, duplicate, reorder and delay notifications by choosing what deliver does.
 */
import type { Db } from '../../db/client.js'
import { SIGNATURE_HEADER } from '../signing.js'
import { createSandboxRepository, type SandboxNotification } from './repository.js'

export interface Delivery {
  notifyId: string
  url: string
  body: string
  headers: Record<string, string>
  attempt: number
}

/** Send one notification; true when the receiver acknowledged it ('success'). */
export type Deliver = (d: Delivery) => Promise<boolean>

export const DEFAULT_BACKOFF_SECONDS = [0, 15, 60, 300, 900, 1800, 3600]

export interface NotifierOptions {
  deliver: Deliver
  now?: () => number
  /** Seconds to wait after attempt n (1-based) failed; the last value repeats. */
  backoffSeconds?: number[]
  batch?: number
}

export interface SandboxNotifier {
  /** Deliver every notification that is due now; how many were acknowledged / not. */
  runDue(): Promise<{ delivered: number; failed: number }>
  pending(): Promise<number>
}

export function deliveryOf(n: SandboxNotification): Delivery {
  return { notifyId: n.notifyId, url: n.url, body: n.body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: n.signature }, attempt: n.attempts + 1 }
}

export function createSandboxNotifier(db: Db, opts: NotifierOptions): SandboxNotifier {
  const repo = createSandboxRepository(db)
  const now = opts.now ?? Date.now
  const backoff = opts.backoffSeconds ?? DEFAULT_BACKOFF_SECONDS
  const batch = opts.batch ?? 100
  // Long enough for one delivery; a worker that died mid-delivery lets the row come due again.
  const LEASE_MS = 30_000

  return {
    async runDue() {
      let delivered = 0
      let failed = 0
      for (;;) {
        const due = await repo.claimDue(new Date(now()), LEASE_MS, batch)
        for (const n of due) {
          let ok = false
          let error = 'not acknowledged'
          try {
            ok = await opts.deliver(deliveryOf(n))
          } catch (err) {
            error = err instanceof Error ? err.message : String(err)
          }
          if (ok) {
            await repo.markDelivered(n.notifyId, new Date(now()))
            delivered++
          } else {
            const attempts = n.attempts + 1
            const wait = backoff[Math.min(attempts, backoff.length - 1)] ?? 3600
            await repo.markFailed(n.notifyId, attempts, new Date(now() + wait * 1000), error)
            failed++
          }
        }
        if (due.length < batch) return { delivered, failed }
      }
    },
    pending: () => repo.pendingCount(),
  }
}
