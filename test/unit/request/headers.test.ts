/** Rule 1: what every call carries (core §7) and the credentials some calls carry. */
import { get, post, request, setPrivilegeToken, getRiskToken, STORAGE_KEYS, logout } from '../../../src/request'
import { advance, createHarness, ok, pathOf, queryOf, track } from './harness'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('common query and headers', () => {
  it('sends the common query parameters and headers, with a unique trace id per call', async () => {
    const h = createHarness({ accessToken: 'tok-1', userId: 'u1' })
    const first = track(get('home/pub/v5/shop/configs', { cityId: 'BL1106' }))
    const second = track(get('home/pub/v3/show_list/search', { keyword: 'a' }))
    await advance(5)
    expect(first.done && second.done).toBe(true)

    expect(pathOf(h.sent[0])).toBe('https://api.example.test/api/home/pub/v5/shop/configs')
    expect(queryOf(h.sent[0])).toEqual({
      cityId: 'BL1106',
      lang: 'zh-CN',
      utcOffset: '480',
      channelId: 'ch-1',
      ver: '4.39.0',
      terminalSrc: 'H5',
      src: 'h5',
      merchantId: '10001',
      appId: 'app-1',
    })
    expect(h.sent[0].header).toEqual({
      'front-trace-id': 'trace-1',
      'terminal-src': 'H5',
      src: 'h5',
      'channel-id': 'ch-1',
      'merchant-id': '10001',
      ver: '4.39.0',
      'utc-offset': '480',
      'access-token': 'tok-1',
      'device-id': expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    })
    expect(h.sent[1].header['front-trace-id']).toBe('trace-2')
    expect(h.sent[1].header['device-id']).toBe(h.sent[0].header['device-id'])
  })

  it('leaves out access-token when there is none, and adds backend-preview in preview mode', async () => {
    const h = createHarness({ context: { preview: true } })
    track(get('home/pub/v5/layouts'))
    await advance(5)
    expect(h.sent[0].header['access-token']).toBeUndefined()
    expect(h.sent[0].header['backend-preview']).toBe('{"source":"backend","terminal":"PREVIEW"}')
  })

  it("drops null, 'null' and 'undefined' from the query and the top level of the body", async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    track(get('home/pub/v3/show_list/search', { keyword: 'x', cityId: null, lat: 'null', lng: 'undefined', sort: undefined }))
    track(post('buyer/v1/things', { a: 1, b: null, c: 'null', d: 'undefined', e: { f: null } }))
    await advance(5)
    const query = queryOf(h.sent[0])
    expect(query.keyword).toBe('x')
    expect(Object.keys(query)).not.toEqual(expect.arrayContaining(['cityId', 'lat', 'lng', 'sort']))
    expect(h.sent[1].data).toEqual({ a: 1, e: { f: null } })
    expect(h.sent[1].method).toBe('POST')
  })
})

describe('privilege token', () => {
  it('is sent only when the request carries a privilegeId, from storage or from the options', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    setPrivilegeToken('P1', 'priv-token-1')
    track(get('show/pub/v5/show/S1/static', { privilegeId: 'P1' }))
    track(post('buyer/v3/pre_order', { privilegeId: 'P2' }, { privilegeToken: 'given-2' }))
    track(get('show/pub/v5/show/S1/static'))
    await advance(5)
    expect(h.sent[0].header['privilege-token']).toBe('priv-token-1')
    expect(h.sent[1].header['privilege-token']).toBe('given-2')
    expect(h.sent[2].header['privilege-token']).toBeUndefined()
  })
})

describe('passId', () => {
  it('is remembered from a purchase call and sent on pre-order and create-order only', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(ok({ sessions: [] }, { passId: 'pass-from-header' }))
    await (async () => {
      const p = track(request({ url: 'show/pub/v5/show/S1/dynamic', extras: { passIdSource: true } }))
      await advance(5)
      expect(p.done).toBe(true)
    })()
    const pre = track(post('buyer/order/v3/pre_order', {}, { extras: { needsPassId: true } }))
    const other = track(post('buyer/v1/other', {}))
    await advance(5)
    expect(pre.done && other.done).toBe(true)
    expect(h.sent[1].header.passId).toBe('pass-from-header')
    expect(h.sent[2].header.passId).toBeUndefined()

    // From the response data when the header is absent.
    h.reply(ok({ passId: 'pass-from-data' }))
    track(request({ url: 'venue/pub/v1/purchase', extras: { passIdSource: true } }))
    await advance(5)
    track(post('buyer/order/v5/create_order', {}, { importance: 'critical', extras: { needsPassId: true } }))
    await advance(5)
    expect(h.sent[4].header.passId).toBe('pass-from-data')
  })
})

describe('risk token', () => {
  it('is stored from the risk-token response header and sent on calls that need it', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(ok(null, { 'Risk-Token': 'risk-1' }))
    track(get('show/pub/v5/show/S1/static'))
    await advance(5)
    expect(getRiskToken()).toBe('risk-1')
    expect(h.store.get(STORAGE_KEYS.riskTokens)).toEqual({ '10001': 'risk-1' })

    track(post('buyer/order/v5/create_order', {}, { importance: 'critical', extras: { needsRiskToken: true } }))
    track(post('buyer/v1/elsewhere', {}))
    await advance(5)
    expect(h.sent[1].header['risk-token']).toBe('risk-1')
    expect(h.sent[2].header['risk-token']).toBeUndefined()
  })

  it('is kept per scope', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(ok(null, { 'risk-token': 'scoped' }))
    track(request({ url: 'buyer/v1/captcha', extras: { riskScope: 'show-S1' } }))
    await advance(5)
    track(request({ url: 'buyer/v1/order', extras: { needsRiskToken: true } }))
    track(request({ url: 'buyer/v1/order', extras: { needsRiskToken: true, riskScope: 'show-S1' } }))
    await advance(5)
    expect(h.sent[1].header['risk-token']).toBeUndefined()
    expect(h.sent[2].header['risk-token']).toBe('scoped')
  })
})

describe('mini-program session cookie', () => {
  it('stores Set-Cookie and sends Cookie back on mini-programs', async () => {
    const h = createHarness({ context: { isMiniProgram: true, isH5: false } })
    h.reply(ok(null, { 'Set-Cookie': 'SESSION=abc; Path=/; HttpOnly, lb=node2; Expires=Wed, 21 Oct 2026 07:28:00 GMT' }))
    track(get('home/pub/v5/layouts'))
    await advance(5)
    track(get('home/pub/v5/layouts'))
    await advance(5)
    expect(h.sent[0].header.Cookie).toBeUndefined()
    expect(h.sent[1].header.Cookie).toBe('SESSION=abc; lb=node2')
  })

  it('does not send cookies from H5 (the browser owns them)', async () => {
    const h = createHarness()
    h.reply(ok(null, { 'set-cookie': 'SESSION=abc' }))
    track(get('home/pub/v5/layouts'))
    await advance(5)
    track(get('home/pub/v5/layouts'))
    await advance(5)
    expect(h.sent[1].header.Cookie).toBeUndefined()
  })
})

describe('logout clears risk tokens', () => {
  it('removes every stored risk token', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(ok(null, { 'risk-token': 'r' }))
    track(get('home/pub/v5/layouts'))
    await advance(5)
    const done = track(logout())
    await advance(5)
    expect(done.done).toBe(true)
    expect(getRiskToken()).toBeUndefined()
  })
})
