/**
 * China's payment providers write times as Beijing wall-clock time (UTC+8, no daylight saving):
 * Alipay as `yyyy-MM-dd HH:mm:ss`, WeChat Pay as RFC 3339 with `+08:00` (which Date parses itself).
 */
const OFFSET_MS = 8 * 3600 * 1000

/** yyyy-MM-dd HH:mm:ss in Beijing time. */
export function beijingDateTime(ms: number): string {
  const d = new Date(ms + OFFSET_MS)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`
}

/** The instant of a Beijing `yyyy-MM-dd HH:mm:ss`; null when it is not one. */
export function parseBeijingDateTime(text: string | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '')
  if (!m) return null
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number]
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS)
}
