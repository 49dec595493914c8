/** Address book wording (envelope comments) in the three languages. */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const addressMessages = {
  'address.notFound': entry('收货地址不存在', '收貨地址不存在', 'Address not found'),
  'address.recipientRequired': entry('请填写收货人', '請填寫收貨人', 'Please enter the recipient'),
  'address.phoneRequired': entry('请填写手机号码', '請填寫手機號碼', 'Please enter a phone number'),
  'address.phoneInvalid': entry('请输入正确的手机号码', '請輸入正確的手機號碼', 'Please enter a valid phone number'),
  'address.areaRequired': entry('请填写所在地区', '請填寫所在地區', 'Please enter the province, city and district'),
  // Spec §5: 6 characters in the Chinese texts, 12 in the English one; both stand — 6 is enforced.
  'address.detailShort': entry('详细地址不能少于6个字', '詳細地址不能少於6個字', 'The detailed address needs at least 12 characters'),
  'address.tooLong': entry('地址信息过长', '地址資訊過長', 'The address is too long'),
  'address.limit': entry('最多可保存{max}个收货地址', '最多可保存{max}個收貨地址', 'You can keep at most {max} addresses'),
} satisfies Record<string, Entry>

export type AddressMessageKey = keyof typeof addressMessages

export function am(lang: Lang, key: AddressMessageKey, vars: Record<string, string | number> = {}): string {
  return addressMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
