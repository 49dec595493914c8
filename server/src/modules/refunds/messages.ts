/** Refunds wording (envelope comments, states, blocks, rule lines) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const refundMessages = {
  'refund.orderNotFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'refund.notPaid': entry('订单未支付或已关闭，不能退票', '訂單未支付或已關閉，不能退票', 'Only a paid order can be refunded'),
  'refund.notAllowed': entry('本场演出不支持退票', '本場演出不支援退票', 'This show does not allow refunds'),
  'refund.windowClosed': entry('已超过退票时间，不能退票', '已超過退票時間，不能退票', 'The refund period for this session has ended'),
  'refund.noTickets': entry('请选择要退的票', '請選擇要退的票', 'Please choose the tickets to refund'),
  'refund.ticketUnknown': entry('所选的票不属于此订单', '所選的票不屬於此訂單', 'A chosen ticket is not part of this order'),
  'refund.ticketUnavailable': entry('所选的票已入场或已退票，不能再退', '所選的票已入場或已退票，不能再退', 'A chosen ticket was already used or refunded'),
  'refund.inTransfer': entry('所选的票正在转赠中，请先取消转赠再退票', '所選的票正在轉贈中，請先取消轉贈再退票', 'A chosen ticket is being transferred: cancel the transfer to refund it'),
  'refund.limitReached': entry('本订单退票次数已用完（最多{max}次）', '本訂單退票次數已用完（最多{max}次）', 'This order has used all its refunds (at most {max})'),
  'refund.idempotencyRequired': entry('请求缺少幂等键，请重试', '請求缺少冪等鍵，請重試', 'The request has no idempotency key; please try again'),
  'refund.keyReused': entry('该请求已用于其他退票，请刷新后重试', '該請求已用於其他退票，請重新整理後重試', 'This request was already used for another refund; please reload and try again'),
  'refund.tooManyTickets': entry('一次最多选择{max}张票', '一次最多選擇{max}張票', 'Choose at most {max} tickets at a time'),
  'staff.unauthorized': entry('检票员凭证无效', '檢票員憑證無效', 'Staff token is not valid'),

  'state.REFUNDING': entry('退款中', '退款中', 'Refund in progress'),
  'state.REFUNDED': entry('已退款', '已退款', 'Refunded'),

  'block.NOT_ALLOWED': entry('不支持退票', '不支援退票', 'Refunds not allowed'),
  'block.WINDOW_CLOSED': entry('已过退票时间', '已過退票時間', 'Refund period ended'),
  'block.ADMITTED': entry('已入场', '已入場', 'Already admitted'),
  'block.REFUNDED': entry('已退票', '已退票', 'Refunded'),
  'block.NOT_VALID': entry('不可退', '不可退', 'Not refundable'),
  'block.TRANSFERRED': entry('已转赠', '已轉贈', 'Transferred'),
  'block.IN_TRANSFER': entry('转赠中', '轉贈中', 'Being transferred'),

  'rule.notAllowed': entry('本场演出售出后不支持退票。', '本場演出售出後不支援退票。', 'Tickets for this show cannot be refunded once sold.'),
  'rule.tierFree': entry('演出开始前{hours}小时以上申请：全额退款。', '演出開始前{hours}小時以上申請：全額退款。', 'More than {hours} hours before the show: full refund.'),
  'rule.tierFee': entry('演出开始前{hours}小时以上申请：收取票价{percent}%的手续费。', '演出開始前{hours}小時以上申請：收取票價{percent}%的手續費。', 'More than {hours} hours before the show: a fee of {percent}% of the ticket price.'),
  'rule.closed': entry('演出开始前{hours}小时内不再受理退票。', '演出開始前{hours}小時內不再受理退票。', 'No refunds within {hours} hours of the show.'),
  'rule.times': entry('每个订单最多可申请退票{max}次；已入场的票不可退。', '每個訂單最多可申請退票{max}次；已入場的票不可退。', 'Each order can be refunded at most {max} times; admitted tickets cannot be refunded.'),
  'rule.money': entry('退款将原路退回支付账户，退票后原入场码立即失效。', '退款將原路退回支付賬戶，退票後原入場碼立即失效。', 'The money goes back to the account you paid with; refunded tickets\' codes stop working at once.'),
} satisfies Record<string, Entry>

export type RefundMessageKey = keyof typeof refundMessages

export function rm(lang: Lang, key: RefundMessageKey, vars: Record<string, string | number> = {}): string {
  return refundMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
