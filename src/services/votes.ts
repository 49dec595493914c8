/**
 * Vote and topic-activity calls (server/src/modules/votes, modules/topics): one vote with its options
 * (as a guest, or with the buyer's ballot), casting a ballot, and one topic activity. The vote page
 * words a refusal in place, so casting is silent.
 */
import type { TopicActivityView } from '../../types/topics'
import type { VoteView } from '../../types/votes'
import { get, post } from '../request'
import { pathId as enc } from './path-id'

/** Logged in: with the buyer's ballot of this period and the results it unlocks; logged out: as a guest sees it. */
export function fetchVote(voteId: string, loggedIn: boolean): Promise<VoteView> {
  return get<VoteView>(`${loggedIn ? 'buyer' : 'pub'}/v1/votes/${enc(voteId)}`, {}, { importance: 'high', extras: { silent: true } })
}

/** Silent: the vote page shows the server's refusal (voted already, ended) in place. */
export function castVote(voteId: string, optionId: string): Promise<VoteView> {
  return post<VoteView>(`buyer/v1/votes/${enc(voteId)}/ballots`, { optionId }, { importance: 'high', extras: { silent: true } })
}

export function fetchTopicActivity(topicId: string): Promise<TopicActivityView> {
  return get<TopicActivityView>(`pub/v1/topic_activities/${enc(topicId)}`, {}, { importance: 'high', extras: { silent: true } })
}
