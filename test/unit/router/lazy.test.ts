import { LAZY_LOAD_DELAY_MS, LAZY_LOAD_TIMEOUT_MS } from '../../../src/router/constants'
import { RouterEvents } from '../../../src/router/events'
import { lazyPage, loadLazily, PageLoadTimeoutError } from '../../../src/router/lazy'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('lazy page loading', () => {
  it('starts the load after 200 ms', async () => {
    expect(LAZY_LOAD_DELAY_MS).toBe(200)
    const loader = jest.fn(() => Promise.resolve('page'))
    const p = loadLazily(loader, { events: new RouterEvents() })
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS - 1)
    expect(loader).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await expect(p).resolves.toBe('page')
  })

  it('gives up after 10 s and raises preloadError', async () => {
    expect(LAZY_LOAD_TIMEOUT_MS).toBe(10000)
    const events = new RouterEvents()
    const onError = jest.fn()
    events.on('preloadError', onError)
    const p = loadLazily(() => new Promise<never>(() => undefined), { events })
    const settled = p.catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1)
    expect(onError).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(await settled).toBeInstanceOf(PageLoadTimeoutError)
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('raises preloadError when the chunk fails to load', async () => {
    const events = new RouterEvents()
    const onError = jest.fn()
    events.on('preloadError', onError)
    const boom = new Error('ChunkLoadError')
    const p = lazyPage(() => Promise.reject(boom), { events })()
    const settled = p.catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(LAZY_LOAD_DELAY_MS)
    expect(await settled).toBe(boom)
    expect(onError).toHaveBeenCalledWith({ error: boom })
  })
})
