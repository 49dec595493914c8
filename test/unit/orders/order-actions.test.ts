/**
 * Order operations and actions (spec core §3) mapped to what the app does, as the server's data says:
 * which buttons exist, their titles, enabled or not, and what each opens.
 */
import type { OrderBrief, OrderDetail } from '../../../types/orders'
import { cardButtons, detailButtons } from '../../../src/utils/order-actions'

type Ops = Pick<OrderBrief, 'orderOperations' | 'actions'>
const brief = (o: Partial<Ops>): Ops => ({ orderOperations: [], actions: [], ...o })
const detail = (o: Partial<Ops>, extra: Partial<Pick<OrderDetail, 'ticketIds' | 'pickupCode'>> = {}) => ({
  orderBrief: brief(o) as OrderBrief,
  ticketIds: [],
  pickupCode: '',
  ...extra,
})

const PAID = {
  orderOperations: [{ name: 'E_TICKET' as const, title: 'E-ticket' }],
  actions: [
    { kind: 'REFUND' as const, title: 'Request refund', enabled: true },
    { kind: 'REBOOK' as const, title: 'Rebook', enabled: false },
  ],
}

describe('order detail buttons', () => {
  it('pays an unpaid order while time is left, and not once the countdown is at zero', () => {
    const unpaid = detail({ orderOperations: [{ name: 'TO_BE_PAID', title: 'Pay now' }] })
    expect(detailButtons(unpaid, 60_000)).toEqual([{ name: 'TO_BE_PAID', label: 'Pay now', enabled: true, intent: { kind: 'pay' } }])
    expect(detailButtons(unpaid, 0)[0]?.enabled).toBe(false)
  })

  it('opens the e-ticket of a one-ticket order, the ticket holder for several or none yet', () => {
    expect(detailButtons(detail(PAID, { ticketIds: ['T1'] }))[0]).toEqual({ name: 'E_TICKET', label: 'E-ticket', enabled: true, intent: { kind: 'ticket', ticketId: 'T1' } })
    expect(detailButtons(detail(PAID, { ticketIds: ['T1', 'T2'] }))[0]?.intent).toEqual({ kind: 'ticketHolder' })
    expect(detailButtons(detail(PAID))[0]?.intent).toEqual({ kind: 'ticketHolder' })
  })

  it('shows the pickup code, disabled until there is one', () => {
    const pickup = { orderOperations: [{ name: 'TICKET_TAKING_CODE' as const, title: 'Pick-up code' }] }
    expect(detailButtons(detail(pickup, { pickupCode: '01234567' }))).toEqual([
      { name: 'TICKET_TAKING_CODE', label: 'Pick-up code', enabled: true, intent: { kind: 'pickupCode', code: '01234567' } },
    ])
    expect(detailButtons(detail(pickup))[0]).toMatchObject({ enabled: false, intent: { kind: 'pickupCode', code: '' } })
  })

  it('follows the actions as the server sends them: refund rules when enabled, nothing when disabled', () => {
    const buttons = detailButtons(detail(PAID, { ticketIds: ['T1'] }))
    expect(buttons.map((b) => [b.name, b.label, b.enabled, b.intent.kind])).toEqual([
      ['E_TICKET', 'E-ticket', true, 'ticket'],
      ['REFUND', 'Request refund', true, 'refund'],
      ['REBOOK', 'Rebook', false, 'none'],
    ])
    const closedRefund = detailButtons(detail({ actions: [{ kind: 'REFUND', title: '申请退票', enabled: false }, { kind: 'REBOOK', title: '改签', enabled: true }] }))
    expect(closedRefund.map((b) => [b.name, b.enabled, b.intent.kind])).toEqual([
      ['REFUND', false, 'none'],
      ['REBOOK', true, 'rebook'],
    ])
  })

  it('renders nothing the server did not send', () => {
    expect(detailButtons(detail({}))).toEqual([])
  })
})

describe('order list card buttons', () => {
  it('has the operations only: pay and pickup code open the detail, the e-ticket the ticket holder', () => {
    const ops = brief({
      orderOperations: [
        { name: 'TO_BE_PAID', title: '去支付' },
        { name: 'E_TICKET', title: '电子票' },
        { name: 'TICKET_TAKING_CODE', title: '取票码' },
      ],
      actions: PAID.actions,
    })
    expect(cardButtons(ops, 5_000).map((b) => [b.name, b.label, b.enabled, b.intent.kind])).toEqual([
      ['TO_BE_PAID', '去支付', true, 'orderDetail'],
      ['E_TICKET', '电子票', true, 'ticketHolder'],
      ['TICKET_TAKING_CODE', '取票码', true, 'orderDetail'],
    ])
    expect(cardButtons(ops, 0)[0]?.enabled).toBe(false)
  })
})
