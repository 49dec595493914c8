/** TypeBox schemas of the reservation routes; response schemas mirror types/reservations.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import type { ReservationVenueCard as CardContract, ReservationVenueDetail as DetailContract, ReservationView as ViewContract } from '../../../../types/reservations.js'
import { envelopeSchema } from '../../http/envelope.js'

const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const VenueParams = Type.Object({ venueId: IdString })
export type VenueParams = Static<typeof VenueParams>
export const ReservationParams = Type.Object({ reservationId: IdString })
export type ReservationParams = Static<typeof ReservationParams>

/** People and contact are checked by the service against the venue, so a bad one gets localised wording. */
export const ReserveBody = Type.Object(
  {
    slotId: IdString,
    people: Type.Integer({ minimum: -1000, maximum: 1000 }),
    contactName: Type.String({ maxLength: 200 }),
    contactPhone: Type.String({ maxLength: 40 }),
    idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type ReserveBody = Static<typeof ReserveBody>

const CardProps = {
  venueId: Type.String(),
  name: Type.String(),
  address: Type.String(),
  posterUrl: Type.String(),
  utcOffset: Type.Integer(),
  openSlots: Type.Integer(),
}
const CardSchema = Type.Object(CardProps)
const SlotSchema = Type.Object({
  slotId: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  capacity: Type.Integer(),
  remaining: Type.Integer(),
  state: Type.Union([Type.Literal('OPEN'), Type.Literal('FULL'), Type.Literal('PAST')]),
})
const DetailSchema = Type.Object({ ...CardProps, intro: Type.String(), maxPeople: Type.Integer(), slots: Type.Array(SlotSchema) })
const ViewSchema = Type.Object({
  reservationId: Type.String(),
  venueId: Type.String(),
  venueName: Type.String(),
  address: Type.String(),
  slotId: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  utcOffset: Type.Integer(),
  people: Type.Integer(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  status: Type.Union([Type.Literal('RESERVED'), Type.Literal('CANCELLED')]),
  statusTitle: Type.String(),
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
