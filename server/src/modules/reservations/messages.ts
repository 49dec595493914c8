/** Reservation wording (refusals, states) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { ReservationStatus } from '../../../../types/reservations.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const reservationMessages = {
  'res.venueNotFound': entry('预约场馆不存在或已下架', '預約場館不存在或已下架', 'This place does not exist or is no longer listed'),
  'res.slotNotFound': entry('预约时段不存在', '預約時段不存在', 'This time slot does not exist'),
  'res.notFound': entry('预约记录不存在', '預約記錄不存在', 'Reservation not found'),
  'res.past': entry('该时段已开始，不能预约', '該時段已開始，不能預約', 'This time slot has started; it can no longer be reserved'),
  'res.full': entry('该时段名额不足', '該時段名額不足', 'Not enough places left in this time slot'),
  'res.already': entry('您已预约该时段', '您已預約該時段', 'You have a reservation for this time slot already'),
  'res.people': entry('预约人数须为1至{n}人', '預約人數須為1至{n}人', 'People must be from 1 to {n}'),
  'res.name': entry('请填写联系人姓名（不超过20个字）', '請填寫聯絡人姓名（不超過20個字）', 'Please fill in the contact name (at most 20 characters)'),
  'res.phone': entry('请输入正确的联系电话', '請輸入正確的聯絡電話', 'Please enter a valid contact phone number'),
  'res.notCancellable': entry('该预约已取消或时段已开始，不能取消', '該預約已取消或時段已開始，不能取消', 'This reservation was cancelled already or its slot has started; it cannot be cancelled'),
} satisfies Record<string, Entry>

export type ReservationMessageKey = keyof typeof reservationMessages

export function rsm(lang: Lang, key: ReservationMessageKey, vars: Record<string, string | number> = {}): string {
  return reservationMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

const STATUS_TITLES: Record<ReservationStatus, Entry> = {
  RESERVED: entry('预约成功', '預約成功', 'Reserved'),
  CANCELLED: entry('已取消', '已取消', 'Cancelled'),
}

export const reservationStatusTitle = (lang: Lang, status: ReservationStatus): string => STATUS_TITLES[status][lang]
