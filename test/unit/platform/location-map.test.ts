import { setLang } from '../../../src/i18n'
import { getLocation as locateH5 } from '../../../src/platform/location'
import { getLocation as locateWeapp } from '../../../src/platform/location.weapp'
import { openMap as openMapH5, supportsMapNavigation as mapH5 } from '../../../src/platform/map'
import { openMap as openMapWeapp, supportsMapNavigation as mapWeapp } from '../../../src/platform/map.weapp'
import { clearGlobal, modals, taro } from './helpers'

beforeEach(() => {
  jest.clearAllMocks()
  setLang('zh-CN')
})

describe('map navigation', () => {
  it('mini-programs open the host map', async () => {
    expect(mapWeapp()).toBe(true)
    expect(await openMapWeapp({ latitude: 22.1, longitude: 113.5, name: 'Venue', address: 'Street 1' })).toBe(true)
    expect(taro.openLocation).toHaveBeenCalledWith({ latitude: 22.1, longitude: 113.5, name: 'Venue', address: 'Street 1', scale: 18 })
    expect(taro.showModal).not.toHaveBeenCalled()
  })

  it("shows 'try again later' when the map fails to open", async () => {
    taro.openLocation.mockRejectedValueOnce({ errMsg: 'openLocation:fail' })
    expect(await openMapWeapp({ latitude: 1, longitude: 2 })).toBe(false)
    expect(modals()[0]).toMatchObject({ content: '请稍后再试', showCancel: false })
  })

  it("is unsupported on H5: the 'try again later' alert, in the buyer's language", async () => {
    setLang('zh-MO')
    expect(mapH5()).toBe(false)
    expect(await openMapH5({ latitude: 1, longitude: 2 })).toBe(false)
    expect(taro.openLocation).not.toHaveBeenCalled()
    expect(modals()[0].content).toBe('請稍後再試')
  })
})

describe('location', () => {
  it('mini-programs read the position', async () => {
    expect(await locateWeapp()).toEqual({ ok: true, latitude: 22.19, longitude: 113.54 })
    expect(taro.getLocation).toHaveBeenCalledWith({ type: 'gcj02' })
  })

  it('explains and offers settings after a refusal, then retries once granted', async () => {
    taro.getLocation.mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    taro.openSetting.mockResolvedValueOnce({ authSetting: { 'scope.userLocation': true } })
    expect(await locateWeapp()).toMatchObject({ ok: true })
    expect(modals()[0]).toMatchObject({ title: '获取定位授权失败', content: '获取你的位置信息，以便为你提供更准确的场馆和演出信息' })
    expect(taro.getLocation).toHaveBeenCalledTimes(2)
  })

  it('reports denied when the buyer keeps refusing', async () => {
    taro.getLocation.mockRejectedValueOnce({ errMsg: 'getLocation:fail auth deny' })
    taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true })
    expect(await locateWeapp()).toEqual({ ok: false, reason: 'denied', message: '获取定位授权失败' })
    expect(taro.openSetting).not.toHaveBeenCalled()
  })

  it('H5 uses the browser and explains a refusal', async () => {
    const getCurrentPosition = jest.fn((_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }))
    Object.defineProperty(globalThis, 'navigator', { value: { geolocation: { getCurrentPosition } }, configurable: true })
    setLang('en-US')
    expect(await locateH5()).toEqual({ ok: false, reason: 'denied', message: 'Failed to obtain location authorization' })
    expect(modals()[0]).toMatchObject({ title: 'Failed to obtain location authorization' })
    clearGlobal('navigator')
  })
})
