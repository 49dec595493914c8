/**
 * Vote rules: a vote with its options and, as the rule and the caller allow, its results; casting a
 * ballot (open votes only, an option of this vote, one per buyer per period — ONCE or DAILY at the
 * vote's venue time). The ballot and its option's +1 commit together, so the counts equal the ballots.
 */
import { randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { VoteCard, VoteState, VoteView } from '../../../../types/votes.js'
import { pickTranslation } from '../../i18n/translations.js'
import { vm, type VoteMessageKey } from './messages.js'
import { ballotPeriod } from './period.js'
import type { VoteOptionRow, VoteRow, VotesRepository } from './repository.js'

export interface Caller {
  merchantId: string
  userId: string | null
  lang: Lang
  fallback: Lang
}

export type VoteFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'NOT_OPEN' | 'ALREADY_VOTED'
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: VoteFailureReason; message: string }

export interface VotesService {
  detail(caller: Caller, voteId: string): Promise<Outcome<VoteView>>
  cast(caller: Caller & { userId: string }, voteId: string, optionId: string): Promise<Outcome<VoteView>>
  /** The listed votes of a topic activity, as cards. */
  cardsOfTopic(caller: Caller, topicId: string): Promise<VoteCard[]>
}

export interface VotesDeps {
  now: () => number
  /** TEST ONLY: count by reading the option's count and writing it back plus one (the race test's control). */
  testOnlyUnlocked?: boolean
}

class Refused extends Error {
  constructor(readonly reason: VoteFailureReason, readonly key: VoteMessageKey) {
    super(reason)
  }
}

export function stateOfVote(v: Pick<VoteRow, 'startTime' | 'endTime'>, now: number): VoteState {
  if (v.startTime.getTime() > now) return 'UPCOMING'
  return v.endTime.getTime() <= now ? 'ENDED' : 'OPEN'
}

export function createVotesService(repo: VotesRepository, deps: VotesDeps): VotesService {
  const tr = (c: Caller, t: Record<string, string> | null | undefined) => pickTranslation(t ?? {}, c.lang, c.fallback)
  const refuse = <T>(c: Caller, reason: VoteFailureReason, key: VoteMessageKey): Outcome<T> => ({ ok: false, reason, message: vm(c.lang, key) })

  const card = (c: Caller, v: VoteRow): VoteCard => ({
    voteId: v.voteId,
    title: tr(c, v.title),
    state: stateOfVote(v, deps.now()),
    rule: v.rule,
    startTime: v.startTime.getTime(),
    endTime: v.endTime.getTime(),
    utcOffset: v.utcOffset,
  })

  async function view(c: Caller, v: VoteRow, options: VoteOptionRow[]): Promise<VoteView> {
    const now = deps.now()
    const state = stateOfVote(v, now)
    const mine = c.userId ? await repo.myBallot(c.merchantId, v.voteId, c.userId, ballotPeriod(v.rule, now, v.utcOffset)) : null
    const visible = v.resultsVisibility === 'ALWAYS' || state === 'ENDED' || (v.resultsVisibility === 'AFTER_VOTE' && mine !== null)
    const total = options.reduce((s, o) => s + o.votes, 0)
    return {
      ...card(c, v),
      topicId: v.topicId,
      description: tr(c, v.description),
      resultsVisibility: v.resultsVisibility,
      totalVotes: visible ? total : null,
      options: options.map((o) => ({
        optionId: o.optionId,
        label: tr(c, o.label),
        imageUrl: o.imageUrl,
        votes: visible ? o.votes : null,
        percent: visible ? (total ? Math.round((o.votes * 100) / total) : 0) : null,
      })),
      myOptionId: mine?.optionId ?? null,
      canVote: state === 'OPEN' && c.userId !== null && mine === null,
    }
  }

  async function count(tx: VotesRepository, c: Caller, voteId: string, optionId: string): Promise<void> {
    if (!deps.testOnlyUnlocked) return tx.countOption(c.merchantId, voteId, optionId)
    const read = (await tx.options(c.merchantId, voteId)).find((o) => o.optionId === optionId)
    await new Promise((r) => setTimeout(r, 5))
    await tx.writeCount(c.merchantId, voteId, optionId, (read?.votes ?? 0) + 1)
  }

  return {
    async detail(c, voteId) {
      const v = await repo.findVote(c.merchantId, voteId)
      if (!v) return refuse(c, 'NOT_FOUND', 'vote.notFound')
      return { ok: true, value: await view(c, v, await repo.options(c.merchantId, voteId)) }
    },

    async cast(c, voteId, optionId) {
      const v = await repo.findVote(c.merchantId, voteId)
      if (!v) return refuse(c, 'NOT_FOUND', 'vote.notFound')
      const options = await repo.options(c.merchantId, voteId)
      if (!options.some((o) => o.optionId === optionId)) return refuse(c, 'BAD_REQUEST', 'vote.badOption')
      const now = deps.now()
      const state = stateOfVote(v, now)
      if (state !== 'OPEN') return refuse(c, 'NOT_OPEN', state === 'UPCOMING' ? 'vote.notStarted' : 'vote.ended')
      const period = ballotPeriod(v.rule, now, v.utcOffset)
      try {
        await repo.transaction(async (tx) => {
          const ballot = await tx.insertBallot({
            merchantId: c.merchantId,
            ballotId: `VB${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
            voteId,
            optionId,
            userId: c.userId,
            period,
            createdAt: new Date(now),
          })
          // The unique index refused it: this buyer voted in this period (perhaps a moment ago, concurrently).
          if (!ballot) throw new Refused('ALREADY_VOTED', v.rule === 'DAILY' ? 'vote.votedToday' : 'vote.votedOnce')
          await count(tx, c, voteId, optionId)
        })
      } catch (err) {
        if (err instanceof Refused) return refuse(c, err.reason, err.key)
        throw err
      }
      return { ok: true, value: await view(c, v, await repo.options(c.merchantId, voteId)) }
    },

    async cardsOfTopic(c, topicId) {
      return (await repo.votesOfTopic(c.merchantId, topicId)).map((v) => card(c, v))
    },
  }
}
