/** The buyer's card and membership orders (server/src/modules/benefit-orders), for the order list. */
import type { BenefitOrderPage } from '../../types/benefit-orders'
import { get } from '../request'

export function listBenefitOrders(offset: number, length: number): Promise<BenefitOrderPage> {
  return get<BenefitOrderPage>('buyer/v1/benefit_orders', { offset, length }, { importance: 'high' })
}
