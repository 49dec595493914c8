/** : the wording only the show subpackage shows. */
import type { Dictionary } from '../../types'

export const bookingMore = {
  'orders.privilege.card': { 'zh-CN': '使用权益卡：{id}', 'zh-MO': '使用權益卡：{id}', 'en-US': 'Benefit card: {id}' },
  'orders.privilege.code': { 'zh-CN': '使用购票权益：{id}', 'zh-MO': '使用購票權益：{id}', 'en-US': 'Privilege: {id}' },
  'orders.privilege.drop': { 'zh-CN': '不使用，直接购票', 'zh-MO': '不使用，直接購票', 'en-US': 'Book without it' },

  'seating.thirdParty.back': {
    'zh-CN': '已从合作方页面返回，未选择座位',
    'zh-MO': '已從合作方頁面返回，未選擇座位',
    'en-US': 'You came back from our partner’s page without seats',
  },
  'seating.thirdParty.picked': { 'zh-CN': '合作方选座结果', 'zh-MO': '合作方選座結果', 'en-US': 'Seats picked on our partner’s page' },
  'seating.thirdParty.again': { 'zh-CN': '重新选座', 'zh-MO': '重新選座', 'en-US': 'Pick again' },
  'seating.thirdParty.continue': { 'zh-CN': '确认订单', 'zh-MO': '確認訂單', 'en-US': 'Continue to the order' },
} satisfies Dictionary
