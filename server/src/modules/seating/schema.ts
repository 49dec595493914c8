/** TypeBox schemas of the seating routes; response schemas mirror types/seating.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { SEAT_MAP_MODES, SEAT_STATES, type SeatMap, type SeatMapState } from '../../../../types/seating.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])

export const SessionParams = Type.Object({ sessionId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })
export type SessionParams = Static<typeof SessionParams>

const SeatMapData = Type.Object({
  showId: Type.String(),
  sessionId: Type.String(),
  mode: lit(SEAT_MAP_MODES),
  thirdPartyUrl: Nullable(Type.String()),
  width: Type.Integer(),
  height: Type.Integer(),
  seatSize: Type.Integer(),
  stage: Nullable(Type.Object({ x: Type.Integer(), y: Type.Integer(), width: Type.Integer(), height: Type.Integer(), label: Type.String() })),
  tiers: Type.Array(
    Type.Object({ seatPlanId: Type.String(), seatPlanName: Type.String(), price: Type.Integer(), color: Type.String(), free: Type.Integer() }),
  ),
  sections: Type.Array(Type.Object({ sectionId: Type.String(), name: Type.String(), labelX: Type.Integer(), labelY: Type.Integer() })),
  seats: Type.Array(
    Type.Object({
      seatId: Type.String(),
      sectionId: Type.String(),
      row: Type.String(),
      no: Type.String(),
      x: Type.Integer(),
      y: Type.Integer(),
      seatPlanId: Type.String(),
      state: lit(SEAT_STATES),
    }),
  ),
  maxPerOrder: Type.Integer(),
})

const SeatMapStateData = Type.Object({
  sessionId: Type.String(),
  held: Type.Array(Type.String()),
  sold: Type.Array(Type.String()),
  tiers: Type.Array(Type.Object({ seatPlanId: Type.String(), free: Type.Integer() })),
})

export const SeatMapResponse = envelopeSchema(SeatMapData)
export const SeatMapStateResponse = envelopeSchema(SeatMapStateData)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof SeatMapData>, SeatMap>>(true)
agree<Same<Static<typeof SeatMapStateData>, SeatMapState>>(true)
