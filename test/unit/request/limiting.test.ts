/** Rule 4, limiting mode: the automatic progress loop of critical calls. */
import { LIMITING_INTERVAL, request, setLang } from './imports'
import { advance, after, createHarness, fail, ok, track } from './harness'

beforeEach(() => {
  jest.useFakeTimers()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

const limiting = fail({ mode: 'limiting', comments: '排队人数较多' })
const createOrder = () =>
  track(request({ url: 'buyer/order/v5/create_order', method: 'POST', importance: 'critical', data: { showId: 'S1' } }))

describe('limiting', () => {
  it('retries every 3 s under a progress dialog and resolves with the first non-limiting answer', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(limiting, limiting, limiting, ok({ orderId: 'O1' }))
    const result = createOrder()
    await advance(0)
    expect(h.ui.progress.open).toHaveBeenCalledWith({
      title: '购票通道拥挤',
      subText: '正在为您自动尝试',
      onCancel: expect.any(Function),
    })
    expect(h.transport).toHaveBeenCalledTimes(1)

    await advance(LIMITING_INTERVAL - 1)
    expect(h.transport).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(h.ui.progress.update).toHaveBeenLastCalledWith({ tries: 1, percent: 10, text: '已为您尝试1次' })

    await advance(LIMITING_INTERVAL)
    expect(h.ui.progress.update).toHaveBeenLastCalledWith({ tries: 2, percent: 20, text: '已为您尝试2次' })
    await advance(LIMITING_INTERVAL)
    expect(h.ui.progress.update).toHaveBeenLastCalledWith({ tries: 3, percent: 30, text: '已为您尝试3次，请耐心等待' })

    expect(result.value).toEqual({ orderId: 'O1' })
    expect(h.ui.progress.close).toHaveBeenCalledTimes(1)
    expect(h.routeListenerCount()).toBe(0)
    expect(h.ui.confirm).not.toHaveBeenCalled()
  })

  it('stops after 10 tries (percent capped at 90) and turns into the retry dialog', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.otherwise(limiting)
    h.answerConfirm('cancel')
    const result = createOrder()
    await advance(10 * LIMITING_INTERVAL)
    expect(h.transport).toHaveBeenCalledTimes(11)
    const updates = h.ui.progress.update.mock.calls.map(([u]) => u)
    expect(updates.map((u) => u.tries)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(updates.map((u) => u.percent)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90])
    expect(updates[9].text).toBe('已为您尝试10次，请耐心等待')
    expect(h.ui.progress.close).toHaveBeenCalledTimes(1)
    expect(h.ui.confirm).toHaveBeenCalledWith({
      title: '当前访问人数过多',
      content: '排队人数较多',
      confirmText: '重试',
      cancelText: '返回',
    })
    await advance(LIMITING_INTERVAL * 3)
    expect(h.transport).toHaveBeenCalledTimes(11)
    expect(h.nav.back).toHaveBeenCalled()
    expect(result.error.mode).toBe('limiting')
  })

  it('after the tries, Retry re-sends once without restarting the loop', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.otherwise(limiting)
    h.answerConfirm('confirm')
    const result = createOrder()
    await advance(10 * LIMITING_INTERVAL + 10)
    expect(h.transport).toHaveBeenCalledTimes(12)
    expect(h.ui.progress.open).toHaveBeenCalledTimes(1)
    expect(result.error).toBeDefined()
  })

  it('stops when the user cancels', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.otherwise(limiting)
    const result = createOrder()
    await advance(LIMITING_INTERVAL * 2)
    expect(h.transport).toHaveBeenCalledTimes(3)
    const { onCancel } = h.ui.progress.open.mock.calls[0][0]
    onCancel()
    await advance(LIMITING_INTERVAL * 5)
    expect(h.transport).toHaveBeenCalledTimes(3)
    expect(h.ui.progress.close).toHaveBeenCalledTimes(1)
    expect(result.error.mode).toBe('limiting')
    expect(h.ui.confirm).not.toHaveBeenCalled()
  })

  it('ignores the answer of a try that was in flight when the user cancelled', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(limiting, after(1000, ok({ orderId: 'late' })))
    const result = createOrder()
    await advance(LIMITING_INTERVAL + 500)
    expect(h.transport).toHaveBeenCalledTimes(2)
    h.ui.progress.open.mock.calls[0][0].onCancel()
    await advance(1000)
    expect(result.error?.mode).toBe('limiting')
    expect(result.value).toBeUndefined()
  })

  it('stops when the route changes', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.otherwise(limiting)
    const result = createOrder()
    await advance(LIMITING_INTERVAL)
    h.setRoute('pages/mine/index#2')
    await advance(LIMITING_INTERVAL * 5)
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(h.ui.progress.close).toHaveBeenCalledTimes(1)
    expect(result.done).toBe(true)
    expect(result.error).toBeDefined()
  })

  it('uses the English progress wording with plurals', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    setLang('en-US')
    h.reply(limiting, limiting, limiting, limiting, ok(1))
    createOrder()
    await advance(LIMITING_INTERVAL * 4)
    const texts = h.ui.progress.update.mock.calls.map(([u]) => u.text)
    expect(texts).toEqual(['Tried 1 time', 'Tried 2 times', 'Tried 3 times, please be patient', 'Tried 4 times, please be patient'])
    expect(h.ui.progress.open.mock.calls[0][0]).toMatchObject({ title: 'Ticket channel crowded', subText: 'Trying automatically for you' })
  })

  it('treats limiting on a non-critical call as retry', async () => {
    const h = createHarness()
    h.reply(limiting, ok('fine'))
    h.answerConfirm('confirm')
    const result = track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    await advance(1)
    expect(h.ui.progress.open).not.toHaveBeenCalled()
    expect(h.ui.confirm).toHaveBeenCalledWith(expect.objectContaining({ confirmText: '重试', cancelText: '返回' }))
    expect(result.value).toBe('fine')
  })
})
