/**
 * The buyer's transfers beside the e-ticket: whether this ticket is in transfer (its code is then held
 * back and the transfer shown) or was transferred away. Without an answer (offline) the ticket shows as
 * it would without transfers; `loaded` says the latest answer, or its failure, has come.
 */
import { useCallback, useEffect, useState } from 'react'
import type { TransferList } from '../../../../types/transfers'
import { fetchTransfers } from '../../../services/transfers'

export function useTransfers(ticketId: string, lang: string): { list: TransferList | null; loaded: boolean; reload: () => Promise<void> } {
  const [list, setList] = useState<TransferList | null>(null)
  const [loaded, setLoaded] = useState(false)
  const reload = useCallback(async () => {
    // Not loaded until this answer: a ticket gone meanwhile is judged on the fresh list, not the last one.
    setLoaded(false)
    try {
      setList(await fetchTransfers())
    } catch {
      // Shown as a plain ticket: the server refuses a code that was transferred anyway.
    } finally {
      setLoaded(true)
    }
  }, [])
  useEffect(() => {
    if (ticketId) void reload()
  }, [ticketId, lang, reload])
  return { list, loaded, reload }
}
