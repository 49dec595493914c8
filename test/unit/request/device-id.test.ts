/**
 * The device-id header: one lasting random id per install, made once and kept in the app's storage,
 * sent on every call (public and logged-in), surviving logout and relaunch; a bad stored value or a
 * storage that refuses to keep it never breaks a call.
 */
import { configureRequest, get, logout, post, STORAGE_KEYS } from '../../../src/request'
import { createDeviceId, DEVICE_ID_PATTERN, newDeviceId } from '../../../src/request/device-id'
import { advance, createHarness, ok, track } from './harness'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const headerOf = (h: ReturnType<typeof createHarness>, i: number) => h.sent[i].header['device-id']

describe('device-id header', () => {
  it('is made once, stored, and sent on every call, public or not', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    expect(h.store.get(STORAGE_KEYS.deviceId)).toBeUndefined()
    track(get('home/pub/v5/shop/configs'))
    track(post('buyer/v1/things', { a: 1 }))
    track(post('user/pub/v1/send_code', { cellphone: '13800138000' }))
    await advance(5)
    const id = headerOf(h, 0)
    expect(id).toMatch(DEVICE_ID_PATTERN)
    expect(h.store.get(STORAGE_KEYS.deviceId)).toBe(id)
    expect([headerOf(h, 1), headerOf(h, 2)]).toEqual([id, id])
    expect(h.storage.set.mock.calls.filter(([key]) => key === STORAGE_KEYS.deviceId)).toHaveLength(1)
  })

  it('lasts: logout keeps it, and a relaunch on the same storage sends the same id', async () => {
    const h = createHarness({ accessToken: 't', refreshToken: 'r', userId: 'u' })
    track(get('home/pub/v5/layouts'))
    await advance(5)
    const id = headerOf(h, 0)
    h.reply(ok(null))
    track(logout())
    await advance(5)
    expect(h.store.get(STORAGE_KEYS.deviceId)).toBe(id)
    // Relaunch: a new client over the same storage.
    configureRequest({ ...h.deps })
    track(get('home/pub/v5/layouts'))
    await advance(5)
    expect(headerOf(h, h.sent.length - 1)).toBe(id)
  })

  it('differs between installs', async () => {
    const a = createHarness()
    track(get('home/pub/v5/layouts'))
    await advance(5)
    const b = createHarness()
    track(get('home/pub/v5/layouts'))
    await advance(5)
    expect(headerOf(a, 0)).not.toBe(headerOf(b, 0))
  })

  it('replaces a stored value that is not one it made (tampered, or from an older build)', async () => {
    for (const stored of ['', 'short', 'has spaces in it and is long enough', 42, { id: 'x' }, 'a'.repeat(200)]) {
      const h = createHarness()
      h.store.set(STORAGE_KEYS.deviceId, stored)
      track(get('home/pub/v5/layouts'))
      await advance(5)
      expect(headerOf(h, 0)).toMatch(DEVICE_ID_PATTERN)
      expect(h.store.get(STORAGE_KEYS.deviceId)).toBe(headerOf(h, 0))
    }
  })

  it('keeps one id for the run when the storage refuses to keep it', async () => {
    const h = createHarness()
    h.storage.set.mockImplementation(() => undefined) // private mode: nothing is kept
    track(get('home/pub/v5/layouts'))
    track(get('home/pub/v5/layouts'))
    await advance(5)
    expect(headerOf(h, 0)).toMatch(DEVICE_ID_PATTERN)
    expect(headerOf(h, 1)).toBe(headerOf(h, 0))
  })

  it('uses the given random bytes, and works without platform crypto', () => {
    const fixed = (n: number) => new Uint8Array(n).fill(1)
    expect(newDeviceId(fixed)).toBe('B'.repeat(22))
    const store = new Map<string, unknown>()
    const storage = { get: (k: string) => store.get(k), set: (k: string, v: unknown) => void store.set(k, v), remove: (k: string) => void store.delete(k) }
    expect(createDeviceId(storage, fixed)()).toBe('B'.repeat(22))

    const crypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto')
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true })
    try {
      const a = newDeviceId()
      const b = newDeviceId()
      expect(a).toMatch(DEVICE_ID_PATTERN)
      expect(a).not.toBe(b)
    } finally {
      if (crypto) Object.defineProperty(globalThis, 'crypto', crypto)
    }
  })
})
