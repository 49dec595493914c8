/** Wording of the announcement page and the customer-service entry (user subpackage only). */
import type { Dictionary } from '../../types'

export const notices = {
  'notice.published': { 'zh-CN': '发布于 {date}', 'zh-MO': '發佈於 {date}', 'en-US': 'Published {date}' },
  'notice.more': { 'zh-CN': '查看更多', 'zh-MO': '查看更多', 'en-US': 'Read more' },
  'notice.retry': { 'zh-CN': '重新加载', 'zh-MO': '重新載入', 'en-US': 'Try again' },
  'notice.back': { 'zh-CN': '返回首页', 'zh-MO': '返回首頁', 'en-US': 'Back to home' },
  'service.title': { 'zh-CN': '联系客服', 'zh-MO': '聯絡客服', 'en-US': 'Contact customer service' },
  'service.online': { 'zh-CN': '在线客服', 'zh-MO': '線上客服', 'en-US': 'Chat online' },
  'service.call': { 'zh-CN': '拨打 {phone}', 'zh-MO': '撥打 {phone}', 'en-US': 'Call {phone}' },
  'service.companyChat': { 'zh-CN': '支持企业微信客服', 'zh-MO': '支援企業微信客服', 'en-US': 'WeCom chat available' },
  'service.hours': { 'zh-CN': '客服时间（{zone}）', 'zh-MO': '客服時間（{zone}）', 'en-US': 'Service hours ({zone} time)' },
  'service.nextDay': { 'zh-CN': '次日', 'zh-MO': '翌日', 'en-US': 'next day' },
  'service.allDay': { 'zh-CN': '全天', 'zh-MO': '全天', 'en-US': 'all day' },
  'service.outside': { 'zh-CN': '当前不在客服工作时间内', 'zh-MO': '當前不在客服工作時間內', 'en-US': 'Not within customer service hours' },
  'service.unavailable': { 'zh-CN': '暂无客服信息', 'zh-MO': '暫無客服資訊', 'en-US': 'Customer service is not available' },
  'service.weekday.1': { 'zh-CN': '周一', 'zh-MO': '週一', 'en-US': 'Mon' },
  'service.weekday.2': { 'zh-CN': '周二', 'zh-MO': '週二', 'en-US': 'Tue' },
  'service.weekday.3': { 'zh-CN': '周三', 'zh-MO': '週三', 'en-US': 'Wed' },
  'service.weekday.4': { 'zh-CN': '周四', 'zh-MO': '週四', 'en-US': 'Thu' },
  'service.weekday.5': { 'zh-CN': '周五', 'zh-MO': '週五', 'en-US': 'Fri' },
  'service.weekday.6': { 'zh-CN': '周六', 'zh-MO': '週六', 'en-US': 'Sat' },
  'service.weekday.7': { 'zh-CN': '周日', 'zh-MO': '週日', 'en-US': 'Sun' },
} satisfies Dictionary
