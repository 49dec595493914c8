/**
 * The buyer's orders for benefits — privilege cards (orderType CARD) and paid memberships (MEMBER) —
 * as the order list's third side shows them. Money in cents; times epoch ms.
 */
export interface BenefitOrder {
  orderId: string
  orderNumber: string
  orderType: 'CARD' | 'MEMBER'
  /** The card's or the plan's name, in the asker's language. */
  name: string
  payAmount: number
  /** Points the order was paid with (cards priced in points), else 0. */
  payPoints: number
  /** OrderStateCode (types/orders.ts). */
  state: number
  createdAt: number
}

export interface BenefitOrderPage {
  total: number
  offset: number
  length: number
  orders: BenefitOrder[]
}
