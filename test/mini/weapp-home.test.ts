/**
 * The WeChat build's home page (dist/weapp/pages/list/list) under miniprogram-simulate with the
 * official template compiler: it renders the merchant's HOME layout (here an icon navigation of
 * categories), its launch call to the shop config goes out through wx.request with the common
 * headers and query, and taps navigate through the router with wx.navigateTo. Build first: `npx taro build --type weapp`; run: `node scripts/test-mini.mjs`.
 */
import { createWx, launchWeapp, waitFor, weappBuilt, type MiniApp, type WxStub } from './harness'

const SEARCH_PAGE = '/packages/show/search/index'
const ZH_CN_CATEGORIES = ['演唱会', '话剧歌剧', '体育', '音乐会']
const CATEGORY_CODES = ['CONCERT', 'DRAMA', 'SPORTS', 'MUSIC']

const SITES = {
  defaultCityId: 'BL1106',
  list: [{ siteId: 'S1', cityId: 'BL1106', provinceId: 'P31', cityName: '上海', status: 'ONLINE', bsCityId: 'BL1106' }],
}

const LAYOUT = {
  layoutId: 'L-HOME',
  page: 'HOME',
  topicId: null,
  status: 'PUBLISHED',
  title: '首页',
  components: [
    {
      componentId: 'icons',
      componentType: 'ICON_NAVIGATION',
      config: { items: ZH_CN_CATEGORIES.map((title, i) => ({ title, jumpType: 'CATEGORY', jumpTarget: CATEGORY_CODES[i] })) },
      data: null,
    },
    {
      componentId: 'anchors',
      componentType: 'ANCHOR_NAVIGATION',
      config: { anchors: [{ title: '视频', componentId: 'video' }] },
      data: null,
    },
    {
      // 57 nodes: the rich text renders as two rich-text components (50 + 7), spec core §9.
      componentId: 'rich',
      componentType: 'RICH_TEXT',
      config: { html: '' },
      data: { nodes: Array.from({ length: 57 }, (_, i) => ({ type: 'node', name: 'p', children: [{ type: 'text', text: `第${i + 1}段` }] })) },
    },
    {
      componentId: 'video',
      componentType: 'VIDEO',
      config: { src: '/api/pub/media/winter-drama-festival.mp4', poster: '/api/pub/poster/MO009.svg' },
      data: null,
    },
  ],
}

const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data }, header: {} })

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
    Array.from(page.dom.querySelectorAll('[class*="lo-icons__label"]') as ArrayLike<Element>).map((n) => n.textContent?.trim())

  beforeAll(async () => {
    stub = createWx()
    stub.answer = (options) => {
      const url = String(options.url)
      if (url.includes('/api/home/pub/v5/shop/configs')) return ok(SHOP_CONFIG)
      if (url.includes('/api/home/pub/v3/sites')) return ok(SITES)
      if (url.includes('/api/home/pub/v5/layouts')) return ok(LAYOUT)
      return ok(null)
    }
    mini = launchWeapp(stub)
    page = mini.renderPage('pages/list/list')
    await waitFor(() => text().includes(SHOP_CONFIG.shopName), 5000, 'the shop name from the shop config')
    await waitFor(() => labels().length > 0, 5000, 'the HOME layout')
  })

  it('renders the merchant layout: the icon navigation of categories and the search box', () => {
    expect(labels()).toEqual(ZH_CN_CATEGORIES)
    expect(text()).toContain('搜索演出、艺人、场馆')
    expect(mini.pages.map((p) => p.route)).toEqual(['pages/list/list'])
  })

  it('renders rich text in groups of at most 50 nodes and the video through the native components', () => {
    const groups = Array.from(page.dom.querySelectorAll('wx-rich-text') as ArrayLike<Element>)
    expect(groups).toHaveLength(2)
    expect(page.dom.querySelectorAll('wx-video')).toHaveLength(1)
    // The props the native components get live in the page data Taro sets (the simulator shows no
    // attributes; Taro names the props by short keys, so match the values).
    const data = JSON.stringify(page.instance.data)
    // Server-relative media get the API origin: a mini-program resolves bare paths inside its package.
    expect(data).toMatch(/":"https?:\/\/[^"]+\/api\/pub\/media\/winter-drama-festival\.mp4"/)
    expect(data).toMatch(/":"https?:\/\/[^"]+\/api\/pub\/poster\/MO009\.svg"/)
    expect(data).toContain('第57段')
    expect(text()).toContain('视频')
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
    const items = page.querySelectorAll('.lo-icons__item')
    expect(items).toHaveLength(ZH_CN_CATEGORIES.length)
    items[0].dispatchEvent('tap') // 演唱会 (concert)
    const call = await waitFor(() => stub.callsOf('navigateTo')[before], 3000, 'wx.navigateTo')
    expect(call.url).toBe(`${SEARCH_PAGE}?backendCategoryCode=CONCERT`)
  })
})
