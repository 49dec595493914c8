/** Rule 2: importance levels, the 1 ms delay of non-high calls, time-outs and automatic retries. */
import {
  IMPORTANCE,
  NON_HIGH_DELAY,
  RETRY_INTERVAL,
  TIMEOUTS,
  levelOf,
  request,
  timeoutFor,
} from '../../../src/request'
import { advance, createHarness, http, ok, track } from './harness'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('importance', () => {
  it('has the spec levels: critical 1, high 10, medium 20, low 30 (medium by default)', () => {
    expect(IMPORTANCE).toEqual({ critical: 1, high: 10, medium: 20, low: 30 })
    expect(levelOf(undefined)).toBe(20)
    expect(levelOf('critical')).toBe(1)
  })

  it('sends high and critical calls at once and delays medium and low by 1 ms', async () => {
    const h = createHarness()
    track(request({ url: 'home/pub/v5/layouts', importance: 'low' }))
    track(request({ url: 'home/pub/v5/layouts' }))
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    track(request({ url: 'home/pub/v5/layouts', importance: 'critical' }))
    await advance(0)
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(NON_HIGH_DELAY).toBe(1)
    await advance(1)
    expect(h.transport).toHaveBeenCalledTimes(4)
  })
})

describe('time-outs', () => {
  it('uses 5000 ms by default and the named ones by URL shape', () => {
    expect(TIMEOUTS.default).toBe(5000)
    expect(timeoutFor('buyer/order/v5/create_order')).toBe(10000)
    expect(timeoutFor('show/pub/v5/show/S123/dynamic')).toBe(60000)
    expect(timeoutFor('show/pub/v5/show/S123/static')).toBe(5000)
    expect(timeoutFor('home/pub/v5/layouts')).toBe(10000)
    expect(timeoutFor('home/pub/v5/shop/configs')).toBe(60000)
    expect(timeoutFor('buyer/v1/files', 'upload')).toBe(60000)
    expect(timeoutFor('buyer/v1/files', 'download')).toBe(30000)
    expect(timeoutFor('home/pub/v3/show_list/search')).toBe(5000)
  })

  it('hands the time-out to the transport, and an explicit one wins', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    track(request({ url: 'buyer/order/v5/create_order', method: 'POST', importance: 'critical' }))
    track(request({ url: 'show/pub/v5/show/S1/dynamic', importance: 'high' }))
    track(request({ url: 'home/pub/v3/show_list/search', importance: 'high', timeout: 1234 }))
    await advance(0)
    expect(h.sent.map((s) => s.timeout)).toEqual([10000, 60000, 1234])
  })
})

describe('automatic retries (extras.retries)', () => {
  it('re-sends a failed call the given number of times, 3000 ms apart, and resolves with the first success', async () => {
    const h = createHarness()
    h.reply({ errMsg: 'request:fail' }, http(502), ok({ n: 1 }))
    const result = track(request({ url: 'home/pub/v5/layouts', extras: { retries: 3 } }))
    await advance(1)
    expect(h.transport).toHaveBeenCalledTimes(1)
    await advance(RETRY_INTERVAL - 1)
    expect(h.transport).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(h.transport).toHaveBeenCalledTimes(2)
    await advance(RETRY_INTERVAL)
    expect(h.transport).toHaveBeenCalledTimes(3)
    expect(result.value).toEqual({ n: 1 })
    expect(RETRY_INTERVAL).toBe(3000)
  })

  it('gives up after the last retry with the last error', async () => {
    const h = createHarness()
    h.otherwise({ errMsg: 'request:fail' })
    const result = track(request({ url: 'home/pub/v5/layouts', extras: { retries: 2 } }))
    await advance(1 + 2 * RETRY_INTERVAL)
    expect(h.transport).toHaveBeenCalledTimes(3)
    expect(result.error).toMatchObject({ statusCode: -1, message: '请检查网络或稍后再试' })
  })

  it('does not retry a business failure: the server has answered', async () => {
    const h = createHarness()
    h.otherwise({ statusCode: 200, data: { statusCode: 22000001, mode: 'none', comments: 'no' }, header: {} })
    const result = track(request({ url: 'home/pub/v5/layouts', extras: { retries: 2 } }))
    await advance(10000)
    expect(h.transport).toHaveBeenCalledTimes(1)
    expect(result.error).toMatchObject({ statusCode: 22000001, message: 'no' })
  })
})
