import { setLang } from '../../../src/i18n'
import { copyText } from '../../../src/platform/clipboard'
import { shouldShowDownloadBar } from '../../../src/platform/download-bar'
import { shouldShowDownloadBar as downloadBarWeapp } from '../../../src/platform/download-bar.weapp'
import { detectHost } from '../../../src/platform/host'
import { navigation as navH5 } from '../../../src/platform/navigation'
import { navigation as navTt } from '../../../src/platform/navigation.tt'
import { supportsPhoneBinding } from '../../../src/platform/phone-binding'
import { supportsPhoneBinding as phoneAlipay } from '../../../src/platform/phone-binding.alipay'
import { supportsPhoneBinding as phoneTt } from '../../../src/platform/phone-binding.tt'
import { supportsPhoneBinding as phoneWeapp } from '../../../src/platform/phone-binding.weapp'
import { getItem, removeItem, setItem, storage } from '../../../src/platform/storage'
import { supportsStudentCertification } from '../../../src/platform/student'
import { supportsStudentCertification as studentWeapp } from '../../../src/platform/student.weapp'
import { requestSubscribe } from '../../../src/platform/subscribe'
import { requestSubscribe as subscribeAlipay } from '../../../src/platform/subscribe.alipay'
import { requestSubscribe as subscribeWeapp } from '../../../src/platform/subscribe.weapp'
import { getSystemInfo } from '../../../src/platform/system'
import { getSystemInfo as systemWeapp } from '../../../src/platform/system.weapp'
import { currentTheme, forceTheme, resolveTheme, setThemeMode, themeFromQuery } from '../../../src/platform/theme'
import { clearGlobal, setGlobal, taro, toasts } from './helpers'

beforeEach(() => {
  jest.clearAllMocks()
  setLang('zh-CN')
})

describe('phone binding', () => {
  it('is unsupported on H5 only', () => {
    expect(supportsPhoneBinding()).toBe(false)
    expect([phoneWeapp(), phoneAlipay(), phoneTt()]).toEqual([true, true, true])
  })
})

describe('subscribe messages', () => {
  it('WeChat and Douyin ask for tmplIds and report accepted ones', async () => {
    taro.requestSubscribeMessage.mockResolvedValueOnce({ errMsg: 'ok', T1: 'accept', T2: 'reject' })
    expect(await subscribeWeapp(['T1', 'T2'])).toEqual({ channel: 'subscribe', accepted: ['T1'] })
    expect(taro.requestSubscribeMessage).toHaveBeenCalledWith({ tmplIds: ['T1', 'T2'] })
  })

  it('Alipay passes entityIds', async () => {
    await subscribeAlipay(['E1'])
    expect(taro.requestSubscribeMessage).toHaveBeenCalledWith({ entityIds: ['E1'] })
  })

  it('a refusal is not an error', async () => {
    taro.requestSubscribeMessage.mockRejectedValueOnce({ errMsg: 'fail' })
    expect(await subscribeWeapp(['T1'])).toEqual({ channel: 'subscribe', accepted: [] })
  })

  it('does nothing on H5: reminders go by SMS', async () => {
    expect(await requestSubscribe(['T1'])).toEqual({ channel: 'sms', accepted: [] })
    expect(taro.requestSubscribeMessage).not.toHaveBeenCalled()
  })
})

describe('student certification and download bar', () => {
  it('student certification only in the messaging-app and plain mobile browsers', () => {
    const h5 = (userAgent: string) => detectHost({ target: 'h5', userAgent })
    expect(supportsStudentCertification(h5('iPhone Mobile MicroMessenger/8.0'))).toBe(true)
    expect(supportsStudentCertification(h5('iPhone Mobile Safari'))).toBe(true)
    expect(supportsStudentCertification(h5('Android Mobile AlipayClient/10'))).toBe(false)
    expect(supportsStudentCertification(h5('Windows NT 10.0 Chrome'))).toBe(false)
    expect(supportsStudentCertification(h5('Android Mobile ICBCAndroidBS'))).toBe(false)
    expect(supportsStudentCertification(h5('iPhone Mobile ShowStoreApp/4.39'))).toBe(false)
    expect(studentWeapp()).toBe(false)
  })

  it('the download bar shows on H5, not inside the app nor in mini-programs', () => {
    expect(shouldShowDownloadBar(detectHost({ target: 'h5', userAgent: 'iPhone Mobile Safari' }))).toBe(true)
    expect(shouldShowDownloadBar(detectHost({ target: 'h5', userAgent: 'iPhone Mobile ShowStoreApp/1' }))).toBe(false)
    expect(downloadBarWeapp()).toBe(false)
  })
})

describe('storage', () => {
  it('round-trips JSON values', () => {
    setItem('k', { a: [1, 'x'], b: null })
    expect(taro.setStorageSync).toHaveBeenCalledWith('k', '{"a":[1,"x"],"b":null}')
    expect(getItem('k')).toEqual({ a: [1, 'x'], b: null })
    setItem('n', 0)
    expect(getItem('n', 5)).toBe(0)
    removeItem('k')
    expect(getItem('k', 'fallback')).toBe('fallback')
  })

  it('reads values written without JSON, and never throws', () => {
    ;(taro.__storage as unknown as Map<string, unknown>).set('raw', 'not json')
    expect(getItem('raw')).toBe('not json')
    taro.setStorageSync.mockImplementationOnce(() => {
      throw new Error('quota')
    })
    expect(setItem('big', 'x')).toBe(false)
    expect(storage.get('missing')).toBeUndefined()
    expect(storage.set('s', 1)).toBe(true)
    expect(storage.get('s')).toBe(1)
  })
})

describe('clipboard', () => {
  it('copies and toasts success or failure', async () => {
    expect(await copyText('ORDER-1')).toBe(true)
    expect(taro.setClipboardData).toHaveBeenCalledWith({ data: 'ORDER-1' })
    taro.setClipboardData.mockRejectedValueOnce({ errMsg: 'fail' })
    setLang('en-US')
    expect(await copyText('x')).toBe(false)
    expect(toasts()).toEqual(['复制成功', 'Copy failed'])
    await copyText('y', { silent: true })
    expect(toasts()).toHaveLength(2)
  })
})

describe('theme', () => {
  afterEach(() => {
    forceTheme(undefined)
    setThemeMode('system')
  })

  it('follows the system, or the chosen mode', () => {
    expect(resolveTheme('system', 'dark')).toBe('dark')
    expect(resolveTheme('light', 'dark')).toBe('light')
    expect(resolveTheme('dark', 'light')).toBe('dark')
  })

  it('the theme query parameter forces a theme over the saved mode', () => {
    expect(themeFromQuery('dark')).toBe('dark')
    expect(themeFromQuery('blue')).toBeUndefined()
    setThemeMode('light')
    expect(currentTheme()).toBe('light')
    forceTheme(themeFromQuery('dark'))
    expect(currentTheme()).toBe('dark')
  })
})

describe('system info', () => {
  afterEach(() => {
    clearGlobal('document')
    clearGlobal('navigator')
  })

  it('on H5 reads the page size and the browser language, as Taro would, without asking Taro', () => {
    setGlobal('document', { documentElement: { clientWidth: 390, clientHeight: 844 } })
    setGlobal('navigator', { language: 'zh-MO' })
    expect(getSystemInfo()).toEqual({ windowWidth: 390, windowHeight: 844, statusBarHeight: 20, language: 'zh-MO', theme: 'light' })
    expect(taro.getSystemInfoSync).not.toHaveBeenCalled()
  })

  it('defaults the window size and the status bar height (20)', () => {
    expect(getSystemInfo()).toMatchObject({ windowWidth: 375, windowHeight: 667, statusBarHeight: 20, language: '', theme: 'light' })
    taro.getSystemInfoSync.mockReturnValueOnce({ windowWidth: 414, windowHeight: 800, statusBarHeight: 47, language: 'en', theme: 'dark' })
    expect(systemWeapp()).toEqual({ windowWidth: 414, windowHeight: 800, statusBarHeight: 47, language: 'en', theme: 'dark' })
  })
})

describe('navigation port', () => {
  afterEach(() => clearGlobal('window'))

  it('wraps the Taro page stack', async () => {
    taro.getCurrentPages.mockReturnValueOnce([{ route: '/pages/list/list?x=1' }, { route: 'packages/show/detail/index', options: { showId: '1' } }])
    expect(navH5.getCurrentPages()).toEqual([
      { route: 'pages/list/list', options: {} },
      { route: 'packages/show/detail/index', options: { showId: '1' } },
    ])
    await navH5.navigateBack(2)
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
  })

  it('assigns the location on H5 only', () => {
    const assign = jest.fn()
    setGlobal('window', { location: { assign } })
    expect(navH5.assignLocation('https://a.example.com')).toBe(true)
    expect(assign).toHaveBeenCalledWith('https://a.example.com')
    expect(navTt.assignLocation('https://a.example.com')).toBe(false)
    expect(navH5.miniJumpType).toBeUndefined()
  })
})
