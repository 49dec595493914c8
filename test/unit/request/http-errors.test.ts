/** Rule 6: HTTP failures of high/critical calls, limiting/risk-controlled calls and the voucher cache. */
import { DAY_MS, request, setLang } from './imports'
import { advance, createHarness, http, ok, track } from './harness'

beforeEach(() => {
  jest.useFakeTimers()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

const high = (url = 'home/pub/v5/layouts') => track(request({ url, importance: 'high' }))

describe('HTTP failures on high and critical calls', () => {
  it.each([461, 465, 469, 999, 418, 403, 405])('%i shows the "too frequent" retry dialog', async (code) => {
    const h = createHarness()
    h.reply(http(code))
    h.answerConfirm('cancel')
    const result = high()
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith({
      title: '当前访问人数过多',
      content: '当前网络访问过于频繁，请切换网络或稍后再试',
      confirmText: '重试',
      cancelText: '返回',
    })
    expect(h.nav.back).toHaveBeenCalled()
    expect(result.error).toMatchObject({ statusCode: -1, httpCode: code, message: '当前网络访问过于频繁，请切换网络或稍后再试' })
  })

  it('504 shows the "cannot connect" retry dialog; Retry re-sends once', async () => {
    const h = createHarness()
    h.reply(http(504), ok('back again'))
    h.answerConfirm('confirm')
    const result = high()
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '无法连接网络，请检查网络或稍后再试' }))
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(result.value).toBe('back again')
  })

  it('a time-out shows the "cannot connect" retry dialog and keeps the time-out message', async () => {
    const h = createHarness()
    h.reply({ errMsg: 'request:fail timeout' })
    h.answerConfirm('cancel')
    const result = track(request({ url: 'buyer/order/v5/create_order', importance: 'critical', extras: { public: true } }))
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '无法连接网络，请检查网络或稍后再试' }))
    expect(result.error.message).toBe('request failed: timeout')
  })

  it("other failures carry 'please check network or retry later' and show no dialog", async () => {
    const h = createHarness()
    h.reply(http(500), { errMsg: 'request:fail net::ERR_CONNECTION_RESET' })
    const first = high()
    const second = high()
    await advance(1)
    expect(first.error).toMatchObject({ httpCode: 500, statusCode: -1, message: '请检查网络或稍后再试' })
    expect(second.error).toMatchObject({ httpCode: 0, statusCode: -1, message: '请检查网络或稍后再试' })
    expect(h.ui.confirm).not.toHaveBeenCalled()
  })

  it('medium and low calls show no dialog for HTTP failures', async () => {
    const h = createHarness()
    h.reply(http(469), { errMsg: 'request:fail timeout' })
    const first = track(request({ url: 'home/pub/v5/layouts' }))
    const second = track(request({ url: 'home/pub/v5/layouts', importance: 'low' }))
    await advance(1)
    expect(h.ui.confirm).not.toHaveBeenCalled()
    expect(first.error.httpCode).toBe(469)
    expect(second.error.message).toBe('request failed: timeout')
  })

  it('localises the network wording in English', async () => {
    const h = createHarness()
    setLang('en-US')
    h.reply(http(403))
    h.answerConfirm('cancel')
    high()
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith({
      title: 'Too many visitors',
      content: 'Current network access is too frequent; try another network or retry later',
      confirmText: 'Retry',
      cancelText: 'Back',
    })
  })
})

describe('limiting and risk-controlled calls', () => {
  it('turn a non-200 HTTP status into an empty success', async () => {
    const h = createHarness()
    h.reply(http(469), http(403))
    const limited = track(request({ url: 'show/pub/v5/show/S1/dynamic', importance: 'critical', extras: { limiting: true } }))
    const risky = track(request({ url: 'show/pub/v5/show/S1/dynamic', importance: 'high', extras: { riskControlled: true } }))
    await advance(1)
    expect(limited).toMatchObject({ done: true, value: null })
    expect(risky).toMatchObject({ done: true, value: null })
    expect(h.ui.confirm).not.toHaveBeenCalled()
  })
})

describe('voucher cache', () => {
  const voucher = (params: Record<string, unknown> = { page: 1 }) =>
    track(request({ url: 'buyer/v1/vouchers', params, extras: { voucherCache: true } }))

  it.each([
    ['a network error', { errMsg: 'request:fail' }],
    ['HTTP 500', http(500)],
    ['HTTP 503', http(503)],
    ['HTTP 429', http(429)],
    ['HTTP 469', http(469)],
  ])('answers from the cache on %s', async (_name, failure) => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok({ tickets: ['A'] }), failure)
    expect((await (async () => { const r = voucher(); await advance(1); return r })()).value).toEqual({ tickets: ['A'] })
    const offline = voucher()
    await advance(1)
    expect(offline).toMatchObject({ done: true, value: { tickets: ['A'] } })
  })

  it('does not use the cache for a 4xx verdict, or for other parameters', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok({ tickets: ['A'] }), http(404), http(500))
    voucher()
    await advance(1)
    const notFound = voucher()
    const otherPage = voucher({ page: 2 })
    await advance(1)
    expect(notFound.error.httpCode).toBe(404)
    expect(otherPage.error.httpCode).toBe(500)
  })

  it('keeps at most 10 entries per call and drops entries older than 15 days', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    jest.setSystemTime(Date.UTC(2026, 0, 1))
    h.otherwise(ok({ page: 'old' }))
    voucher({ page: 'old' })
    await advance(1)
    jest.setSystemTime(Date.UTC(2026, 0, 17))
    for (let page = 1; page <= 11; page++) {
      h.reply(ok({ page }))
      voucher({ page })
      await advance(1)
    }
    const stored = h.store.get('voucherCache:u1') as Record<string, Array<{ data: { page: unknown } }>>
    const entries = stored['buyer/v1/vouchers']
    expect(entries).toHaveLength(10)
    expect(entries.map((e) => e.data.page)).not.toContain('old')
    expect(entries.map((e) => e.data.page)).not.toContain(1)

    h.otherwise(http(500))
    const first = voucher({ page: 1 })
    const eleventh = voucher({ page: 11 })
    await advance(1)
    expect(first.error).toBeDefined()
    expect(eleventh.value).toEqual({ page: 11 })

    // An entry past 15 days is not served even if it is still stored.
    jest.setSystemTime(Date.UTC(2026, 0, 17) + 16 * DAY_MS)
    const stale = voucher({ page: 11 })
    await advance(1)
    expect(stale.error).toBeDefined()
  })
})
