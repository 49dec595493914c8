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

/** Visual width: a CJK character counts as two Latin ones. */
const widthOf = (text: string): number => Array.from(text).reduce((n, ch) => n + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0)

/**
 * The pieces a line may break between: each CJK character on its own, a Latin word with the space
 * after it, so "Live" is never cut into "Li / ve" (a word wider than a line is the one exception).
 */
function breakable(text: string): string[] {
  return text.match(/[\u2E80-\uFFEF]|[^\s\u2E80-\uFFEF]+\s*|\s+/g) ?? []
}

/** Wrap by visual width at word and CJK boundaries. At most `maxLines` lines, the last cut with '…'. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const pieces: string[] = []
  for (const piece of breakable(text)) {
    if (widthOf(piece.trimEnd()) <= width) pieces.push(piece)
    else for (let rest = Array.from(piece); rest.length; rest = rest.slice(width)) pieces.push(rest.slice(0, width).join(''))
  }
  const lines: string[] = []
  let line = ''
  for (const piece of pieces) {
    if (line && widthOf((line + piece).trimEnd()) > width) {
      lines.push(line.trimEnd())
      line = ''
    }
    if (!line && !piece.trim()) continue
    line += piece
  }
  if (line.trim()) lines.push(line.trimEnd())
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  const last = Array.from(kept[maxLines - 1] ?? '')
  kept[maxLines - 1] = `${(widthOf(last.join('')) < width ? last : last.slice(0, -1)).join('').trimEnd()}…`
  return kept
}

/**
 * A sans-serif stack every platform has (an SVG shown as an image cannot load web fonts): without
 * one the browser falls back to a serif font.
 */
const FONT = `font-family="'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',Helvetica,Arial,sans-serif"`

export interface PosterInput {
  showId: string
  showName: string
  category: string
  date: string
}

/** A poster (3:4, show cards and detail) or a banner (3:1, carousels and banner blocks). */
export type PosterShape = 'poster' | 'banner'

interface Frame {
  width: number
  height: number
  /** Left edge of the writing; a banner keeps its text inside the middle that a phone's crop still shows. */
  x: number
  title: { size: number; chars: number; lines: number; top: number }
  small: number
  categoryY: number
  dateY: number
}

const FRAMES: Record<PosterShape, Frame> = {
  poster: { width: 300, height: 400, x: 24, title: { size: 24, chars: 18, lines: 4, top: 250 }, small: 14, categoryY: 40, dateY: 376 },
  // A phone shows a 3:1 banner at about 2.3:1 (cropped at both sides), a desktop in full: the text
  // stays between x = 180 and 1020 and in the upper middle, clear of a banner block's own title.
  banner: { width: 1200, height: 400, x: 180, title: { size: 52, chars: 26, lines: 2, top: 170 }, small: 26, categoryY: 100, dateY: 310 },
}

export function renderPoster(p: PosterInput, shape: PosterShape = 'poster'): string {
  const f = FRAMES[shape]
  const h = hash(p.showId)
  const hue1 = h % 360
  const hue2 = (hue1 + 40 + ((h >>> 9) % 100)) % 360
  const circleX = Math.round(((40 + ((h >>> 3) % 220)) * f.width) / 300)
  const circleY = 60 + ((h >>> 11) % 160)
  const lines = wrap(p.showName, f.title.chars, f.title.lines)
  const lineHeight = Math.round(f.title.size * 1.25)
  const text = lines
    .map((l, i) => `<text x="${f.x}" y="${f.title.top + i * lineHeight}" font-size="${f.title.size}" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`)
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}" role="img" aria-label="${escapeXml(p.showName)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue1},70%,45%)"/><stop offset="1" stop-color="hsl(${hue2},65%,25%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${f.width}" height="${f.height}" fill="url(#g)"/>`,
    `<circle cx="${circleX}" cy="${circleY}" r="${70 + ((h >>> 17) % 50)}" fill="hsl(${hue2},80%,70%)" fill-opacity="0.25"/>`,
    `<g ${FONT}>`,
    `<text x="${f.x}" y="${f.categoryY}" font-size="${f.small}" fill="#fff" fill-opacity="0.85">${escapeXml(p.category)}</text>`,
    text,
    `<text x="${f.x}" y="${f.dateY}" font-size="${f.small}" fill="#fff" fill-opacity="0.85">${escapeXml(p.date)}</text>`,
    `</g>`,
    `</svg>`,
  ].join('')
}
