/** Transfer wording (errors of the spec's §8, states per role, the send rule) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { TransferRole, TransferState } from '../../../../types/transfers.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const transferMessages = {
  'transfer.ticketNotFound': entry('门票不存在', '門票不存在', 'Ticket not found'),
  'transfer.notFound': entry('转赠记录不存在', '轉贈記錄不存在', 'Transfer not found'),
  'transfer.phoneRequired': entry('请输入受赠人手机号', '請輸入受贈人手機號碼', 'Please enter the recipient\'s phone number'),
  'transfer.phoneInvalid': entry('请输入正确的手机号', '請輸入正確的手機號碼', 'Please enter a valid phone number'),
  'transfer.policyRequired': entry('请先阅读并同意转赠须知', '請先閱讀並同意轉贈須知', 'Please read and agree to the transfer policy first'),
  'transfer.selfPhone': entry('不能转赠给自己', '不能轉贈給自己', 'You cannot send a ticket to yourself'),
  'transfer.notTransferable': entry('该门票不支持转赠', '該門票不支援轉贈', 'This ticket cannot be transferred'),
  'transfer.realName': entry('实名制门票仅限指定观演人使用，不能转赠', '實名制門票僅限指定觀演人使用，不能轉贈', 'Real-name tickets are for their named attendee only and cannot be transferred'),
  'transfer.unusable': entry('该门票已入场、已退票或已失效，不能转赠', '該門票已入場、已退票或已失效，不能轉贈', 'This ticket was used, refunded or has expired and cannot be transferred'),
  'transfer.started': entry('演出已开始，不能转赠', '演出已開始，不能轉贈', 'The show has started; the ticket can no longer be transferred'),
  'transfer.pending': entry('该门票正在转赠中', '該門票正在轉贈中', 'This ticket is already being transferred'),
  'transfer.limitReached': entry('该门票的转赠次数已用完', '該門票的轉贈次數已用完', 'This ticket has no transfers left'),
  'transfer.acceptFailed': entry('接收转赠失败', '接收轉贈失敗', 'Accept transfer failed'),
  'transfer.alreadyAccepted': entry('转赠已被接收', '轉贈已被接收', 'Transfer already accepted'),
  'transfer.overtime': entry('已超过接收时间', '已超過接收時間', 'Acceptance time exceeded'),
  'transfer.cancelledBySender': entry('转赠人已取消转赠', '轉贈人已取消轉贈', 'Cancelled by the transferor'),
  'transfer.ownTransfer': entry('不能接收自己发出的转赠', '不能接收自己發出的轉贈', 'You cannot accept your own transfer'),

  'left.none': entry('该门票不能再转赠', '該門票不能再轉贈', 'No transfers left'),
  'left.one': entry('仅剩1次转赠机会', '僅剩1次轉贈機會', 'One transfer left'),
  'left.many': entry('还可转赠{n}次', '還可轉贈{n}次', '{n} transfers left'),

  'rule.who': entry('仅限未入场、未退票的电子票转赠；实名制门票不能转赠。', '僅限未入場、未退票的電子票轉贈；實名制門票不能轉贈。', 'Only unused, unrefunded e-tickets can be sent; real-name tickets cannot be transferred.'),
  'rule.phone': entry('受赠人须使用您填写的手机号登录后接收。', '受贈人須使用您填寫的手機號碼登入後接收。', 'The recipient accepts after logging in with the phone number you enter.'),
  'rule.time': entry('受赠人须在{hours}小时内且演出开始前接收，逾期转赠自动失效，门票退回给您。', '受贈人須在{hours}小時內且演出開始前接收，逾期轉贈自動失效，門票退回給您。', 'The recipient must accept within {hours} hours and before the show starts; otherwise the transfer lapses and the ticket stays yours.'),
  'rule.cancel': entry('受赠人接收前，您可以随时取消转赠。', '受贈人接收前，您可以隨時取消轉贈。', 'You can cancel the transfer any time before it is accepted.'),
  'rule.code': entry('接收后原入场码立即失效，受赠人获得新的入场码；每张票最多转赠{max}次。', '接收後原入場碼立即失效，受贈人獲得新的入場碼；每張票最多轉贈{max}次。', 'Once accepted, your code stops working and the recipient gets a new one; each ticket can be transferred at most {max} times.'),
} satisfies Record<string, Entry>

export type TransferMessageKey = keyof typeof transferMessages

export function tfm(lang: Lang, key: TransferMessageKey, vars: Record<string, string | number> = {}): string {
  return transferMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

const STATE_TITLES: Record<TransferRole, Record<TransferState, Entry>> = {
  SENDER: {
    IN_TRANSFER: entry('转赠中', '轉贈中', 'In transfer'),
    ACCEPTED: entry('已转赠', '已轉贈', 'Transferred'),
    CANCELLED: entry('已取消转赠', '已取消轉贈', 'Cancelled by you'),
    OVERTIME: entry('超时未接收', '逾時未接收', 'Not accepted in time'),
  },
  RECIPIENT: {
    IN_TRANSFER: entry('待接收', '待接收', 'Waiting for you to accept'),
    ACCEPTED: entry('已接收', '已接收', 'Accepted'),
    CANCELLED: entry('转赠人已取消', '轉贈人已取消', 'Cancelled by the transferor'),
    OVERTIME: entry('已超时', '已逾時', 'Acceptance time exceeded'),
  },
}

export function stateTitle(lang: Lang, role: TransferRole, state: TransferState): string {
  return STATE_TITLES[role][state][lang]
}

export function transfersLeftMessage(lang: Lang, left: number): string {
  if (left <= 0) return tfm(lang, 'left.none')
  return left === 1 ? tfm(lang, 'left.one') : tfm(lang, 'left.many', { n: left })
}
