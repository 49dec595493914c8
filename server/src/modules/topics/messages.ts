/** Topic-activity wording (refusals) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const topicMessages = {
  'topic.notFound': entry('专题活动不存在或已下架', '專題活動不存在或已下架', 'This topic activity does not exist or is no longer listed'),
} satisfies Record<string, Entry>

export const tm = (lang: Lang, key: keyof typeof topicMessages): string => topicMessages[key][lang]
