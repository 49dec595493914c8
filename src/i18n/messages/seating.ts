/** Wording of the seat picking page (own map and third-party seat picking). */
import type { Dictionary } from '../types'

export const seating = {
  'seating.legend': { 'zh-CN': '票价', 'zh-MO': '票價', 'en-US': 'Prices' },
  'seating.picked': { 'zh-CN': '已选', 'zh-MO': '已選', 'en-US': 'Yours' },
  'seating.seat': { 'zh-CN': '{section} {row}排{no}座', 'zh-MO': '{section} {row}排{no}座', 'en-US': '{section} row {row} seat {no}' },
  'seating.total': { 'zh-CN': '合计', 'zh-MO': '合計', 'en-US': 'Total' },
  'seating.noMap': { 'zh-CN': '该场次暂无座位图', 'zh-MO': '該場次暫無座位圖', 'en-US': 'This session has no seat map' },
} satisfies Dictionary
