/**
 * The payment chooser in the WeChat build (dist/weapp) under miniprogram-simulate: a logged-in buyer
 * opens an unpaid order's detail page, taps its pay button, and the payment panel renders the cashier's
 * options for the WEAPP platform with the host's product (WeChat Pay) selected, the amount and the
 * reservation countdown. Paying calls wx.requestPayment with the server's pay parameters, then the
 * app goes to /pay-loading to confirm. A file of its own: the app launches once per jest file.
 */
import { createWx, launchWeapp, waitFor, weappBuilt, type MiniApp, type WxStub } from './harness'

const DETAIL = 'packages/order/detail/index'
const ORDER_ID = 'O-MINI-1'

const ok = (data: unknown) => ({ statusCode: 200, data: { statusCode: 200, mode: 'none', comments: '', data }, header: {} })

const BRIEF = {
  orderId: ORDER_ID,
  orderNumber: 'N-0001',
  bindId: 'B-MINI-1',
  userId: 'U-MINI',
  unPaidTransactionIds: ['T-MINI-1'],
  firstShowId: 'MO002',
  firstShowName: '模拟音乐会',
  firstSessionId: 'S1',
  firstSessionName: '2030-01-01 20:00',
  firstVenueName: '模拟剧场',
  showTimeDesc: '2030-01-01 20:00',
  cityName: '澳门',
  qty: 1,
  seatPlanUnit: '张',
  displayPosterURL: '',
  createTime: Date.now(),
  reserveTime: 10 * 60_000,
  orderState: { code: 1, name: 'Unpaid' },
  orderStatusTitle: '待支付',
  orderDetailState: '',
  orderRefundState: '',
  total: 38_000,
  payAmount: 38_000,
  deliverMethod: 'E_TICKET',
  ticketForm: 'E_TICKET',
  isMixture: false,
  orderOperations: [{ name: 'TO_BE_PAID', title: '去支付' }],
  actions: [],
  expressNo: '',
  express: null,
  supportRebook: false,
  crossShow: false,
  crossSession: false,
  crossVenue: false,
  hasChildren: false,
  parentId: '',
  isEnd: false,
  waitListState: '',
  waitListStateTitle: '',
  orderSourceEnum: '',
  hasPromotion: false,
}
// The whole contract (types/orders.ts OrderDetail): the page reads every list of it.
const DETAIL_DATA = { orderBrief: BRIEF, items: [{ showId: 'MO002', sessionId: 'S1', seatPlanId: 'SP1', seatPlanName: '看台', qty: 1, unitPrice: 38_000 }], seats: [], audienceIds: [], addressId: null, ticketIds: [], pickupCode: '', addOns: [] }

const option = (paymentProduct: string, displayName: string, kind: string) => ({
  paymentProduct,
  name: displayName,
  displayName,
  isCheck: false,
  kind,
  exchangeRate: null,
  tipInfos: [],
  agreement: null,
  platform: 'WEAPP',
  extra: {},
})
const CASHIER = {
  orderId: ORDER_ID,
  orderType: 'ticket',
  payAmount: 38_000,
  currency: 'CNY',
  reserveDeadline: Date.now() + 10 * 60_000,
  hostProduct: 'WEIXIN_HK_MINI_PROGRAM',
  options: [option('CHINA_UMS_MINI', '银联云闪付', 'MINI_PROGRAM'), option('WEIXIN_HK_MINI_PROGRAM', '微信支付', 'HOST_PAY'), option('DOOOLY', '兜礼积分支付', 'CODE')],
  agreement: null,
}
const PAY_INFO = {
  paymentProduct: 'WEIXIN_HK_MINI_PROGRAM',
  paymentId: 'P-MINI-1',
  kind: 'HOST_PAY',
  paid: false,
  paymentInfoMap: { timeStamp: '1700000000', nonceStr: 'nonce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'sig' },
}

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run `npx taro build --type weapp` first'
if (missing) console.warn(`payment-chooser: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

describeBuilt('weapp payment chooser under miniprogram-simulate', () => {
  let stub: WxStub
  let mini: MiniApp
  let page: any

  const text = () => String(page.dom.textContent ?? '')
  const requestsTo = (path: string) => stub.callsOf('request').filter((o) => new URL(String(o.url)).pathname === path)
  /** Taro renders a View's className on the node; the panel's pieces are found by their BEM classes. */
  const all = (cls: string): Element[] => Array.from(page.dom.querySelectorAll(`[class*="${cls}"]`) as ArrayLike<Element>)
  /** simulate's own nodes (they dispatch taps) of a class, picked by their text. */
  const tappable = (cls: string, label: string) => (page.querySelectorAll(cls) as any[]).find((n) => String(n.dom.textContent).includes(label))

  beforeAll(async () => {
    stub = createWx()
    // A buyer who logged in earlier: the session store reads it at launch.
    stub.storage.set('session', JSON.stringify({ accessToken: 'token-mini', refreshToken: 'refresh-mini', userId: 'U-MINI', email: '', countryCode: '853' }))
    stub.answer = (options) => {
      const url = new URL(String(options.url))
      if (url.pathname === `/api/buyer/v5/orders/${ORDER_ID}`) return ok(DETAIL_DATA)
      if (url.pathname === '/api/buyer/v3/payments/cashiers') return ok(CASHIER)
      if (url.pathname === '/api/buyer/v3/payments/pay') return ok(PAY_INFO)
      return ok(null)
    }
    mini = launchWeapp(stub, DETAIL, { orderId: ORDER_ID })
    page = mini.renderPage(DETAIL, { orderId: ORDER_ID })
    await waitFor(() => text().includes(BRIEF.firstShowName), 8000, 'the unpaid order detail')
  })

  it('tapping the pay button asks the cashier for the WEAPP platform and renders the chooser', async () => {
    const payButton = await waitFor(() => tappable('.form-submit', '去支付'), 3000, 'the pay button')
    payButton.dispatchEvent('tap')
    await waitFor(() => all('pay-method__name').length === 3, 5000, 'the payment methods')

    const [call] = requestsTo('/api/buyer/v3/payments/cashiers')
    expect(call.method).toBe('POST')
    expect(call.data).toEqual({ transactionIds: ['T-MINI-1'], platform: 'WEAPP', src: 'ORDER_DETAIL' })
    expect(call.header['access-token']).toBe('token-mini')

    expect(all('pay-method__name').map((n) => n.textContent)).toEqual(['银联云闪付', '微信支付', '兜礼积分支付'])
    // Nothing is checked: the host's own product (WeChat Pay) starts selected.
    const selected = all('pay-method--on')
    expect(selected).toHaveLength(1)
    expect(selected[0].textContent).toContain('微信支付')
    expect(text()).toContain('选择支付方式')
    expect(text()).toContain('¥380.00')
    expect(text()).toMatch(/支付剩余时间 (09:5\d|10:00)/)
  })

  it('paying with WeChat Pay calls wx.requestPayment with the pay parameters, then opens pay-loading', async () => {
    const before = stub.callsOf('requestPayment').length
    const confirm = tappable('.form-submit', '立即支付')
    expect(confirm).toBeTruthy()
    confirm.dispatchEvent('tap')

    const pay = await waitFor(() => requestsTo('/api/buyer/v3/payments/pay')[0], 5000, 'the pay call')
    expect(pay.data).toMatchObject({ transactionIds: ['T-MINI-1'], paymentProduct: 'WEIXIN_HK_MINI_PROGRAM', platform: 'WEAPP', src: 'ORDER_DETAIL' })
    expect(pay.data.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)

    const wxPay = await waitFor(() => stub.callsOf('requestPayment')[before], 5000, 'wx.requestPayment')
    expect(wxPay).toMatchObject({ timeStamp: '1700000000', nonceStr: 'nonce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'sig' })
    const redirect = await waitFor(() => stub.callsOf('redirectTo')[0], 5000, 'wx.redirectTo pay-loading')
    expect(redirect.url).toBe(`/packages/order/pay-loading/index?orderId=${ORDER_ID}&orderType=ticket&bindId=B-MINI-1`)
  })
})
