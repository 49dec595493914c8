/**
 * The stub as an image: a self-contained SVG ticket stub (no fonts, images or links from elsewhere), so
 * every target shows it with its image component and a browser saves it as a file. Colours follow the
 * show id like the generated posters.
 */
import type { Lang } from '../../../../types/lang.js'
import { em } from '../express/messages.js'

export interface StubPicture {
  ticketId: string
  showName: string
  sessionName: string
  sessionTime: string
  venueName: string
  seatPlanName: string
  seatInfo: string
  attendee: string
  price: string
}

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

function hue(id: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0
  return h % 360
}

/** Cut to `max` visual columns (a CJK character is two). */
function cut(text: string, max: number): string {
  let w = 0
  let out = ''
  for (const ch of Array.from(text)) {
    w += /[\u2E80-\uFFEF]/.test(ch) ? 2 : 1
    if (w > max) return `${out}…`
    out += ch
  }
  return out
}

export function stubSvg(lang: Lang, s: StubPicture, showId: string): string {
  const h = hue(showId)
  const rows: Array<[string, string]> = [
    // The session's name is what the buyer booked by (it carries its date and time in the merchant's words).
    [em(lang, 'stub.session'), s.sessionName],
    [em(lang, 'stub.venue'), s.venueName],
    [em(lang, 'stub.seat'), s.seatInfo ? `${s.seatPlanName} ${s.seatInfo}` : `${s.seatPlanName} · ${em(lang, 'stub.admission')}`],
    ...(s.attendee ? ([[em(lang, 'stub.attendee'), s.attendee]] as Array<[string, string]>) : []),
    [em(lang, 'stub.price'), s.price],
  ]
  const body = rows
    .map(([label, value], i) => {
      const y = 190 + i * 64
      return `<text x="40" y="${y}" font-size="20" fill="#7a7a7a">${escapeXml(label)}</text><text x="40" y="${y + 30}" font-size="26" fill="#222">${escapeXml(cut(value, 40))}</text>`
    })
    .join('')
  const height = 200 + rows.length * 64 + 110
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="${height}" viewBox="0 0 600 ${height}" font-family="-apple-system, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif" role="img" aria-label="${escapeXml(s.showName)}">`,
    `<rect width="600" height="${height}" rx="24" fill="#fff"/>`,
    `<rect width="600" height="130" rx="24" fill="hsl(${h},55%,42%)"/><rect y="100" width="600" height="30" fill="hsl(${h},55%,42%)"/>`,
    `<text x="40" y="52" font-size="20" fill="#fff" fill-opacity="0.85">${escapeXml(em(lang, 'stub.title'))}</text>`,
    `<text x="40" y="98" font-size="32" font-weight="bold" fill="#fff">${escapeXml(cut(s.showName, 34))}</text>`,
    body,
    `<line x1="24" y1="${height - 90}" x2="576" y2="${height - 90}" stroke="#ccc" stroke-width="2" stroke-dasharray="10 8"/>`,
    `<circle cx="0" cy="${height - 90}" r="18" fill="#eee"/><circle cx="600" cy="${height - 90}" r="18" fill="#eee"/>`,
    `<text x="40" y="${height - 42}" font-size="20" fill="#7a7a7a">${escapeXml(em(lang, 'stub.ticketNo'))} ${escapeXml(s.ticketId)}</text>`,
    `</svg>`,
  ].join('')
}
