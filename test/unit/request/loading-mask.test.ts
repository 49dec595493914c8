/** Rule 7: the loading mask of high and critical calls. */
import { LOADING_MASK_AUTO_CLEAR, LOADING_MASK_DELAY, request } from './imports'
import { advance, after, createHarness, ok, track } from './harness'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const ROUTE = 'pages/list/list#1'

describe('loading mask', () => {
  it('appears when a high call has not answered after 500 ms and hides when it answers', async () => {
    const h = createHarness()
    h.reply(after(800, ok(1)))
    const result = track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    await advance(LOADING_MASK_DELAY - 1)
    expect(h.ui.showLoading).not.toHaveBeenCalled()
    await advance(1)
    expect(h.ui.showLoading).toHaveBeenCalledWith(ROUTE)
    await advance(300)
    expect(result.value).toBe(1)
    expect(h.ui.hideLoading).toHaveBeenCalledWith(ROUTE)
  })

  it('never appears for a fast answer, for medium/low calls or for silent calls', async () => {
    const h = createHarness()
    h.reply(after(100, ok(1)), after(900, ok(2)), after(900, ok(3)))
    track(request({ url: 'home/pub/v5/layouts', importance: 'critical' }))
    track(request({ url: 'home/pub/v5/layouts', importance: 'medium' }))
    track(request({ url: 'home/pub/v5/layouts', importance: 'high', extras: { silent: true } }))
    await advance(2000)
    expect(h.ui.showLoading).not.toHaveBeenCalled()
  })

  it('is shared by concurrent calls on a route and hidden when the last one completes', async () => {
    const h = createHarness()
    h.reply(after(700, ok(1)), after(1500, ok(2)))
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    track(request({ url: 'home/pub/v5/layouts', importance: 'critical' }))
    await advance(600)
    expect(h.ui.showLoading).toHaveBeenCalledTimes(1)
    await advance(200)
    expect(h.ui.hideLoading).not.toHaveBeenCalled()
    await advance(800)
    expect(h.ui.hideLoading).toHaveBeenCalledTimes(1)
  })

  it('keeps one mask per route', async () => {
    const h = createHarness()
    h.reply(after(1000, ok(1)), after(1000, ok(2)))
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    h.nav.currentRouteKey.mockReturnValue('pages/mine/index#2')
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    await advance(600)
    expect(h.ui.showLoading.mock.calls).toEqual([[ROUTE], ['pages/mine/index#2']])
    await advance(600)
    expect(h.ui.hideLoading).toHaveBeenCalledTimes(2)
  })

  it('clears itself after 5 s even if the call never answers', async () => {
    const h = createHarness()
    h.reply(() => new Promise(() => {}))
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    await advance(LOADING_MASK_DELAY)
    expect(h.ui.showLoading).toHaveBeenCalledTimes(1)
    await advance(LOADING_MASK_AUTO_CLEAR - 1)
    expect(h.ui.hideLoading).not.toHaveBeenCalled()
    await advance(1)
    expect(h.ui.hideLoading).toHaveBeenCalledWith(ROUTE)
  })

  it('does not hide a newer mask when a call counted by an auto-cleared one finishes late', async () => {
    const h = createHarness()
    h.reply(after(7000, ok(1)), after(2000, ok(2)))
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    await advance(LOADING_MASK_DELAY + LOADING_MASK_AUTO_CLEAR) // first mask auto-cleared at 5.5 s
    track(request({ url: 'home/pub/v5/layouts', importance: 'high' }))
    await advance(LOADING_MASK_DELAY) // second mask at 6 s
    expect(h.ui.showLoading).toHaveBeenCalledTimes(2)
    expect(h.ui.hideLoading).toHaveBeenCalledTimes(1)
    await advance(1000) // first call answers at 7 s
    expect(h.ui.hideLoading).toHaveBeenCalledTimes(1)
    await advance(1000) // second call answers at 7.5 s
    expect(h.ui.hideLoading).toHaveBeenCalledTimes(2)
  })
})
