/** Wording of the payment panel (method list, code step) and the pay-loading / pay-success pages: the wording only the order subpackage shows. */
import type { Dictionary } from '../../types'

export const payments = {
  'payments.title': { 'zh-CN': '选择支付方式', 'zh-MO': '選擇支付方式', 'en-US': 'Choose how to pay' },
  'payments.amount': { 'zh-CN': '需支付', 'zh-MO': '需支付', 'en-US': 'To pay' },
  'payments.countdown': { 'zh-CN': '支付剩余时间 {time}', 'zh-MO': '支付剩餘時間 {time}', 'en-US': 'Time left to pay {time}' },
  'payments.pay': { 'zh-CN': '立即支付', 'zh-MO': '立即支付', 'en-US': 'Pay now' },
  'payments.exchange': {
    'zh-CN': '约 {currency} {amount}（{provider}）',
    'zh-MO': '約 {currency} {amount}（{provider}）',
    'en-US': 'About {currency} {amount} ({provider})',
  },
  'payments.agreementRequired': { 'zh-CN': '请先阅读并勾选协议', 'zh-MO': '請先閱讀並勾選協議', 'en-US': 'Please read and accept the agreement first' },
  'payments.failed': { 'zh-CN': '支付失败', 'zh-MO': '支付失敗', 'en-US': 'Payment failed' },
  'payments.noOption': { 'zh-CN': '暂无可用的支付方式', 'zh-MO': '暫無可用的支付方式', 'en-US': 'No payment method is available' },
  'payments.openMiniFailed': {
    'zh-CN': '无法打开支付小程序，请重试',
    'zh-MO': '無法打開支付小程序，請重試',
    'en-US': 'The payment mini-program could not be opened. Please try again',
  },
  'payments.expired': { 'zh-CN': '支付超时，订单已取消', 'zh-MO': '支付超時，訂單已取消', 'en-US': 'Time is up: the payment was cancelled' },

  'payments.code.title': { 'zh-CN': '输入验证码', 'zh-MO': '輸入驗證碼', 'en-US': 'Enter the verification code' },
  'payments.code.hint': {
    'zh-CN': '验证码将以短信发送至您的手机',
    'zh-MO': '驗證碼將以短訊發送至您的手機',
    'en-US': 'We text the code to your phone',
  },
  'payments.code.placeholder': { 'zh-CN': '请输入6位验证码', 'zh-MO': '請輸入6位驗證碼', 'en-US': 'Enter the 6-digit code' },
  'payments.code.wrong': { 'zh-CN': '验证码错误', 'zh-MO': '驗證碼錯誤', 'en-US': 'Wrong verification code' },
  'payments.code.confirm': { 'zh-CN': '确认支付', 'zh-MO': '確認支付', 'en-US': 'Confirm payment' },
  'payments.code.back': { 'zh-CN': '返回', 'zh-MO': '返回', 'en-US': 'Back' },

  'payments.loading.title': { 'zh-CN': '正在确认支付结果…', 'zh-MO': '正在確認支付結果…', 'en-US': 'Confirming your payment…' },
  'payments.loading.hint': { 'zh-CN': '请勿关闭页面', 'zh-MO': '請勿關閉頁面', 'en-US': 'Please keep this page open' },

  'payments.success.title': { 'zh-CN': '支付成功', 'zh-MO': '支付成功', 'en-US': 'Payment successful' },
  'payments.success.paid': { 'zh-CN': '实付金额', 'zh-MO': '實付金額', 'en-US': 'Amount paid' },
  'payments.success.orderNumber': { 'zh-CN': '订单号', 'zh-MO': '訂單號', 'en-US': 'Order no.' },
  'payments.success.toOrder': { 'zh-CN': '查看订单', 'zh-MO': '查看訂單', 'en-US': 'View order' },
  'payments.success.toCards': { 'zh-CN': '查看我的权益卡', 'zh-MO': '查看我的權益卡', 'en-US': 'See my cards' },
  'payments.success.toTickets': { 'zh-CN': '查看票夹', 'zh-MO': '查看票夾', 'en-US': 'My tickets' },
  'payments.success.toShop': { 'zh-CN': '继续逛逛', 'zh-MO': '繼續逛逛', 'en-US': 'Keep shopping' },
  'payments.success.ticketHint': {
    'zh-CN': '电子票已放入票夹，入场时出示即可',
    'zh-MO': '電子票已放入票夾，入場時出示即可',
    'en-US': 'Your e-tickets are in the ticket holder: show them at the entrance',
  },
} satisfies Dictionary
