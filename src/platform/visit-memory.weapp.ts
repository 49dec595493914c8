import type { Visit } from './visit-memory.h5'

/**
 * A mini-program is one shop's own app and its pages are never reloaded from an address bar: the shop
 * and language come from the build, the launch query and the buyer's choice, nothing to remember.
 */
export function rememberedVisit(): Visit {
  return {}
}

export function rememberVisit(_visit: Visit): void {
  // nothing to keep
}
