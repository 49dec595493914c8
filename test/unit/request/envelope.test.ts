/** Rule 3: the envelope — success codes, the RequestError fields, time-outs and failure logging. */
import { RequestError, isRequestError, request, setLang } from './imports'
import { advance, createHarness, envelope, fail, http, ok, track } from './harness'

beforeEach(() => {
  jest.useFakeTimers()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

describe('envelope', () => {
  it('resolves with data for statusCode 200 and 510', async () => {
    const h = createHarness()
    h.reply(ok({ a: 1 }), { statusCode: 200, data: envelope({ statusCode: 510, data: { partial: true } }), header: {} })
    const first = track(request({ url: 'home/pub/v5/layouts' }))
    const second = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect(first.value).toEqual({ a: 1 })
    expect(second.value).toEqual({ partial: true })
  })

  it('rejects other statusCodes with a RequestError carrying the envelope fields', async () => {
    const h = createHarness()
    h.reply(
      fail({
        statusCode: 22037057,
        comments: '会员折扣已变化',
        subComments: '请重新下单',
        actText: '知道了',
        errorCode: 'RE1',
        data: { orderId: 'O-9' },
      }),
    )
    const result = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    const error = result.error as RequestError
    expect(isRequestError(error)).toBe(true)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({
      name: 'RequestError',
      message: '会员折扣已变化',
      httpCode: 200,
      statusCode: 22037057,
      subComments: '请重新下单',
      actText: '知道了',
      mode: 'none',
      errorCode: 'RE1',
      orderId: 'O-9',
    })
    expect(typeof error.stack).toBe('string')
  })

  it('keeps the failed envelope\'s data on the error (a need-bind answer carries its ticket)', async () => {
    const h = createHarness()
    const data = { bindTicket: 'T-from-server', provider: 'GOOGLE', email: '', expiresInSeconds: 900 }
    h.reply(fail({ statusCode: 40001, data }), fail({ statusCode: 40001, data: null }))
    const withData = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect((withData.error as RequestError).data).toEqual(data)
    const without = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect((without.error as RequestError).data).toBeUndefined()
  })

  it('uses the localised generic default when comments are empty', async () => {
    const h = createHarness()
    h.reply(fail({ comments: '' }), fail({ comments: '' }))
    const zh = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect(zh.error.message).toBe('当前访问人数过多，马上就好了')
    setLang('en-US')
    const en = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect(en.error.message).toBe('Too many visitors right now, almost there')
    expect(h.transport).toHaveBeenCalledTimes(2)
  })

  it('gives statusCode -1 and the HTTP code for a non-200 HTTP status', async () => {
    const h = createHarness()
    h.reply(http(500, { statusCode: 500, comments: '服务异常' }))
    const result = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect(result.error).toMatchObject({ statusCode: -1, httpCode: 500, message: '服务异常' })
  })

  it("gives 'request failed: timeout' for a time-out", async () => {
    const h = createHarness()
    h.reply({ errMsg: 'request:fail timeout' })
    const result = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect(result.error).toMatchObject({ statusCode: -1, httpCode: 0, message: 'request failed: timeout' })
  })

  it('logs failed responses with the trace id', async () => {
    const h = createHarness()
    h.reply(ok(1), fail({ statusCode: 12501099, comments: 'x' }))
    track(request({ url: 'home/pub/v5/layouts' }))
    track(request({ url: 'home/pub/v5/masonry_component_data' }))
    await advance(1)
    expect(h.log).toHaveBeenCalledTimes(1)
    expect(h.log).toHaveBeenCalledWith(
      expect.objectContaining({
        level: 'error',
        event: 'request_failed',
        url: 'home/pub/v5/masonry_component_data',
        statusCode: 12501099,
        traceId: 'trace-2',
      }),
    )
  })

  it('shows the generic error dialog with a Back button when the body is not an envelope', async () => {
    const h = createHarness()
    h.reply({ statusCode: 200, data: '<html>', header: {} })
    const result = track(request({ url: 'home/pub/v5/layouts' }))
    await advance(1)
    expect(h.ui.alert).toHaveBeenCalledWith({
      title: '当前访问人数过多',
      content: '出了点小问题，请返回稍后再试',
      confirmText: '返回',
    })
    expect(h.nav.back).toHaveBeenCalled()
    expect(result.error).toBeInstanceOf(RequestError)
  })
})
