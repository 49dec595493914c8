/** TypeBox schemas of the rebooks routes; response schemas mirror types/rebooks.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { RebookOverview as OverviewContract, RebookView as ViewContract } from '../../../../types/rebooks.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })
const Arr = <T extends TSchema>(s: T) => Type.Array(s)

export const OrderIdParams = Type.Object({ orderId: IdString })
export type OrderIdParams = Static<typeof OrderIdParams>

export const RebookBody = Type.Object(
  {
    ticketIds: Type.Array(IdString, { minItems: 1, maxItems: 50 }),
    toSessionId: IdString,
    toSeatPlanId: IdString,
    idempotencyKey: Type.Optional(Type.String({ pattern: '^[\\w.:-]{8,128}$' })),
  },
  { additionalProperties: false },
)
export type RebookBody = Static<typeof RebookBody>

const RuleSchema = Type.Object({
  showId: Type.String(),
  allowed: Type.Boolean(),
  minHoursBefore: Type.Number(),
  feeCents: Type.Integer(),
  maxRebooksPerOrder: Type.Integer(),
  lines: Arr(Type.String()),
})
const Block = lit(['', 'NOT_ALLOWED', 'WINDOW_CLOSED', 'ADMITTED', 'REFUNDED', 'REBOOKED', 'NOT_VALID', 'TRANSFERRED', 'IN_TRANSFER', 'SEATED'] as const)
const ViewSchema = Type.Object({
  rebookId: Type.String(),
  orderId: Type.String(),
  fromSessionName: Type.String(),
  toSessionName: Type.String(),
  toSeatPlanName: Type.String(),
  oldTicketIds: Arr(Type.String()),
  newTicketIds: Arr(Type.String()),
  feeCents: Type.Integer(),
  refundCents: Type.Integer(),
  refundState: lit(['', 'REFUNDING', 'REFUNDED'] as const),
  refundStateTitle: Type.String(),
  currency: Type.String(),
  createdAt: Type.Number(),
})
const OverviewSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  showName: Type.String(),
  currency: Type.String(),
  rebooksLeft: Type.Integer(),
  rule: RuleSchema,
  tickets: Arr(
    Type.Object({
      ticketId: Type.String(),
      sessionId: Type.String(),
      sessionName: Type.String(),
      seatPlanName: Type.String(),
      seatInfo: Type.String(),
      priceCents: Type.Integer(),
      block: Block,
      blockTitle: Type.String(),
    }),
  ),
  sessions: Arr(
    Type.Object({
      sessionId: Type.String(),
      sessionName: Type.String(),
      startTime: Type.Number(),
      plans: Arr(Type.Object({ seatPlanId: Type.String(), seatPlanName: Type.String(), priceCents: Type.Integer(), remaining: Type.Integer(), available: Type.Boolean() })),
    }),
  ),
  rebooks: Arr(ViewSchema),
})

export const OverviewResponse = envelopeSchema(OverviewSchema)
export const RebookResponse = envelopeSchema(ViewSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof OverviewSchema>, OverviewContract>>(true)
agree<Same<Static<typeof ViewSchema>, ViewContract>>(true)
