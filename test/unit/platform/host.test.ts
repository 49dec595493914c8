import { detectHost } from '../../../src/platform/host'

const UA = {
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40',
  alipay: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 AlipayClient/10.5.0',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
  icbc: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Mobile Safari/537.36 ICBCAndroidBS',
  cmb: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) Mobile/15E148 MPBank/CMBChina',
  bankApp: 'Mozilla/5.0 (Linux; Android 12) Mobile Safari/537.36 BankApp/3.1',
  appIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 ShowStoreApp/4.39.0',
  appAndroid: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 ShowStoreApp/4.39.0',
}

describe('detectHost', () => {
  it.each([
    [UA.wechat, 'messaging-browser'],
    [UA.alipay, 'alipay-browser'],
    [UA.safari, 'mobile-browser'],
    [UA.desktop, 'desktop-browser'],
    [UA.icbc, 'bank-browser'],
    [UA.cmb, 'bank-browser'],
    [UA.bankApp, 'bank-browser'],
    [UA.appIos, 'app-ios'],
    [UA.appAndroid, 'app-android'],
  ])('%s → %s', (userAgent, kind) => {
    const host = detectHost({ target: 'h5', userAgent })
    expect(host.kind).toBe(kind)
    expect(host.isH5).toBe(true)
    expect(host.isNativeAppShell).toBe(kind.startsWith('app-'))
  })

  it('treats ?isFlutter=1 as the app shell', () => {
    expect(detectHost({ target: 'h5', userAgent: UA.safari, search: '?isFlutter=1' })).toMatchObject({ kind: 'app-ios', isNativeAppShell: true })
  })

  it('detects the mini-program targets', () => {
    expect(detectHost({ target: 'weapp' })).toMatchObject({ kind: 'weapp', isMiniProgram: true, isH5: false })
    expect(detectHost({ target: 'alipay' }).kind).toBe('alipay-mini')
    expect(detectHost({ target: 'tt' }).kind).toBe('tt-mini')
    expect(detectHost({}).target).toBe('h5')
  })

  it('uses desktop mode when the window is wider than 960 or ?desktop=1', () => {
    expect(detectHost({ target: 'h5', userAgent: UA.desktop, windowWidth: 961 }).isDesktopMode).toBe(true)
    expect(detectHost({ target: 'h5', userAgent: UA.desktop, windowWidth: 960 }).isDesktopMode).toBe(false)
    expect(detectHost({ target: 'h5', userAgent: UA.safari, windowWidth: 375, search: '?a=1&desktop=1' }).isDesktopMode).toBe(true)
    expect(detectHost({ target: 'weapp', windowWidth: 1200 }).isDesktopMode).toBe(false)
  })
})
