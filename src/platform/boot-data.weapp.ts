import type { PrefetchedPort } from '../request/types'

/** A mini-program's pages come from its package, never from a server: nothing arrives with them. */
export function pagePrefetched(): PrefetchedPort | undefined {
  return undefined
}
