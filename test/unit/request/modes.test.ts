/** Rule 4: how each response mode is presented, and what the user can do from there. */
import { STORAGE_KEYS, request, setLang } from './imports'
import { advance, createHarness, fail, ok, track } from './harness'

beforeEach(() => {
  jest.useFakeTimers()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

const call = (extra: Parameters<typeof request>[0] = { url: 'home/pub/v5/layouts' }) => track(request(extra))

describe('modes', () => {
  it('none: just rejects, nothing shown', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'none', comments: 'quiet' }))
    const result = call()
    await advance(1)
    expect(result.error.message).toBe('quiet')
    expect(h.ui.toast).not.toHaveBeenCalled()
    expect(h.ui.alert).not.toHaveBeenCalled()
  })

  it('toast: shows the comments for 2000 ms', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'toast', comments: '库存不足' }))
    const result = call()
    await advance(1)
    expect(h.ui.toast).toHaveBeenCalledWith('库存不足', 2000)
    expect(result.error.mode).toBe('toast')
  })

  it('alert: a dialog with a close button under the default title', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'alert', comments: '优惠券已失效' }))
    const result = call()
    await advance(1)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: '当前访问人数过多', content: '优惠券已失效', confirmText: '关闭' })
    expect(result.error.message).toBe('优惠券已失效')
  })

  it('alert: comments become the title over subComments, and actText names the button', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'alert', comments: '下单失败', subComments: '场次已停售', actText: '我知道了' }))
    call()
    await advance(1)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: '下单失败', content: '场次已停售', confirmText: '我知道了' })
  })

  it('login: the dialog button opens login', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'login', comments: '请登录后购买' }))
    call()
    await advance(1)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: '当前访问人数过多', content: '请登录后购买', confirmText: '去登录' })
    expect(h.nav.toLogin).toHaveBeenCalledTimes(1)
  })

  it('back goes back; backRefresh goes back and refreshes', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'back', comments: '演出已下架' }), fail({ mode: 'backRefresh', comments: '订单状态已变化' }))
    call()
    await advance(1)
    expect(h.ui.toast).toHaveBeenCalledWith('演出已下架', 2000)
    expect(h.nav.back).toHaveBeenLastCalledWith(undefined)
    call()
    await advance(1)
    expect(h.nav.back).toHaveBeenLastCalledWith({ refresh: true })
  })

  it('waiting: a dialog whose close button is disabled during a 5 s countdown', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'waiting', comments: '排队中' }))
    call()
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith({
      title: '当前访问人数过多',
      content: '排队中',
      confirmText: '关闭',
      confirmDisabledSeconds: 5,
    })
  })

  it('retry: Retry re-sends once and resolves with its data', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'retry', comments: '网络拥挤' }), ok({ done: true }))
    h.answerConfirm('confirm')
    const result = call()
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith({
      title: '当前访问人数过多',
      content: '网络拥挤',
      confirmText: '重试',
      cancelText: '返回',
    })
    await advance(1)
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(result.value).toEqual({ done: true })
  })

  it('retry: only one retry; a second failure offers Back only', async () => {
    const h = createHarness()
    h.otherwise(fail({ mode: 'retry', comments: '网络拥挤' }))
    h.answerConfirm('confirm')
    const result = call()
    await advance(5)
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(h.ui.confirm).toHaveBeenCalledTimes(1)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: '当前访问人数过多', content: '网络拥挤', confirmText: '返回' })
    expect(h.nav.back).toHaveBeenCalledTimes(1)
    expect(result.error.statusCode).toBe(22000001)
  })

  it('retry: Back navigates back without re-sending', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'retry' }))
    h.answerConfirm('cancel')
    const result = call()
    await advance(5)
    expect(h.transport).toHaveBeenCalledTimes(1)
    expect(h.nav.back).toHaveBeenCalledTimes(1)
    expect(result.error).toBeDefined()
  })

  it('booking: refreshes the booking page when the user is on it', async () => {
    const h = createHarness()
    h.nav.isOnBooking.mockReturnValue(true)
    h.reply(fail({ mode: 'booking', comments: '座位已被抢' }))
    call()
    await advance(1)
    expect(h.nav.refreshCurrent).toHaveBeenCalledTimes(1)
    expect(h.nav.toBooking).not.toHaveBeenCalled()
  })

  it('booking: otherwise redirects to booking with the show and privilege parameters', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(fail({ mode: 'booking' }))
    call({
      url: 'buyer/order/v3/pre_order',
      method: 'POST',
      data: { showId: 'S1', items: [] },
      bookingParams: { privilegeLimitation: 'L', userCardInstanceId: 'UC', cardId: 'C', privilegeCode: 'PC', privilegeId: 'P' },
    })
    await advance(1)
    expect(h.nav.toBooking).toHaveBeenCalledWith({
      showId: 'S1',
      privilegeLimitation: 'L',
      userCardInstanceId: 'UC',
      cardId: 'C',
      privilegeCode: 'PC',
      privilegeId: 'P',
    })
  })

  it('booking: RE110028217778 / RE110028217763 store back mode 11', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'booking', errorCode: 'RE110028217763' }), fail({ mode: 'alert', errorCode: 'RE110028217778' }))
    call({ url: 'show/pub/v5/show/S1/dynamic', bookingParams: { showId: 'S1' } })
    await advance(1)
    expect(h.store.get(STORAGE_KEYS.bookingBackMode)).toBe(11)
    h.store.delete(STORAGE_KEYS.bookingBackMode)
    call()
    await advance(1)
    expect(h.store.get(STORAGE_KEYS.bookingBackMode)).toBeUndefined()
  })

  it('unknown mode: the generic error dialog with a Back button', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'teleport' as never, comments: 'x' }))
    const result = call()
    await advance(1)
    expect(h.ui.alert).toHaveBeenCalledWith({
      title: '当前访问人数过多',
      content: '出了点小问题，请返回稍后再试',
      confirmText: '返回',
    })
    expect(h.nav.back).toHaveBeenCalled()
    expect(result.error.message).toBe('x')
  })

  it('silent calls show nothing whatever the mode', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'alert' }), fail({ mode: 'toast' }), fail({ mode: 'retry' }))
    for (let i = 0; i < 3; i++) call({ url: 'home/pub/v5/layouts', extras: { silent: true } })
    await advance(1)
    expect(h.ui.alert).not.toHaveBeenCalled()
    expect(h.ui.toast).not.toHaveBeenCalled()
    expect(h.ui.confirm).not.toHaveBeenCalled()
  })

  it('localises dialog defaults (zh-MO and en-US)', async () => {
    const h = createHarness()
    setLang('zh-MO')
    h.reply(fail({ mode: 'retry', comments: 'x' }), fail({ mode: 'alert', comments: 'y' }))
    h.answerConfirm('cancel')
    call()
    await advance(1)
    expect(h.ui.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ title: '當前訪問人數過多', confirmText: '重試', cancelText: '返回' }),
    )
    setLang('en-US')
    call()
    await advance(1)
    expect(h.ui.alert).toHaveBeenCalledWith({ title: 'Too many visitors', content: 'y', confirmText: 'Close' })
  })

  it('errorCode RE030326003101 stores the message and opens the shop-state page', async () => {
    const h = createHarness()
    h.reply(fail({ mode: 'alert', errorCode: 'RE030326003101', comments: '店铺休息中' }))
    const result = call()
    await advance(1)
    expect(h.store.get(STORAGE_KEYS.shopStateMessage)).toBe('店铺休息中')
    expect(h.nav.toShopState).toHaveBeenCalledWith('店铺休息中')
    expect(h.ui.alert).not.toHaveBeenCalled()
    expect(result.error.errorCode).toBe('RE030326003101')
  })
})
