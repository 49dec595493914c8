/**
 * Values the server hands out in one response and expects back on later calls: risk tokens (per
 * scope), the passId of the purchase flow, the mini-program session cookie and privilege tokens.
 * They live in storage so a reload or a mini-program relaunch keeps them.
 */
import { STORAGE_KEYS } from './constants'
import type { StoragePort } from './types'

/** Response header names arrive in any case depending on the platform. */
export function headerValue(header: Record<string, string> | undefined, name: string): string | undefined {
  if (!header) return undefined
  const wanted = name.toLowerCase()
  for (const key of Object.keys(header)) {
    if (key.toLowerCase() === wanted) {
      const value = header[key] as unknown
      if (Array.isArray(value)) return value.join(',')
      return value == null ? undefined : String(value)
    }
  }
  return undefined
}

function readMap(storage: StoragePort, key: string): Record<string, string> {
  const value = storage.get(key)
  return value && typeof value === 'object' ? (value as Record<string, string>) : {}
}

export function createRiskTokens(storage: StoragePort) {
  return {
    get(scope: string): string | undefined {
      return readMap(storage, STORAGE_KEYS.riskTokens)[scope] || undefined
    },
    set(scope: string, token: string): void {
      storage.set(STORAGE_KEYS.riskTokens, { ...readMap(storage, STORAGE_KEYS.riskTokens), [scope]: token })
    },
    /** Logout drops every scope: a risk token belongs to the session that earned it. */
    clear(): void {
      storage.remove(STORAGE_KEYS.riskTokens)
    },
  }
}

export function createPassId(storage: StoragePort) {
  return {
    get(): string | undefined {
      const value = storage.get(STORAGE_KEYS.passId)
      return typeof value === 'string' && value ? value : undefined
    },
    set(passId: string): void {
      storage.set(STORAGE_KEYS.passId, passId)
    },
  }
}

export function createPrivilegeTokens(storage: StoragePort) {
  return {
    get(privilegeId: string): string | undefined {
      return readMap(storage, STORAGE_KEYS.privilegeTokens)[privilegeId] || undefined
    },
    set(privilegeId: string, token: string): void {
      storage.set(STORAGE_KEYS.privilegeTokens, {
        ...readMap(storage, STORAGE_KEYS.privilegeTokens),
        [privilegeId]: token,
      })
    },
  }
}

/**
 * Mini-programs have no cookie jar: keep the name=value pairs of Set-Cookie and send them back.
 * Several cookies may arrive joined by commas; a comma followed by `name=` starts a new cookie
 * (commas inside Expires dates are not followed by `=`).
 */
export function createCookies(storage: StoragePort) {
  return {
    header(): string | undefined {
      const jar = readMap(storage, STORAGE_KEYS.cookie)
      const pairs = Object.entries(jar).map(([name, value]) => `${name}=${value}`)
      return pairs.length ? pairs.join('; ') : undefined
    },
    absorb(setCookie: string | undefined): void {
      if (!setCookie) return
      const jar = { ...readMap(storage, STORAGE_KEYS.cookie) }
      for (const cookie of setCookie.split(/,(?=\s*[^;,=\s]+=)/)) {
        const pair = cookie.split(';')[0].trim()
        const eq = pair.indexOf('=')
        if (eq <= 0) continue
        jar[pair.slice(0, eq).trim()] = pair.slice(eq + 1).trim()
      }
      storage.set(STORAGE_KEYS.cookie, jar)
    },
  }
}

export type RiskTokens = ReturnType<typeof createRiskTokens>
export type PassIdStore = ReturnType<typeof createPassId>
export type PrivilegeTokens = ReturnType<typeof createPrivilegeTokens>
export type Cookies = ReturnType<typeof createCookies>
