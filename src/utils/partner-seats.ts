/**
 * Third-party seat picking, the app's side: the partner page's address with our way back, and the
 * seat ids and labels inside the signed result it returns with (`partnerSeats=`). The app reads the
 * result only to show and send the seats; the server verifies the signature on pre_order and
 * create_order (server/src/modules/seating/partner/token.ts). Pure, no platform APIs: the base64url
 * and UTF-8 decoding is done here because mini-program runtimes lack atob and TextDecoder.
 */

export interface PartnerSeatResult {
  token: string
  sessionId: string
  seatIds: string[]
  /** The partner's seat labels, in its page's language (display only). */
  labels: string[]
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

function base64urlBytes(s: string): number[] | null {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const ch of s.replace(/=+$/, '')) {
    const v = ALPHABET.indexOf(ch === '+' ? '-' : ch === '/' ? '_' : ch)
    if (v < 0) return null
    buffer = (buffer << 6) | v
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return bytes
}

function utf8(bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number
    const n = b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2
    let cp = n === 1 ? b : b & (0xff >> (n + 1))
    for (let k = 1; k < n; k++) cp = (cp << 6) | ((bytes[i + k] ?? 0) & 0x3f)
    out += String.fromCodePoint(cp)
    i += n
  }
  return out
}

/** The seats a partner result names, or null when it is not one (the server has the last word anyway). */
export function readPartnerResult(token: string | undefined | null): PartnerSeatResult | null {
  if (!token) return null
  const [body, sig] = token.split('.')
  if (!body || !sig) return null
  const bytes = base64urlBytes(body)
  if (!bytes) return null
  try {
    const c = JSON.parse(utf8(bytes)) as { s?: unknown; seats?: unknown; labels?: unknown }
    if (typeof c.s !== 'string' || !Array.isArray(c.seats) || c.seats.length === 0 || !c.seats.every((x) => typeof x === 'string')) return null
    const labels = Array.isArray(c.labels) && c.labels.every((x) => typeof x === 'string') ? (c.labels as string[]) : []
    return { token, sessionId: c.s, seatIds: c.seats as string[], labels }
  } catch {
    return null
  }
}

/** The partner page with our way back (an absolute URL of this app) and the buyer's language. */
export function partnerPageUrl(partnerUrl: string, returnUrl: string, lang: string): string {
  const sep = partnerUrl.includes('?') ? '&' : '?'
  return `${partnerUrl}${sep}returnUrl=${encodeURIComponent(returnUrl)}&lang=${encodeURIComponent(lang)}`
}
