/**
 * Page-level signals the request module needs: "the route changed" (a page was shown; stops the
 * limiting retries) and "refresh the current page" (back/backRefresh/booking modes). PageShell
 * reports page shows; pages that can refresh subscribe to refresh requests.
 */
type Listener = () => void

function channel() {
  const listeners = new Set<Listener>()
  return {
    on(listener: Listener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    emit(): void {
      for (const l of [...listeners]) l()
    },
  }
}

const changed = channel()
const refresh = channel()

export const routeChanges = {
  onChange: changed.on,
  pageShown: changed.emit,
  onRefresh: refresh.on,
  requestRefresh: refresh.emit,
}
