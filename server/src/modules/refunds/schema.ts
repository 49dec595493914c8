/** TypeBox schemas of the refunds routes; response schemas mirror types/refunds.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { RefundOverview as RefundOverviewContract, RefundRuleView as RefundRuleContract, RefundView as RefundViewContract, TicketRevocationList as RevocationsContract } from '../../../../types/refunds.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const OrderIdParams = Type.Object({ orderId: IdString })
export type OrderIdParams = Static<typeof OrderIdParams>

export const RefundBody = Type.Object(
  {
    ticketIds: Type.Optional(Type.Array(IdString, { minItems: 1, maxItems: 50 })),
    idempotencyKey: Type.Optional(Type.String({ pattern: '^[\\w.:-]{8,128}$' })),
  },
  { additionalProperties: false },
)
export type RefundBody = Static<typeof RefundBody>

export const RuleQuery = Type.Object({ showId: IdString })
export type RuleQuery = Static<typeof RuleQuery>

export const RevocationsQuery = Type.Object({ since: Type.Integer({ minimum: 0, default: 0 }) })
export type RevocationsQuery = Static<typeof RevocationsQuery>

const Tier = Type.Object({ minHoursBefore: Type.Number(), feeBp: Type.Integer() })
const RuleSchema = Type.Object({
  showId: Type.String(),
  allowed: Type.Boolean(),
  tiers: Type.Array(Tier),
  maxRefundsPerOrder: Type.Integer(),
  lines: Type.Array(Type.String()),
})
const RefundState = lit(['REFUNDING', 'REFUNDED'] as const)
const RefundSchema = Type.Object({
  refundId: Type.String(),
  orderId: Type.String(),
  state: RefundState,
  stateTitle: Type.String(),
  ticketIds: Type.Array(Type.String()),
  grossCents: Type.Integer(),
  feeCents: Type.Integer(),
  amountCents: Type.Integer(),
  currency: Type.String(),
  pointsBack: Type.Integer(),
  createdAt: Type.Number(),
  refundedAt: Nullable(Type.Number()),
})
const Block = lit(['', 'NOT_ALLOWED', 'WINDOW_CLOSED', 'ADMITTED', 'REFUNDED', 'NOT_VALID', 'TRANSFERRED', 'IN_TRANSFER'] as const)
const OverviewSchema = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  showName: Type.String(),
  currency: Type.String(),
  orderRefundState: Type.String(),
  refundsLeft: Type.Integer(),
  rule: RuleSchema,
  tickets: Type.Array(
    Type.Object({
      ticketId: Type.String(),
      seatPlanName: Type.String(),
      sessionName: Type.String(),
      seatInfo: Type.String(),
      grossCents: Type.Integer(),
      feeCents: Type.Integer(),
      amountCents: Type.Integer(),
      block: Block,
      blockTitle: Type.String(),
    }),
  ),
  goods: Nullable(
    Type.Object({
      amountCents: Type.Integer(),
      items: Type.Array(Type.Object({ name: Type.String(), qty: Type.Integer() })),
      refunded: Type.Boolean(),
    }),
  ),
  refunds: Type.Array(RefundSchema),
})
const RevocationsSchema = Type.Object({
  merchantId: Type.String(),
  revocations: Type.Array(Type.Object({ ticketId: Type.String(), version: Type.Integer(), revokedAt: Type.Number() })),
  asOf: Type.Number(),
})

export const RuleResponse = envelopeSchema(RuleSchema)
export const RefundResponse = envelopeSchema(RefundSchema)
export const OverviewResponse = envelopeSchema(OverviewSchema)
export const RevocationsResponse = envelopeSchema(RevocationsSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof RuleSchema>, RefundRuleContract>>(true)
agree<Same<Static<typeof RefundSchema>, RefundViewContract>>(true)
agree<Same<Static<typeof OverviewSchema>, RefundOverviewContract>>(true)
agree<Same<Static<typeof RevocationsSchema>, RevocationsContract>>(true)
