/**
 * A form's submit: marks the form busy while the call runs and swallows its failure, because the
 * request module has already shown the server's localised message (toast or dialog). The page only
 * needs to know it is no longer busy.
 */
import { useCallback, useState } from 'react'

export function useBusyAction(action: () => Promise<unknown>): { busy: boolean; run: () => Promise<void> } {
  const [busy, setBusy] = useState(false)
  const run = useCallback(async () => {
    setBusy(true)
    try {
      await action()
    } catch {
      // Shown by the request module already.
    } finally {
      setBusy(false)
    }
  }, [action])
  return { busy, run }
}
