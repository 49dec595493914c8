/**
 * @jest-environment jsdom
 *
 * The server-drawn first screen of an H5 page (src/platform/first-screen.h5.ts): it goes a frame after
 * its own page says it has drawn its content, at once when another page shows first or the app speaks
 * another language than it, and after the safety delay whatever happens; a page still loading leaves it
 * in place.
 */
import { firstScreenDrawn, firstScreenLang, otherPageShown, watchFirstScreen } from '../../../src/platform/first-screen.h5'

function drawScreen(page: string, lang = 'zh-MO'): void {
  document.documentElement.lang = lang
  document.body.innerHTML = `<div id="first-screen" data-page="${page}"><img src="/a.svg"></div><div id="app"></div>`
}
const present = () => Boolean(document.getElementById('first-screen'))

describe('first screen', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('stays while its page loads and goes a frame after the page has drawn its content', () => {
    drawScreen('showDetail')
    otherPageShown('showDetail')
    expect(present()).toBe(true)
    firstScreenDrawn('showDetail')
    expect(present()).toBe(true)
    jest.runAllTimers() // the frame (jsdom's requestAnimationFrame runs on timers), then the removal
    expect(present()).toBe(false)
    expect(document.getElementById('app')).not.toBeNull()
  })

  it('goes at once when another page shows or draws first', () => {
    drawScreen('home')
    otherPageShown('login')
    expect(present()).toBe(false)
    drawScreen('home')
    firstScreenDrawn('pageError')
    expect(present()).toBe(false)
  })

  it("tells its language, and goes at once when the app speaks another (chosen earlier in the tab)", () => {
    drawScreen('home', 'en-US')
    expect(firstScreenLang()).toBe('en-US')
    watchFirstScreen('zh-CN')
    expect(present()).toBe(false)
  })

  it('never outlives the safety delay, and does nothing on a page without one', () => {
    drawScreen('booking')
    watchFirstScreen('zh-MO')
    jest.advanceTimersByTime(9_999)
    expect(present()).toBe(true)
    jest.advanceTimersByTime(1)
    expect(present()).toBe(false)
    document.body.innerHTML = '<div id="app"></div>'
    expect(firstScreenLang()).toBeUndefined()
    expect(() => {
      watchFirstScreen('zh-MO')
      firstScreenDrawn('home')
      otherPageShown('home')
      jest.runAllTimers()
    }).not.toThrow()
  })
})
