import { DialogStore, dialogUi } from '../../../src/stores/dialog'
import { SessionStore, isPresentUserId } from '../../../src/stores/session'

function memoryStorage() {
  const map = new Map<string, unknown>()
  return { get: (k: string) => map.get(k), set: (k: string, v: unknown) => void map.set(k, v), remove: (k: string) => void map.delete(k), map }
}

describe('SessionStore (spec core §4)', () => {
  it('is logged in only with a user id that is not "undefined" or "null"', () => {
    expect(isPresentUserId('u1')).toBe(true)
    for (const bad of ['', 'undefined', 'null', undefined, null]) expect(isPresentUserId(bad)).toBe(false)
  })

  it('persists a sign-in and clears tokens, ids, email, country code and risk token on logout', () => {
    const storage = memoryStorage()
    storage.set('riskToken', 'r')
    const a = new SessionStore(storage)
    a.signIn({ accessToken: 'at', refreshToken: 'rt', userId: 'u1', email: 'a@b.co', countryCode: '853' })
    expect(new SessionStore(storage).isLoggedIn).toBe(true)
    a.clear()
    expect([a.accessToken, a.refreshToken, a.userId, a.email, a.countryCode]).toEqual(['', '', '', '', ''])
    expect(storage.map.has('riskToken')).toBe(false)
    expect(new SessionStore(storage).isLoggedIn).toBe(false)
  })
})

describe('DialogStore behind the request UI port', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('keeps the waiting dialog closed-button disabled for its 5 s countdown', async () => {
    const store = new DialogStore()
    const ui = dialogUi(store)
    const answer = ui.confirm({ title: 'T', content: 'C', confirmText: 'Close', confirmDisabledSeconds: 5 })
    store.press('confirm', true)
    expect(store.current?.countdown).toBe(5)
    jest.advanceTimersByTime(4000)
    store.press('confirm', true)
    expect(store.current?.countdown).toBe(1)
    jest.advanceTimersByTime(1000)
    store.press('confirm', true)
    await expect(answer).resolves.toBe('confirm')
    expect(store.current).toBeUndefined()
  })

  it('shows one dialog at a time, in order', async () => {
    const store = new DialogStore()
    const ui = dialogUi(store)
    const first = ui.alert({ title: 'A', content: 'a', confirmText: 'OK' })
    const second = ui.confirm({ title: 'B', content: 'b', confirmText: 'Retry', cancelText: 'Back' })
    expect(store.current?.title).toBe('A')
    store.press('confirm', true)
    await first
    expect(store.current?.title).toBe('B')
    store.press('cancel', false)
    await expect(second).resolves.toBe('cancel')
  })

  it('hides a toast after 2000 ms and tracks the loading mask per route', () => {
    const store = new DialogStore()
    store.toast('hello')
    expect(store.toastText).toBe('hello')
    jest.advanceTimersByTime(2000)
    expect(store.toastText).toBe('')
    store.showLoading('a')
    store.showLoading('b')
    store.hideLoading('a')
    expect(store.loading).toBe(true)
    store.hideLoading('b')
    expect(store.loading).toBe(false)
  })

  it('cancelling the progress dialog tells the limiting loop', () => {
    const store = new DialogStore()
    const onCancel = jest.fn()
    dialogUi(store).progress.open({ title: 'T', subText: 'S', onCancel })
    dialogUi(store).progress.update({ tries: 3, percent: 27, text: 'Tried 3 times' })
    expect(store.progress?.percent).toBe(27)
    store.cancelProgress()
    expect(onCancel).toHaveBeenCalled()
    expect(store.progress).toBeNull()
  })
})
