/**
 * Wording of the booking extras: the booking page's privilege/card banner, order operations and
 * actions, the read-to-the-end agreement popup, merchant documents (/agreement), attendees' country
 * or region with derived birth date and gender, and the partner's seat picking.
 */
import type { Dictionary } from '../types'

export const bookingMore = {
  'orders.privilege.card': { 'zh-CN': '使用权益卡：{id}', 'zh-MO': '使用權益卡：{id}', 'en-US': 'Benefit card: {id}' },
  'orders.privilege.code': { 'zh-CN': '使用购票权益：{id}', 'zh-MO': '使用購票權益：{id}', 'en-US': 'Privilege: {id}' },
  'orders.privilege.drop': { 'zh-CN': '不使用，直接购票', 'zh-MO': '不使用，直接購票', 'en-US': 'Book without it' },

  'orders.list.countdown': { 'zh-CN': '剩余支付时间 {time}', 'zh-MO': '剩餘支付時間 {time}', 'en-US': '{time} left to pay' },
  'orders.pickup.title': { 'zh-CN': '取票码', 'zh-MO': '取票碼', 'en-US': 'Pickup code' },
  'orders.pickup.hint': {
    'zh-CN': '请凭取票码到场馆取票处领取纸质票',
    'zh-MO': '請憑取票碼到場館取票處領取紙質票',
    'en-US': 'Collect your paper ticket at the venue pickup counter with this code',
  },
  'orders.pickup.none': { 'zh-CN': '取票码生成中，请稍后刷新', 'zh-MO': '取票碼生成中，請稍後重新整理', 'en-US': 'The pickup code is on its way; refresh in a moment' },
  'orders.action.unavailable': { 'zh-CN': '{title}（暂不可用）', 'zh-MO': '{title}（暫不可用）', 'en-US': '{title} (not available)' },
  'orders.action.refundHint': {
    'zh-CN': '退票请按退票规则联系客服办理',
    'zh-MO': '退票請按退票規則聯絡客服辦理',
    'en-US': 'Refunds are handled by customer service under the refund rules',
  },

  'orders.confirm.readTitle': { 'zh-CN': '请阅读协议', 'zh-MO': '請閱讀協議', 'en-US': 'Please read the agreement' },
  'orders.confirm.readHint': {
    'zh-CN': '请滑动到底部阅读全部内容后同意',
    'zh-MO': '請滑動到底部閱讀全部內容後同意',
    'en-US': 'Scroll to the end to read it all, then agree',
  },
  'orders.confirm.readAgree': { 'zh-CN': '我已阅读并同意', 'zh-MO': '我已閱讀並同意', 'en-US': 'I have read and agree' },
  'orders.confirm.readScroll': { 'zh-CN': '请先滑动到底部', 'zh-MO': '請先滑動到底部', 'en-US': 'Scroll to the end first' },
  'orders.confirm.readClose': { 'zh-CN': '关闭', 'zh-MO': '關閉', 'en-US': 'Close' },
  'orders.confirm.readFailed': { 'zh-CN': '协议内容加载失败，请重试', 'zh-MO': '協議內容載入失敗，請重試', 'en-US': 'The agreement could not be loaded; try again' },

  'documents.updated': { 'zh-CN': '更新日期：{date}', 'zh-MO': '更新日期：{date}', 'en-US': 'Updated {date}' },
  'documents.noId': { 'zh-CN': '未指定要查看的文档', 'zh-MO': '未指定要查看的文件', 'en-US': 'No document was named' },
  'documents.retry': { 'zh-CN': '重新加载', 'zh-MO': '重新載入', 'en-US': 'Try again' },

  'viewer.field.region': { 'zh-CN': '证件签发国家或地区', 'zh-MO': '證件簽發國家或地區', 'en-US': 'Issuing country or region' },
  'viewer.error.region': { 'zh-CN': '请选择证件签发的国家或地区', 'zh-MO': '請選擇證件簽發的國家或地區', 'en-US': 'Choose the country or region that issued the document' },
  'viewer.regionFixed': { 'zh-CN': '中国大陆居民身份证的签发地为中国大陆', 'zh-MO': '中國內地居民身份證的簽發地為中國內地', 'en-US': 'A mainland China ID card is issued by mainland China' },
  'viewer.birthDate': { 'zh-CN': '出生日期 {date}', 'zh-MO': '出生日期 {date}', 'en-US': 'Born {date}' },
  'viewer.gender.MAN': { 'zh-CN': '男', 'zh-MO': '男', 'en-US': 'Male' },
  'viewer.gender.WOMAN': { 'zh-CN': '女', 'zh-MO': '女', 'en-US': 'Female' },
  'viewer.region.CN': { 'zh-CN': '中国大陆', 'zh-MO': '中國內地', 'en-US': 'Mainland China' },
  'viewer.region.HK': { 'zh-CN': '中国香港', 'zh-MO': '中國香港', 'en-US': 'Hong Kong, China' },
  'viewer.region.MO': { 'zh-CN': '中国澳门', 'zh-MO': '中國澳門', 'en-US': 'Macao, China' },
  'viewer.region.TW': { 'zh-CN': '中国台湾', 'zh-MO': '中國台灣', 'en-US': 'Taiwan, China' },
  'viewer.region.JP': { 'zh-CN': '日本', 'zh-MO': '日本', 'en-US': 'Japan' },
  'viewer.region.KR': { 'zh-CN': '韩国', 'zh-MO': '韓國', 'en-US': 'South Korea' },
  'viewer.region.SG': { 'zh-CN': '新加坡', 'zh-MO': '新加坡', 'en-US': 'Singapore' },
  'viewer.region.MY': { 'zh-CN': '马来西亚', 'zh-MO': '馬來西亞', 'en-US': 'Malaysia' },
  'viewer.region.TH': { 'zh-CN': '泰国', 'zh-MO': '泰國', 'en-US': 'Thailand' },
  'viewer.region.PH': { 'zh-CN': '菲律宾', 'zh-MO': '菲律賓', 'en-US': 'Philippines' },
  'viewer.region.ID': { 'zh-CN': '印度尼西亚', 'zh-MO': '印尼', 'en-US': 'Indonesia' },
  'viewer.region.VN': { 'zh-CN': '越南', 'zh-MO': '越南', 'en-US': 'Vietnam' },
  'viewer.region.IN': { 'zh-CN': '印度', 'zh-MO': '印度', 'en-US': 'India' },
  'viewer.region.AU': { 'zh-CN': '澳大利亚', 'zh-MO': '澳洲', 'en-US': 'Australia' },
  'viewer.region.NZ': { 'zh-CN': '新西兰', 'zh-MO': '紐西蘭', 'en-US': 'New Zealand' },
  'viewer.region.US': { 'zh-CN': '美国', 'zh-MO': '美國', 'en-US': 'United States' },
  'viewer.region.CA': { 'zh-CN': '加拿大', 'zh-MO': '加拿大', 'en-US': 'Canada' },
  'viewer.region.GB': { 'zh-CN': '英国', 'zh-MO': '英國', 'en-US': 'United Kingdom' },
  'viewer.region.FR': { 'zh-CN': '法国', 'zh-MO': '法國', 'en-US': 'France' },
  'viewer.region.DE': { 'zh-CN': '德国', 'zh-MO': '德國', 'en-US': 'Germany' },
  'viewer.region.IT': { 'zh-CN': '意大利', 'zh-MO': '意大利', 'en-US': 'Italy' },
  'viewer.region.ES': { 'zh-CN': '西班牙', 'zh-MO': '西班牙', 'en-US': 'Spain' },
  'viewer.region.PT': { 'zh-CN': '葡萄牙', 'zh-MO': '葡萄牙', 'en-US': 'Portugal' },
  'viewer.region.NL': { 'zh-CN': '荷兰', 'zh-MO': '荷蘭', 'en-US': 'Netherlands' },
  'viewer.region.RU': { 'zh-CN': '俄罗斯', 'zh-MO': '俄羅斯', 'en-US': 'Russia' },
  'viewer.region.BR': { 'zh-CN': '巴西', 'zh-MO': '巴西', 'en-US': 'Brazil' },

  'seating.thirdParty.back': {
    'zh-CN': '已从合作方页面返回，未选择座位',
    'zh-MO': '已從合作方頁面返回，未選擇座位',
    'en-US': 'You came back from our partner’s page without seats',
  },
  'seating.thirdParty.checking': { 'zh-CN': '正在确认所选座位…', 'zh-MO': '正在確認所選座位…', 'en-US': 'Checking your seats…' },
  'seating.thirdParty.picked': { 'zh-CN': '合作方选座结果', 'zh-MO': '合作方選座結果', 'en-US': 'Seats picked on our partner’s page' },
  'seating.thirdParty.again': { 'zh-CN': '重新选座', 'zh-MO': '重新選座', 'en-US': 'Pick again' },
  'seating.thirdParty.continue': { 'zh-CN': '确认订单', 'zh-MO': '確認訂單', 'en-US': 'Continue to the order' },
} satisfies Dictionary
