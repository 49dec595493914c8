/**
 * Demo stock: every demo seat plan gets one stock row (200 tickets; 12 for LOW tiers; sold out for
 * SOLD_OUT tiers and shows). Purchase limits and the reservation time use the module defaults.
 */
import { createOrdersRepository } from '../modules/orders/repository.js'
import type { SeedContext } from './index.js'

export const DEMO_CAPACITY = 200
export const DEMO_LOW_CAPACITY = 12

export async function seedOrders({ db }: SeedContext): Promise<number> {
  const repo = createOrdersRepository(db)
  const plans = await repo.allSeatPlans()
  const rows = plans.map(({ plan, showDetailStatus }) => {
    const soldOut = plan.saleState === 'SOLD_OUT' || showDetailStatus === 'SOLD_OUT'
    const capacity = plan.saleState === 'LOW' ? DEMO_LOW_CAPACITY : DEMO_CAPACITY
    return {
      merchantId: plan.merchantId,
      seatPlanId: plan.seatPlanId,
      shard: 0,
      showId: plan.showId,
      sessionId: plan.sessionId,
      capacity,
      sold: soldOut ? capacity : 0,
      held: 0,
    }
  })
  return repo.insertStockIfAbsent(rows)
}
