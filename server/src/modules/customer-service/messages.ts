/** Customer-service wording in the three languages. */
import type { Lang } from '../../../../types/lang.js'

const TEXT = {
  notFound: { 'zh-CN': '暂无客服信息', 'zh-MO': '暫無客服資訊', 'en-US': 'Customer service is not configured' },
  outside: { 'zh-CN': '当前不在客服工作时间内', 'zh-MO': '當前不在客服工作時間內', 'en-US': 'Not within customer service hours' },
} satisfies Record<string, Record<Lang, string>>

export const serviceText = (lang: Lang, key: keyof typeof TEXT): string => TEXT[key][lang]
