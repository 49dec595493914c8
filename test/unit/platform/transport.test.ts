import { DEFAULT_TIMEOUT_MS, transport } from '../../../src/platform/transport'
import { taro } from './helpers'

beforeEach(() => jest.clearAllMocks())

describe('transport', () => {
  it('sends the request over Taro.request and resolves {statusCode, data, header}', async () => {
    taro.request.mockResolvedValueOnce({ statusCode: 200, data: { statusCode: 200, data: 1 }, header: { 'x-risk-token': 'r' } })
    const res = await transport({ url: '/api/x', method: 'POST', data: { a: 1 }, header: { 'channel-id': 'c' }, timeout: 10000 })
    expect(res).toEqual({ statusCode: 200, data: { statusCode: 200, data: 1 }, header: { 'x-risk-token': 'r' } })
    expect(taro.request).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/x', method: 'POST', data: { a: 1 }, header: { 'channel-id': 'c' }, timeout: 10000 }))
  })

  it('resolves HTTP error statuses and normalises Alipay-style fields', async () => {
    taro.request.mockResolvedValueOnce({ status: 504, data: '', headers: { a: 'b' } })
    expect(await transport({ url: '/x' })).toEqual({ statusCode: 504, data: '', header: { a: 'b' } })
  })

  it('rejects with {errMsg} on a network failure', async () => {
    taro.request.mockRejectedValueOnce({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' })
    await expect(transport({ url: '/x' })).rejects.toEqual({ errMsg: 'request:fail net::ERR_CONNECTION_REFUSED' })
  })

  it('rejects with a time-out after 5000 ms by default and aborts the task', async () => {
    jest.useFakeTimers()
    const abort = jest.fn()
    taro.request.mockImplementationOnce(() => Object.assign(new Promise(() => undefined), { abort }))
    const p = transport({ url: '/slow' })
    const settled = p.catch((e: unknown) => e)
    await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1)
    expect(abort).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(await settled).toEqual({ errMsg: 'request:fail timeout', timeout: true })
    expect(abort).toHaveBeenCalled()
    jest.useRealTimers()
  })
})
