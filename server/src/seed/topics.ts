/**
 * Demo topic activities and votes for both demo shops, in the three languages: the Winter Drama
 * Festival's campaign page (its shows, two coupon templates, two votes) — one vote a buyer casts once
 * (results after voting), one a buyer casts once a day (results always shown). The home topic's
 * banner and VOTE component (seed/catalog.ts) lead here. Dates hang off the catalog's demo anchor.
 */
import { topicActivities, voteOptions, votes } from '../db/schema-topics.js'
import type { Translations } from '../i18n/translations.js'
import { CATALOG_ANCHOR, demoShowId } from './catalog.js'
import type { SeedContext } from './index.js'
import { SEED_TIME } from './shop.js'

type T3 = [zhCN: string, zhMO: string, enUS: string]
const DAY = 86_400_000
const tt = (v: T3): Translations => ({ 'zh-CN': v[0], 'zh-MO': v[1], 'en-US': v[2] })

const SHOPS = [
  { merchantId: '10001', prefix: 'MO' },
  { merchantId: '10002', prefix: 'SH' },
]

export const DEMO_TOPIC_IDS = { MACAU: 'MO-TA1', MAINLAND: 'SH-TA1' }

function rows(merchantId: string, prefix: string) {
  const at = (days: number) => new Date(CATALOG_ANCHOR.getTime() + days * DAY)
  const topicId = `${prefix}-TA1`
  const stamps = { createdAt: SEED_TIME, updatedAt: SEED_TIME }
  const topic = {
    merchantId,
    topicId,
    title: tt(['冬季戏剧节 · 互动专区', '冬季戲劇節 · 互動專區', 'Winter Drama Festival: join in']),
    intro: tt([
      '领取戏剧节专属优惠券，投票选出你心中的最佳剧目，每天还可以为最爱的瞬间投上一票。',
      '領取戲劇節專屬優惠券，投票選出你心中的最佳劇目，每天還可以為最愛的瞬間投上一票。',
      'Get the festival’s coupons, vote for the play you want to see again, and pick your favourite moment once a day.',
    ]),
    posterUrl: `/api/pub/poster/${demoShowId(prefix, 6)}.svg?merchantId=${merchantId}&shape=banner`,
    shareText: tt(['一起来冬季戏剧节投票吧！', '一起來冬季戲劇節投票吧！', 'Come and vote at the Winter Drama Festival!']),
    startTime: at(-36),
    endTime: at(60),
    showIds: [6, 7, 9].map((n) => demoShowId(prefix, n)),
    couponTemplateIds: [`${prefix}-CP-NEW`, `${prefix}-CP-DISC`],
    ...stamps,
  }
  const voteRows = [
    {
      merchantId,
      voteId: `${prefix}-V1`,
      topicId,
      title: tt(['你最想重温哪类剧目？', '你最想重溫哪類劇目？', 'Which kind of play should come back next year?']),
      description: tt(['每人限投1票，投票后可查看结果。', '每人限投1票，投票後可查看結果。', 'One vote per buyer; the results show once you have voted.']),
      rule: 'ONCE' as const,
      resultsVisibility: 'AFTER_VOTE' as const,
      startTime: at(-36),
      endTime: at(60),
      position: 1,
      ...stamps,
    },
    {
      merchantId,
      voteId: `${prefix}-V2`,
      topicId,
      title: tt(['戏剧节最难忘的瞬间', '戲劇節最難忘的瞬間', 'Your favourite festival moment']),
      description: tt(['每人每天可投1票，结果实时公开。', '每人每天可投1票，結果即時公開。', 'One vote a day per buyer; the results are always shown.']),
      rule: 'DAILY' as const,
      resultsVisibility: 'ALWAYS' as const,
      startTime: at(-36),
      endTime: at(60),
      position: 2,
      ...stamps,
    },
  ]
  const option = (voteId: string, optionId: string, position: number, label: T3) => ({ merchantId, voteId, optionId, position, label: tt(label) })
  const optionRows = [
    option(`${prefix}-V1`, 'CLASSIC', 1, ['经典话剧', '經典話劇', 'Classic drama']),
    option(`${prefix}-V1`, 'MUSICAL', 2, ['音乐剧', '音樂劇', 'Musical']),
    option(`${prefix}-V1`, 'EXPERIMENTAL', 3, ['实验戏剧', '實驗戲劇', 'Experimental theatre']),
    option(`${prefix}-V2`, 'OPENING', 1, ['开幕之夜', '開幕之夜', 'Opening night']),
    option(`${prefix}-V2`, 'STREET', 2, ['街头演出', '街頭演出', 'Street performances']),
    option(`${prefix}-V2`, 'CAST', 3, ['演员见面会', '演員見面會', 'Meet the cast']),
  ]
  return { topic, voteRows, optionRows }
}

export async function seedTopics({ db }: SeedContext): Promise<number> {
  let n = 0
  for (const { merchantId, prefix } of SHOPS) {
    const { topic, voteRows, optionRows } = rows(merchantId, prefix)
    n += (await db.insert(topicActivities).values(topic).onConflictDoNothing().returning({ id: topicActivities.topicId })).length
    n += (await db.insert(votes).values(voteRows).onConflictDoNothing().returning({ id: votes.voteId })).length
    n += (await db.insert(voteOptions).values(optionRows).onConflictDoNothing().returning({ id: voteOptions.optionId })).length
  }
  return n
}
