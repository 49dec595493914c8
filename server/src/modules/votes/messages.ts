/** Vote wording (refusals) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const voteMessages = {
  'vote.notFound': entry('投票不存在或已下架', '投票不存在或已下架', 'This vote does not exist or is no longer listed'),
  'vote.badOption': entry('请选择投票选项', '請選擇投票選項', 'Please choose one of the options'),
  'vote.notStarted': entry('投票尚未开始', '投票尚未開始', 'Voting has not started yet'),
  'vote.ended': entry('投票已结束', '投票已結束', 'Voting has ended'),
  'vote.votedOnce': entry('您已投过票，每人限投1票', '您已投過票，每人限投1票', 'You have voted already: one vote per buyer'),
  'vote.votedToday': entry('您今天已投过票，明天再来吧', '您今天已投過票，明天再來吧', 'You have voted today already: come back tomorrow'),
} satisfies Record<string, Entry>

export type VoteMessageKey = keyof typeof voteMessages

export const vm = (lang: Lang, key: VoteMessageKey): string => voteMessages[key][lang]
