/** TypeBox schemas of the coupon routes' inputs (answers are the views of types/coupons.ts). */
import { Type, type Static } from '@sinclair/typebox'
import { COUPON_STATUSES } from '../../../../types/coupons.js'

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
/** Codes are typed by hand: letters and digits, case and surrounding spaces forgiven by the service. */
const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^\\s*[A-Za-z0-9-]+\\s*$' })

export const TemplateBody = Type.Object({ couponTemplateId: Id }, { additionalProperties: false })
export type TemplateBody = Static<typeof TemplateBody>

export const TemplateQuery = Type.Object({ couponTemplateId: Id })
export type TemplateQuery = Static<typeof TemplateQuery>

/** The spec sends exchangeCode for the exchange type, otherwise couponCode: either is accepted. */
export const CodeBody = Type.Object({ exchangeCode: Type.Optional(Code), couponCode: Type.Optional(Code) }, { additionalProperties: false })
export type CodeBody = Static<typeof CodeBody>

export const CouponQuery = Type.Object({ couponId: Id })
export type CouponQuery = Static<typeof CouponQuery>

export const SelfQuery = Type.Object({
  status: Type.Optional(Type.Union(COUPON_STATUSES.map((s) => Type.Literal(s)))),
  pageIndex: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type SelfQuery = Static<typeof SelfQuery>

export const VerifyBody = Type.Object(
  {
    couponId: Id,
    couponTemplateId: Type.Optional(Id),
    orderId: Type.Optional(Id),
    source: Type.Optional(Type.Union([Type.Literal('ORDER_INFO'), Type.Literal('SINGLE_COUPON')])),
  },
  { additionalProperties: false },
)
export type VerifyBody = Static<typeof VerifyBody>
