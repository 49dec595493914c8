/** Parking wording (envelope comments and the tariff in words) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, en: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': en })

export const parkingMessages = {
  lotNotFound: entry('停车场不存在', '停車場不存在', 'This car park does not exist'),
  badPlate: entry('请输入正确的车牌号', '請輸入正確的車牌號', 'Please enter a valid plate number'),
  noStay: entry('未查询到该车辆的在场记录，请核对车牌号和停车场', '未查詢到該車輛的在場記錄，請核對車牌號和停車場', 'No car with this plate is in this car park; check the plate and the car park'),
  nothingDue: entry('当前无需缴费，可直接离场', '當前無需繳費，可直接離場', 'Nothing to pay now: you can drive out'),
  priceChanged: entry('停车费已变化，请重新确认', '停車費已變化，請重新確認', 'The parking fee has changed, please confirm again'),
  orderNotFound: entry('订单不存在', '訂單不存在', 'Order not found'),
  couponNotFound: entry('优惠券不存在', '優惠券不存在', 'Coupon not found'),
  couponUnavailable: entry('该优惠券不可用：{reason}', '該優惠券不可用：{reason}', 'This coupon cannot be used: {reason}'),
  couponTaken: entry('该优惠券已被其他订单使用', '該優惠券已被其他訂單使用', 'This coupon is being used by another order'),
  idempotencyConflict: entry('重复提交的订单内容不一致，请重新下单', '重複提交的訂單內容不一致，請重新下單', 'This request key was used for a different order; please order again'),
  idempotencyRequired: entry('缺少请求标识：idempotencyKey', '缺少請求標識：idempotencyKey', 'Missing idempotencyKey'),
  'gate.unknownLot': entry('该停车场未接入道闸', '該停車場未接入道閘', 'No gate is connected to this car park'),
  'gate.badSignature': entry('道闸签名无效', '道閘簽名無效', 'The gate signature is not valid'),
  'gate.stale': entry('道闸时间与服务器相差过大，请校准时钟', '道閘時間與伺服器相差過大，請校準時鐘', "The gate's clock is too far from the server's; set it right"),
  'gate.badEvent': entry('道闸事件无效：需要 kind（ENTER 或 EXIT）和正确的车牌号', '道閘事件無效：需要 kind（ENTER 或 EXIT）和正確的車牌號', 'Not a gate event: it needs kind (ENTER or EXIT) and a valid plate'),
  'gate.welcome': entry('欢迎光临', '歡迎光臨', 'Welcome'),
  'gate.goodbye': entry('一路顺风', '一路順風', 'Goodbye'),
  'gate.payFirst': entry('请先缴费 {amount}', '請先繳費 {amount}', 'Please pay {amount} first'),
  'tariff.free': entry('{minutes}分钟内免费', '{minutes}分鐘內免費', 'Free for the first {minutes} minutes'),
  'tariff.firstHour': entry('首小时{amount}', '首小時{amount}', 'First hour {amount}'),
  'tariff.perHour': entry('之后每小时{amount}', '之後每小時{amount}', 'Then {amount} per hour'),
  'tariff.cap': entry('每24小时最高{amount}', '每24小時最高{amount}', 'At most {amount} per 24 hours'),
  'tariff.grace': entry('缴费后请在{minutes}分钟内离场', '繳費後請在{minutes}分鐘內離場', 'After paying, drive out within {minutes} minutes'),
} satisfies Record<string, Entry>

export type ParkingMessageKey = keyof typeof parkingMessages

export function parkingText(lang: Lang, key: ParkingMessageKey, vars: Record<string, string | number> = {}): string {
  return parkingMessages[key][lang].replace(/\{(\w+)\}/g, (_all, name: string) => String(vars[name] ?? ''))
}

/** An amount in a text: ¥ for CNY, else the currency's code (`MOP 18.00`). */
export const money = (cents: number, currency: string) => `${currency === 'CNY' ? '¥' : `${currency} `}${(cents / 100).toFixed(2)}`
