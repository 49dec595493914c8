/**
 * The loading mask (core §4, §9): a high or critical call that has not answered after 500 ms shows
 * one mask for its route. Concurrent calls on the route share it (reference count) and the last to
 * finish hides it. A mask never outlives 5 s, so a hung call cannot freeze the page.
 */
import { LOADING_MASK_AUTO_CLEAR, LOADING_MASK_DELAY } from './constants'
import type { RequestUi } from './types'

interface RouteMask {
  count: number
  autoClear: ReturnType<typeof setTimeout>
}

export interface MaskHandle {
  done(): void
}

export function createLoadingMask(ui: () => RequestUi) {
  const masks = new Map<string, RouteMask>()

  const acquire = (routeKey: string): RouteMask => {
    const existing = masks.get(routeKey)
    if (existing) {
      existing.count += 1
      return existing
    }
    const mask: RouteMask = {
      count: 1,
      autoClear: setTimeout(() => {
        // Forget the route so late completions of the calls it counted do nothing.
        if (masks.get(routeKey) === mask) masks.delete(routeKey)
        ui().hideLoading(routeKey)
      }, LOADING_MASK_AUTO_CLEAR),
    }
    masks.set(routeKey, mask)
    ui().showLoading(routeKey)
    return mask
  }

  const release = (routeKey: string, mask: RouteMask) => {
    if (masks.get(routeKey) !== mask) return
    mask.count -= 1
    if (mask.count > 0) return
    clearTimeout(mask.autoClear)
    masks.delete(routeKey)
    ui().hideLoading(routeKey)
  }

  return {
    /** Start watching one attempt; call done() when it answers (or fails). */
    begin(routeKey: string): MaskHandle {
      let held: RouteMask | undefined
      let finished = false
      const timer = setTimeout(() => {
        if (!finished) held = acquire(routeKey)
      }, LOADING_MASK_DELAY)
      return {
        done() {
          if (finished) return
          finished = true
          clearTimeout(timer)
          if (held) release(routeKey, held)
        },
      }
    },
    /** Forget every mask and its timer (reconfiguration): the UI it belonged to is being replaced. */
    dispose(): void {
      for (const mask of masks.values()) clearTimeout(mask.autoClear)
      masks.clear()
    },
  }
}

export type LoadingMask = ReturnType<typeof createLoadingMask>
