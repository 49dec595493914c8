/** Search history kept on the device (platform storage), newest first, at most 10. */
import { storage } from '../../../platform/storage'
import { addToHistory } from '../../../utils/search-history'

const KEY = 'search:history'

export function readHistory(): string[] {
  const saved = storage.get<string[]>(KEY, [])
  return Array.isArray(saved) ? saved.filter((s) => typeof s === 'string') : []
}

export function rememberKeyword(keyword: string): string[] {
  const next = addToHistory(readHistory(), keyword)
  storage.set(KEY, next)
  return next
}

export function clearHistory(): void {
  storage.remove(KEY)
}
