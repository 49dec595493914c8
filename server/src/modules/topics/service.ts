/**
 * Topic activities: one campaign page with its listed shows (as catalog cards, in the merchant's order),
 * its coupon templates and its votes. Another shop's topic answers "not found" like a missing one.
 */
import type { TopicActivityView, TopicState } from '../../../../types/topics.js'
import { toShowCard, tr, type Locale } from '../catalog/present.js'
import type { CatalogRepository } from '../catalog/repository.js'
import type { VotesService } from '../votes/service.js'
import { tm } from './messages.js'
import type { TopicsRepository } from './repository.js'

export type TopicOutcome = { ok: true; value: TopicActivityView } | { ok: false; reason: 'NOT_FOUND'; message: string }

export interface TopicsService {
  detail(loc: Locale, topicId: string): Promise<TopicOutcome>
}

export function createTopicsService(repo: TopicsRepository, catalog: CatalogRepository, votes: VotesService, now: () => number): TopicsService {
  return {
    async detail(loc, topicId) {
      const row = await repo.findTopic(loc.merchantId, topicId)
      if (!row) return { ok: false, reason: 'NOT_FOUND', message: tm(loc.lang, 'topic.notFound') }
      const at = now()
      const state: TopicState = row.startTime.getTime() > at ? 'UPCOMING' : row.endTime.getTime() <= at ? 'ENDED' : 'ONGOING'
      const cards = await catalog.findShowCardsByIds(loc.merchantId, row.showIds)
      const order = new Map(row.showIds.map((id, i) => [id, i]))
      const shows = cards.map((c) => toShowCard(c, loc)).sort((a, b) => (order.get(a.showId) ?? 0) - (order.get(b.showId) ?? 0))
      const caller = { merchantId: loc.merchantId, userId: null, lang: loc.lang, fallback: loc.fallback }
      return {
        ok: true,
        value: {
          topicId: row.topicId,
          title: tr(loc, row.title),
          intro: tr(loc, row.intro),
          posterUrl: row.posterUrl,
          startTime: row.startTime.getTime(),
          endTime: row.endTime.getTime(),
          utcOffset: row.utcOffset,
          state,
          shareText: tr(loc, row.shareText),
          shows,
          couponTemplateIds: row.couponTemplateIds,
          votes: await votes.cardsOfTopic(caller, row.topicId),
        },
      }
    },
  }
}
