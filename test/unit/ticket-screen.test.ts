/**
 * The e-ticket screen: brightness raised and the buyer's own level restored (in order, even when
 * show/hide come quickly), nothing touched where the host cannot; the platform adapters per target.
 */
import Taro from '@tarojs/taro'
import { createBrightnessBoost, type BrightnessPort } from '../../src/components/ticket-screen/brightness'

const taro = Taro as unknown as Record<string, unknown>

function fakeScreen(level: number | null = 0.3, canSet = true) {
  let current = level
  const calls: string[] = []
  const port: jest.Mocked<BrightnessPort> = {
    getScreenBrightness: jest.fn(async () => {
      calls.push('get')
      await Promise.resolve()
      return current
    }),
    setScreenBrightness: jest.fn(async (v: number) => {
      calls.push(`set ${v}`)
      await Promise.resolve()
      if (canSet) current = v
      return canSet
    }),
  }
  return { port, calls, level: () => current }
}

describe('createBrightnessBoost', () => {
  it('raises to full and restores the level the buyer had', async () => {
    const screen = fakeScreen(0.3)
    const boost = createBrightnessBoost(screen.port)
    await boost.raise()
    expect(screen.level()).toBe(1)
    expect(boost.raised).toBe(true)
    await boost.restore()
    expect(screen.level()).toBe(0.3)
    expect(boost.raised).toBe(false)
  })

  it('restores in order even when hide comes before the raise finished', async () => {
    const screen = fakeScreen(0.42)
    const boost = createBrightnessBoost(screen.port)
    void boost.raise()
    await boost.restore()
    expect(screen.calls).toEqual(['get', 'set 1', 'set 0.42'])
    expect(screen.level()).toBe(0.42)
  })

  it('raising twice keeps the original level, not full brightness', async () => {
    const screen = fakeScreen(0.2)
    const boost = createBrightnessBoost(screen.port)
    await boost.raise()
    await boost.raise()
    await boost.restore()
    expect(screen.level()).toBe(0.2)
  })

  it('a restore without a raise leaves the screen alone', async () => {
    const screen = fakeScreen(0.5)
    await createBrightnessBoost(screen.port).restore()
    expect(screen.port.setScreenBrightness).not.toHaveBeenCalled()
  })

  it('where the level cannot be read (H5), nothing is set', async () => {
    const screen = fakeScreen(null)
    const boost = createBrightnessBoost(screen.port)
    await boost.raise()
    await boost.restore()
    expect(screen.port.setScreenBrightness).not.toHaveBeenCalled()
  })

  it('where setting is refused, nothing is restored later', async () => {
    const screen = fakeScreen(0.5, false)
    const boost = createBrightnessBoost(screen.port)
    await boost.raise()
    expect(boost.raised).toBe(false)
    await boost.restore()
    expect(screen.port.setScreenBrightness).toHaveBeenCalledTimes(1)
  })
})

describe('screen adapters', () => {
  const TARGETS = ['weapp', 'alipay', 'tt', 'h5']
  it('every target file exports every name of the plain file', () => {
    const base = Object.keys(require('../../src/platform/screen')).sort()
    expect(base).toEqual(['getScreenBrightness', 'onUserScreenshot', 'setScreenBrightness'])
    for (const target of TARGETS) expect(Object.keys(require(`../../src/platform/screen.${target}`)).sort()).toEqual(base)
  })

  it('H5 cannot read or set brightness and reports no screenshots', async () => {
    const h5 = require('../../src/platform/screen.h5') as typeof import('../../src/platform/screen')
    expect(await h5.getScreenBrightness()).toBeNull()
    expect(await h5.setScreenBrightness(1)).toBe(false)
    expect(typeof h5.onUserScreenshot(() => undefined)).toBe('function')
  })

  describe('mini-programs (through Taro)', () => {
    const mini = require('../../src/platform/screen-mini') as typeof import('../../src/platform/screen')
    afterEach(() => {
      for (const name of ['getScreenBrightness', 'setScreenBrightness', 'onUserCaptureScreen', 'offUserCaptureScreen']) delete taro[name]
    })

    it('reads and sets the brightness, clamped to 0..1', async () => {
      taro.getScreenBrightness = jest.fn(async () => ({ value: 0.35 }))
      taro.setScreenBrightness = jest.fn(async () => ({ errMsg: 'ok' }))
      expect(await mini.getScreenBrightness()).toBe(0.35)
      expect(await mini.setScreenBrightness(1.5)).toBe(true)
      expect(taro.setScreenBrightness).toHaveBeenCalledWith({ value: 1 })
    })

    it('answers "unsupported" when the base library lacks the API or refuses', async () => {
      expect(await mini.getScreenBrightness()).toBeNull()
      expect(await mini.setScreenBrightness(1)).toBe(false)
      taro.getScreenBrightness = jest.fn(async () => Promise.reject(new Error('fail')))
      taro.setScreenBrightness = jest.fn(async () => Promise.reject(new Error('fail')))
      expect(await mini.getScreenBrightness()).toBeNull()
      expect(await mini.setScreenBrightness(1)).toBe(false)
    })

    it('reports screenshots until unsubscribed', () => {
      const handlers = new Set<() => void>()
      taro.onUserCaptureScreen = jest.fn((cb: () => void) => handlers.add(cb))
      taro.offUserCaptureScreen = jest.fn((cb: () => void) => handlers.delete(cb))
      const seen = jest.fn()
      const off = mini.onUserScreenshot(seen)
      handlers.forEach((h) => h())
      expect(seen).toHaveBeenCalledTimes(1)
      off()
      expect(handlers.size).toBe(0)
    })
  })
})
