/** TypeBox schemas of the real-name routes; response schemas mirror types/real-name.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import { AUDIENCE_ID_TYPES } from '../../../../types/orders.js'
import type { RealNameOverview as OverviewContract, RealNameTicket as TicketContract } from '../../../../types/real-name.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const OrderIdParams = Type.Object({ orderId: IdString })
export type OrderIdParams = Static<typeof OrderIdParams>
export const TicketIdParams = Type.Object({ ticketId: IdString })
export type TicketIdParams = Static<typeof TicketIdParams>

const Identity = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    idType: lit(AUDIENCE_ID_TYPES),
    idNo: Type.String({ maxLength: 40 }),
    countryRegion: Type.Optional(Type.String({ maxLength: 4 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
)
export const BindBody = Type.Union([Type.Object({ audienceId: IdString }, { additionalProperties: false }), Type.Object({ identity: Identity }, { additionalProperties: false })])
export type BindBody = Static<typeof BindBody>

const TicketSchema = Type.Object({
  ticketId: Type.String(),
  sessionName: Type.String(),
  seatPlanName: Type.String(),
  seatInfo: Type.String(),
  holder: Type.Union([Type.Object({ name: Type.String(), idType: lit(AUDIENCE_ID_TYPES), idNoMasked: Type.String() }), Type.Null()]),
  block: lit(['', 'NAMED', 'NOT_REQUIRED', 'NOT_VALID', 'TRANSFERRED'] as const),
  blockTitle: Type.String(),
})
const OverviewSchema = Type.Object({ orderId: Type.String(), showName: Type.String(), realNameEntry: Type.Boolean(), tickets: Type.Array(TicketSchema) })

export const OverviewResponse = envelopeSchema(OverviewSchema)
export const TicketResponse = envelopeSchema(TicketSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof OverviewSchema>, OverviewContract>>(true)
agree<Same<Static<typeof TicketSchema>, TicketContract>>(true)
