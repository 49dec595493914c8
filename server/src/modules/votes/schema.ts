/** TypeBox schemas of the vote routes; response schemas mirror types/votes.ts (checked at compile time). */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import type { VoteCard as CardContract, VoteView as ViewContract } from '../../../../types/votes.js'
import { envelopeSchema } from '../../http/envelope.js'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()])
export const IdString = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })

export const VoteParams = Type.Object({ voteId: IdString })
export type VoteParams = Static<typeof VoteParams>

/** Any string: an option this vote lacks gets the localised "choose an option" refusal from the service. */
export const CastBody = Type.Object({ optionId: Type.String({ maxLength: 64 }) }, { additionalProperties: false })
export type CastBody = Static<typeof CastBody>

export const CardProps = {
  voteId: Type.String(),
  title: Type.String(),
  state: lit(['UPCOMING', 'OPEN', 'ENDED'] as const),
  rule: lit(['ONCE', 'DAILY'] as const),
  startTime: Type.Number(),
  endTime: Type.Number(),
  utcOffset: Type.Integer(),
}
export const VoteCardSchema = Type.Object(CardProps)
const ViewSchema = Type.Object({
  ...CardProps,
  topicId: Nullable(Type.String()),
  description: Type.String(),
  resultsVisibility: lit(['ALWAYS', 'AFTER_VOTE', 'AFTER_END'] as const),
  totalVotes: Nullable(Type.Integer()),
  options: Type.Array(
    Type.Object({
      optionId: Type.String(),
      label: Type.String(),
      imageUrl: Type.String(),
      votes: Nullable(Type.Integer()),
      percent: Nullable(Type.Integer()),
    }),
  ),
  myOptionId: Nullable(Type.String()),
  canVote: Type.Boolean(),
})

export const ViewResponse = envelopeSchema(ViewSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof VoteCardSchema>, CardContract>>(true)
agree<Same<Static<typeof ViewSchema>, ViewContract>>(true)
