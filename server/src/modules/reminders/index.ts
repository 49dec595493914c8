/**
 * The reminders module: sale-start reminders recorded per buyer and show, coupon-expiry reminders per
 * buyer and coupon template. SALE_REMINDER_TEMPLATE_IDS and COUPON_EXPIRE_TEMPLATE_IDS (comma
 * separated) name the merchant's subscribe-message templates; the demo has one sandbox id of each.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.js'
import type { JobDefinition } from '../../jobs/queue.js'
import { createSmsSenderFromEnv } from '../accounts/sms/sender.js'
import { createCouponRemindersService } from './coupon-expiry.js'
import { couponReminderRoutes } from './coupon-expiry-routes.js'
import { createCouponDeliveryRepository } from './coupon-expiry-delivery.js'
import { COUPON_EXPIRY_REMINDERS_JOB, sendDueCouponReminders } from './coupon-expiry-sending.js'
import { createDeliveryRepository } from './delivery-repository.js'
import { createRemindersRepository } from './repository.js'
import { remindersRoutes } from './routes.js'
import { createRemindersService } from './service.js'
import { SALE_REMINDERS_JOB, sendDueReminders, type ReminderChannels } from './sending.js'
import { createSubscribeSenderFromEnv } from './subscribe-sender.js'

export const DEMO_TEMPLATE_IDS = ['SANDBOX_SALE_START']
export const DEMO_COUPON_EXPIRE_TEMPLATE_IDS = ['SANDBOX_COUPON_EXPIRE']

export function templateIdsFrom(value: string | undefined, demo: string[] = DEMO_TEMPLATE_IDS): string[] {
  const ids = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  return ids.length ? ids : demo
}

export interface RemindersOptions {
  /** Clock in epoch ms (tests put it before or after a show's sale); default Date.now. */
  now?: () => number
}

export const remindersPlugin: FastifyPluginAsync<{ db: Db; options?: RemindersOptions }> = async (app, { db, options }) => {
  const reminders = createRemindersService(createRemindersRepository(db), templateIdsFrom(process.env.SALE_REMINDER_TEMPLATE_IDS))
  await app.register(remindersRoutes, { reminders, now: options?.now })
  const couponReminders = createCouponRemindersService(db, templateIdsFrom(process.env.COUPON_EXPIRE_TEMPLATE_IDS, DEMO_COUPON_EXPIRE_TEMPLATE_IDS))
  await app.register(couponReminderRoutes, { reminders: couponReminders, now: options?.now })
}

/**
 * The every-minute job that sends due reminders (jobs/queue.ts keeps one schedule for the whole
 * deployment). Channels default to the providers the environment configures.
 */
export function saleRemindersJob(db: Db, channels: ReminderChannels = { sms: createSmsSenderFromEnv(), subscribe: createSubscribeSenderFromEnv() }, now: () => Date = () => new Date()): JobDefinition {
  const repo = createDeliveryRepository(db)
  return {
    name: SALE_REMINDERS_JOB,
    cron: '* * * * *',
    async run() {
      await sendDueReminders(repo, channels, now())
    },
  }
}

/** The every-minute job that sends due coupon-expiry reminders, like saleRemindersJob. */
export function couponExpiryRemindersJob(db: Db, channels: ReminderChannels = { sms: createSmsSenderFromEnv(), subscribe: createSubscribeSenderFromEnv() }, now: () => Date = () => new Date()): JobDefinition {
  const repo = createCouponDeliveryRepository(db)
  return {
    name: COUPON_EXPIRY_REMINDERS_JOB,
    cron: '* * * * *',
    async run() {
      await sendDueCouponReminders(repo, channels, now())
    },
  }
}
