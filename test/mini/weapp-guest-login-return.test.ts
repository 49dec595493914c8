/**
 * A guest's purchase on the WeChat build (issue 13) under miniprogram-simulate with the official
 * template compiler, as far as the simulator taps: on the booking page of a tier show, logged out, the
 * buyer picks a tier and two tickets and taps confirm → the login page opens (wx.navigateTo, core §2)
 * → phone, the SMS code (wx.request answers send_code and login_or_register like the server) and the
 * agreement → about 500 ms later the router goes back to the booking page (wx.navigateBack, one
 * page), where the tier and the quantity are still chosen; confirming now prices them with pre_order
 * and opens the confirm-order page. A file of its own: the app launches once per jest file.
 * Build first: a weapp release build; run: `node scripts/test-mini.mjs weapp-guest-login-return`.
 */
import type { ShowStatic } from '../../types/catalog'
import type { PreOrderResponse } from '../../types/orders'
import { createWx, launchWeapp, waitFor, weappBuilt, type MiniApp, type WxStub } from './harness'

const BOOKING = 'packages/show/booking/index'
const LOGIN = 'packages/user/login/index'
const SHOW_ID = 'MO502'
const SESSION_ID = 'MO502-S1'
const PHONE = '13900007702'
const CODE = '246810'

const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data }, header: {} })

const SHOP_CONFIG = {
  shopName: '模拟剧场',
  shopStatus: 'OPEN',
  defaultLang: 'zh-CN',
  themeColor: '#e8383d',
  supportLanguages: [{ langTag: 'zh-CN', langName: '简体中文', loginMethod: ['CELLPHONE'] }],
  supportLoginAreas: [{ code: '86' }],
}

const price = (yuan: number) => ({ prefix: '¥', yuanNum: yuan, centNum: 0, suffix: '', pending: false })
const TIERS = [
  { seatPlanId: 'SP-A', seatPlanName: '看台A区', originalPrice: 38_000, priceInfo: price(380) },
  { seatPlanId: 'SP-B', seatPlanName: '内场B区', originalPrice: 68_000, priceInfo: price(680) },
]
/** Only what the booking page reads of the show's static data; a tier show (no seat map). */
const SHOW: Pick<ShowStatic, 'showId' | 'showName' | 'venueName' | 'utcOffset' | 'minOriginalPriceInfo' | 'sessions' | 'seatCapable'> = {
  showId: SHOW_ID,
  showName: '模拟流行演唱会',
  venueName: '模拟体育馆',
  utcOffset: 480,
  seatCapable: false,
  minOriginalPriceInfo: price(380),
  sessions: [{ sessionId: SESSION_ID, sessionName: '2030-07-01 周一 20:00', startTime: '2030-07-01T12:00:00Z', seatPlans: TIERS }],
}

/** pre_order's answer for a tier and a quantity, like the server's. */
function quote(seatPlanId: string, qty: number): PreOrderResponse {
  const tier = TIERS.find((t) => t.seatPlanId === seatPlanId)!
  const amount = tier.originalPrice * qty
  return {
    lines: [{ showId: SHOW_ID, sessionId: SESSION_ID, seatPlanId, seatPlanName: tier.seatPlanName, qty, unitPrice: tier.originalPrice, amount }],
    qty,
    total: amount,
    discount: 0,
    deliverFee: 0,
    payAmount: amount,
    addOns: [],
    addOnAmount: 0,
    deliverMethod: 'E_TICKET',
    remaining: 50,
    maxPerOrder: 6,
    passId: 'pass-guest-1',
    passIdExpiresAt: Date.now() + 10 * 60_000,
    realNameRequired: false,
    deliverMethods: ['E_TICKET'],
    agreement: null,
    agreementNeedReadAll: false,
  }
}

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run a weapp build first'
if (missing) console.warn(`weapp-guest-login-return: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

describeBuilt('weapp: a guest confirming a booking logs in and comes back to it', () => {
  let stub: WxStub
  let mini: MiniApp
  let booking: any
  let login: any

  const textOf = (page: any) => String(page.dom.textContent ?? '')
  const requestsTo = (p: string) => stub.callsOf('request').filter((o) => new URL(String(o.url)).pathname === p)
  const classes = (node: any) => String(node.dom.getAttribute('class')).split(/\s+/).map((c) => c.replace(/^main--/, ''))
  /** simulate's nodes of a class (they dispatch events). */
  const nodes = (page: any, cls: string): any[] => Array.from(page.querySelectorAll(`.${cls}`) as ArrayLike<any>)
  const tierChip = (name: string) => nodes(booking, 'chip').find((n) => String(n.dom.textContent).includes(name))
  const qtyValue = () => String(nodes(booking, 'qty__value')[0]?.dom.textContent ?? '')
  /** The page's main button: the last form button (a host phone-login button may come first on login). */
  const mainButton = (page: any) => nodes(page, 'form-submit').pop()

  async function tap(node: any, settled: () => unknown, what: string) {
    if (!node) throw new Error(`nothing to tap for ${what}`)
    node.dispatchEvent('tap')
    await waitFor(settled, 3000, what)
  }

  beforeAll(async () => {
    stub = createWx()
    stub.answer = (options) => {
      const url = new URL(String(options.url))
      const body = (options.data ?? {}) as Record<string, unknown>
      if (url.pathname === '/api/home/pub/v5/shop/configs') return ok(SHOP_CONFIG)
      if (url.pathname === `/api/show/pub/v5/show/${SHOW_ID}/static`) return ok(SHOW)
      if (url.pathname === '/api/user/pub/v1/send_code') return ok({ retryAfterSeconds: 60 })
      if (url.pathname === '/api/user/pub/v1/login_or_register') {
        if (body.cellphone !== PHONE || body.verifyCode !== CODE || body.countryCode !== '86') throw new Error(`unexpected login ${JSON.stringify(body)}`)
        return ok({ accessToken: 'token-guest', refreshToken: 'refresh-guest', userId: 'U-GUEST', isNewUser: true })
      }
      if (url.pathname === '/api/buyer/v3/pre_order') return ok(quote(String(body.seatPlanId), Number(body.qty)))
      return ok(null)
    }
    mini = launchWeapp(stub, BOOKING, { showId: SHOW_ID })
    booking = mini.renderPage(BOOKING, { showId: SHOW_ID })
    await waitFor(() => tierChip(TIERS[1].seatPlanName), 8000, 'the tiers of the booking page')
  })

  it('a logged-out buyer picks a tier and two tickets; confirm opens the login page', async () => {
    expect(textOf(booking)).toContain(SHOW.showName)
    await tap(tierChip(TIERS[1].seatPlanName), () => classes(tierChip(TIERS[1].seatPlanName)).includes('chip--on'), 'the tier chosen')
    await tap(nodes(booking, 'qty__btn')[1], () => qtyValue() === '2', 'two tickets')
    expect(stub.storage.get('session') ?? '').toBe('')

    await tap(mainButton(booking), () => stub.callsOf('navigateTo').length > 0, 'wx.navigateTo')
    expect(stub.callsOf('navigateTo').map((o) => o.url)).toEqual([`/${LOGIN}`])
    // Nothing was priced or ordered for a guest.
    expect(requestsTo('/api/buyer/v3/pre_order').filter((o) => (o.data as { qty: number }).qty === 2)).toHaveLength(0)
  })

  it('logging in with the SMS code goes back to the booking page with the tier and the quantity kept', async () => {
    login = mini.renderPage(LOGIN)
    await waitFor(() => nodes(login, 'form-field__input').length >= 2, 5000, 'the login form')
    const [phone, code] = nodes(login, 'form-field__input')
    phone.dispatchEvent('input', { detail: { value: PHONE } })
    await waitFor(() => !classes(nodes(login, 'code-button')[0]).includes('code-button--off'), 3000, 'the code button on')
    await tap(nodes(login, 'code-button')[0], () => requestsTo('/api/user/pub/v1/send_code').length === 1, 'send_code')
    expect(requestsTo('/api/user/pub/v1/send_code')[0].data).toMatchObject({ cellphone: PHONE, countryCode: '86', purpose: 'LOGIN' })
    code.dispatchEvent('input', { detail: { value: CODE } })
    await tap(nodes(login, 'agreement')[0], () => classes(nodes(login, 'agreement__box')[0]).includes('agreement__box--on'), 'the agreement ticked')
    await waitFor(() => !classes(mainButton(login)).includes('form-submit--off'), 3000, 'the login button on')

    await tap(mainButton(login), () => requestsTo('/api/user/pub/v1/login_or_register').length === 1, 'login_or_register')
    // The router returns ~500 ms after login (core §2): back one page, to the booking page, nothing opened anew.
    const back = await waitFor(() => stub.callsOf('navigateBack')[0], 3000, 'wx.navigateBack')
    expect(back.delta).toBe(1)
    expect(stub.callsOf('navigateTo')).toHaveLength(1)
    expect(JSON.parse(String(stub.storage.get('session'))).accessToken).toBe('token-guest')
    login.detach()
    expect(mini.pages.map((p) => p.route)).toEqual([BOOKING])

    expect(classes(tierChip(TIERS[1].seatPlanName))).toContain('chip--on')
    expect(classes(tierChip(TIERS[0].seatPlanName))).not.toContain('chip--on')
    expect(qtyValue()).toBe('2')
  })

  it('confirming again prices the kept choice and opens the confirm-order page', async () => {
    await tap(mainButton(booking), () => stub.callsOf('navigateTo').length === 2, 'the confirm-order page')
    const priced = requestsTo('/api/buyer/v3/pre_order').filter((o) => (o.data as { qty: number }).qty === 2)
    expect(priced).toHaveLength(1)
    expect(priced[0].data).toMatchObject({ showId: SHOW_ID, sessionId: SESSION_ID, seatPlanId: TIERS[1].seatPlanId, qty: 2 })
    expect(priced[0].header['access-token']).toBe('token-guest')
    expect(stub.callsOf('navigateTo')[1].url).toBe('/packages/order/confirm/index')
  })
})
