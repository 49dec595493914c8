/**
 * Demo goods for both demo merchants (10001 in three languages, 10002 in zh-CN): categories, products
 * with SKUs (size and colour specs, one sold-out SKU so the picker shows one), and the SHOP layout the
 * shop tab renders (goods components per category). Product ids MOG01.. / SHG01.. are also the ids the
 * drama festival topic's goods cards name, so those open real products. Inserts only what is missing.
 */
import { DEMO_MERCHANTS } from '../../../types/api.js'
import type { Lang } from '../../../types/lang.js'
import type { GoodsDeliverMethod } from '../../../types/products.js'
import type { Db } from '../db/client.js'
import { catalogLayouts, productCategories, products, productSkus, showAddOnProducts, type StoredSpec } from '../db/schema.js'
import { demoShowId } from './catalog.js'
import { DEMO_EXPRESS_ADD_ON_SHOW, DEMO_RULE_SHOWS } from './orders.js'
import type { Translations } from '../i18n/translations.js'
import { foldTerm, SEARCH_FIELD_SEPARATOR } from '../modules/catalog/search-text.js'
import type { SeedContext } from './index.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]

interface SkuSpec {
  values: string[]
  price: number
  market: number
  stock: number
}

interface ProductSpec {
  n: number
  category: string
  name: T3
  subtitle: T3
  description: T3
  specs: Array<{ specId: string; name: T3; values: Array<[valueId: string, name: T3]> }>
  skus: SkuSpec[]
  deliver: GoodsDeliverMethod[]
  fee: number
  maxPerOrder?: number
}

const SEED_TIME = new Date('2026-01-01T00:00:00Z')

const CATEGORIES: Array<[string, T3]> = [
  ['APPAREL', ['服饰', '服飾', 'Apparel']],
  ['SOUVENIR', ['纪念品', '紀念品', 'Souvenirs']],
]

const COLOUR: ProductSpec['specs'][number] = {
  specId: 'colour',
  name: ['颜色', '顏色', 'Colour'],
  values: [
    ['BK', ['黑色', '黑色', 'Black']],
    ['WH', ['白色', '白色', 'White']],
  ],
}
const SIZE: ProductSpec['specs'][number] = {
  specId: 'size',
  name: ['尺码', '尺碼', 'Size'],
  values: [
    ['M', ['M码', 'M碼', 'M']],
    ['L', ['L码', 'L碼', 'L']],
  ],
}

const GOODS: ProductSpec[] = [
  {
    n: 1,
    category: 'APPAREL',
    name: ['戏剧节纪念T恤', '戲劇節紀念T恤', 'Festival T-shirt'],
    subtitle: ['纯棉短袖，印有戏剧节标志', '純棉短袖，印有戲劇節標誌', 'Cotton tee with the festival logo'],
    description: ['100%棉，可机洗。', '100%棉，可機洗。', '100% cotton, machine washable.'],
    specs: [COLOUR, SIZE],
    skus: [
      { values: ['BK', 'M'], price: 12800, market: 16800, stock: 40 },
      { values: ['BK', 'L'], price: 12800, market: 16800, stock: 40 },
      { values: ['WH', 'M'], price: 12800, market: 16800, stock: 30 },
      // Sold out: the picker shows it greyed.
      { values: ['WH', 'L'], price: 12800, market: 16800, stock: 0 },
    ],
    deliver: ['EXPRESS', 'VENUE_PICKUP'],
    fee: 1500,
  },
  {
    n: 2,
    category: 'SOUVENIR',
    name: ['场刊（中英双语）', '場刊（中英雙語）', 'Programme book (bilingual)'],
    subtitle: ['全部剧目介绍与演员访谈', '全部劇目介紹與演員訪談', 'Every production, with cast interviews'],
    description: ['64页全彩印刷。', '64頁全彩印刷。', '64 pages in full colour.'],
    specs: [],
    skus: [{ values: [], price: 6000, market: 6000, stock: 35 }],
    deliver: ['EXPRESS', 'VENUE_PICKUP'],
    fee: 1000,
  },
  {
    n: 3,
    category: 'SOUVENIR',
    name: ['帆布袋', '帆布袋', 'Canvas tote bag'],
    subtitle: ['结实耐用的帆布托特包', '結實耐用的帆布托特包', 'A sturdy canvas tote'],
    description: ['尺寸 38 × 42 厘米。', '尺寸 38 × 42 厘米。', 'Size 38 × 42 cm.'],
    specs: [{ specId: 'colour', name: ['颜色', '顏色', 'Colour'], values: [['NA', ['原色', '原色', 'Natural']], ['NV', ['藏青', '藏青', 'Navy']]] }],
    skus: [
      { values: ['NA'], price: 4500, market: 5900, stock: 8 },
      { values: ['NV'], price: 4900, market: 5900, stock: 8 },
    ],
    deliver: ['EXPRESS'],
    fee: 1200,
  },
  {
    n: 4,
    category: 'SOUVENIR',
    name: ['莲花徽章', '蓮花徽章', 'Lotus enamel pin'],
    subtitle: ['每单限购5枚', '每單限購5枚', 'At most 5 per order'],
    description: ['珐琅工艺，直径3厘米。', '琺瑯工藝，直徑3厘米。', 'Enamel, 3 cm across.'],
    specs: [],
    skus: [{ values: [], price: 2500, market: 3000, stock: 100 }],
    deliver: ['EXPRESS', 'VENUE_PICKUP'],
    fee: 800,
    maxPerOrder: 5,
  },
]

const MERCHANTS: Array<{ merchantId: string; prefix: string; langs: Lang[] }> = [
  { merchantId: DEMO_MERCHANTS.MACAU, prefix: 'MO', langs: ['zh-MO', 'zh-CN', 'en-US'] },
  { merchantId: DEMO_MERCHANTS.MAINLAND, prefix: 'SH', langs: ['zh-CN'] },
]

const LANG_INDEX: Record<Lang, number> = { 'zh-CN': 0, 'zh-MO': 1, 'en-US': 2 }

/** Shows with an add purchase list, and the goods (by number) on it. */
export const DEMO_ADD_ON_SHOWS = [DEMO_EXPRESS_ADD_ON_SHOW, DEMO_RULE_SHOWS.realNameExpressAgreement] as const
export const DEMO_ADD_ON_GOODS = [2, 4] as const

export const demoProductId = (prefix: string, n: number) => `${prefix}G${String(n).padStart(2, '0')}`

/** The demo goods rows of one merchant (pure: tests read the expected names and prices from it). */
export function demoGoods(m: { merchantId: string; prefix: string; langs: Lang[] }) {
  const tt = (v: T3): Translations => Object.fromEntries(m.langs.map((l) => [l, v[LANG_INDEX[l]]]))
  const posterOf = (productId: string) => `/api/goods/pub/v1/poster/${productId}.svg?merchantId=${m.merchantId}`
  const categories = CATEGORIES.map(([categoryId, name], position) => ({ merchantId: m.merchantId, categoryId, name: tt(name), position }))
  const productRows = GOODS.map((g) => {
    const productId = demoProductId(m.prefix, g.n)
    const name = tt(g.name)
    const specs: StoredSpec[] = g.specs.map((s) => ({ specId: s.specId, name: tt(s.name), values: s.values.map(([valueId, v]) => ({ valueId, name: tt(v) })) }))
    return {
      merchantId: m.merchantId,
      productId,
      categoryId: g.category,
      name,
      subtitle: tt(g.subtitle),
      description: tt(g.description),
      posterUrl: posterOf(productId),
      posters: [posterOf(productId)],
      specs,
      deliverMethods: g.deliver,
      expressFeeCents: g.fee,
      maxPerOrder: g.maxPerOrder ?? 99,
      searchText: Object.values(name).map(foldTerm).join(SEARCH_FIELD_SEPARATOR),
      position: g.n,
      createdAt: SEED_TIME,
      updatedAt: SEED_TIME,
    }
  })
  const skuRows = GOODS.flatMap((g) =>
    g.skus.map((s, position) => {
      const productId = demoProductId(m.prefix, g.n)
      return {
        merchantId: m.merchantId,
        skuId: [productId, ...s.values].join('-'),
        productId,
        specValueIds: s.values,
        priceCents: s.price,
        marketPriceCents: s.market,
        stock: s.stock,
        position,
      }
    }),
  )
  // The shop tab: one goods component per category, the cards carrying the lowest SKU price.
  const card = (g: ProductSpec) => {
    const cheapest = [...g.skus].sort((a, b) => a.price - b.price)[0] as SkuSpec
    const productId = demoProductId(m.prefix, g.n)
    // One URL per language: the poster writes the name (a translation object is picked at read time).
    const posterUrl = Object.fromEntries(m.langs.map((l) => [l, `${posterOf(productId)}&lang=${l}`]))
    return { id: productId, name: tt(g.name), posterUrl, required: false, idArr: [], spuQty: 0, totalAmount: 0, minPrice: cheapest.price, minMatchMarketPrice: cheapest.market }
  }
  const components = CATEGORIES.map(([categoryId, name]) => ({
    componentId: `shop-${categoryId.toLowerCase()}`,
    componentType: 'PRODUCT' as const,
    config: { title: tt(name), items: GOODS.filter((g) => g.category === categoryId).map(card) },
  }))
  const layout = {
    merchantId: m.merchantId,
    layoutId: `${m.prefix}-SHOP`,
    page: 'SHOP' as const,
    topicId: '',
    status: 'PUBLISHED' as const,
    title: tt(['商城', '商城', 'Shop']),
    components,
    createdAt: SEED_TIME,
    updatedAt: SEED_TIME,
  }
  // The add purchase lists (加购): the programme book and the pin beside the tickets of the express
  // shows (the plain one and the real-name one); they travel in the tickets' parcel.
  const addOns = DEMO_ADD_ON_SHOWS.flatMap((show) =>
    DEMO_ADD_ON_GOODS.map((n, position) => ({ merchantId: m.merchantId, showId: demoShowId(m.prefix, show), productId: demoProductId(m.prefix, n), position })),
  )
  return { categories, products: productRows, skus: skuRows, layout, addOns }
}

async function insertMissing(db: Db, m: (typeof MERCHANTS)[number]): Promise<number> {
  const g = demoGoods(m)
  let n = 0
  n += (await db.insert(productCategories).values(g.categories).onConflictDoNothing().returning()).length
  n += (await db.insert(products).values(g.products).onConflictDoNothing().returning()).length
  n += (await db.insert(productSkus).values(g.skus).onConflictDoNothing().returning()).length
  n += (await db.insert(catalogLayouts).values(g.layout).onConflictDoNothing().returning()).length
  n += (await db.insert(showAddOnProducts).values(g.addOns).onConflictDoNothing().returning()).length
  return n
}

/** Seed step: the missing demo goods of both demo merchants. */
export async function seedProducts({ db }: SeedContext): Promise<number> {
  let n = 0
  for (const m of MERCHANTS) n += await insertMissing(db, m)
  return n
}
