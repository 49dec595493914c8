/** Invoice wording (errors, states, types, the content description) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { InvoiceState, InvoiceTitleType, InvoiceType } from '../../../../types/invoices.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const invoiceMessages = {
  'invoice.orderNotFound': entry('订单不存在', '訂單不存在', 'Order not found'),
  'invoice.notFound': entry('发票不存在', '發票不存在', 'Invoice not found'),
  'invoice.notPaid': entry('订单未支付，不能申请发票', '訂單未支付，不能申請發票', 'Only a paid order can be invoiced'),
  'invoice.refunded': entry('订单已退票或退款中，不能申请发票', '訂單已退票或退款中，不能申請發票', 'The order has been refunded or is being refunded; it cannot be invoiced'),
  'invoice.zeroAmount': entry('订单实付金额为0，无需开具发票', '訂單實付金額為0，無需開具發票', 'Nothing was paid for this order, so there is nothing to invoice'),
  'invoice.notTicketOrder': entry('该订单不支持开具发票', '該訂單不支援開具發票', 'This order cannot be invoiced'),
  'invoice.exists': entry('该订单已申请发票，请勿重复申请', '該訂單已申請發票，請勿重複申請', 'An invoice has already been requested for this order'),
  'invoice.typeInvalid': entry('请选择发票类型', '請選擇發票類型', 'Please choose the invoice type'),
  'invoice.titleTypeInvalid': entry('请选择抬头类型', '請選擇抬頭類型', 'Please choose personal or institution / enterprise'),
  'invoice.titleRequired': entry('请填写发票抬头', '請填寫發票抬頭', 'Please enter the invoice title'),
  'invoice.titleTooLong': entry('发票抬头不能超过{max}个字', '發票抬頭不能超過{max}個字', 'The invoice title can be at most {max} characters'),
  'invoice.taxpayerRequired': entry('请填写纳税人识别号', '請填寫納稅人識別號', 'Please enter the taxpayer ID'),
  'invoice.taxpayerInvalid': entry('纳税人识别号格式不正确（15、18或20位数字或大写字母）', '納稅人識別號格式不正確（15、18或20位數字或大寫字母）', 'The taxpayer ID must be 15, 18 or 20 digits or capital letters'),
  'invoice.bankNameInvalid': entry('开户银行不能超过{max}个字', '開戶銀行不能超過{max}個字', 'The bank name can be at most {max} characters'),
  'invoice.bankAccountInvalid': entry('银行账号格式不正确', '銀行賬號格式不正確', 'The bank account number is not valid'),
  'invoice.addressInvalid': entry('注册地址不能超过{max}个字', '註冊地址不能超過{max}個字', 'The registered address can be at most {max} characters'),
  'invoice.phoneNoInvalid': entry('注册电话格式不正确', '註冊電話格式不正確', 'The registered phone number is not valid'),
  'invoice.expressRequired': entry('纸质发票请填写收件信息', '紙質發票請填寫收件資訊', 'Please enter where the paper invoice should be sent'),
  'invoice.receiverRequired': entry('请填写收件人', '請填寫收件人', 'Please enter the recipient'),
  'invoice.receiverPhoneRequired': entry('请填写收件人手机号', '請填寫收件人手機號碼', 'Please enter the recipient\'s phone number'),
  'invoice.receiverPhoneInvalid': entry('请输入正确的手机号', '請輸入正確的手機號碼', 'Please enter a valid phone number'),
  'invoice.receiverAddressInvalid': entry('详细地址至少{min}个字', '詳細地址至少{min}個字', 'The address needs at least {min} characters'),
  'invoice.expressNotForElectronic': entry('电子发票无需填写收件信息', '電子發票無需填寫收件資訊', 'An electronic invoice is not sent by express'),
  'invoice.notApplying': entry('该发票已审核，不能重复审核', '該發票已審核，不能重複審核', 'This invoice has already been reviewed'),
  'invoice.reasonRequired': entry('请填写驳回原因（1-200字）', '請填寫駁回原因（1-200字）', 'Please give a reason for the rejection (1-200 characters)'),
  'staff.unauthorized': entry('工作人员凭证无效', '工作人員憑證無效', 'Staff token is not valid'),

  'state.APPLYING': entry('申请中', '申請中', 'Applying'),
  'state.SUCCESS': entry('已开票', '已開票', 'Issued'),
  'state.REJECTED': entry('已驳回', '已駁回', 'Rejected'),
  'state.CANCELLED': entry('已作废', '已作廢', 'Cancelled'),

  'type.E_VAT_ORDINARY': entry('电子增值税普通发票', '電子增值稅普通發票', 'Electronic VAT ordinary invoice'),
  'type.PAPER_VAT_ORDINARY': entry('纸质增值税普通发票', '紙質增值稅普通發票', 'Paper VAT ordinary invoice'),
  'titleType.PERSONAL': entry('个人', '個人', 'Personal'),
  'titleType.ENTERPRISE': entry('单位/企业', '單位/企業', 'Institution / enterprise'),
  content: entry('体育服务门票', '體育服務門票', 'Sports service tickets'),
} satisfies Record<string, Entry>

export type InvoiceMessageKey = keyof typeof invoiceMessages

export function ivm(lang: Lang, key: InvoiceMessageKey, vars: Record<string, string | number> = {}): string {
  return invoiceMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

export const stateTitle = (lang: Lang, s: InvoiceState) => ivm(lang, `state.${s}`)
export const typeTitle = (lang: Lang, t: InvoiceType) => ivm(lang, `type.${t}`)
export const titleTypeTitle = (lang: Lang, t: InvoiceTitleType) => ivm(lang, `titleType.${t}`)
