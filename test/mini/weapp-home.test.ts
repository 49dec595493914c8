/**
 * The WeChat build's home page (dist/weapp/pages/list/list) under miniprogram-simulate with the
 * official template compiler: it renders the default categories, its launch call to the shop config
 * goes out through wx.request with the common headers and query, and taps navigate through the
 * router with wx.navigateTo. Build first: `npx taro build --type weapp`; run: `node scripts/test-mini.mjs`.
 */
import { createWx, launchWeapp, waitFor, weappBuilt, type MiniApp, type WxStub } from './harness'

const SEARCH_PAGE = '/packages/show/search/index'
const ZH_CN_CATEGORIES = ['全部', '演唱会', '话剧歌剧', '体育', '音乐会', '展览休闲', '舞蹈芭蕾', '儿童亲子', '曲苑杂坛']

const SHOP_CONFIG = {
  shopName: '模拟剧场',
  shopStatus: 'OPEN',
  defaultLang: 'zh-CN',
  themeColor: '#e8383d',
  supportLanguages: [
    { langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] },
    { langTag: 'zh-MO', langName: '繁體中文', loginMethod: ['CELLPHONE'] },
    { langTag: 'en-US', langName: 'English', loginMethod: ['EMAIL'] },
  ],
}

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run `npx taro build --type weapp` first'
if (missing) console.warn(`weapp-home: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

describeBuilt('weapp home page under miniprogram-simulate', () => {
  let stub: WxStub
  let mini: MiniApp
  let page: any

  /** All text of the rendered page, in document order. */
  const text = () => String(page.dom.textContent ?? '')
  const labels = () =>
    Array.from(page.dom.querySelectorAll('[class*="category-grid__label"]') as ArrayLike<Element>).map((n) => n.textContent?.trim())

  beforeAll(async () => {
    stub = createWx()
    stub.answer = (options) =>
      String(options.url).includes('/api/home/pub/v5/shop/configs')
        ? { statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data: SHOP_CONFIG }, header: {} }
        : { statusCode: 200, data: { statusCode: 200, data: null }, header: {} }
    mini = launchWeapp(stub)
    page = mini.renderPage('pages/list/list')
    await waitFor(() => text().includes(SHOP_CONFIG.shopName), 5000, 'the shop name from the shop config')
  })

  it('renders the home page with the zh-CN default category labels', () => {
    expect(labels()).toEqual(ZH_CN_CATEGORIES)
    expect(text()).toContain('演出分类')
    expect(text()).toContain('搜索演出、艺人、场馆')
    expect(mini.pages.map((p) => p.route)).toEqual(['pages/list/list'])
  })

  it('loads the shop config through wx.request with the merchant header and the lang query', () => {
    const calls = stub.callsOf('request').filter((o) => String(o.url).includes('/api/home/pub/v5/shop/configs'))
    expect(calls).toHaveLength(1)
    const [call] = calls
    const url = new URL(call.url)
    expect(url.pathname).toBe('/api/home/pub/v5/shop/configs')
    expect(url.searchParams.get('lang')).toBe('zh-CN')
    expect(url.searchParams.get('configTypeEnum')).toBe('ALL')
    expect(url.searchParams.get('terminalSrc')).toBe('WEAPP')
    expect(call.method).toBe('GET')
    expect(call.header['merchant-id']).toMatch(/^\S+$/)
    expect(call.header['merchant-id']).toBe(url.searchParams.get('merchantId'))
    expect(call.header['terminal-src']).toBe('WEAPP')
    expect(call.header['front-trace-id']).toMatch(/\S/)
    // The shop answered: its name is on the page.
    expect(page.dom.querySelector('[class*="home-hero__shop"]')?.textContent).toBe(SHOP_CONFIG.shopName)
  })

  it('tapping the search entry opens the search page with wx.navigateTo', async () => {
    const before = stub.callsOf('navigateTo').length
    page.querySelector('.search-entry').dispatchEvent('tap')
    const call = await waitFor(() => stub.callsOf('navigateTo')[before], 3000, 'wx.navigateTo')
    expect(call.url).toBe(SEARCH_PAGE)
  })

  it('tapping a category opens search filtered by it', async () => {
    // The router ignores a second navigation within 100 ms (repeat guard).
    await new Promise((r) => setTimeout(r, 150))
    const before = stub.callsOf('navigateTo').length
    const items = page.querySelectorAll('.category-grid__item')
    expect(items).toHaveLength(ZH_CN_CATEGORIES.length)
    items[1].dispatchEvent('tap') // 演唱会 (concert)
    const call = await waitFor(() => stub.callsOf('navigateTo')[before], 3000, 'wx.navigateTo')
    expect(call.url).toBe(`${SEARCH_PAGE}?backendCategoryCode=concert`)
  })
})
