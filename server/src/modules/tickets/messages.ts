/** Tickets wording (envelope comments, state titles, check-in results, entry instructions) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { CheckInOutcome, TicketForm, TicketState } from '../../../../types/tickets.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const ticketMessages = {
  'ticket.notFound': entry('票不存在', '票不存在', 'Ticket not found'),
  'ticket.notRegenerable': entry('该票已不可使用，无法刷新入场码', '該票已不可使用，無法刷新入場碼', 'This ticket can no longer be used, so its code cannot be renewed'),
  'staff.unauthorized': entry('检票员凭证无效', '檢票員憑證無效', 'Staff token is not valid'),

  'state.VALID': entry('待入场', '待入場', 'Valid'),
  'state.ADMITTED': entry('已入场', '已入場', 'Admitted'),
  'state.REFUNDED': entry('已退票', '已退票', 'Refunded'),
  'state.EXPIRED': entry('已过期', '已過期', 'Expired'),
  'state.REBOOKED': entry('已改签', '已改簽', 'Rebooked'),

  'checkIn.ADMITTED': entry('验票成功，请入场', '驗票成功，請入場', 'Valid ticket, admitted'),
  'checkIn.ALREADY_ADMITTED': entry('该票已于{time}入场', '該票已於{time}入場', 'This ticket was already admitted at {time}'),
  'checkIn.REVOKED': entry('入场码已失效（已刷新），请出示最新入场码', '入場碼已失效（已刷新），請出示最新入場碼', 'This code was replaced by a newer one; please show the latest code'),
  'checkIn.INVALID': entry('无效的入场码', '無效的入場碼', 'Invalid ticket code'),
  'checkIn.WRONG_SESSION': entry('非本场次门票', '非本場次門票', 'This ticket is for another session'),
  'checkIn.NOT_YET_VALID': entry('入场码尚未生效', '入場碼尚未生效', 'This code is not valid yet'),
  'checkIn.EXPIRED': entry('门票已过期', '門票已過期', 'This ticket has expired'),
  'checkIn.REFUNDED': entry('该票已退票，不可入场', '該票已退票，不可入場', 'This ticket was refunded and cannot be used'),
  'checkIn.UNNAMED': entry('该票尚未实名，请购票人先为门票填写观演人后入场', '該票尚未實名，請購票人先為門票填寫觀演人後入場', 'This ticket has no named attendee yet: the buyer must name one before entry'),

  'entry.E_TICKET.show': entry('入场时请出示此二维码，由工作人员扫码验票', '入場時請出示此二維碼，由工作人員掃碼驗票', 'Show this QR code at the entrance for staff to scan'),
  'entry.E_TICKET.once': entry('每张票仅可入场一次；刷新入场码后旧码失效', '每張票僅可入場一次；刷新入場碼後舊碼失效', 'Each ticket admits once; renewing the code cancels the old one'),
  'entry.E_TICKET.brightness': entry('扫码时请调高屏幕亮度，请勿将二维码截图转发他人', '掃碼時請調高螢幕亮度，請勿將二維碼截圖轉發他人', 'Turn your screen brightness up when scanning, and do not share screenshots of the code'),
  'entry.PICKUP.counter': entry('请凭取票码到场馆取票处领取纸质票', '請憑取票碼到場館取票處領取紙質票', 'Collect your paper ticket at the venue pickup counter with the pickup code'),
  'entry.PICKUP.early': entry('请提前到场取票，以免错过入场', '請提前到場取票，以免錯過入場', 'Arrive early to collect your ticket so you do not miss the start'),
  'entry.PAPER.express': entry('纸质票将快递寄送，入场时请出示纸质票', '紙質票將快遞寄送，入場時請出示紙質票', 'Paper tickets are sent by express; show the paper ticket at the entrance'),
  'entry.realName': entry('实名入场：请携带观演人{idType}原件', '實名入場：請攜帶觀演人{idType}原件', 'Real-name entry: bring the attendee\'s original {idType}'),
  'entry.time': entry('演出开始时间：{time}', '演出開始時間：{time}', 'Show starts at {time}'),

  'seat.label': entry('{section}{row}排{no}座', '{section}{row}排{no}座', '{section} row {row} seat {no}'),

  'idType.ID_CARD': entry('身份证', '身份證', 'ID card'),
  'idType.PASSPORT': entry('护照', '護照', 'passport'),
  'idType.HK_MACAU_PERMIT': entry('港澳居民来往内地通行证', '港澳居民來往內地通行證', 'Home Return Permit'),
  'idType.TAIWAN_PERMIT': entry('台湾居民来往大陆通行证', '台灣居民來往大陸通行證', 'Taiwan Compatriot Permit'),
  'idType.OTHER': entry('证件', '證件', 'ID document'),
} satisfies Record<string, Entry>

export type TicketMessageKey = keyof typeof ticketMessages

export function tm(lang: Lang, key: TicketMessageKey, vars: Record<string, string | number> = {}): string {
  return ticketMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

export const ticketStateTitle = (lang: Lang, state: TicketState): string => tm(lang, `state.${state}`)
export const checkInMessage = (lang: Lang, outcome: CheckInOutcome, vars: Record<string, string> = {}): string => tm(lang, `checkIn.${outcome}`, vars)

const ENTRY_KEYS: Record<TicketForm, TicketMessageKey[]> = {
  E_TICKET: ['entry.E_TICKET.show', 'entry.E_TICKET.once', 'entry.E_TICKET.brightness'],
  PICKUP: ['entry.PICKUP.counter', 'entry.PICKUP.early'],
  PAPER: ['entry.PAPER.express'],
}

/** Entry instructions of a ticket: by form, plus the ID reminder for real-name tickets and the start time. */
export function entryInstructions(lang: Lang, form: TicketForm, showTime: string, idType: string | null): string[] {
  const lines = ENTRY_KEYS[form].map((k) => tm(lang, k))
  if (idType !== null) {
    const known = `idType.${idType}` in ticketMessages ? (`idType.${idType}` as TicketMessageKey) : 'idType.OTHER'
    lines.push(tm(lang, 'entry.realName', { idType: tm(lang, known) }))
  }
  lines.push(tm(lang, 'entry.time', { time: showTime }))
  return lines
}
