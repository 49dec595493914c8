/**
 * Running a unit of database work again when PostgreSQL rolled it back for a conflict: a deadlock
 * victim (40P01) or a failed serialisable re-check (40001). The whole unit was rolled back, so running
 * it again is safe; callers make a unit that did commit come back the same (idempotency keys).
 */
const ATTEMPTS = 5

export function isRetryableConflict(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } }
  const code = e?.code ?? e?.cause?.code
  return code === '40P01' || code === '40001'
}

/** `run` until it does not fail with a retryable conflict, at most ATTEMPTS times, with a short random pause. */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(err)) throw err
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt))
    }
  }
}
