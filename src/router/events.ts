/** Router events: 'paymentPanelHide' (any navigation except to/from the agreement page), 'preloadError' (lazy page failed). */
export interface RouterEventMap {
  paymentPanelHide: { from?: string; to?: string }
  preloadError: { error: unknown }
  /** A back() result delivered to the revealed page. */
  result: { name: string; result: unknown }
}

export type RouterEventName = keyof RouterEventMap
type Listener<K extends RouterEventName> = (payload: RouterEventMap[K]) => void

export class RouterEvents {
  private listeners = new Map<RouterEventName, Set<(payload: never) => void>>()

  on<K extends RouterEventName>(name: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(name)
    if (!set) this.listeners.set(name, (set = new Set()))
    set.add(listener as (payload: never) => void)
    return () => void set!.delete(listener as (payload: never) => void)
  }

  emit<K extends RouterEventName>(name: K, payload: RouterEventMap[K]): void {
    for (const l of [...((this.listeners.get(name) as Set<Listener<K>> | undefined) ?? [])]) {
      try {
        l(payload)
      } catch {
        // a listener's failure must not stop navigation
      }
    }
  }
}

/** The app-wide router event bus. */
export const routerEvents = new RouterEvents()
