/** Wording of the ticket holder tab, the e-ticket detail, the ticket-error page and past tickets: the wording only the ticket subpackage shows. */
import type { Dictionary } from '../../types'

export const tickets = {
  'tickets.seat': { 'zh-CN': '座位', 'zh-MO': '座位', 'en-US': 'Seat' },
  'tickets.historyEmpty': { 'zh-CN': '暂无历史票券', 'zh-MO': '暫無歷史票券', 'en-US': 'No past tickets' },
  'tickets.formLabel': { 'zh-CN': '票券类型', 'zh-MO': '票券類型', 'en-US': 'Ticket type' },
  'tickets.form.E_TICKET': { 'zh-CN': '电子票', 'zh-MO': '電子票', 'en-US': 'E-ticket' },
  'tickets.form.PICKUP': { 'zh-CN': '现场取票', 'zh-MO': '現場取票', 'en-US': 'Pick up at venue' },
  'tickets.form.PAPER': { 'zh-CN': '纸质票', 'zh-MO': '紙質票', 'en-US': 'Paper ticket' },

  'tickets.detail.showCode': {
    'zh-CN': '入场时请出示此二维码',
    'zh-MO': '入場時請出示此二維碼',
    'en-US': 'Show this QR code at the entrance',
  },
  'tickets.detail.version': { 'zh-CN': '票码版本 {version}', 'zh-MO': '票碼版本 {version}', 'en-US': 'Code version {version}' },
  'tickets.detail.validity': { 'zh-CN': '有效期 {from} 至 {until}', 'zh-MO': '有效期 {from} 至 {until}', 'en-US': 'Valid {from} to {until}' },
  'tickets.detail.refreshCode': { 'zh-CN': '刷新票码', 'zh-MO': '刷新票碼', 'en-US': 'Refresh code' },
  'tickets.detail.refreshAsk': {
    'zh-CN': '刷新后旧的二维码将立即失效，包括已发给他人的截图。确定刷新吗？',
    'zh-MO': '刷新後舊的二維碼將立即失效，包括已發給他人的截圖。確定刷新嗎？',
    'en-US': 'The old QR code stops working at once, including any screenshot you shared. Refresh it?',
  },
  'tickets.detail.refreshed': { 'zh-CN': '票码已刷新', 'zh-MO': '票碼已刷新', 'en-US': 'New code issued' },
  'tickets.detail.admittedAt': { 'zh-CN': '已于 {time} 入场', 'zh-MO': '已於 {time} 入場', 'en-US': 'Admitted at {time}' },
  'tickets.detail.refundedNote': {
    'zh-CN': '此票已退，不能用于入场',
    'zh-MO': '此票已退，不能用於入場',
    'en-US': 'This ticket was refunded and cannot be used for entry',
  },
  'tickets.detail.expiredNote': {
    'zh-CN': '此票已过期，不能用于入场',
    'zh-MO': '此票已過期，不能用於入場',
    'en-US': 'This ticket has expired and cannot be used for entry',
  },
  'tickets.detail.paperNote': {
    'zh-CN': '纸质票请凭实体票入场',
    'zh-MO': '紙質票請憑實體票入場',
    'en-US': 'Enter with the printed paper ticket',
  },
  'tickets.detail.pickupCode': { 'zh-CN': '取票码', 'zh-MO': '取票碼', 'en-US': 'Pickup code' },
  'tickets.detail.pickupHint': {
    'zh-CN': '请凭取票码到场馆取票处取票',
    'zh-MO': '請憑取票碼到場館取票處取票',
    'en-US': 'Collect your tickets at the venue box office with this code',
  },
  'tickets.detail.instructions': { 'zh-CN': '入场须知', 'zh-MO': '入場須知', 'en-US': 'Entry instructions' },
  'tickets.detail.defaultInstruction1': {
    'zh-CN': '请提前到场，入场时出示二维码供工作人员扫描',
    'zh-MO': '請提前到場，入場時出示二維碼供工作人員掃描',
    'en-US': 'Arrive early and show the QR code to staff for scanning',
  },
  'tickets.detail.defaultInstruction2': {
    'zh-CN': '每个二维码仅可入场一次',
    'zh-MO': '每個二維碼僅可入場一次',
    'en-US': 'Each QR code admits once',
  },
  'tickets.detail.screenshotHint': {
    'zh-CN': '截图的二维码可能无法入场，请以票夹中的实时二维码为准',
    'zh-MO': '截圖的二維碼可能無法入場，請以票夾中的即時二維碼為準',
    'en-US': 'Screenshots may not be accepted at the gate; show the live code from your tickets',
  },
  'tickets.detail.price': { 'zh-CN': '票价', 'zh-MO': '票價', 'en-US': 'Price' },
  'tickets.detail.order': { 'zh-CN': '查看订单', 'zh-MO': '查看訂單', 'en-US': 'View order' },
  'tickets.detail.allTickets': { 'zh-CN': '查看全部票券', 'zh-MO': '查看全部票券', 'en-US': 'All my tickets' },

  'tickets.error.notFound': {
    'zh-CN': '票券不存在或不属于当前账号',
    'zh-MO': '票券不存在或不屬於當前帳號',
    'en-US': 'This ticket does not exist or belongs to another account',
  },
  'tickets.error.network': {
    'zh-CN': '网络不给力，票券暂时无法显示',
    'zh-MO': '網絡不給力，票券暫時無法顯示',
    'en-US': 'The ticket cannot be shown: the network is unavailable',
  },
  'tickets.error.unknown': {
    'zh-CN': '票券暂时无法显示，请稍后再试',
    'zh-MO': '票券暫時無法顯示，請稍後再試',
    'en-US': 'The ticket cannot be shown right now, please retry later',
  },
  'tickets.error.toHolder': { 'zh-CN': '返回票夹', 'zh-MO': '返回票夾', 'en-US': 'Back to my tickets' },
} satisfies Dictionary
