/** TypeBox schemas of the transfer routes; response schemas mirror types/transfers.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { TransferList as TransferListContract, TransferView as TransferViewContract } from '../../../../types/transfers.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const TransferIdParams = Type.Object({ transferId: IdString })
export type TransferIdParams = Static<typeof TransferIdParams>

/** Phone and policy are checked by the service, so a bad one gets the spec's localised wording. */
export const SendBody = Type.Object(
  {
    ticketId: IdString,
    countryCode: Type.Optional(Type.String({ maxLength: 8 })),
    phone: Type.String({ maxLength: 32 }),
    policyAgreed: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type SendBody = Static<typeof SendBody>

const ViewSchema = Type.Object({
  transferId: Type.String(),
  ticketId: Type.String(),
  role: lit(['SENDER', 'RECIPIENT'] as const),
  state: lit(['IN_TRANSFER', 'ACCEPTED', 'CANCELLED', 'OVERTIME'] as const),
  stateTitle: Type.String(),
  transfereePhone: Type.String(),
  senderPhoneMasked: Type.String(),
  showName: Type.String(),
  sessionName: Type.String(),
  showTimeDesc: Type.String(),
  venueName: Type.String(),
  seatPlanName: Type.String(),
  seatInfo: Type.String(),
  identityLimitTime: Type.Number(),
  createdAt: Type.Number(),
  finishedAt: Nullable(Type.Number()),
  transfersLeft: Type.Integer(),
  transfersLeftMessage: Type.String(),
})
const ListSchema = Type.Object({ sent: Type.Array(ViewSchema), received: Type.Array(ViewSchema) })
const RuleSchema = Type.Object({ lines: Type.Array(Type.String()) })

export const ViewResponse = envelopeSchema(ViewSchema)
export const ListResponse = envelopeSchema(ListSchema)
export const RuleResponse = envelopeSchema(RuleSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof ViewSchema>, TransferViewContract>>(true)
agree<Same<Static<typeof ListSchema>, TransferListContract>>(true)
