/** TypeBox schemas of the registration routes; response schemas mirror types/registrations.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { OpenShowCard as CardContract, OpenShowDetail as DetailContract, RegistrationView as ViewContract } from '../../../../types/registrations.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const OpenShowParams = Type.Object({ openShowId: IdString })
export type OpenShowParams = Static<typeof OpenShowParams>
export const RegistrationParams = Type.Object({ registrationId: IdString })
export type RegistrationParams = Static<typeof RegistrationParams>

/** Answers are checked against the merchant's form by the service, so a bad one gets localised wording. */
export const RegisterBody = Type.Object(
  {
    answers: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 2000 }), { maxProperties: 50 }),
    idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type RegisterBody = Static<typeof RegisterBody>

const CardProps = {
  openShowId: Type.String(),
  title: Type.String(),
  posterUrl: Type.String(),
  venueName: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  utcOffset: Type.Integer(),
  capacity: Type.Integer(),
  remaining: Type.Integer(),
  state: lit(['OPEN', 'FULL', 'ENDED'] as const),
}
const CardSchema = Type.Object(CardProps)
const FieldSchema = Type.Object({
  key: Type.String(),
  type: lit(['TEXT', 'TEXTAREA', 'PHONE', 'EMAIL', 'NUMBER', 'ID_CARD', 'SELECT'] as const),
  label: Type.String(),
  placeholder: Type.String(),
  required: Type.Boolean(),
  maxLength: Type.Integer(),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
})
const DetailSchema = Type.Object({
  ...CardProps,
  description: Type.String(),
  venueAddress: Type.String(),
  perBuyerLimit: Type.Integer(),
  mine: Type.Integer(),
  form: Type.Array(FieldSchema),
})
const ViewSchema = Type.Object({
  registrationId: Type.String(),
  openShowId: Type.String(),
  title: Type.String(),
  venueName: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  utcOffset: Type.Integer(),
  status: lit(['REGISTERED', 'CANCELLED'] as const),
  statusTitle: Type.String(),
  answers: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), value: Type.String() })),
  code: Nullable(Type.String()),
  createdAt: Type.Number(),
  canCancel: Type.Boolean(),
})

export const ListResponse = envelopeSchema(Type.Array(CardSchema))
export const DetailResponse = envelopeSchema(DetailSchema)
export const ViewResponse = envelopeSchema(ViewSchema)
export const ViewListResponse = envelopeSchema(Type.Array(ViewSchema))

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof CardSchema>, CardContract>>(true)
agree<Same<Static<typeof DetailSchema>, DetailContract>>(true)
agree<Same<Static<typeof ViewSchema>, ViewContract>>(true)
