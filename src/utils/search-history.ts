/** Search history (spec: kept on the device, at most 10): newest first, no duplicates, blanks ignored. */
export const HISTORY_MAX = 10

export function addToHistory(history: readonly string[], keyword: string, max = HISTORY_MAX): string[] {
  const k = keyword.trim()
  if (!k) return [...history].slice(0, max)
  return [k, ...history.filter((h) => h !== k)].slice(0, max)
}
