/**
 * Synchronous key/value storage with JSON values. Taro's sync storage exists on every target, so this
 * file has no per-target variants; failures (quota, private mode) never throw into the app.
 */
import Taro from '@tarojs/taro'

export interface StoragePort {
  getItem<T>(key: string, fallback?: T): T | undefined
  setItem(key: string, value: unknown): boolean
  removeItem(key: string): void
  /** Short aliases of getItem / setItem / removeItem. */
  get<T = unknown>(key: string, fallback?: T): T | undefined
  set(key: string, value: unknown): boolean
  remove(key: string): void
}

/** The stored value parsed from JSON; `fallback` when missing or unreadable. */
export function getItem<T>(key: string, fallback?: T): T | undefined {
  let raw: unknown
  try {
    raw = Taro.getStorageSync(key)
  } catch {
    return fallback
  }
  if (raw === '' || raw === undefined || raw === null) return fallback
  if (typeof raw !== 'string') return raw as T // written by other code without JSON
  try {
    return JSON.parse(raw) as T
  } catch {
    return raw as unknown as T
  }
}

/** Stores `value` as JSON; undefined removes the key. False when the host refused. */
export function setItem(key: string, value: unknown): boolean {
  if (value === undefined) {
    removeItem(key)
    return true
  }
  try {
    Taro.setStorageSync(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function removeItem(key: string): void {
  try {
    Taro.removeStorageSync(key)
  } catch {
    // nothing stored or storage unavailable: the key is gone either way
  }
}

export const storage: StoragePort = { getItem, setItem, removeItem, get: getItem, set: setItem, remove: removeItem }
