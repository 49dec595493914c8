import { aliasUrl, buildQuery, parseQuery, resolveAlias } from '../../../src/router/alias'
import { customRoutes, rewriteEntryUrl } from '../../../src/router/h5-alias'
import { pagePathOf, ROUTE_BY_NAME, ROUTES, routeOfPagePath, type RouteDef } from '../../../src/router/routes'

const nameOf = (path: string, search = '') => resolveAlias(path, search)?.route.name

describe('resolveAlias', () => {
  it('resolves the root and the entry page to home', () => {
    expect(nameOf('/')).toBe('home')
    expect(nameOf('/pages/list/list')).toBe('home')
    expect(nameOf('')).toBe('home')
  })

  it('prefers the most specific alias: /open-show/confirm before /open-show/:showId', () => {
    expect(nameOf('/open-show/confirm')).toBe('openShowConfirm')
    expect(resolveAlias('/open-show/OS77', '')).toEqual({ route: ROUTE_BY_NAME.openShowDetail, params: { showId: 'OS77' } })
    expect(nameOf('/open-show')).toBe('openShow')
    expect(nameOf('/open-show/orders/list')).toBe('openShowOrders')
  })

  it('tells /shop from /shop/:id, /ticket from /ticket/bind-ticket, /order from its children', () => {
    expect(nameOf('/shop')).toBe('shop')
    expect(resolveAlias('/shop/9001', '')?.params).toEqual({ id: '9001' })
    expect(nameOf('/shop/9001')).toBe('shopItem')
    expect(nameOf('/ticket')).toBe('ticketHolder')
    expect(nameOf('/ticket/bind-ticket')).toBe('bindTicket')
    expect(nameOf('/order')).toBe('orderList')
    expect(nameOf('/order/confirm')).toBe('orderConfirm')
    expect(resolveAlias('/order/detail/O-1', '')).toEqual({ route: ROUTE_BY_NAME.orderDetail, params: { orderId: 'O-1' } })
    expect(resolveAlias('/order/product/P-2', '')?.route.name).toBe('goodsOrderDetail')
  })

  it('merges the query with the path params, decoding both', () => {
    expect(resolveAlias('/content/123', '?channelId=c9&forbidShare=1')).toEqual({
      route: ROUTE_BY_NAME.showDetail,
      params: { showId: '123', channelId: 'c9', forbidShare: '1' },
    })
    expect(resolveAlias('/search/%E5%91%A8%20%E6%9D%B0', '')?.params).toEqual({ placeholder: '周 杰' })
    expect(nameOf('/search')).toBe('search')
    expect(resolveAlias('/content/1?x=2', '')?.params).toEqual({ showId: '1', x: '2' })
  })

  it('lets path params win over query params of the same name', () => {
    expect(resolveAlias('/content/123', '?showId=999')?.params.showId).toBe('123')
  })

  it('resolves two-param aliases and every Taro page path', () => {
    expect(resolveAlias('/topic-activity/T1/coupon-template/C2', '')).toEqual({
      route: ROUTE_BY_NAME.topicCouponTemplate,
      params: { topicId: 'T1', couponTemplateId: 'C2' },
    })
    expect(nameOf('/topic-activity/T1')).toBe('topicActivity')
    for (const route of ROUTES) expect(nameOf(`/${pagePathOf(route)}`)).toBe(route.name)
  })

  it('ignores trailing slashes, index.html and the basename', () => {
    expect(nameOf('/content/5/')).toBe('showDetail')
    expect(nameOf('/index.html')).toBe('home')
    expect(nameOf('/h5/content/5', '')).toBeUndefined()
    expect(resolveAlias('/h5/content/5', '', '/h5')?.route.name).toBe('showDetail')
  })

  it('answers undefined for unknown paths', () => {
    expect(resolveAlias('/no-such-page', '')).toBeUndefined()
    expect(resolveAlias('/content', '')).toBeUndefined()
    expect(resolveAlias('/content/1/2', '')).toBeUndefined()
  })
})

describe('aliasUrl', () => {
  it('puts consumed params in the path and the rest in the query', () => {
    expect(aliasUrl(ROUTE_BY_NAME.showDetail, { showId: 123, channelId: 'c9' })).toBe('/content/123?channelId=c9')
    expect(aliasUrl('orderDetail', { orderId: 'O 1' })).toBe('/order/detail/O%201')
    expect(aliasUrl('home')).toBe('/')
  })

  it('falls back to a less specific alias when a path param is missing', () => {
    expect(aliasUrl('search', { placeholder: '周杰伦' })).toBe(`/search/${encodeURIComponent('周杰伦')}`)
    expect(aliasUrl('search', { keyword: 'x' })).toBe('/search?keyword=x')
  })

  it('uses the page path when a route has no usable alias', () => {
    const bare: RouteDef = { name: 'bare', page: 'bare/index', pkg: 'show', title: 'route.bare' }
    expect(aliasUrl(bare, { a: 1 })).toBe('/packages/show/bare/index?a=1')
    expect(aliasUrl('showDetail', {})).toBe('/packages/show/detail/index')
  })

  it('drops null and undefined values', () => {
    expect(aliasUrl('hot', { a: undefined, b: null, c: 0 })).toBe('/hot?c=0')
  })

  it('round-trips through resolveAlias for every alias of every route', () => {
    for (const route of ROUTES) {
      for (const alias of route.alias ?? []) {
        const params: Record<string, string> = {}
        for (const m of alias.matchAll(/:(\w+)/g)) params[m[1]] = `v-${m[1]}`
        const url = aliasUrl(route, { ...params, channelId: 'ch' })
        const [path, query] = url.split('?')
        const resolved = resolveAlias(path, query ? `?${query}` : '')
        expect(resolved?.route.name).toBe(route.name)
        expect(resolved?.params).toEqual({ ...params, channelId: 'ch' })
      }
    }
  })

  it('throws on an unknown route name', () => {
    expect(() => aliasUrl('nope')).toThrow('unknown route')
  })
})

describe('query helpers and custom routes', () => {
  it('parses and builds queries without URLSearchParams', () => {
    expect(parseQuery('?a=1&b=x%20y&c&=z&d=a+b')).toEqual({ a: '1', b: 'x y', c: '', d: 'a b' })
    expect(parseQuery(undefined)).toEqual({})
    expect(buildQuery({ a: 1, b: 'x y', c: undefined })).toBe('a=1&b=x%20y')
  })

  it('registers every alias with Taro in its static form, each form owned by one page', () => {
    const custom = customRoutes(ROUTES)
    expect(custom['/pages/list/list']).toEqual(['/', '/pages/list/list'])
    expect(custom['/packages/order/confirm/index']).toEqual(['/order/confirm', '/packages/order/confirm/index'])
    expect(custom['/packages/show/detail/index']).toEqual(['/content', '/packages/show/detail/index'])
    expect(custom['/packages/show/search/index']).toEqual(['/search', '/packages/show/search/index'])
    expect(custom['/pages/shop/shop']).toEqual(['/shop', '/pages/shop/shop'])
    expect(custom['/packages/shop/item/index']).toEqual(['/shop/shopItem', '/packages/shop/item/index'])
    const all = Object.values(custom).flat()
    expect(new Set(all).size).toBe(all.length)
  })

  it('rewrites an alias with params to the static form Taro knows, keeping the query', () => {
    expect(rewriteEntryUrl('/content/123', '?channelId=9', ROUTES)).toBe('/content?channelId=9&showId=123')
    expect(rewriteEntryUrl('/shop/77', '', ROUTES)).toBe('/shop/shopItem?id=77')
    expect(rewriteEntryUrl('/order/detail/O1', '', ROUTES)).toBe('/order/detail?orderId=O1')
    expect(rewriteEntryUrl('/topic-activity/5/coupon-template/8', '', ROUTES)).toBe(
      '/topic-activity/coupon-template?topicId=5&couponTemplateId=8',
    )
  })

  it('knows the page of every address-bar form Taro reports on H5', () => {
    expect(routeOfPagePath('order/detail')?.name).toBe('orderDetail')
    expect(routeOfPagePath('/order')?.name).toBe('orderList')
    expect(routeOfPagePath('shop/shopItem')?.name).toBe('shopItem')
    expect(routeOfPagePath('')?.name).toBe('home')
    expect(routeOfPagePath('packages/order/detail/index')?.name).toBe('orderDetail')
  })

  it('leaves static aliases, page paths and unknown paths to Taro', () => {
    expect(rewriteEntryUrl('/shop', '', ROUTES)).toBeUndefined()
    expect(rewriteEntryUrl('/search', '?x=1', ROUTES)).toBeUndefined()
    expect(rewriteEntryUrl('/packages/show/detail/index', '?showId=1', ROUTES)).toBeUndefined()
    expect(rewriteEntryUrl('/no/such/page', '', ROUTES)).toBeUndefined()
  })
})
