/**
 * A small in-memory stand-in for @tarojs/taro in unit tests: the real H5 module needs an initialised
 * router. Tests spy on these functions; platform adapters are the only callers.
 */
const storage = new Map<string, unknown>()

const ok = () => Promise.resolve({ errMsg: 'ok' })

const Taro = {
  getEnv: () => 'WEB',
  ENV_TYPE: { WEAPP: 'WEAPP', WEB: 'WEB', ALIPAY: 'ALIPAY', TT: 'TT' },
  request: jest.fn(() => Promise.resolve({ statusCode: 200, data: {}, header: {} })),
  navigateTo: jest.fn(ok),
  redirectTo: jest.fn(ok),
  switchTab: jest.fn(ok),
  reLaunch: jest.fn(ok),
  navigateBack: jest.fn(ok),
  getCurrentPages: jest.fn(() => [] as Array<{ route: string; options?: Record<string, string> }>),
  getCurrentInstance: jest.fn(() => ({ router: { path: '/pages/list/list', params: {} } })),
  showToast: jest.fn(ok),
  showModal: jest.fn(() => Promise.resolve({ confirm: true, cancel: false })),
  showLoading: jest.fn(ok),
  hideLoading: jest.fn(ok),
  setStorageSync: jest.fn((k: string, v: unknown) => void storage.set(k, v)),
  getStorageSync: jest.fn((k: string) => (storage.has(k) ? storage.get(k) : '')),
  removeStorageSync: jest.fn((k: string) => void storage.delete(k)),
  getSystemInfoSync: jest.fn(() => ({ windowWidth: 375, windowHeight: 667, language: 'zh-CN', platform: 'devtools', theme: 'light' })),
  setClipboardData: jest.fn(ok),
  eventCenter: { on: jest.fn(), off: jest.fn(), trigger: jest.fn() },
  useDidShow: jest.fn(),
  useLoad: jest.fn(),
  usePullDownRefresh: jest.fn(),
  useRouter: jest.fn(() => ({ params: {}, path: '/pages/list/list' })),
  stopPullDownRefresh: jest.fn(),
  setNavigationBarTitle: jest.fn(ok),
  setNavigationBarColor: jest.fn(ok),
  pageScrollTo: jest.fn(ok),
  setTabBarItem: jest.fn(ok),
  setTabBarStyle: jest.fn(ok),
  setTabBarBadge: jest.fn(ok),
  removeTabBarBadge: jest.fn(ok),
  showTabBar: jest.fn(ok),
  hideTabBar: jest.fn(ok),
  __storage: storage,
}

export default Taro
module.exports = Taro
module.exports.default = Taro

// ---- Added by the router/platform layer (src/platform adapters): more host APIs as jest.fn stubs ----
Object.assign(Taro, {
  openLocation: jest.fn(ok),
  requestSubscribeMessage: jest.fn(() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok' })),
  chooseImage: jest.fn(() => Promise.resolve({ tempFilePaths: [], tempFiles: [] })),
  chooseMessageFile: jest.fn(() => Promise.resolve({ tempFiles: [] })),
  compressImage: jest.fn((o: { src: string }) => Promise.resolve({ tempFilePath: `${o.src}.compressed`, errMsg: 'ok' })),
  getImageInfo: jest.fn(() => Promise.resolve({ width: 1080, height: 1960, path: '', errMsg: 'ok' })),
  requestPayment: jest.fn(ok),
  navigateToMiniProgram: jest.fn(ok),
  saveImageToPhotosAlbum: jest.fn(ok),
  downloadFile: jest.fn((o: { url: string }) => Promise.resolve({ statusCode: 200, tempFilePath: `tmp://${o.url}` })),
  openSetting: jest.fn(() => Promise.resolve({ authSetting: {} as Record<string, boolean> })),
  getLocation: jest.fn(() => Promise.resolve({ latitude: 22.19, longitude: 113.54, errMsg: 'ok' })),
  onThemeChange: jest.fn(),
  offThemeChange: jest.fn(),
})
// ---- end of router/platform additions ----
