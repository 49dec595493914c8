/** Payments wording (envelope comments, product names, tips) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const paymentMessages = {
  'order.notFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  notPayable: entry('订单当前不可支付（已支付、已取消或已超时）', '訂單當前不可支付（已支付、已取消或已逾時）', 'This order cannot be paid now (paid, cancelled or expired)'),
  productUnavailable: entry('该支付方式暂不可用，请选择其他方式', '該支付方式暫不可用，請選擇其他方式', 'This payment method is not available, please choose another'),
  codeRequired: entry('请输入6位验证码', '請輸入6位驗證碼', 'Please enter the 6-digit code'),
  codeWrong: entry('验证码错误', '驗證碼錯誤', 'Wrong verification code'),
  codeExpired: entry('验证码已失效，请重新获取', '驗證碼已失效，請重新獲取', 'The code has expired, please get a new one'),
  codeTooSoon: entry('验证码发送过于频繁，请{seconds}秒后再试', '驗證碼發送過於頻繁，請{seconds}秒後再試', 'Too many codes: try again in {seconds} s'),
  noPhone: entry('请先绑定手机号后再使用该支付方式', '請先綁定手機號後再使用該支付方式', 'Bind a phone number before using this payment method'),
  idempotencyRequired: entry('缺少请求标识：idempotency-key', '缺少請求標識：idempotency-key', 'Missing idempotency-key'),
  idempotencyConflict: entry('重复提交的支付内容不一致，请重新支付', '重複提交的支付內容不一致，請重新支付', 'This request key was used for a different payment; please pay again'),
  inProgress: entry('支付请求处理中，请稍后重试', '支付請求處理中，請稍後重試', 'The payment request is still being processed, please retry shortly'),
  providerFailed: entry('支付渠道暂时不可用，请稍后重试', '支付渠道暫時不可用，請稍後重試', 'The payment provider is not available, please retry later'),
  payerUnknown: entry(
    '该支付方式需要您在对应钱包中的账号，请先用该钱包登录后再支付',
    '該支付方式需要您在對應錢包中的帳號，請先用該錢包登入後再支付',
    'This payment method needs your wallet account: sign in with that wallet first, then pay',
  ),
  badRequest: entry('请求参数有误', '請求參數有誤', 'Invalid request'),
  smsFailed: entry('验证码短信发送失败，请{seconds}秒后重试', '驗證碼短訊發送失敗，請{seconds}秒後重試', 'The code could not be sent by SMS; try again in {seconds} s'),
  smsText: entry('【{shop}】您的支付验证码为{code}，5分钟内有效，请勿告诉他人。', '【{shop}】您的支付驗證碼為{code}，5分鐘內有效，請勿告訴他人。', '[{shop}] Your payment code is {code}, valid for 5 minutes. Do not share it.'),
  exchangeTip: entry('将以{currency}支付{amount}（汇率{rate}），以支付渠道实际扣款为准', '將以{currency}支付{amount}（匯率{rate}），以支付渠道實際扣款為準', 'You pay {currency} {amount} (rate {rate}); the provider charges the final amount'),
} satisfies Record<string, Entry>

export type PaymentMessageKey = keyof typeof paymentMessages

export function pm(lang: Lang, key: PaymentMessageKey, vars: Record<string, string | number> = {}): string {
  return paymentMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
