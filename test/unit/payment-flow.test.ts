/**
 * The payment flow store rule by rule (spec core §4 payment flow, §5 code/agreement/payInfo null, §8
 * cancel blanked, failures carry the order id; accounts §4 reservation countdown), with fake API,
 * host payment, storage and navigation, and jest's fake clock.
 */
import { setLang } from '../../src/i18n'
import { invokePayment as payH5 } from '../../src/platform/pay'
import { invokePayment as payWeapp } from '../../src/platform/pay.weapp'
import { RequestError } from '../../src/request'
import { LAST_PRODUCT_KEY, PENDING_ORDER_KEY, PaymentStore, type PaymentDeps, type PaymentOrder, type PaymentOutcome } from '../../src/stores/payment'
import { PAYMENT_STATUS, type CashierResponse, type PayInfoResponse, type PaymentOption, type PaymentProduct } from '../../types/payments'
import { taro } from './platform/helpers'

const NOW = 1_700_000_000_000
const ORDER: PaymentOrder = { orderId: 'O-1', transactionIds: ['T-1'], payAmount: 12_800, src: 'ORDER_CONFIRM' }

const option = (paymentProduct: PaymentProduct, kind: PaymentOption['kind'] = 'REDIRECT', extra: Partial<PaymentOption> = {}): PaymentOption => ({
  paymentProduct,
  name: paymentProduct,
  displayName: paymentProduct,
  isCheck: false,
  kind,
  exchangeRate: null,
  tipInfos: [],
  agreement: null,
  platform: 'H5',
  extra: {},
  ...extra,
})

const cashierOf = (options: PaymentOption[], extra: Partial<CashierResponse> = {}): CashierResponse => ({
  orderId: ORDER.orderId,
  orderType: 'ticket',
  payAmount: 12_800,
  currency: 'MOP',
  reserveDeadline: NOW + 15 * 60_000,
  hostProduct: 'ALIPAY_HK_WAP',
  options,
  agreement: null,
  ...extra,
})

const payInfo = (paymentProduct: PaymentProduct, kind: PayInfoResponse['kind'], extra: Partial<PayInfoResponse> = {}): PayInfoResponse => ({
  paymentProduct,
  paymentId: 'P-1',
  kind,
  paid: false,
  ...extra,
})

function setup(cashier: CashierResponse, pay: (body: { paymentProduct: string; verificationCode?: string }) => Promise<PayInfoResponse> = async (b) => payInfo(b.paymentProduct as PaymentProduct, 'REDIRECT', { normalUrl: 'https://cashier/x' })) {
  const stored = new Map<string, unknown>()
  const outcomes: PaymentOutcome[] = []
  const toasts: string[] = []
  let keyN = 0
  const deps = {
    fetchCashier: jest.fn(async () => cashier),
    requestPay: jest.fn(async (body: { paymentProduct: string; verificationCode?: string }, _key: string) => pay(body)),
    sendCode: jest.fn(async () => ({ resendAfter: 60, expiresIn: 300 })),
    invokePayment: jest.fn(payH5),
    openUrl: jest.fn(async (_url: string): Promise<boolean> => true),
    openMiniProgram: jest.fn(async (_appId: string, _path?: string): Promise<boolean> => true),
    platform: () => 'H5' as const,
    browserType: () => 'OTHER' as const,
    returnUrl: (o: PaymentOrder) => `https://shop/pay-loading?orderId=${o.orderId}`,
    storage: { get: <T,>(k: string) => stored.get(k) as T | undefined, set: (k: string, v: unknown) => void stored.set(k, v), remove: (k: string) => void stored.delete(k) },
    toast: (text: string) => void toasts.push(text),
    texts: { failed: () => 'failed', noOption: () => 'no option', agreementRequired: () => 'tick it', openMiniFailed: () => 'mini failed', expired: () => 'expired' },
    onOutcome: jest.fn((_o: PaymentOrder, outcome: PaymentOutcome) => void outcomes.push(outcome)),
    now: () => Date.now(),
    makeKey: () => `key-${++keyN}`,
  } satisfies PaymentDeps
  const flow = new PaymentStore(deps)
  return { flow, deps, stored, outcomes, toasts }
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW })
  jest.clearAllMocks()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

describe('start', () => {
  it('finishes a zero or absent amount at once without asking for the cashier', async () => {
    for (const payAmount of [0, null, undefined]) {
      const { flow, deps, outcomes } = setup(cashierOf([option('ALIPAY_HK_WAP')]))
      await flow.start({ ...ORDER, payAmount })
      expect(outcomes).toEqual([{ kind: 'free' }])
      expect(deps.fetchCashier).not.toHaveBeenCalled()
    }
  })

  it('asks the cashier with the transaction ids, platform, src and browser type', async () => {
    const { flow, deps } = setup(cashierOf([option('ALIPAY_HK_WAP'), option('DOOOLY', 'CODE')]))
    await flow.start(ORDER)
    expect(deps.fetchCashier).toHaveBeenCalledWith({ transactionIds: ['T-1'], platform: 'H5', src: 'ORDER_CONFIRM', browserType: 'OTHER' })
  })

  it('shows the chooser with the default selection when there is more than one option', async () => {
    const { flow, deps } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP'), option('DOOOLY', 'CODE')]))
    await flow.start(ORDER)
    expect(flow.phase).toBe('choosing')
    expect(flow.open).toBe(true)
    expect(flow.selected).toBe('ALIPAY_HK_WAP') // the host's product (nothing checked)
    expect(deps.requestPay).not.toHaveBeenCalled()
  })

  it('selects the last used product when nothing is checked and the host product is not offered', async () => {
    const { flow, stored } = setup(cashierOf([option('ICBC_PAY'), option('DOOOLY', 'CODE')]))
    stored.set(LAST_PRODUCT_KEY, 'DOOOLY')
    await flow.start(ORDER)
    expect(flow.selected).toBe('DOOOLY')
  })

  it('pays directly when the only option is the host product', async () => {
    const { flow, deps, outcomes } = setup(cashierOf([option('ALIPAY_HK_WAP')]))
    await flow.start(ORDER)
    expect(deps.requestPay).toHaveBeenCalledTimes(1)
    expect(deps.openUrl).toHaveBeenCalledWith('https://cashier/x')
    expect(outcomes).toEqual([{ kind: 'redirected' }])
    expect(flow.open).toBe(false)
  })

  it('shows the chooser for a single option that differs from the host product', async () => {
    const { flow, deps } = setup(cashierOf([option('DOOOLY', 'CODE')]))
    await flow.start(ORDER)
    expect(flow.phase).toBe('choosing')
    expect(deps.requestPay).not.toHaveBeenCalled()
  })

  it('ends as failed, with the order id, when no option is offered', async () => {
    const { flow, outcomes, toasts } = setup(cashierOf([]))
    await flow.start(ORDER)
    expect(outcomes).toEqual([{ kind: 'failed', failure: { message: 'no option', orderId: 'O-1' } }])
    expect(toasts).toEqual(['no option'])
  })
})

describe('paying', () => {
  it('sends the product, platform, return URL and an idempotency key kept for a replay after no answer', async () => {
    let calls = 0
    const { flow, deps } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]), async (b) => {
      calls++
      if (calls === 1) throw new RequestError({ message: 'request failed: timeout', statusCode: -1, httpCode: 0 })
      return payInfo(b.paymentProduct as PaymentProduct, 'REDIRECT', { normalUrl: 'https://cashier/y' })
    })
    await flow.start(ORDER)
    await flow.confirm()
    expect(flow.failure).toEqual({ message: 'request failed: timeout', orderId: 'O-1', statusCode: -1 })
    expect(flow.open).toBe(true) // the buyer may press again
    await flow.confirm()
    const [first, second] = deps.requestPay.mock.calls
    expect(first[0]).toMatchObject({ transactionIds: ['T-1'], paymentProduct: 'ALIPAY_HK_WAP', platform: 'H5', returnUrl: 'https://shop/pay-loading?orderId=O-1' })
    expect(second[1]).toBe(first[1])
    expect(deps.openUrl).toHaveBeenCalledWith('https://cashier/y')
  })

  it('uses a new key after the server answered, and for another product', async () => {
    const { flow, deps } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]), async () => {
      throw new RequestError({ message: 'provider down', statusCode: PAYMENT_STATUS.PROVIDER_FAILED, httpCode: 200 })
    })
    await flow.start(ORDER)
    await flow.confirm()
    await flow.confirm()
    flow.select('ICBC_PAY')
    await flow.confirm()
    const keys = deps.requestPay.mock.calls.map((c) => c[1])
    expect(new Set(keys).size).toBe(3)
  })

  it('remembers the product paid with for the next default selection', async () => {
    const { flow, stored } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]))
    await flow.start(ORDER)
    flow.select('ICBC_PAY')
    await flow.confirm()
    expect(stored.get(LAST_PRODUCT_KEY)).toBe('ICBC_PAY')
  })

  it('requires the agreement tick when the order has an agreement', async () => {
    const agreement = { template: 'I agree to {t}', placeHolders: [{ name: 't', title: 'Terms', url: 'https://t' }] }
    const { flow, deps, toasts } = setup(cashierOf([option('ALIPAY_HK_WAP')], { agreement }))
    await flow.start(ORDER)
    // A single host-product option still opens the chooser: the agreement must be ticked there.
    expect(flow.phase).toBe('choosing')
    await flow.confirm()
    expect(deps.requestPay).not.toHaveBeenCalled()
    expect(toasts).toEqual(['tick it'])
    flow.setAgreed(true)
    await flow.confirm()
    expect(deps.requestPay).toHaveBeenCalledTimes(1)
  })

  it('REDIRECT stores the order info, opens the URL and reports not completed', async () => {
    const { flow, deps, stored, outcomes } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]))
    await flow.start(ORDER)
    await flow.confirm()
    expect(deps.openUrl).toHaveBeenCalledWith('https://cashier/x')
    expect(stored.get(PENDING_ORDER_KEY)).toEqual({ orderId: 'O-1', orderType: 'ticket', bindId: '' })
    expect(outcomes).toEqual([{ kind: 'redirected' }])
  })

  it('MINI_PROGRAM opens the other mini-program, and clears the stored order info when it fails to open', async () => {
    const mini = payInfo('CHINA_UMS_MINI', 'MINI_PROGRAM', { cqpMpAppId: 'wxums', cqpMpPath: 'pages/pay?x=1' })
    const { flow, deps, stored, outcomes, toasts } = setup(cashierOf([option('CHINA_UMS_MINI', 'MINI_PROGRAM'), option('DOOOLY', 'CODE')]), async () => mini)
    deps.openMiniProgram.mockResolvedValueOnce(false)
    await flow.start(ORDER)
    await flow.confirm()
    expect(deps.openMiniProgram).toHaveBeenCalledWith('wxums', 'pages/pay?x=1')
    expect(stored.has(PENDING_ORDER_KEY)).toBe(false)
    expect(toasts).toEqual(['mini failed'])
    expect(flow.failure?.orderId).toBe('O-1')
    expect(flow.open).toBe(true)
    await flow.confirm()
    expect(stored.get(PENDING_ORDER_KEY)).toMatchObject({ orderId: 'O-1' })
    expect(outcomes).toEqual([{ kind: 'redirected' }])
  })

  it('HOST_PAY: paid by the host goes to confirmation', async () => {
    const info = payInfo('WEIXIN_HK_MINI_PROGRAM', 'HOST_PAY', { paymentInfoMap: { timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', paySign: 's' } })
    const { flow, deps, outcomes } = setup(cashierOf([option('WEIXIN_HK_MINI_PROGRAM', 'HOST_PAY'), option('DOOOLY', 'CODE')]), async () => info)
    deps.invokePayment.mockImplementation(payWeapp)
    await flow.start(ORDER)
    flow.select('WEIXIN_HK_MINI_PROGRAM')
    await flow.confirm()
    expect(taro.requestPayment).toHaveBeenCalledWith(expect.objectContaining({ package: 'prepay_id=1' }))
    expect(outcomes).toEqual([{ kind: 'confirming' }])
  })

  it('HOST_PAY cancelled by the buyer: the cancel message is blanked and the chooser stays', async () => {
    const info = payInfo('WEIXIN_HK_MINI_PROGRAM', 'HOST_PAY', { paymentInfoMap: { package: 'prepay_id=1', paySign: 's' } })
    const { flow, deps, outcomes, toasts } = setup(cashierOf([option('WEIXIN_HK_MINI_PROGRAM', 'HOST_PAY'), option('DOOOLY', 'CODE')]), async () => info)
    deps.invokePayment.mockImplementation(payWeapp)
    taro.requestPayment.mockRejectedValueOnce({ errMsg: 'requestPayment:fail cancel' })
    await flow.start(ORDER)
    flow.select('WEIXIN_HK_MINI_PROGRAM')
    await flow.confirm()
    expect(toasts).toEqual([])
    expect(flow.failure).toBeNull()
    expect(flow.paying).toBe(false)
    expect(flow.phase).toBe('choosing')
    expect(outcomes).toEqual([])
  })

  it("HOST_PAY without pay info fails with '支付失败: payInfo is null' and the order id", async () => {
    const { flow, toasts } = setup(cashierOf([option('WEIXIN_HK_MINI_PROGRAM', 'HOST_PAY'), option('DOOOLY', 'CODE')]), async () =>
      payInfo('WEIXIN_HK_MINI_PROGRAM', 'HOST_PAY', { paymentInfoMap: null }),
    )
    await flow.start(ORDER)
    flow.select('WEIXIN_HK_MINI_PROGRAM')
    await flow.confirm()
    expect(toasts).toEqual(['支付失败: payInfo is null'])
    expect(flow.failure).toEqual({ message: '支付失败: payInfo is null', orderId: 'O-1' })
  })

  it('a REDIRECT answer without a URL is payInfo null too', async () => {
    const { flow, deps, toasts } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]), async () => payInfo('ALIPAY_HK_WAP', 'REDIRECT'))
    await flow.start(ORDER)
    await flow.confirm()
    expect(deps.openUrl).not.toHaveBeenCalled()
    expect(toasts).toEqual(['支付失败: payInfo is null'])
  })
})

describe('DOOOLY code step', () => {
  const dooooly = (codeOk = '123456') => async (b: { paymentProduct: string; verificationCode?: string }) => {
    if (!b.verificationCode) return payInfo('DOOOLY', 'CODE')
    if (b.verificationCode !== codeOk) throw new RequestError({ message: '验证码错误', statusCode: PAYMENT_STATUS.CODE_WRONG, httpCode: 200 })
    return payInfo('DOOOLY', 'CODE', { paid: true })
  }

  async function toCodeStep() {
    const ctx = setup(cashierOf([option('ALIPAY_HK_WAP'), option('DOOOLY', 'CODE')]), dooooly())
    await ctx.flow.start(ORDER)
    ctx.flow.select('DOOOLY')
    await ctx.flow.confirm()
    return ctx
  }

  it('opens the code step after choosing DOOOLY', async () => {
    const { flow } = await toCodeStep()
    expect(flow.phase).toBe('code')
    expect(flow.open).toBe(true)
  })

  it('sends the code for the order and answers the resend delay', async () => {
    const { flow, deps } = await toCodeStep()
    expect(await flow.sendCode()).toBe(60)
    expect(deps.sendCode).toHaveBeenCalledWith(['T-1'])
  })

  it('confirm is enabled only for exactly 6 digits and not while paying', async () => {
    const { flow, deps } = await toCodeStep()
    expect(flow.canConfirmCode).toBe(false) // empty
    flow.setCode('12345')
    expect(flow.canConfirmCode).toBe(false) // short
    await flow.confirmCode()
    expect(deps.requestPay).toHaveBeenCalledTimes(1) // only the first pay call
    flow.setCode('1234567x')
    expect(flow.code).toBe('123456')
    expect(flow.canConfirmCode).toBe(true)
    const pending = flow.confirmCode()
    expect(flow.paying).toBe(true)
    expect(flow.canConfirmCode).toBe(false)
    await pending
  })

  it('a wrong code clears the field and marks it wrong; typing clears the mark; the right code pays', async () => {
    const { flow, deps, outcomes, toasts } = await toCodeStep()
    flow.setCode('000000')
    await flow.confirmCode()
    expect(flow.codeWrong).toBe(true)
    expect(flow.code).toBe('')
    expect(flow.phase).toBe('code')
    expect(toasts).toEqual([])
    flow.setCode('1')
    expect(flow.codeWrong).toBe(false)
    flow.setCode('123456')
    await flow.confirmCode()
    expect(deps.requestPay.mock.calls.at(-1)![0]).toMatchObject({ paymentProduct: 'DOOOLY', verificationCode: '123456' })
    expect(outcomes).toEqual([{ kind: 'paid' }])
  })

  it('back returns to the method list', async () => {
    const { flow } = await toCodeStep()
    flow.setCode('12')
    flow.backToMethods()
    expect(flow.phase).toBe('choosing')
    expect(flow.code).toBe('')
  })
})

describe('reservation countdown', () => {
  it('counts down every second and cancels the payment at zero', async () => {
    const { flow, outcomes, toasts } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')], { reserveDeadline: NOW + 5_000 }))
    await flow.start(ORDER)
    expect(flow.left).toBe(5_000)
    jest.advanceTimersByTime(2_000)
    expect(flow.left).toBe(3_000)
    expect(flow.open).toBe(true)
    jest.advanceTimersByTime(3_000)
    expect(flow.open).toBe(false)
    expect(flow.phase).toBe('closed')
    expect(outcomes).toEqual([{ kind: 'expired' }])
    expect(toasts).toEqual(['expired'])
    jest.advanceTimersByTime(10_000)
    expect(outcomes).toHaveLength(1)
  })

  it('keeps counting in the code step and cancels there too', async () => {
    const { flow, outcomes } = setup(cashierOf([option('ALIPAY_HK_WAP'), option('DOOOLY', 'CODE')], { reserveDeadline: NOW + 3_000 }), async () => payInfo('DOOOLY', 'CODE'))
    await flow.start(ORDER)
    flow.select('DOOOLY')
    await flow.confirm()
    expect(flow.phase).toBe('code')
    jest.advanceTimersByTime(3_000)
    expect(outcomes).toEqual([{ kind: 'expired' }])
  })

  it('an already expired reservation is cancelled at once', async () => {
    const { flow, outcomes } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')], { reserveDeadline: NOW - 1 }))
    await flow.start(ORDER)
    expect(outcomes).toEqual([{ kind: 'expired' }])
    expect(flow.open).toBe(false)
  })
})

describe('closing and hiding', () => {
  it('closing reports closed to the deps and to the starter', async () => {
    const { flow, outcomes } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]))
    const mine: PaymentOutcome[] = []
    await flow.start(ORDER, { owner: 'p', onOutcome: (o) => mine.push(o) })
    flow.close()
    expect(outcomes).toEqual([{ kind: 'closed' }])
    expect(mine).toEqual([{ kind: 'closed' }])
  })

  it("navigation hides the panel without an outcome; another page's hide does not", async () => {
    const { flow, outcomes } = setup(cashierOf([option('ICBC_PAY'), option('ALIPAY_HK_WAP')]))
    await flow.start(ORDER, { owner: 'confirm' })
    flow.hide('other-page')
    expect(flow.open).toBe(true)
    flow.hide()
    expect(flow.open).toBe(false)
    expect(outcomes).toEqual([])
    jest.advanceTimersByTime(60 * 60_000)
    expect(outcomes).toEqual([])
  })
})
