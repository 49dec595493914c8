/** TypeBox schemas of the invoice routes; response schemas mirror types/invoices.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { InvoiceReviewList as ReviewListContract, InvoiceView as ViewContract, OrderInvoiceInfo as InfoContract } from '../../../../types/invoices.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
/** Free text is bounded here and checked by the service, so a bad value gets localised wording. */
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }))

export const InvoiceIdParams = Type.Object({ invoiceId: IdString })
export type InvoiceIdParams = Static<typeof InvoiceIdParams>
export const OrderIdParams = Type.Object({ orderId: IdString })
export type OrderIdParams = Static<typeof OrderIdParams>

const ExpressSchema = Type.Object({ receiverName: Type.String(), receiverPhone: Type.String(), receiverAddress: Type.String() })

export const ApplyBody = Type.Object(
  {
    orderId: IdString,
    invoiceType: Type.String({ maxLength: 32 }),
    invoiceTitleType: Type.String({ maxLength: 32 }),
    invoiceTitle: Type.String({ maxLength: 400 }),
    taxpayerId: Text(64),
    bankName: Text(400),
    bankAccount: Text(64),
    address: Text(800),
    phoneNo: Text(64),
    express: Type.Optional(
      Type.Object(
        { receiverName: Type.String({ maxLength: 200 }), receiverPhone: Type.String({ maxLength: 32 }), receiverAddress: Type.String({ maxLength: 800 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type ApplyBody = Static<typeof ApplyBody>

export const ReviewQuery = Type.Object({
  state: Type.Optional(lit(['APPLYING', 'SUCCESS', 'REJECTED', 'CANCELLED'] as const)),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export type ReviewQuery = Static<typeof ReviewQuery>
export const ReviewBody = Type.Object(
  { decision: Type.Union([Type.Literal('APPROVE'), Type.Literal('REJECT')]), reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
)
export type ReviewBody = Static<typeof ReviewBody>

const ViewSchema = Type.Object({
  invoiceId: Type.String(),
  orderId: Type.String(),
  orderNumber: Type.String(),
  showName: Type.String(),
  state: lit(['APPLYING', 'SUCCESS', 'REJECTED', 'CANCELLED'] as const),
  stateTitle: Type.String(),
  invoiceType: lit(['E_VAT_ORDINARY', 'PAPER_VAT_ORDINARY'] as const),
  invoiceTypeTitle: Type.String(),
  invoiceTitleType: lit(['PERSONAL', 'ENTERPRISE'] as const),
  invoiceTitleTypeTitle: Type.String(),
  invoiceTitle: Type.String(),
  invoiceAmount: Type.Integer(),
  currency: Type.String(),
  taxpayerId: Type.String(),
  bankName: Type.String(),
  bankAccount: Type.String(),
  address: Type.String(),
  phoneNo: Type.String(),
  invoiceContentType: Type.Literal('SPORTS_SERVICE_TICKETS'),
  invoiceContent: Type.String(),
  applyTime: Type.Number(),
  reviewTime: Nullable(Type.Number()),
  rejectReason: Type.String(),
  invoiceNo: Type.String(),
  express: Nullable(ExpressSchema),
})
const InfoSchema = Type.Object({
  orderId: Type.String(),
  canApply: Type.Boolean(),
  blockReason: Type.String(),
  invoiceAmount: Type.Integer(),
  currency: Type.String(),
  invoiceContent: Type.String(),
  current: Nullable(ViewSchema),
})
const ReviewListSchema = Type.Object({ list: Type.Array(ViewSchema), total: Type.Integer() })

export const ViewResponse = envelopeSchema(ViewSchema)
export const InfoResponse = envelopeSchema(InfoSchema)
export const ReviewListResponse = envelopeSchema(ReviewListSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof ViewSchema>, ViewContract>>(true)
agree<Same<Static<typeof InfoSchema>, InfoContract>>(true)
agree<Same<Static<typeof ReviewListSchema>, ReviewListContract>>(true)
