/**
 * The shop tab and a product's detail of the WeChat build under miniprogram-simulate with the official
 * template compiler. wx.request answers the shop's SHOP layout (two goods components) and one product
 * with two specs and a sold-out SKU. The tab draws each component's title and goods cards with their
 * prices; tapping a card opens the product with wx.navigateTo. The product page draws its name, price
 * and spec chips; the sold-out combination's chip is greyed once its other value is chosen; choosing a
 * SKU shows its price and stock; "buy now" with a spec unchosen names it in the app's toast and goes nowhere,
 * and with a SKU chosen sends a guest to log in.
 * Build first: `RELEASE=1 API_BASE=https://api.storefront.invalid node scripts/build-all.mjs weapp`;
 * run: `node scripts/test-mini.mjs --ci test/mini/weapp-shop.test.ts`.
 */
import type { Layout } from '../../types/catalog'
import type { ProductDetail } from '../../types/products'
import { createWx, launchWeapp, waitFor, weappBuilt, type MiniApp, type WxStub } from './harness'

const SHOP_PAGE = 'pages/shop/shop'
const ITEM_PAGE = 'packages/shop/item/index'

const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data }, header: {} })

const SHOP_CONFIG = {
  shopName: '模拟剧场',
  shopStatus: 'OPEN',
  defaultLang: 'zh-CN',
  themeColor: '#e8383d',
  supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] }],
}

const card = (id: string, name: string, minPrice: number) => ({ id, name, posterUrl: `/api/goods/pub/v1/poster/${id}.svg?merchantId=10001`, required: false, idArr: [], spuQty: 0, totalAmount: 0, minPrice, minMatchMarketPrice: minPrice + 4000 })

const LAYOUT: Layout = {
  layoutId: 'MO-SHOP',
  page: 'SHOP',
  topicId: null,
  status: 'PUBLISHED',
  title: '商城',
  components: [
    { componentId: 'shop-apparel', componentType: 'PRODUCT', config: { title: '服饰', items: [card('MOG01', '戏剧节纪念T恤', 12800)] }, data: null },
    { componentId: 'shop-souvenir', componentType: 'PRODUCT', config: { title: '纪念品', items: [card('MOG02', '场刊（中英双语）', 6000), card('MOG04', '莲花徽章', 2500)] }, data: null },
  ],
}

const sku = (values: string[], stockLeft: number) => ({ skuId: ['MOG01', ...values].join('-'), specValueIds: values, specText: values.join(' / '), price: 12800, marketPrice: 16800, stockLeft, onSale: true })

const PRODUCT: ProductDetail = {
  productId: 'MOG01',
  name: '戏剧节纪念T恤',
  subtitle: '纯棉短袖，印有戏剧节标志',
  description: '100%棉，可机洗。',
  posterUrl: '/api/goods/pub/v1/poster/MOG01.svg?merchantId=10001',
  posters: ['/api/goods/pub/v1/poster/MOG01.svg?merchantId=10001'],
  categoryId: 'APPAREL',
  spuType: 'NORMAL',
  specs: [
    { specId: 'colour', name: '颜色', values: [{ valueId: 'BK', name: '黑色' }, { valueId: 'WH', name: '白色' }] },
    { specId: 'size', name: '尺码', values: [{ valueId: 'M', name: 'M码' }, { valueId: 'L', name: 'L码' }] },
  ],
  skus: [sku(['BK', 'M'], 40), sku(['BK', 'L'], 40), sku(['WH', 'M'], 30), sku(['WH', 'L'], 0)],
  deliverMethods: ['EXPRESS', 'VENUE_PICKUP'],
  expressFee: 1500,
  maxPerOrder: 99,
  onSale: true,
  cartEnabled: false,
}

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run `npx taro build --type weapp` first'
if (missing) console.warn(`weapp-shop: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

describeBuilt('weapp shop tab and product detail under miniprogram-simulate', () => {
  let stub: WxStub
  let mini: MiniApp
  let shop: any
  const text = (p: any) => String(p.dom.textContent ?? '')
  const all = (p: any, cls: string): any[] => p.querySelectorAll(`.${cls}`) as any[]
  const requestsTo = (path: string) => stub.callsOf('request').filter((o) => new URL(String(o.url)).pathname === path)
  const chip = (p: any, name: string) => all(p, 'goods-chip').find((n) => n.dom.textContent === name)

  beforeAll(async () => {
    stub = createWx()
    stub.answer = (options) => {
      const url = new URL(String(options.url))
      if (url.pathname === '/api/home/pub/v5/shop/configs') return ok(SHOP_CONFIG)
      if (url.pathname === '/api/home/pub/v5/layouts' && url.searchParams.get('page') === 'SHOP') return ok(LAYOUT)
      if (url.pathname === '/api/goods/pub/v1/products/MOG01') return ok(PRODUCT)
      return ok(null)
    }
    mini = launchWeapp(stub, SHOP_PAGE)
    shop = mini.renderPage(SHOP_PAGE)
    await waitFor(() => all(shop, 'goods-card').length === 3, 8000, 'the goods cards')
  })

  it('the shop tab draws each goods component with its title and cards, from the SHOP layout request', () => {
    const [call] = requestsTo('/api/home/pub/v5/layouts')
    expect(call.method).toBe('GET')
    expect(new URL(String(call.url)).searchParams.get('page')).toBe('SHOP')
    const shown = text(shop)
    expect(shown).toContain('服饰')
    expect(shown).toContain('纪念品')
    expect(all(shop, 'goods-card__name').map((n) => n.dom.textContent)).toEqual(['戏剧节纪念T恤', '场刊（中英双语）', '莲花徽章'])
    expect(shown).toContain('128')
    expect(shown).not.toContain('敬请期待')
  })

  it('tapping a goods card opens its product with wx.navigateTo', async () => {
    all(shop, 'goods-card')[0].dispatchEvent('tap')
    const nav = await waitFor(() => stub.callsOf('navigateTo').find((o) => String(o.url).includes('shop/item')), 3000, 'navigateTo the product')
    expect(String(nav.url)).toBe(`/${ITEM_PAGE}?id=MOG01`)
  })

  it('the product page: name, price, spec chips; the sold-out combination greyed; a chosen SKU shows its stock', async () => {
    const item = mini.renderPage(ITEM_PAGE, { id: 'MOG01' })
    await waitFor(() => all(item, 'goods-chip').length === 4, 8000, 'the spec chips')
    expect(text(item)).toContain('戏剧节纪念T恤')
    expect(text(item)).toContain('128')
    expect(all(item, 'goods-chip').map((n) => n.dom.textContent)).toEqual(['黑色', '白色', 'M码', 'L码'])

    // "buy now" with no spec chosen names the first one and goes nowhere.
    const navBefore = stub.callsOf('navigateTo').length
    all(item, 'form-submit').find((n) => n.dom.textContent === '立即购买').dispatchEvent('tap')
    // The app's own toast (the dialog host on the page), naming the first spec.
    await waitFor(() => text(item).includes('请选择颜色'), 3000, 'the choose-spec toast')
    expect(stub.callsOf('navigateTo')).toHaveLength(navBefore)

    chip(item, '白色').dispatchEvent('tap')
    await waitFor(() => String(chip(item, 'L码').dom.className).includes('goods-chip--off'), 3000, 'L greyed for white')
    expect(String(chip(item, 'M码').dom.className)).not.toContain('goods-chip--off')
    // One tap at a time, each drawn before the next (a tap reads the choice the page last drew).
    const on = (name: string) => String(chip(item, name).dom.className).includes('goods-chip--on')
    chip(item, '白色').dispatchEvent('tap')
    await waitFor(() => !on('白色'), 3000, 'white unchosen')
    chip(item, '黑色').dispatchEvent('tap')
    await waitFor(() => on('黑色'), 3000, 'black chosen')
    chip(item, 'L码').dispatchEvent('tap')
    await waitFor(() => text(item).includes('库存40件'), 3000, 'the chosen SKU stock')
    expect(String(chip(item, '黑色').dom.className)).toContain('goods-chip--on')

    // A guest buying is sent to log in.
    all(item, 'form-submit').find((n) => n.dom.textContent === '立即购买').dispatchEvent('tap')
    const login = await waitFor(() => stub.callsOf('navigateTo').find((o) => String(o.url).includes('user/login')), 3000, 'navigateTo login')
    expect(String(login.url)).toContain('packages/user/login/index')
  })
})
