import { setLang } from '../../../src/i18n'
import { invokePayment as payH5 } from '../../../src/platform/pay'
import { invokePayment as payAlipay } from '../../../src/platform/pay.alipay'
import { invokePayment as payTt } from '../../../src/platform/pay.tt'
import { invokePayment as payWeapp } from '../../../src/platform/pay.weapp'
import { clearGlobal, likeMiniProgramHost, setGlobal, taro } from './helpers'

const wxInfo = { paymentProduct: 'WEIXIN_HK_MINI_PROGRAM', paymentInfoMap: { timeStamp: 1700000000, nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' } }

beforeEach(() => {
  jest.clearAllMocks()
  setLang('zh-CN')
})
afterEach(() => {
  clearGlobal('my')
  clearGlobal('tt')
  clearGlobal('window')
})

describe('invokePayment — weapp', () => {
  it('calls Taro.requestPayment with the pay info and reports paid', async () => {
    expect(await payWeapp(wxInfo)).toEqual({ status: 'paid', message: '' })
    expect(taro.requestPayment).toHaveBeenCalledWith({ timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' })
  })

  it('accepts paymentInfo as a JSON string', async () => {
    await payWeapp({ paymentInfo: JSON.stringify(wxInfo.paymentInfoMap) })
    expect(taro.requestPayment).toHaveBeenCalledWith(expect.objectContaining({ package: 'prepay_id=1' }))
  })

  it('blanks the message when the user cancels', async () => {
    taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    expect(await payWeapp(wxInfo)).toEqual({ status: 'cancelled', message: '', code: 'requestPayment:fail cancel' })
  })

  it('reports a failure in the buyer’s language', async () => {
    taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail system error' })
    expect(await payWeapp(wxInfo)).toMatchObject({ status: 'failed', message: '支付失败' })
    setLang('en-US')
    taro.requestPayment.mockRejectedValueOnce({ errMsg: 'x' })
    expect((await payWeapp(wxInfo)).message).toBe('Payment failed')
  })

  it("says '支付失败: payInfo is null' when there is no pay info", async () => {
    expect(await payWeapp(null)).toMatchObject({ status: 'failed', message: '支付失败: payInfo is null' })
    expect(await payWeapp({})).toMatchObject({ status: 'failed', message: '支付失败: payInfo is null' })
    expect(taro.requestPayment).not.toHaveBeenCalled()
  })

  it('opens the payment mini-program for CHINA_UMS_MINI', async () => {
    expect(await payWeapp({ paymentProduct: 'CHINA_UMS_MINI', cqpMpAppId: 'wxums', cqpMpPath: 'pages/pay?x=1' })).toMatchObject({ status: 'redirected' })
    expect(taro.navigateToMiniProgram).toHaveBeenCalledWith({ appId: 'wxums', path: 'pages/pay?x=1' })
  })
})

describe('invokePayment — alipay (Taro.tradePay, run without globalThis)', () => {
  afterEach(() => delete taro.tradePay)

  it.each([
    ['9000', 'paid', ''],
    ['6001', 'cancelled', ''],
    ['4000', 'failed', '支付失败'],
  ])('resultCode %s → %s', async (resultCode, status, message) => {
    // Taro's Alipay runtime maps Taro.tradePay onto my.tradePay and resolves with Alipay's answer.
    taro.tradePay = jest.fn(() => Promise.resolve({ resultCode }))
    expect(await likeMiniProgramHost(() => payAlipay({ paymentInfoMap: { tradeNO: 'T1' } }))).toMatchObject({ status, message })
    expect(taro.tradePay).toHaveBeenCalledWith({ tradeNO: 'T1' })
  })

  it('reads the code where Taro\'s typing puts it, and treats a refused call as failed', async () => {
    taro.tradePay = jest.fn(() => Promise.resolve({ response: { resultCode: 9000 } }))
    expect(await likeMiniProgramHost(() => payAlipay({ paymentInfoMap: { tradeNO: 'T1' } }))).toMatchObject({ status: 'paid' })
    taro.tradePay = jest.fn(() => Promise.reject({ error: 4, errorMessage: 'no permission' }))
    expect(await likeMiniProgramHost(() => payAlipay({ paymentInfoMap: { tradeNO: 'T1' } }))).toMatchObject({ status: 'failed' })
  })

  it('fails without a trade number', async () => {
    expect(await payAlipay({ paymentInfoMap: {} })).toMatchObject({ status: 'failed', message: '支付失败: payInfo is null' })
  })
})

describe('invokePayment — tt (general trade system, run without globalThis)', () => {
  const answer = { paymentInfoMap: { data: '{"outOrderNo":"P1","totalAmount":100}', byteAuthorization: 'SHA256-RSA2048 appid="tt1",signature="s"' } }
  const douyin = (payment: (o: { success(r: unknown): void; fail(e: unknown): void }) => void) => {
    const requestOrder = jest.fn((o: { success(r: unknown): void }) => o.success({ orderId: 'motb1', itemOrderList: [] }))
    const getOrderPayment = jest.fn(payment)
    setGlobal('tt', { requestOrder, getOrderPayment })
    return { requestOrder, getOrderPayment }
  }

  it('orders with data + byteAuthorization untouched, then pays Douyin\'s order id', async () => {
    const { requestOrder, getOrderPayment } = douyin((o) => o.success({}))
    expect(await likeMiniProgramHost(() => payTt(answer))).toMatchObject({ status: 'paid', message: '' })
    expect(requestOrder).toHaveBeenCalledWith(expect.objectContaining({ data: answer.paymentInfoMap.data, byteAuthorization: answer.paymentInfoMap.byteAuthorization }))
    expect(getOrderPayment).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'motb1' }))
  })

  it.each([
    [{ errNo: 4, errMsg: 'getOrderPayment:fail cancel' }, 'cancelled'],
    [{ errNo: 1, errMsg: 'getOrderPayment:fail 支付失败' }, 'failed'],
  ])('a cashier failure %o → %s', async (err, status) => {
    douyin((o) => o.fail(err))
    const res = await likeMiniProgramHost(() => payTt(answer))
    expect(res.status).toBe(status)
    if (status === 'cancelled') expect(res.message).toBe('')
  })

  it('stops when Douyin refuses the pre-order, and without the pre-order fields', async () => {
    setGlobal('tt', { requestOrder: (o: { fail(e: unknown): void }) => o.fail({ errNo: 11004, errMsg: 'requestOrder:fail 签名参数异常' }), getOrderPayment: jest.fn() })
    expect(await likeMiniProgramHost(() => payTt(answer))).toMatchObject({ status: 'failed' })
    expect(await payTt({ paymentInfoMap: { orderInfo: { order_id: 'O' }, service: 5 } })).toMatchObject({ status: 'failed', message: '支付失败: payInfo is null' })
  })
})

describe('invokePayment — h5', () => {
  it('redirects to the cashier URL', async () => {
    const assign = jest.fn()
    setGlobal('window', { location: { assign } })
    expect(await payH5({ paymentProduct: 'ALIPAY_CN_WAP', normalUrl: 'https://cashier.example.com/p?id=1' })).toEqual({
      status: 'redirected',
      message: '',
      code: 'https://cashier.example.com/p?id=1',
    })
    expect(assign).toHaveBeenCalledWith('https://cashier.example.com/p?id=1')
  })

  it('fails with the payInfo-null text when there is no URL', async () => {
    expect(await payH5(undefined)).toMatchObject({ status: 'failed', message: '支付失败: payInfo is null' })
  })
})

describe('invokePayment — h5 inside WeChat (JSAPI)', () => {
  const jsapi = { paymentProduct: 'WEIXIN_HK_JSAPI', paymentInfoMap: { appId: 'wx8888', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' } }
  const bridge = (errMsg: string) => ({ invoke: jest.fn((_api: string, _p: unknown, cb: (r: { err_msg: string }) => void) => cb({ err_msg: errMsg })) })

  it.each([
    ['get_brand_wcpay_request:ok', 'paid'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
  ])('%s → %s', async (errMsg, status) => {
    const b = bridge(errMsg)
    setGlobal('window', { WeixinJSBridge: b, location: { assign: jest.fn() } })
    expect((await payH5(jsapi)).status).toBe(status)
    expect(b.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi.paymentInfoMap, expect.any(Function))
  })

  it('waits for WeixinJSBridgeReady when the bridge attaches after the page', async () => {
    const w: Record<string, unknown> = { location: { assign: jest.fn() } }
    setGlobal('window', w)
    const listeners: Array<() => void> = []
    setGlobal('document', { addEventListener: (_e: string, f: () => void) => listeners.push(f), removeEventListener: jest.fn() })
    const paying = payH5(jsapi)
    w.WeixinJSBridge = bridge('get_brand_wcpay_request:ok')
    for (const f of listeners) f()
    expect((await paying).status).toBe('paid')
    clearGlobal('document')
  })

  it('outside WeChat there is no bridge: failed in the buyer’s language, no redirect', async () => {
    jest.useFakeTimers()
    const assign = jest.fn()
    setGlobal('window', { location: { assign } })
    setGlobal('document', { addEventListener: jest.fn(), removeEventListener: jest.fn() })
    const paying = payH5(jsapi)
    jest.advanceTimersByTime(3000)
    expect(await paying).toMatchObject({ status: 'failed', message: '支付失败', code: 'WeixinJSBridge unavailable' })
    expect(assign).not.toHaveBeenCalled()
    jest.useRealTimers()
    clearGlobal('document')
  })
})
