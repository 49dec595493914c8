/**
 * The install's device id, sent as the `device-id` header on every call. The server keys its per-device
 * send caps and the password throttle's known-device rule on it, so it must stay the same for as long
 * as the app's storage lives: made once from random bytes, kept in storage, and reused. It names an
 * install, not a person: nothing else is derived from it, and it survives logout on purpose.
 */
import { STORAGE_KEYS } from './constants'
import type { StoragePort } from './types'

/** What this module makes (22 url-safe characters, 132 random bits); anything else stored is replaced. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Random bytes: the platform's crypto where it has one (H5, recent mini-program runtimes), else Math.random. */
export function platformRandom(length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  const crypto = (globalThis as { crypto?: { getRandomValues?: (b: Uint8Array) => Uint8Array } }).crypto
  if (crypto?.getRandomValues) return crypto.getRandomValues(bytes)
  // Not a secret: it only has to differ between installs, which Math.random does well enough.
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return bytes
}

export function newDeviceId(random: (length: number) => Uint8Array = platformRandom): string {
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
