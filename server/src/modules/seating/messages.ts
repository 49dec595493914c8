/**
 * Seat picking wording (envelope comments of seat-map reads and of seat orders) in the three languages.
 * Keys start with 'seat.' so the orders routes can tell them from their own keys (see `orderComment`).
 */
import type { Lang } from '../../../../types/lang.js'
import { om, type OrderMessageKey } from '../orders/messages.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const seatMessages = {
  'seat.mapNotFound': entry('该场次暂无座位图', '該場次暫無座位圖', 'This session has no seat map'),
  'seat.notFound': entry('座位不存在，请重新选座', '座位不存在，請重新選座', 'Seat not found, please pick again'),
  'seat.taken': entry('座位{seats}已被选走，请重新选座', '座位{seats}已被選走，請重新選座', 'Seat {seats} is no longer available, please pick again'),
  'seat.gone': entry('所选座位刚被他人选走，请重新选座', '所選座位剛被他人選走，請重新選座', 'Someone just took one of your seats, please pick again'),
  'seat.otherSession': entry('所选座位须属于同一场次', '所選座位須屬於同一場次', 'All seats must be in the same session'),
  'seat.duplicate': entry('同一座位不能重复选择', '同一座位不能重複選擇', 'A seat can be picked only once'),
  'seat.partnerInvalid': entry(
    '合作方选座结果无效或已过期，请重新选座',
    '合作方選座結果無效或已過期，請重新選座',
    'The seats picked on our partner’s page are not valid any more, please pick again',
  ),
  'seat.required': entry('该场次需要选座购买', '該場次需要選座購買', 'Please pick your seats for this session'),
  'seat.label': entry('{section}{row}排{no}座', '{section}{row}排{no}座', '{section} row {row} seat {no}'),
} satisfies Record<string, Entry>

export type SeatMessageKey = keyof typeof seatMessages

export function sm(lang: Lang, key: SeatMessageKey, vars: Record<string, string | number> = {}): string {
  return seatMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

const isSeatKey = (key: string): key is SeatMessageKey => key in seatMessages

/** The comment of an order failure, whichever module's wording it uses. */
export function orderComment(lang: Lang, key: OrderMessageKey | SeatMessageKey, vars?: Record<string, string | number>): string {
  return isSeatKey(key) ? sm(lang, key, vars) : om(lang, key, vars)
}
