/** Orders wording (envelope comments, state titles, operation and action names) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { OrderActionKind, OrderOperationName, OrderStateCode } from '../../../../types/orders.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const orderMessages = {
  'order.notFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'addOn.notFound': entry('加购商品不存在或不属于该演出', '加購商品不存在或不屬於該演出', 'This add-on is not offered with this show'),
  'addOn.soldOut': entry('加购商品已售罄', '加購商品已售罄', 'This add-on is sold out'),
  'addOn.offSale': entry('加购商品已下架', '加購商品已下架', 'This add-on is no longer on sale'),
  'addOn.badQuantity': entry('加购数量有误：每件可购1至{max}件', '加購數量有誤：每件可購1至{max}件', 'Invalid add-on quantity: 1 to {max}'),
  'addOn.overLimit': entry('加购商品每单限购{max}件：{name}', '加購商品每單限購{max}件：{name}', 'At most {max} of this add-on per order: {name}'),
  'addOn.badRequest': entry('加购商品有误：最多{max}种，且不能重复', '加購商品有誤：最多{max}種，且不能重複', 'Invalid add-ons: at most {max} different ones, none twice'),
  'promotion.notFound': entry('优惠活动不存在', '優惠活動不存在', 'This offer does not exist'),
  'promotion.notOnSale': entry('优惠活动未开始或已结束', '優惠活動未開始或已結束', 'This offer is not on sale now'),
  'promotion.badSets': entry('套数有误：每单可购1至{max}套', '套數有誤：每單可購1至{max}套', 'Invalid number of sets: 1 to {max} per order'),
  'promotion.noExtras': entry('套票优惠不可与优惠券、积分或加购同时使用', '套票優惠不可與優惠券、積分或加購同時使用', 'This offer cannot be combined with coupons, points or add-ons'),
  'promotion.goodsSoldOut': entry('套餐内商品已售罄', '套餐內商品已售罄', 'A product of this offer is sold out'),
  'promotion.goodsOffSale': entry('套餐内商品已下架', '套餐內商品已下架', 'A product of this offer is no longer on sale'),
  'show.notFound': entry('演出不存在或已下架', '演出不存在或已下架', 'Show not found'),
  'session.notFound': entry('场次不存在', '場次不存在', 'Session not found'),
  'seatPlan.notFound': entry('票档不存在', '票檔不存在', 'Ticket tier not found'),
  'audience.notFound': entry('观演人不存在', '觀演人不存在', 'Attendee not found'),
  'soldOut': entry('票已售罄，请选择其他票档', '票已售罄，請選擇其他票檔', 'Sold out, please choose another ticket tier'),
  'notEnough': entry('余票不足，仅剩{left}张', '餘票不足，僅剩{left}張', 'Not enough tickets left: only {left}'),
  'notOnSale': entry('该演出暂不可售', '該演出暫不可售', 'This show is not on sale'),
  'saleNotStarted': entry('尚未开售，开售时间：{time}', '尚未開售，開售時間：{time}', 'Sale has not started yet; it opens at {time}'),
  'badQuantity': entry('购买数量有误：每单可购1至{max}张', '購買數量有誤：每單可購1至{max}張', 'Invalid quantity: 1 to {max} tickets per order'),
  'limitPerBuyer': entry('已达购买上限：每人限购{max}张，您还可购买{left}张', '已達購買上限：每人限購{max}張，您還可購買{left}張', 'Purchase limit reached: {max} per buyer, you can buy {left} more'),
  'priceChanged': entry('价格已变化，请重新确认订单', '價格已變化，請重新確認訂單', 'The price has changed, please confirm the order again'),
  'itemsMismatch': entry('订单内容有误：需要 showId 或 items', '訂單內容有誤：需要 showId 或 items', 'The order needs showId or items'),
  'itemMismatch': entry('场次或票档不属于该演出', '場次或票檔不屬於該演出', 'The session or ticket tier does not belong to the show'),
  'idempotencyConflict': entry('重复提交的订单内容不一致，请重新下单', '重複提交的訂單內容不一致，請重新下單', 'This request key was used for a different order; please order again'),
  'idempotencyRequired': entry('缺少请求标识：idempotencyKey', '缺少請求標識：idempotencyKey', 'Missing idempotencyKey'),
  'audienceCount': entry('请为每张票选择一位观演人（共{qty}位）', '請為每張票選擇一位觀演人（共{qty}位）', 'Choose one attendee per ticket ({qty} in all)'),
  'audienceDuplicate': entry('同一位观演人不能重复选择', '同一位觀演人不能重複選擇', 'The same attendee cannot be chosen twice'),
  'audienceMinorPhone': entry('观演人{name}未满18周岁，请填写当前登录的手机号', '觀演人{name}未滿18周歲，請填寫當前登錄的手機號', 'Attendee {name} is under 18: enter the phone number you are logged in with'),
  'deliverUnavailable': entry('该演出不支持所选取票方式', '該演出不支持所選取票方式', 'This show does not offer the chosen delivery method'),
  'address.notFound': entry('收货地址不存在', '收貨地址不存在', 'Delivery address not found'),
  'coupon.notFound': entry('优惠券不存在', '優惠券不存在', 'Coupon not found'),
  'coupon.unavailable': entry('该优惠券不可用于此订单：{reason}', '該優惠券不可用於此訂單：{reason}', 'This coupon cannot be used on this order: {reason}'),
  'points.unavailable': entry('积分已变化，请重新确认订单', '積分已變化，請重新確認訂單', 'Your points have changed, please confirm the order again'),
  'points.badAmount': entry('积分抵扣数量有误，请重新确认订单', '積分抵扣數量有誤，請重新確認訂單', 'The points to deduct do not match this order, please confirm it again'),
  'coupon.taken': entry('该优惠券已用于其他订单', '該優惠券已用於其他訂單', 'This coupon is already used on another order'),
  'agreementRequired': entry('请阅读并同意购票协议', '請閱讀並同意購票協議', 'Please read and accept the purchase agreement'),
  'audience.phoneInvalid': entry('手机号码有误：请填写以1开头的11位手机号', '手機號碼有誤：請填寫以1開頭的11位手機號', 'Invalid phone number: 11 digits starting with 1'),
  'addressRequired': entry('快递配送需要选择收货地址', '快遞配送需要選擇收貨地址', 'Express delivery needs a delivery address'),
  'promotionUnavailable': entry('优惠活动不可用，请重新选择', '優惠活動不可用，請重新選擇', 'The promotion is not available, please choose again'),
  'cardUnavailable': entry(
    '该权益卡不存在或不能用于本场演出，请不使用权益卡重新选择',
    '該權益卡不存在或不能用於本場演出，請不使用權益卡重新選擇',
    'This benefit card does not exist or cannot be used for this show; book without it',
  ),
  'card.expired': entry('该权益卡已过期', '該權益卡已過期', 'This benefit card has expired'),
  'card.usedUp': entry('该权益卡的使用次数已用完', '該權益卡的使用次數已用完', 'This benefit card has no uses left'),
  'card.notApplicable': entry('该权益卡不适用于所选演出或场次', '該權益卡不適用於所選演出或場次', 'This benefit card does not apply to the chosen show or session'),
  'card.taken': entry('该权益卡的本次使用已被其他订单占用，请重新确认订单', '該權益卡的本次使用已被其他訂單佔用，請重新確認訂單', 'This use of the benefit card was just taken by another order; please confirm the order again'),
  'privilegeUnavailable': entry(
    '该购票权益或优先购码不存在或已失效，请不使用权益重新选择',
    '該購票權益或優先購碼不存在或已失效，請不使用權益重新選擇',
    'This privilege or privilege code does not exist or has expired; book without it',
  ),
  'passInvalid': entry('购票凭证已失效，请重新选择', '購票憑證已失效，請重新選擇', 'Your booking pass has expired, please select again'),
  'notCancelable': entry('当前订单状态不可取消', '當前訂單狀態不可取消', 'This order can no longer be cancelled'),
  'audience.idInvalid': entry('证件号码有误', '證件號碼有誤', 'The ID number is not valid'),
  'audience.nameInvalid': entry('请填写观演人姓名', '請填寫觀演人姓名', 'Please enter the attendee name'),
  'audience.nameTooLong': entry('姓名最多{max}个字，请按证件填写', '姓名最多{max}個字，請按證件填寫', 'The name can have at most {max} characters, as on the document'),
  'audience.nameChars': entry(
    '姓名只能包含证件上会出现的文字：汉字、字母、空格和·-\'.，不能有数字、表情或其他符号',
    '姓名只能包含證件上會出現的文字：漢字、字母、空格和·-\'.，不能有數字、表情或其他符號',
    'Use the name as printed on the document: letters, spaces and · - \' . only, no digits, emoji or other symbols',
  ),
  'audience.duplicate': entry('该证件已添加', '該證件已添加', 'This ID has already been added'),
  'audience.regionInvalid': entry('请选择证件签发的国家或地区', '請選擇證件簽發的國家或地區', 'Choose the country or region that issued the document'),
  'audience.regionIdCard': entry('中国大陆居民身份证的签发地为中国大陆', '中國內地居民身份證的簽發地為中國內地', 'A mainland China ID card is issued by mainland China (CN)'),
  'state.-1': entry('已取消', '已取消', 'Cancelled'),
  'state.1': entry('待支付', '待支付', 'Awaiting payment'),
  'state.3': entry('预订中', '預訂中', 'Reserved'),
  'state.6': entry('待发货', '待發貨', 'Awaiting delivery'),
  'state.7': entry('配送中', '配送中', 'Out for delivery'),
  'state.9': entry('交易成功', '交易成功', 'Completed'),
  'state.11': entry('已退票', '已退票', 'Refunded'),
  'state.13': entry('已关闭', '已關閉', 'Closed'),
  'op.E_TICKET': entry('电子票', '電子票', 'E-ticket'),
  'op.TICKET_TAKING_CODE': entry('取票码', '取票碼', 'Pick-up code'),
  'op.TO_BE_PAID': entry('去支付', '去支付', 'Pay now'),
  'action.REFUND': entry('申请退票', '申請退票', 'Request refund'),
  'action.REBOOK': entry('改签', '改簽', 'Rebook'),
  'seatPlanUnit': entry('张', '張', 'ticket(s)'),
  'multiShows': entry('等多场演出', '等多場演出', ' and more shows'),
  'multiVenues': entry('等多个场馆', '等多個場館', ' and more venues'),
  'multiSessions': entry('等多个场次', '等多個場次', ' and more sessions'),
} satisfies Record<string, Entry>

export type OrderMessageKey = keyof typeof orderMessages

export function om(lang: Lang, key: OrderMessageKey, vars: Record<string, string | number> = {}): string {
  return orderMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

export const stateTitle = (lang: Lang, code: OrderStateCode): string => om(lang, `state.${code}` as OrderMessageKey)
export const operationTitle = (lang: Lang, name: OrderOperationName): string => om(lang, `op.${name}` as OrderMessageKey)
export const actionTitle = (lang: Lang, kind: OrderActionKind): string => om(lang, `action.${kind}` as OrderMessageKey)
