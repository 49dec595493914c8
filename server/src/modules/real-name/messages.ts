/** Real-name entry wording (envelope comments, blocks) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const realNameMessages = {
  'realName.orderNotFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'realName.ticketNotFound': entry('票不存在', '票不存在', 'Ticket not found'),
  'realName.audienceNotFound': entry('观演人不存在', '觀演人不存在', 'Attendee not found'),
  'realName.notRequired': entry('本场演出无需实名入场', '本場演出無需實名入場', 'This show does not take real names'),
  'realName.named': entry('该票已绑定观演人，不能更改', '該票已綁定觀演人，不能更改', 'This ticket already names its attendee; it cannot be changed'),
  'realName.notValid': entry('该票已入场、已退票或已改签，不能实名', '該票已入場、已退票或已改簽，不能實名', 'This ticket was used, refunded or rebooked'),
  'realName.taken': entry('该观演人已绑定本场次的另一张票', '該觀演人已綁定本場次的另一張票', 'This attendee already holds a ticket for this session'),
  'realName.badRequest': entry('请选择观演人或填写证件信息', '請選擇觀演人或填寫證件資料', 'Choose an attendee or enter an identity'),

  'block.NAMED': entry('已实名', '已實名', 'Named'),
  'block.NOT_REQUIRED': entry('无需实名', '無需實名', 'No real name needed'),
  'block.NOT_VALID': entry('不可实名', '不可實名', 'Cannot be named'),
  'block.TRANSFERRED': entry('已转赠', '已轉贈', 'Transferred'),
} satisfies Record<string, Entry>

export type RealNameMessageKey = keyof typeof realNameMessages

export function nm(lang: Lang, key: RealNameMessageKey, vars: Record<string, string | number> = {}): string {
  return realNameMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
