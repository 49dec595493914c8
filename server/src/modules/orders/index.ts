/**
 * The orders module: services built once per app, the buyer routes, and the sweeper that cancels unpaid
 * orders past their deadline (started when the app is ready, stopped on close; it also runs once at
 * start, so orders that expired while the process was down are released at once).
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import { createAudiencesService, type AudiencesService } from './audiences.js'
import { createOrdersRepository } from './repository.js'
import { ordersRoutes } from './routes.js'
import { createOrdersService, type OrdersOptions, type OrdersService } from './service.js'

export type { OrdersOptions } from './service.js'
export { sweepExpiredOrders } from './service.js'

export interface OrdersModule {
  orders: OrdersService
  audiences: AudiencesService
  sweepIntervalMs: number
}

export function createOrdersModule(db: Db, opts: OrdersOptions = {}): OrdersModule {
  const orders = createOrdersService(db, opts)
  return {
    orders,
    audiences: createAudiencesService(createOrdersRepository(db), orders.now),
    sweepIntervalMs: opts.sweepIntervalMs ?? 15_000,
  }
}

/** Routes under the caller's prefix plus the sweeper's lifecycle hooks. */
export const ordersPlugin: FastifyPluginAsync<{ module: OrdersModule }> = async (app, { module }) => {
  await app.register(ordersRoutes, { orders: module.orders, audiences: module.audiences })
  if (module.sweepIntervalMs <= 0) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  const tick = () => {
    if (running) return
    running = module.orders
      .sweep()
      .then((n) => {
        if (n > 0) app.log.info({ cancelled: n }, 'expired unpaid orders cancelled')
      })
      .catch((err: unknown) => app.log.error({ err }, 'order sweeper failed'))
      .finally(() => {
        running = undefined
      })
  }
  app.addHook('onReady', async () => {
    tick()
    timer = setInterval(tick, module.sweepIntervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
}
