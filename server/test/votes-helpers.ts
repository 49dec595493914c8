/** Helpers of the vote suites: votes written straight to the database, their counters read back. */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'
import { voteBallots, voteOptions, votes } from '../src/db/schema-topics.js'

let n = 0
const DAY = 86_400_000

/** A vote of its own on merchant 10001 with options A, B, C (default: ONCE, results after voting, open for 10 days). */
export async function makeVote(db: Db, spec: Partial<typeof votes.$inferInsert> = {}): Promise<string> {
  const voteId = spec.voteId ?? `VT${process.pid}x${n++}`
  const merchantId = spec.merchantId ?? '10001'
  await db.insert(votes).values({
    merchantId,
    title: { 'zh-CN': `测试投票${voteId}`, 'zh-MO': `測試投票${voteId}`, 'en-US': `Test vote ${voteId}` },
    rule: 'ONCE',
    resultsVisibility: 'AFTER_VOTE',
    startTime: new Date(Date.now() - DAY),
    endTime: new Date(Date.now() + 10 * DAY),
    ...spec,
    voteId,
  })
  await db.insert(voteOptions).values(
    ['A', 'B', 'C'].map((optionId, position) => ({ merchantId, voteId, optionId, position, label: { 'zh-CN': `选项${optionId}`, 'zh-MO': `選項${optionId}`, 'en-US': `Option ${optionId}` } })),
  )
  return voteId
}

/** Each option's count, in option order. */
export async function countsOf(db: Db, voteId: string): Promise<Record<string, number>> {
  const rows = await db.select({ optionId: voteOptions.optionId, votes: voteOptions.votes }).from(voteOptions).where(eq(voteOptions.voteId, voteId))
  return Object.fromEntries(rows.map((r) => [r.optionId, r.votes]))
}

export async function ballotsOf(db: Db, voteId: string, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(voteBallots)
    .where(userId ? and(eq(voteBallots.voteId, voteId), eq(voteBallots.userId, userId)) : eq(voteBallots.voteId, voteId))
  return Number(row?.n ?? 0)
}
