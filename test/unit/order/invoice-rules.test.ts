import type { ApplyInvoiceRequest } from '../../../types/invoices'
import { invoiceProblem, invoiceRequest, isReceiverPhone } from '../../../src/packages/order/invoice-rules'

const form = (extra: Partial<Parameters<typeof invoiceRequest>[0]> = {}) => ({
  orderId: 'O1',
  invoiceType: 'E_VAT_ORDINARY' as const,
  invoiceTitleType: 'PERSONAL' as const,
  invoiceTitle: ' 张三 ',
  taxpayerId: '91440300ma5fxxxx1k',
  bankName: '中国银行',
  bankAccount: '',
  address: '',
  phoneNo: '',
  express: { receiverName: '', receiverPhone: '', receiverAddress: '' },
  ...extra,
})

describe('invoice form rules', () => {
  it('a personal electronic invoice drops company fields and the express address', () => {
    const req = invoiceRequest(form())
    expect(req).toEqual({ orderId: 'O1', invoiceType: 'E_VAT_ORDINARY', invoiceTitleType: 'PERSONAL', invoiceTitle: '张三', taxpayerId: undefined, bankName: undefined, bankAccount: undefined, address: undefined, phoneNo: undefined, express: undefined })
    expect(invoiceProblem(req)).toBeNull()
  })

  it('the title is required', () => {
    expect(invoiceProblem(invoiceRequest(form({ invoiceTitle: '  ' })))).toBe('invoice.err.titleRequired')
  })

  it('an enterprise needs a taxpayer id of 15, 18 or 20 capitals or digits (upper-cased for it)', () => {
    const ok = invoiceRequest(form({ invoiceTitleType: 'ENTERPRISE' }))
    expect(ok.taxpayerId).toBe('91440300MA5FXXXX1K')
    expect(ok.bankName).toBe('中国银行')
    expect(ok.bankAccount).toBeUndefined()
    expect(invoiceProblem(ok)).toBeNull()
    expect(invoiceProblem(invoiceRequest(form({ invoiceTitleType: 'ENTERPRISE', taxpayerId: '' })))).toBe('invoice.err.taxpayerRequired')
    for (const id of ['1234567890123456', 'ABC', '91440300MA5FXXXX1-']) {
      expect(invoiceProblem(invoiceRequest(form({ invoiceTitleType: 'ENTERPRISE', taxpayerId: id })))).toBe('invoice.err.taxpayerInvalid')
    }
    for (const id of ['123456789012345', '12345678901234567890']) expect(invoiceProblem(invoiceRequest(form({ invoiceTitleType: 'ENTERPRISE', taxpayerId: id })))).toBeNull()
  })

  it('paper needs the recipient, a phone a courier can call and an address of at least 6 characters', () => {
    const paper = (express: ApplyInvoiceRequest['express']) => invoiceProblem(invoiceRequest(form({ invoiceType: 'PAPER_VAT_ORDINARY', express: express! })))
    expect(paper({ receiverName: '', receiverPhone: '13800138000', receiverAddress: '广东省珠海市' })).toBe('invoice.err.receiverRequired')
    expect(paper({ receiverName: '李四', receiverPhone: '1380013800', receiverAddress: '广东省珠海市' })).toBe('invoice.err.receiverPhone')
    expect(paper({ receiverName: '李四', receiverPhone: '13800138000', receiverAddress: '珠海市' })).toBe('invoice.err.receiverAddress')
    expect(paper({ receiverName: '李四', receiverPhone: '13800138000', receiverAddress: '广东省珠海市' })).toBeNull()
    expect(paper({ receiverName: '李四', receiverPhone: '66018801', receiverAddress: 'Macau Rua 1' })).toBeNull()
  })

  it('receiver phones: mainland mobile, Macau, Hong Kong', () => {
    expect(isReceiverPhone('13800138000')).toBe(true)
    expect(isReceiverPhone('66018801')).toBe(true)
    expect(isReceiverPhone('23800138000')).toBe(false)
    expect(isReceiverPhone('')).toBe(false)
  })
})
