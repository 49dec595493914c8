/**
 * Who may call what (core §4, §6): public URLs, the logged-in test and JWT expiry. Pure functions so
 * the router and stores can use the same rules as the request gate.
 */
import { PRIVATE_PATH_PREFIXES, PUBLIC_CONFIG_PATHS } from './constants'

/** A path is public when it has a pub segment, is a config endpoint, or is outside the buyer/gateway APIs. */
export function isPublicUrl(path: string, override?: boolean): boolean {
  if (override !== undefined) return override
  const clean = path.replace(/^\/+/, '').replace(/^api\//, '').split('?')[0]
  if (clean.split('/').includes('pub')) return true
  if (PUBLIC_CONFIG_PATHS.some((config) => clean.includes(config))) return true
  return !PRIVATE_PATH_PREFIXES.some((prefix) => clean.startsWith(prefix))
}

/** Stored ids are sometimes the stringified absence of one; those do not count as a user. */
export function isLoggedIn(userId: string | null | undefined): boolean {
  return !!userId && userId !== 'undefined' && userId !== 'null'
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** base64url → text without atob/Buffer (mini-programs have neither); undefined when malformed. */
export function decodeBase64Url(input: string): string | undefined {
  const b64 = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(b64) || b64.length % 4 === 1) return undefined
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of b64) {
    buffer = (buffer << 6) | BASE64.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  try {
    return decodeURIComponent(bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''))
  } catch {
    return undefined
  }
}

/** A JWT is valid while its `exp` claim (seconds) is in the future; anything unreadable is invalid. */
export function isTokenValid(jwt: string | null | undefined, now: number = Date.now()): boolean {
  if (!jwt) return false
  const parts = jwt.split('.')
  if (parts.length < 2) return false
  const json = decodeBase64Url(parts[1])
  if (json === undefined) return false
  try {
    const payload = JSON.parse(json) as { exp?: unknown }
    return typeof payload.exp === 'number' && payload.exp * 1000 > now
  } catch {
    return false
  }
}
