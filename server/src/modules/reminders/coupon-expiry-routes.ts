/**
 * Coupon-expiry reminder routes (spec accounts §7 "GET and POST buyer v1 shop mini_remind_subscribe"):
 * GET  /pub/v1/shop/mini_remind_subscribe/options — the coupon-expiry templates the app asks for;
 * POST /buyer/v1/shop/mini_remind_subscribe       — record (or replace) reminders for coupon templates;
 * GET  /buyer/v1/shop/mini_remind_subscribe?couponTemplateId= — the buyer's reminder, or null.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { COUPON_EXPIRE_REMIND_TYPE, type CouponExpiryReminder, type CouponReminderOptions } from '../../../../types/coupon-reminders.js'
import { STATUS } from '../../../../types/api.js'
import type { Lang } from '../../../../types/lang.js'
import { userOf } from '../../http/auth.js'
import { envelopeSchema, fail, ok } from '../../http/envelope.js'
import { merchantOf, requireMerchant } from '../../http/merchant.js'
import type { CouponReminderFailure, CouponRemindersService } from './coupon-expiry.js'
import type { Buyer } from './service.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const Method = Type.Union([Type.Literal('SUBSCRIBE'), Type.Literal('SMS')])

const Body = Type.Object(
  {
    remindSubscribeTypeEnums: Type.Array(Type.Literal(COUPON_EXPIRE_REMIND_TYPE), { minItems: 1, maxItems: 1 }),
    couponTemplateIds: Type.Array(Id, { minItems: 1, maxItems: 20 }),
    method: Method,
    templateIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7e]+$' }), { maxItems: 3 })),
  },
  { additionalProperties: false },
)
const Query = Type.Object({ couponTemplateId: Id })
const Reminder = Type.Object({ couponTemplateId: Type.String(), method: Method, templateIds: Type.Array(Type.String()), expireTime: Type.Number(), remindAt: Type.Number() })
const Options = Type.Object({ templateIds: Type.Array(Type.String()), remindAheadHours: Type.Integer() })

const TEXT: Record<CouponReminderFailure, Record<Lang, string>> = {
  couponNotHeld: { 'zh-CN': '你没有可用的该优惠券，无需提醒', 'zh-MO': '你沒有可用的該優惠券，無需提醒', 'en-US': 'You hold no usable coupon of this kind to remind you of' },
  noTemplates: { 'zh-CN': '未开启到期提醒消息，请允许订阅后重试', 'zh-MO': '未開啟到期提醒訊息，請允許訂閱後重試', 'en-US': 'Expiry reminders were not allowed; allow the message and try again' },
}

const buyerOf = (request: FastifyRequest): Buyer => ({ merchantId: merchantOf(request).merchantId, userId: userOf(request).userId })

export const couponReminderRoutes: FastifyPluginAsync<{ reminders: CouponRemindersService; now?: () => number }> = async (app, { reminders, now = Date.now }) => {
  const pre = { preHandler: requireMerchant }
  const PATH = '/buyer/v1/shop/mini_remind_subscribe'
  app.get('/pub/v1/shop/mini_remind_subscribe/options', { ...pre, schema: { response: { 200: envelopeSchema(Options) } } }, async () => ok(reminders.options()))

  app.post<{ Body: Static<typeof Body> }>(PATH, { ...pre, schema: { body: Body, response: { 200: envelopeSchema(Type.Array(Reminder)) } } }, async (request) => {
    const result = await reminders.remind(buyerOf(request), request.body, new Date(now()))
    if (result.ok) return ok(result.value)
    return fail({ statusCode: STATUS.BAD_REQUEST, mode: 'toast', comments: TEXT[result.failure][request.ctx.lang], errorCode: `COUPON_REMINDER_${result.failure.toUpperCase()}` })
  })

  app.get<{ Querystring: Static<typeof Query> }>(PATH, { ...pre, schema: { querystring: Query, response: { 200: envelopeSchema(Type.Union([Reminder, Type.Null()])) } } }, async (request) =>
    ok(await reminders.reminderOf(buyerOf(request), request.query.couponTemplateId)),
  )
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof Reminder>, CouponExpiryReminder>>(true)
agree<Same<Static<typeof Options>, CouponReminderOptions>>(true)
