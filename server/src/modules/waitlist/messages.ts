/** Wait-list wording (errors, states, the instruction lines, the offer notification) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { WaitListState } from '../../../../types/waitlist.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const waitListMessages = {
  'wait.tierNotFound': entry('票档不存在', '票檔不存在', 'Price tier not found'),
  'wait.notFound': entry('候补记录不存在', '候補記錄不存在', 'Wait-list entry not found'),
  'wait.notSupported': entry('本场演出不支持缺货登记', '本場演出不支援缺貨登記', 'This show has no wait list'),
  'wait.notSoldOut': entry('该票档还有票，请直接购买', '該票檔還有票，請直接購買', 'This tier still has tickets: book them directly'),
  'wait.ended': entry('该场次已停止售票', '該場次已停止售票', 'This session is no longer on sale'),
  'wait.badQty': entry('候补数量须为1至{max}张', '候補數量須為1至{max}張', 'Wait for 1 to {max} tickets'),
  'wait.already': entry('您已在该票档候补中', '您已在該票檔候補中', 'You are already on the wait list for this tier'),
  'wait.full': entry('该价位候补人数已满', '該價位候補人數已滿', 'The wait list for this price is full'),
  'wait.notWaiting': entry('该候补已不在排队中，不能取消', '該候補已不在排隊中，不能取消', 'This entry is no longer waiting and cannot be cancelled'),

  'state.WAITING': entry('候补中', '候補中', 'Waiting'),
  'state.OFFERED': entry('候补成功，待支付', '候補成功，待支付', 'Tickets held for you: pay to book'),
  'state.BOOKED': entry('已购票', '已購票', 'Booked'),
  'state.EXPIRED': entry('已过期', '已過期', 'Offer expired'),
  'state.CANCELLED': entry('已取消', '已取消', 'Cancelled'),

  'rule.when': entry('票档售罄时可登记候补，每个价位候补人数有上限（{capacity}人），满额后不再接受登记。', '票檔售罄時可登記候補，每個價位候補人數有上限（{capacity}人），滿額後不再接受登記。', 'You can join the wait list of a sold-out price tier; each price takes at most {capacity} buyers, then it is full.'),
  'rule.order': entry('有票释放（退票或订单取消、超时）时，按登记先后顺序为候补用户锁定门票。', '有票釋放（退票或訂單取消、逾時）時，按登記先後順序為候補用戶鎖定門票。', 'When tickets are released (a refund, or an order cancelled or not paid in time) they are held for waiting buyers in the order they joined.'),
  'rule.offer': entry('锁票成功后将通过短信通知您，请在{minutes}分钟内支付，逾期门票将转给下一位候补用户。', '鎖票成功後將通過短信通知您，請在{minutes}分鐘內支付，逾期門票將轉給下一位候補用戶。', 'We tell you by SMS when tickets are held for you; pay within {minutes} minutes or they go to the next buyer in line.'),
  'rule.cancel': entry('排队期间可随时取消候补；候补不保证一定购得门票。', '排隊期間可隨時取消候補；候補不保證一定購得門票。', 'You can leave the wait list any time while waiting; waiting does not guarantee tickets.'),

  offerSms: entry('【{shop}】您候补的《{show}》{tier}已为您锁定{qty}张，请在{time}前完成支付，逾期将转给下一位候补用户。', '【{shop}】您候補的《{show}》{tier}已為您鎖定{qty}張，請在{time}前完成支付，逾期將轉給下一位候補用戶。', '[{shop}] {qty} ticket(s) of {tier} for "{show}" are held for you from the wait list. Pay by {time} or they go to the next buyer in line.'),
} satisfies Record<string, Entry>

export type WaitListMessageKey = keyof typeof waitListMessages

export function wlm(lang: Lang, key: WaitListMessageKey, vars: Record<string, string | number> = {}): string {
  return waitListMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

export const stateTitle = (lang: Lang, s: WaitListState) => wlm(lang, `state.${s}`)
