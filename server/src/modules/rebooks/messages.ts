/** Rebook wording (envelope comments, blocks, rule lines, refund states) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const rebookMessages = {
  'rebook.orderNotFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'rebook.notPaid': entry('订单未支付或已关闭，不能改签', '訂單未支付或已關閉，不能改簽', 'Only a paid order can be rebooked'),
  'rebook.notAllowed': entry('本场演出不支持改签', '本場演出不支援改簽', 'This show does not allow rebooking'),
  'rebook.windowClosed': entry('已超过改签时间，不能改签', '已超過改簽時間，不能改簽', 'The rebooking period for this session has ended'),
  'rebook.noTickets': entry('请选择要改签的票', '請選擇要改簽的票', 'Please choose the tickets to rebook'),
  'rebook.ticketNotFound': entry('所选的票不存在', '所選的票不存在', 'A chosen ticket was not found'),
  'rebook.duplicateTickets': entry('同一张票不能重复选择', '同一張票不能重複選擇', 'A ticket was chosen twice'),
  'rebook.ticketUnavailable': entry('所选的票已入场、已退票或已改签，不能再改签', '所選的票已入場、已退票或已改簽，不能再改簽', 'A chosen ticket was already used, refunded or rebooked'),
  'rebook.inTransfer': entry('所选的票正在转赠中，请先取消转赠再改签', '所選的票正在轉贈中，請先取消轉贈再改簽', 'A chosen ticket is being transferred: cancel the transfer to rebook it'),
  'rebook.seated': entry('选座的票请联系客服改签', '選座的票請聯絡客服改簽', 'Tickets with picked seats are rebooked through customer service'),
  'rebook.sameSession': entry('所选的票需来自同一场次，且不能改签到原场次', '所選的票需來自同一場次，且不能改簽到原場次', 'Choose tickets of one session and a different session to move them to'),
  'rebook.sessionUnavailable': entry('所选场次不可改签', '所選場次不可改簽', 'The chosen session cannot be rebooked onto'),
  'rebook.planUnavailable': entry('所选票档不可改签', '所選票檔不可改簽', 'The chosen price tier cannot be rebooked onto'),
  'rebook.soldOut': entry('所选票档余票不足', '所選票檔餘票不足', 'Not enough tickets left in the chosen price tier'),
  'rebook.payDifference': entry('改签到更高票价或手续费超过差价时需补款，暂不支持', '改簽到更高票價或手續費超過差價時需補款，暫不支援', 'Rebooking that needs an extra payment (a dearer tier, or a fee above the difference) is not offered'),
  'rebook.limitReached': entry('本订单改签次数已用完（最多{max}次）', '本訂單改簽次數已用完（最多{max}次）', 'This order has used all its rebookings (at most {max})'),
  'rebook.idempotencyRequired': entry('请求缺少幂等键，请重试', '請求缺少冪等鍵，請重試', 'The request has no idempotency key; please try again'),
  'rebook.keyReused': entry('该请求已用于其他改签，请刷新后重试', '該請求已用於其他改簽，請重新整理後重試', 'This request was already used for another rebooking; please reload and try again'),
  'rebook.tooManyTickets': entry('一次最多选择{max}张票', '一次最多選擇{max}張票', 'Choose at most {max} tickets at a time'),

  'block.NOT_ALLOWED': entry('不支持改签', '不支援改簽', 'Rebooking not allowed'),
  'block.WINDOW_CLOSED': entry('已过改签时间', '已過改簽時間', 'Rebooking period ended'),
  'block.ADMITTED': entry('已入场', '已入場', 'Already admitted'),
  'block.REFUNDED': entry('已退票', '已退票', 'Refunded'),
  'block.REBOOKED': entry('已改签', '已改簽', 'Rebooked'),
  'block.NOT_VALID': entry('不可改签', '不可改簽', 'Cannot be rebooked'),
  'block.TRANSFERRED': entry('已转赠', '已轉贈', 'Transferred'),
  'block.IN_TRANSFER': entry('转赠中', '轉贈中', 'Being transferred'),
  'block.SEATED': entry('选座票请联系客服', '選座票請聯絡客服', 'Picked seat: ask customer service'),

  'refund.REFUNDING': entry('差价退款中', '差價退款中', 'Difference being refunded'),
  'refund.REFUNDED': entry('差价已退款', '差價已退款', 'Difference refunded'),

  'rule.notAllowed': entry('本场演出售出后不支持改签。', '本場演出售出後不支援改簽。', 'Tickets for this show cannot be rebooked once sold.'),
  'rule.window': entry('演出开始前{hours}小时以上可改签到同一演出的其他场次（新场次也须在{hours}小时后开始）。', '演出開始前{hours}小時以上可改簽到同一演出的其他場次（新場次也須在{hours}小時後開始）。', 'Up to {hours} hours before the show, tickets can move to another session of the same show (starting at least {hours} hours from now).'),
  'rule.fee': entry('每张票收取改签手续费{fee}，从差价中扣除。', '每張票收取改簽手續費{fee}，從差價中扣除。', 'A rebooking fee of {fee} per ticket is kept from the difference.'),
  'rule.free': entry('改签不收取手续费。', '改簽不收取手續費。', 'Rebooking is free of charge.'),
  'rule.difference': entry('改签到较低票价时，差价将原路退回；暂不支持改签到较高票价。', '改簽到較低票價時，差價將原路退回；暫不支援改簽到較高票價。', 'Moving to a cheaper tier gives the difference back to the account you paid with; dearer tiers are not offered.'),
  'rule.times': entry('每个订单最多可改签{max}次；改签后原入场码立即失效，请使用新票入场。', '每個訂單最多可改簽{max}次；改簽後原入場碼立即失效，請使用新票入場。', 'Each order can be rebooked at most {max} times; the old codes stop working at once, enter with the new tickets.'),
} satisfies Record<string, Entry>

export type RebookMessageKey = keyof typeof rebookMessages

export function bm(lang: Lang, key: RebookMessageKey, vars: Record<string, string | number> = {}): string {
  return rebookMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
