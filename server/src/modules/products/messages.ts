/** Goods shop wording (envelope comments of products, cart and goods orders) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const goodsMessages = {
  'product.notFound': entry('商品不存在或已下架', '商品不存在或已下架', 'Product not found'),
  'sku.notFound': entry('商品规格不存在', '商品規格不存在', 'This product option does not exist'),
  'cartLine.notFound': entry('购物车中没有该商品', '購物車中沒有該商品', 'This item is not in your cart'),
  'order.notFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'address.notFound': entry('收货地址不存在', '收貨地址不存在', 'Delivery address not found'),
  'coupon.notFound': entry('优惠券不存在', '優惠券不存在', 'Coupon not found'),
  'coupon.unavailable': entry('该优惠券不可用于此订单：{reason}', '該優惠券不可用於此訂單：{reason}', 'This coupon cannot be used on this order: {reason}'),
  'coupon.taken': entry('该优惠券已用于其他订单', '該優惠券已用於其他訂單', 'This coupon is already used on another order'),
  'offSale': entry('商品已下架', '商品已下架', 'This product is no longer on sale'),
  'soldOut': entry('商品已售罄', '商品已售罄', 'This product is sold out'),
  'notEnough': entry('库存不足，仅剩{left}件', '庫存不足，僅剩{left}件', 'Not enough stock: only {left} left'),
  'badQuantity': entry('购买数量有误：每次可购1至{max}件', '購買數量有誤：每次可購1至{max}件', 'Invalid quantity: 1 to {max} per purchase'),
  'overOrderLimit': entry('每单限购{max}件：{name}', '每單限購{max}件：{name}', 'At most {max} per order: {name}'),
  'cartFull': entry('购物车中单件商品最多99件', '購物車中單件商品最多99件', 'At most 99 of one item in the cart'),
  'cartDisabled': entry('本店暂不支持购物车，请直接购买', '本店暫不支持購物車，請直接購買', 'This shop has no cart: please buy now'),
  'nothingSelected': entry('请先选择要结算的商品', '請先選擇要結算的商品', 'Select the items to check out first'),
  'tooManyLines': entry('一次最多结算{max}种商品', '一次最多結算{max}種商品', 'At most {max} different items per order'),
  'duplicateLine': entry('同一规格不能重复出现', '同一規格不能重複出現', 'The same option appears twice'),
  'deliverUnavailable': entry('所选商品不支持该配送方式', '所選商品不支持該配送方式', 'These products do not offer this delivery method'),
  'addressRequired': entry('快递配送需要选择收货地址', '快遞配送需要選擇收貨地址', 'Express delivery needs a delivery address'),
  'priceChanged': entry('价格已变化，请重新确认订单', '價格已變化，請重新確認訂單', 'The price has changed, please confirm the order again'),
  'idempotencyConflict': entry('重复提交的订单内容不一致，请重新下单', '重複提交的訂單內容不一致，請重新下單', 'This request key was used for a different order; please order again'),
  'idempotencyRequired': entry('缺少请求标识：idempotencyKey', '缺少請求標識：idempotencyKey', 'Missing idempotencyKey'),
  'notCancelable': entry('该订单当前不能取消', '該訂單當前不能取消', 'This order cannot be cancelled now'),
  'badKeyword': entry('搜索关键词最长50个字', '搜索關鍵詞最長50個字', 'Search keywords can be at most 50 characters'),
  'state.1': entry('待支付', '待支付', 'Awaiting payment'),
  'state.-1': entry('已取消', '已取消', 'Cancelled'),
  'state.9': entry('交易成功', '交易成功', 'Completed'),
  'state.11': entry('已退款', '已退款', 'Refunded'),
  'state.13': entry('已关闭', '已關閉', 'Closed'),
} satisfies Record<string, Entry>

export type GoodsMessageKey = keyof typeof goodsMessages

export function gm(lang: Lang, key: GoodsMessageKey, vars: Record<string, string | number> = {}): string {
  return goodsMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

/** A goods order's state in words; states goods orders do not use read as their code. */
export function goodsStateName(lang: Lang, state: number): string {
  const key = `state.${state}` as GoodsMessageKey
  return key in goodsMessages ? gm(lang, key) : String(state)
}
