/**
 * Topic activities (spec core §2 /topic-activity/:topicId, its coupon-template page,
 * share-topic-activity): a merchant's campaign page with its shows, coupons to receive and votes.
 * A content URL containing /topic-activity opens this page unless the shop enables web activities.
 */
import type { ShowCard } from './catalog'
import type { VoteCard } from './votes'

export type TopicState = 'UPCOMING' | 'ONGOING' | 'ENDED'

export interface TopicActivityView {
  topicId: string
  title: string
  intro: string
  posterUrl: string
  startTime: number
  endTime: number
  utcOffset: number
  state: TopicState
  /** The sentence a share carries (share-topic-activity). */
  shareText: string
  shows: ShowCard[]
  /** Coupon templates of the topic, in order; the coupon-template page shows one. */
  couponTemplateIds: string[]
  votes: VoteCard[]
}
