/**
 * The votes repository: the only place that touches the vote tables. A ballot is an INSERT ... ON
 * CONFLICT DO NOTHING on the one-per-buyer-per-period unique index, and its option's count a single
 * `votes = votes + 1` in the same transaction, so concurrent ballots are each counted once.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { retryOnConflict } from '../../db/conflicts.js'
import { voteBallots, voteOptions, votes } from '../../db/schema-topics.js'

export type VoteRow = typeof votes.$inferSelect
export type VoteOptionRow = typeof voteOptions.$inferSelect
export type BallotRow = typeof voteBallots.$inferSelect

export interface VotesRepository {
  transaction<T>(fn: (tx: VotesRepository) => Promise<T>): Promise<T>
  findVote(merchantId: string, voteId: string): Promise<VoteRow | null>
  votesOfTopic(merchantId: string, topicId: string): Promise<VoteRow[]>
  options(merchantId: string, voteId: string): Promise<VoteOptionRow[]>
  /** The caller's ballot of this period, or null. */
  myBallot(merchantId: string, voteId: string, userId: string, period: string): Promise<BallotRow | null>
  /** Inserts the ballot unless the buyer has one for this period; the row, or null when refused. */
  insertBallot(row: typeof voteBallots.$inferInsert): Promise<BallotRow | null>
  /** The option's count +1 in one statement (row-locked, so concurrent ballots all add up). */
  countOption(merchantId: string, voteId: string, optionId: string): Promise<void>
  /** TEST ONLY (race control): writes an option's count from a value read earlier, with no guard. */
  writeCount(merchantId: string, voteId: string, optionId: string, count: number): Promise<void>
  ballotCount(merchantId: string, voteId: string): Promise<number>
}

export function createVotesRepository(db: Db): VotesRepository {
  const v = votes
  const o = voteOptions
  const b = voteBallots
  return {
    transaction: (fn) => retryOnConflict(() => db.transaction(async (tx) => fn(createVotesRepository(tx as unknown as Db)))),
    async findVote(merchantId, voteId) {
      const [row] = await db.select().from(v).where(and(eq(v.merchantId, merchantId), eq(v.voteId, voteId), eq(v.listed, true)))
      return row ?? null
    },
    votesOfTopic: (merchantId, topicId) => db.select().from(v).where(and(eq(v.merchantId, merchantId), eq(v.topicId, topicId), eq(v.listed, true))).orderBy(asc(v.position), asc(v.voteId)),
    options: (merchantId, voteId) => db.select().from(o).where(and(eq(o.merchantId, merchantId), eq(o.voteId, voteId))).orderBy(asc(o.position), asc(o.optionId)),
    async myBallot(merchantId, voteId, userId, period) {
      const [row] = await db.select().from(b).where(and(eq(b.merchantId, merchantId), eq(b.voteId, voteId), eq(b.userId, userId), eq(b.period, period)))
      return row ?? null
    },
    async insertBallot(row) {
      const [inserted] = await db.insert(b).values(row).onConflictDoNothing({ target: [b.merchantId, b.voteId, b.userId, b.period] }).returning()
      return inserted ?? null
    },
    async countOption(merchantId, voteId, optionId) {
      await db
        .update(o)
        .set({ votes: sql`${o.votes} + 1` })
        .where(and(eq(o.merchantId, merchantId), eq(o.voteId, voteId), eq(o.optionId, optionId)))
    },
    async writeCount(merchantId, voteId, optionId, count) {
      await db.update(o).set({ votes: count }).where(and(eq(o.merchantId, merchantId), eq(o.voteId, voteId), eq(o.optionId, optionId)))
    },
    async ballotCount(merchantId, voteId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(b)
        .where(and(eq(b.merchantId, merchantId), eq(b.voteId, voteId)))
      return Number(row?.n ?? 0)
    },
  }
}
