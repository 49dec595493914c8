/**
 * The install's device id, sent as the `device-id` header on every call. The server keys its per-device
 * send caps and the password throttle's known-device rule on it, so it must stay the same for as long
 * as the app's storage lives: made once from random bytes, kept in storage, and reused. It names an
 * install, not a person: nothing else is derived from it, and it survives logout on purpose.
 */
import { randomBytes } from '../platform/random'
import { STORAGE_KEYS } from './constants'
import type { StoragePort } from './types'

/** What this module makes (22 url-safe characters, 132 random bits); anything else stored is replaced. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function newDeviceId(random: (length: number) => Uint8Array = randomBytes): string {
  return Array.from(random(22), (b) => ALPHABET[b & 63]).join('')
}

/**
 * The id stored under STORAGE_KEYS.deviceId, made and stored on first use. When the host refuses to
 * store it (private mode, quota), the id made for this run is kept in memory so the run stays
 * consistent; a later run makes a new one.
 */
export function createDeviceId(storage: StoragePort, random?: (length: number) => Uint8Array): () => string {
  let current: string | undefined
  return () => {
    if (current) return current
    const stored = storage.get(STORAGE_KEYS.deviceId)
    if (typeof stored === 'string' && DEVICE_ID_PATTERN.test(stored)) return (current = stored)
    current = newDeviceId(random)
    storage.set(STORAGE_KEYS.deviceId, current)
    return current
  }
}
