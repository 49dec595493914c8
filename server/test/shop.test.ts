/** GET /api/home/pub/v5/shop/configs answers each demo merchant's real config, localised. */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { API_PREFIX, DEMO_MERCHANTS } from '../../types/api.js'
import type { ShopConfig } from '../../types/shop.js'
import { describeEachDb, envelopeOf } from './helpers.js'

const URL_ = `${API_PREFIX}/home/pub/v5/shop/configs`
const FLOORS = [
  'NAVIGATION_OF_HOME',
  'NAVIGATION_OF_ALL',
  'NAVIGATION_OF_SHOP',
  'NAVIGATION_OF_TICKET_HOLDER',
  'NAVIGATION_OF_MINE',
]

await describeEachDb('shop configs', (env) => {
  const config = async (query: string, headers: Record<string, string> = {}): Promise<ShopConfig> => {
    const res = await env().app.inject({ url: `${URL_}?${query}`, headers })
    assert.equal(res.statusCode, 200)
    const body = envelopeOf<ShopConfig>(res)
    assert.equal(body.statusCode, 200, body.comments)
    return body.data
  }

  it('Macau shop: three languages with their login methods, areas 853/86/852, red/gold theme', async () => {
    const c = await config(`merchantId=${DEMO_MERCHANTS.MACAU}&cityId=BL1106&miniAppType=WEIXIN&bizShowId=S1&configTypeEnum=ALL`)
    assert.equal(c.merchantId, '10001')
    assert.equal(c.defaultLang, 'zh-MO')
    assert.equal(c.shopStatus, 'OPEN')
    assert.equal(c.shopName, '澳門蓮花劇場')
    assert.deepEqual(
      c.supportLanguages.map((l) => [l.langTag, l.loginMethod]),
      [
        ['zh-MO', ['CELLPHONE', 'EMAIL']],
        ['zh-CN', ['CELLPHONE']],
        ['en-US', ['CELLPHONE', 'EMAIL']],
      ],
    )
    assert.deepEqual(c.supportLoginAreas, [{ code: '853' }, { code: '86' }, { code: '852' }])
    assert.equal(c.themeColor, '#C8102E')
    assert.equal(c.shopMixedColor, '#D4AF37')
    assert.ok(c.availableShopThemes.length >= 1)
    assert.equal(c.supportEmailOrder, true)
    assert.equal(c.productCartConfig.enable, true)
    assert.equal(typeof c.features.zhongzhiMode, 'boolean')
    assert.deepEqual(c.layoutBottomNavigations.map((n) => n.floorType), FLOORS)
    assert.deepEqual(c.layoutBottomNavigations.map((n) => n.navigationName), ['首頁', '全部', '商城', '票夾', '我的'])
  })

  it('localises names by the request language', async () => {
    const en = await config('merchantId=10001&lang=en')
    assert.equal(en.shopName, 'Lotus Stage Macau')
    assert.deepEqual(en.layoutBottomNavigations.map((n) => n.navigationName), ['Home', 'All', 'Shop', 'Tickets', 'Mine'])
    const zh = await config('lang=zh', { 'merchant-id': '10001' })
    assert.equal(zh.shopName, '澳门莲花剧场')
    assert.deepEqual(zh.layoutBottomNavigations.map((n) => n.navigationName), ['首页', '全部', '商城', '票夹', '我的'])
  })

  it('Mainland shop: zh-CN only, cellphone login, area 86, its own theme', async () => {
    const c = await config(`merchantId=${DEMO_MERCHANTS.MAINLAND}`)
    assert.equal(c.merchantId, '10002')
    assert.equal(c.defaultLang, 'zh-CN')
    assert.equal(c.shopName, '上海外滩现场')
    assert.deepEqual(c.supportLanguages, [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] }])
    assert.deepEqual(c.supportLoginAreas, [{ code: '86' }])
    assert.notEqual(c.themeColor, '#C8102E')
    assert.deepEqual(c.layoutBottomNavigations.map((n) => n.floorType), FLOORS)
    assert.deepEqual(c.layoutBottomNavigations.map((n) => n.navigationName), ['首页', '全部', '商城', '票夹', '我的'])
  })

  it('falls back to the merchant default language for names it has not translated', async () => {
    const c = await config('merchantId=10002&lang=en')
    assert.equal(c.shopName, '上海外滩现场')
    assert.equal(c.layoutBottomNavigations[0]?.navigationName, '首页')
  })
})
