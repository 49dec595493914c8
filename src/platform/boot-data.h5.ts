/**
 * The answers the server wrote into the H5 page (server/src/http/first-screen): read once from the
 * `<script type="application/json" id="boot-data">` block, handed to the request module, which takes
 * each answer at most once. Only in the page's first minute: an app left open answers from the network.
 */
import type { PrefetchedPort } from '../request/types'

const FRESH_FOR_MS = 60_000

export function pagePrefetched(doc: Document = document, sinceLoadMs: () => number = () => performance.now()): PrefetchedPort | undefined {
  const block = doc.getElementById('boot-data')
  if (!block?.textContent) return undefined
  let responses: Record<string, unknown>
  try {
    responses = (JSON.parse(block.textContent) as { responses?: Record<string, unknown> }).responses ?? {}
  } catch {
    return undefined
  }
  block.remove()
  return {
    take(key) {
      if (!(key in responses)) return undefined
      const body = responses[key]
      delete responses[key]
      return sinceLoadMs() < FRESH_FOR_MS ? body : undefined
    },
  }
}
