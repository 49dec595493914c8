/** TypeBox schemas of the tickets routes; response schemas mirror types/tickets.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type {
  CheckInRequest as CheckInRequestContract,
  CheckInResponse as CheckInResponseContract,
  TicketCode as TicketCodeContract,
  TicketDetail as TicketDetailContract,
  TicketHolderPage as TicketHolderPageContract,
  TicketPublicKey as TicketPublicKeyContract,
} from '../../../../types/tickets.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const TicketListQuery = Type.Object({
  scope: Type.Optional(lit(['current', 'history'] as const)),
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  length: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type TicketListQuery = Static<typeof TicketListQuery>

export const TicketIdParams = Type.Object({ ticketId: IdString })
export type TicketIdParams = Static<typeof TicketIdParams>

export const CheckInBody = Type.Object({
  // A code is ~250 characters; the bound only keeps garbage out.
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  sessionId: Type.Optional(IdString),
})
export type CheckInBody = Static<typeof CheckInBody>

const TicketBriefSchema = Type.Object({
  ticketId: Type.String(),
  orderId: Type.String(),
  showId: Type.String(),
  showName: Type.String(),
  sessionId: Type.String(),
  sessionName: Type.String(),
  startTime: Type.Number(),
  showTimeDesc: Type.String(),
  venueName: Type.String(),
  venueAddress: Type.String(),
  cityName: Type.String(),
  posterUrl: Type.String(),
  seatPlanName: Type.String(),
  seatInfo: Type.String(),
  priceCents: Type.Integer(),
  ticketForm: lit(['E_TICKET', 'PICKUP', 'PAPER'] as const),
  state: lit(['VALID', 'ADMITTED', 'REFUNDED', 'EXPIRED', 'REBOOKED'] as const),
  stateTitle: Type.String(),
  audience: Nullable(Type.Object({ name: Type.String(), idType: Type.String(), idNoMasked: Type.String() })),
  admittedAt: Nullable(Type.Number()),
})

const TicketGroupSchema = Type.Object({
  showId: Type.String(),
  sessionId: Type.String(),
  showName: Type.String(),
  sessionName: Type.String(),
  showTimeDesc: Type.String(),
  startTime: Type.Number(),
  venueName: Type.String(),
  posterUrl: Type.String(),
  tickets: Type.Array(TicketBriefSchema),
})

const TicketHolderPageSchema = Type.Object({
  total: Type.Integer(),
  offset: Type.Integer(),
  length: Type.Integer(),
  groups: Type.Array(TicketGroupSchema),
})

const TicketCodeSchema = Type.Object({
  code: Type.String(),
  version: Type.Integer(),
  validFrom: Type.Number(),
  validUntil: Type.Number(),
  keyId: Type.String(),
})

const TicketDetailSchema = Type.Object({
  ticket: TicketBriefSchema,
  code: Nullable(TicketCodeSchema),
  pickupCode: Type.String(),
  entryInstructions: Type.Array(Type.String()),
})

const TicketPublicKeySchema = Type.Object({
  merchantId: Type.String(),
  keyId: Type.String(),
  alg: Type.Literal('Ed25519'),
  publicKey: Type.String(),
})

const CheckInResponseSchema = Type.Object({
  outcome: lit(['ADMITTED', 'ALREADY_ADMITTED', 'REVOKED', 'INVALID', 'WRONG_SESSION', 'NOT_YET_VALID', 'EXPIRED', 'REFUNDED', 'UNNAMED'] as const),
  message: Type.String(),
  ticketId: Nullable(Type.String()),
  admittedAt: Nullable(Type.Number()),
})

export const TicketHolderPageResponse = envelopeSchema(TicketHolderPageSchema)
export const TicketDetailResponse = envelopeSchema(TicketDetailSchema)
export const TicketCodeResponse = envelopeSchema(TicketCodeSchema)
export const TicketPublicKeyResponse = envelopeSchema(TicketPublicKeySchema)
export const CheckInResponse = envelopeSchema(CheckInResponseSchema)

// Compile-time checks that the schemas and the shared contract agree.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof TicketHolderPageSchema>, TicketHolderPageContract>>(true)
agree<Same<Static<typeof TicketDetailSchema>, TicketDetailContract>>(true)
agree<Same<Static<typeof TicketCodeSchema>, TicketCodeContract>>(true)
agree<Same<Static<typeof TicketPublicKeySchema>, TicketPublicKeyContract>>(true)
agree<Same<Static<typeof CheckInResponseSchema>, CheckInResponseContract>>(true)
agree<Same<Static<typeof CheckInBody>, CheckInRequestContract>>(true)
