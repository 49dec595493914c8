/** Payment flow rules (spec core §4 steps 1–3, §5 code and agreement) as plain functions. */
import type { PaymentOption, PaymentProduct } from '../../types/payments'
import {
  agreementFor,
  agreementParts,
  canConfirmCode,
  currencySign,
  defaultOption,
  isFreeOrder,
  needsChooser,
  reserveLeft,
  sanitizePayCode,
} from '../../src/utils/payment-rules'
import { AttemptKeys, uuidV4 } from '../../src/utils/payment-key'
import { browserTypeOf, payPlatformOf } from '../../src/platform/pay-platform'
import { detectHost } from '../../src/platform/host'

const option = (paymentProduct: PaymentProduct, extra: Partial<PaymentOption> = {}): PaymentOption => ({
  paymentProduct,
  name: paymentProduct,
  displayName: paymentProduct,
  isCheck: false,
  kind: 'REDIRECT',
  exchangeRate: null,
  tipInfos: [],
  agreement: null,
  platform: 'H5',
  extra: {},
  ...extra,
})

const AGREEMENT = { template: 'I have read {terms} and {privacy}', placeHolders: [{ name: 'terms', title: 'Terms', url: 'https://x/t' }, { name: 'privacy', title: 'Privacy', url: 'https://x/p' }] }

describe('step 1: free orders finish at once', () => {
  it.each([[0], [null], [undefined], [-5]])('amount %p is free', (amount) => expect(isFreeOrder(amount)).toBe(true))
  it('a positive amount is paid', () => expect(isFreeOrder(1)).toBe(false))
})

describe('step 2: chooser or direct', () => {
  it('shows the chooser for more than one option', () => {
    expect(needsChooser({ options: [option('ALIPAY_HK_WAP'), option('DOOOLY')], hostProduct: 'ALIPAY_HK_WAP' })).toBe(true)
  })
  it('pays directly when the only option is the host product', () => {
    expect(needsChooser({ options: [option('WEIXIN_HK_MINI_PROGRAM')], hostProduct: 'WEIXIN_HK_MINI_PROGRAM' })).toBe(false)
  })
  it('shows the chooser when the only option differs from the host product (or there is none)', () => {
    expect(needsChooser({ options: [option('DOOOLY')], hostProduct: 'ALIPAY_HK_WAP' })).toBe(true)
    expect(needsChooser({ options: [option('DOOOLY')], hostProduct: null })).toBe(true)
  })
})

describe('step 3: default selection order', () => {
  const options = [option('ICBC_PAY'), option('ALIPAY_HK_WAP'), option('DOOOLY'), option('WEIXIN_HK_H5')]
  it('takes the checked option first', () => {
    const withCheck = options.map((o) => (o.paymentProduct === 'WEIXIN_HK_H5' ? { ...o, isCheck: true } : o))
    expect(defaultOption(withCheck, 'ALIPAY_HK_WAP', 'DOOOLY')?.paymentProduct).toBe('WEIXIN_HK_H5')
  })
  it("then the platform's product", () => expect(defaultOption(options, 'ALIPAY_HK_WAP', 'DOOOLY')?.paymentProduct).toBe('ALIPAY_HK_WAP'))
  it('then the last used', () => expect(defaultOption(options, 'CHINA_UMS_MINI', 'DOOOLY')?.paymentProduct).toBe('DOOOLY'))
  it('then the first', () => {
    expect(defaultOption(options, null, 'ALIPAY_CN_WEB')?.paymentProduct).toBe('ICBC_PAY')
    expect(defaultOption(options, null, undefined)?.paymentProduct).toBe('ICBC_PAY')
    expect(defaultOption([], null, undefined)).toBeUndefined()
  })
})

describe('agreement', () => {
  it("needs the order's agreement, else the option's own, else none", () => {
    expect(agreementFor({ agreement: AGREEMENT }, option('DOOOLY'))).toBe(AGREEMENT)
    const own = { template: 'Accept {t}', placeHolders: [] }
    expect(agreementFor({ agreement: null }, option('DOOOLY', { agreement: own }))).toBe(own)
    expect(agreementFor({ agreement: null }, option('DOOOLY'))).toBeNull()
    expect(agreementFor({ agreement: { template: '', placeHolders: [] } }, option('DOOOLY'))).toBeNull()
  })
  it('splits the template into text and linked documents', () => {
    expect(agreementParts(AGREEMENT)).toEqual([
      { text: 'I have read ' },
      { text: 'Terms', link: { title: 'Terms', url: 'https://x/t' } },
      { text: ' and ' },
      { text: 'Privacy', link: { title: 'Privacy', url: 'https://x/p' } },
    ])
  })
})

describe('one-time code (§5)', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitizePayCode('12a3 4-56789')).toBe('123456')
    expect(sanitizePayCode('')).toBe('')
  })
  it('confirm is disabled while empty, shorter than 6 or paying', () => {
    expect(canConfirmCode('', false)).toBe(false)
    expect(canConfirmCode('12345', false)).toBe(false)
    expect(canConfirmCode('123456', true)).toBe(false)
    expect(canConfirmCode('123456', false)).toBe(true)
  })
})

describe('reservation and display', () => {
  it('counts down against the clock and stops at zero', () => {
    expect(reserveLeft(10_000, 4_000)).toBe(6_000)
    expect(reserveLeft(10_000, 12_000)).toBe(0)
  })
  it('shows currency signs', () => {
    expect(currencySign('CNY')).toBe('¥')
    expect(currencySign('MOP')).toBe('MOP$')
    expect(currencySign('EUR')).toBe('EUR ')
  })
})

describe('platform for the cashier', () => {
  it('names mini-program targets and H5/WEB with the browser type', () => {
    expect(payPlatformOf(detectHost({ target: 'weapp' }))).toBe('WEAPP')
    expect(payPlatformOf(detectHost({ target: 'alipay' }))).toBe('ALIPAY')
    expect(payPlatformOf(detectHost({ target: 'tt' }))).toBe('TT')
    const wechat = detectHost({ target: 'h5', userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0', windowWidth: 375 })
    expect([payPlatformOf(wechat), browserTypeOf(wechat)]).toEqual(['H5', 'WEIXIN'])
    const alipay = detectHost({ target: 'h5', userAgent: 'Mozilla/5.0 (iPhone) Mobile AlipayClient/10', windowWidth: 375 })
    expect(browserTypeOf(alipay)).toBe('ALIPAY')
    const phone = detectHost({ target: 'h5', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari', windowWidth: 375 })
    expect([payPlatformOf(phone), browserTypeOf(phone)]).toEqual(['H5', 'OTHER'])
    const desktop = detectHost({ target: 'h5', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120', windowWidth: 1280 })
    expect(payPlatformOf(desktop)).toBe('WEB')
    // A desktop browser in a narrow window uses the phone layout, and the phone (H5) products.
    expect(payPlatformOf(detectHost({ target: 'h5', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120', windowWidth: 375 }))).toBe('H5')
    expect(payPlatformOf(detectHost({ target: 'h5', userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari', windowWidth: 375, search: '?desktop=1' }))).toBe('WEB')
    expect(browserTypeOf(detectHost({ target: 'weapp' }))).toBeUndefined()
  })
})

describe('idempotency keys of pay attempts', () => {
  it('makes RFC 4122 v4 UUIDs', () => {
    const id = uuidV4()
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(uuidV4()).not.toBe(id)
  })
  it('keeps the key for the same unanswered attempt and starts a new one after an answer or a new body', () => {
    let n = 0
    const keys = new AttemptKeys(() => `k${++n}`)
    expect(keys.keyFor('a')).toBe('k1')
    expect(keys.keyFor('a')).toBe('k1')
    expect(keys.keyFor('b')).toBe('k2')
    keys.answered()
    expect(keys.keyFor('b')).toBe('k3')
  })
})
