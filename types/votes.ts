/**
 * Votes (spec core §2 /vote-detail/:id, the layout VOTE component, topic activities): a merchant's
 * question with options. A buyer casts one ballot per rule — ONCE: one for the whole vote; DAILY: one a
 * day at the vote's venue time — while the vote is open. Counts are kept by the server exactly (a
 * ballot and its option's +1 in one transaction, a unique ballot per buyer and period).
 */

export type VoteRule = 'ONCE' | 'DAILY'
export type VoteState = 'UPCOMING' | 'OPEN' | 'ENDED'
/** When the counts are shown: always, once the caller has voted (or the vote ended), or after the end. */
export type VoteResultsVisibility = 'ALWAYS' | 'AFTER_VOTE' | 'AFTER_END'

export interface VoteOptionView {
  optionId: string
  label: string
  imageUrl: string
  /** Null while the results are hidden from the caller. */
  votes: number | null
  /** Whole percent of all ballots (null while hidden). */
  percent: number | null
}

export interface VoteCard {
  voteId: string
  title: string
  state: VoteState
  rule: VoteRule
  startTime: number
  endTime: number
  utcOffset: number
}

export interface VoteView extends VoteCard {
  topicId: string | null
  description: string
  resultsVisibility: VoteResultsVisibility
  /** Null while the results are hidden from the caller. */
  totalVotes: number | null
  options: VoteOptionView[]
  /** The option the caller voted for in the current period (ONCE: ever; DAILY: today), or null. */
  myOptionId: string | null
  /** Whether a ballot now would count (open, logged in, not voted in this period). */
  canVote: boolean
}

/** POST buyer/v1/votes/:voteId/ballots */
export interface CastVoteRequest {
  optionId: string
}
