/** The topic-activities repository: the only place that reads topic_activities. */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { topicActivities } from '../../db/schema-topics.js'

export type TopicRow = typeof topicActivities.$inferSelect

export interface TopicsRepository {
  findTopic(merchantId: string, topicId: string): Promise<TopicRow | null>
}

export function createTopicsRepository(db: Db): TopicsRepository {
  const t = topicActivities
  return {
    async findTopic(merchantId, topicId) {
      const [row] = await db.select().from(t).where(and(eq(t.merchantId, merchantId), eq(t.topicId, topicId), eq(t.listed, true)))
      return row ?? null
    },
  }
}
