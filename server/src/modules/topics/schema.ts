/** TypeBox schemas of the topic-activity route; the response mirrors types/topics.ts (checked at compile time). */
import { Type, type Static } from '@sinclair/typebox'
import type { TopicActivityView as ViewContract } from '../../../../types/topics.js'
import { envelopeSchema } from '../../http/envelope.js'
import { ShowCardSchema } from '../catalog/schema.js'
import { IdString, VoteCardSchema } from '../votes/schema.js'

export const TopicParams = Type.Object({ topicId: IdString })
export type TopicParams = Static<typeof TopicParams>

const ViewSchema = Type.Object({
  topicId: Type.String(),
  title: Type.String(),
  intro: Type.String(),
  posterUrl: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  utcOffset: Type.Integer(),
  state: Type.Union([Type.Literal('UPCOMING'), Type.Literal('ONGOING'), Type.Literal('ENDED')]),
  shareText: Type.String(),
  shows: Type.Array(ShowCardSchema),
  couponTemplateIds: Type.Array(Type.String()),
  votes: Type.Array(VoteCardSchema),
})

export const TopicResponse = envelopeSchema(ViewSchema)

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const agree = <T extends true>(_: T) => undefined
agree<Same<Static<typeof ViewSchema>, ViewContract>>(true)
