/**
 * Generated show posters: a 3:4 SVG whose colours derive from the show id (same id, same poster) with
 * the show name and category written on it. Self-contained: no fonts, images or links from elsewhere.
 */

/** FNV-1a: a stable 32-bit hash so colours never change between runs or machines. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)
}

/** Wrap by visual width: a CJK character counts as two Latin ones. At most `maxLines` lines, the last cut with '…'. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  let used = 0
  for (const ch of Array.from(text)) {
    const w = /[\u2E80-\uFFEF]/.test(ch) ? 2 : 1
    if (used + w > width && line) {
      lines.push(line.trimEnd())
      line = ''
      used = 0
      if (lines.length === maxLines) break
    }
    if (!line && ch === ' ') continue
    line += ch
    used += w
  }
  if (lines.length < maxLines && line) lines.push(line.trimEnd())
  else if (line && lines.length === maxLines) lines[maxLines - 1] = `${lines[maxLines - 1]?.slice(0, -1) ?? ''}…`
  return lines
}

export interface PosterInput {
  showId: string
  showName: string
  category: string
  date: string
}

export function renderPoster(p: PosterInput): string {
  const h = hash(p.showId)
  const hue1 = h % 360
  const hue2 = (hue1 + 40 + ((h >>> 9) % 100)) % 360
  const circleX = 40 + ((h >>> 3) % 220)
  const circleY = 60 + ((h >>> 11) % 160)
  const lines = wrap(p.showName, 18, 4)
  const text = lines
    .map((l, i) => `<text x="24" y="${250 + i * 30}" font-size="24" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`)
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400" role="img" aria-label="${escapeXml(p.showName)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue1},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},65%,25%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="300" height="400" fill="url(#g)"/>`,
    `<circle cx="${circleX}" cy="${circleY}" r="${70 + ((h >>> 17) % 50)}" fill="hsl(${hue2},80%,70%)" fill-opacity="0.25"/>`,
    `<text x="24" y="40" font-size="14" fill="#fff" fill-opacity="0.85">${escapeXml(p.category)}</text>`,
    text,
    `<text x="24" y="376" font-size="14" fill="#fff" fill-opacity="0.85">${escapeXml(p.date)}</text>`,
    `</svg>`,
  ].join('')
}
