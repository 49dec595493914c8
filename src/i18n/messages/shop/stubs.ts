/** Wording of the ticket stub pages (shop subpackage). */
import type { Dictionary } from '../../types'

export const stubs = {
  'stubs.empty': {
    'zh-CN': '暂无可打印的票根：已付款的有效门票可打印票根',
    'zh-MO': '暫無可列印的票根：已付款的有效門票可列印票根',
    'en-US': 'No stubs yet: every paid, valid ticket can be printed as a stub',
  },
  'stubs.print': { 'zh-CN': '打印票根', 'zh-MO': '列印票根', 'en-US': 'Print stub' },
  'stubs.save': { 'zh-CN': '保存图片', 'zh-MO': '儲存圖片', 'en-US': 'Save image' },
  'stubs.all': { 'zh-CN': '我的全部票根', 'zh-MO': '我的全部票根', 'en-US': 'All my stubs' },
  'stubs.admission': { 'zh-CN': '自由入座', 'zh-MO': '自由入座', 'en-US': 'General admission' },
  'stubs.attendee': { 'zh-CN': '观演人：{name}', 'zh-MO': '觀演人：{name}', 'en-US': 'Attendee: {name}' },
  'stubs.hint': {
    'zh-CN': '长按图片或点击“保存图片”保存到相册后打印',
    'zh-MO': '長按圖片或點擊「儲存圖片」儲存到相簿後列印',
    'en-US': 'Press and hold the picture, or tap “Save image”, then print it',
  },
} satisfies Dictionary
