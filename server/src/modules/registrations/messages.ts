/** Open-show registration wording (refusals, field checks, states) in the three languages. */
import type { Lang } from '../../../../types/lang.js'
import type { RegistrationStatus } from '../../../../types/registrations.js'

type Entry = Record<Lang, string>
const entry = (zhCN: string, zhMO: string, enUS: string): Entry => ({ 'zh-CN': zhCN, 'zh-MO': zhMO, 'en-US': enUS })

export const registrationMessages = {
  'reg.showNotFound': entry('报名活动不存在或已下架', '報名活動不存在或已下架', 'This open show does not exist or is no longer listed'),
  'reg.notFound': entry('报名记录不存在', '報名記錄不存在', 'Registration not found'),
  'reg.closed': entry('报名已截止', '報名已截止', 'Registration has closed'),
  'reg.full': entry('名额已满', '名額已滿', 'All places are taken'),
  'reg.limit': entry('每人限报名{n}次', '每人限報名{n}次', 'Each buyer may register at most {n} time(s)'),
  'reg.required': entry('请填写{label}', '請填寫{label}', 'Please fill in {label}'),
  'reg.tooLong': entry('{label}不能超过{n}个字', '{label}不能超過{n}個字', '{label} must be at most {n} characters'),
  'reg.phone': entry('请输入正确的{label}', '請輸入正確的{label}', 'Please enter a valid {label}'),
  'reg.email': entry('请输入正确的{label}', '請輸入正確的{label}', 'Please enter a valid {label}'),
  'reg.idCard': entry('请输入正确的{label}', '請輸入正確的{label}', 'Please enter a valid {label}'),
  'reg.number': entry('{label}须为{min}至{max}之间的数字', '{label}須為{min}至{max}之間的數字', '{label} must be a number from {min} to {max}'),
  'reg.option': entry('请选择{label}', '請選擇{label}', 'Please choose {label}'),
  'reg.unknownField': entry('表单中没有该项', '表單中沒有該項', 'The form has no such field'),
  'reg.notCancellable': entry('该报名已取消或活动已开始，不能取消', '該報名已取消或活動已開始，不能取消', 'This registration was cancelled already or the show has started; it cannot be cancelled'),
} satisfies Record<string, Entry>

export type RegistrationMessageKey = keyof typeof registrationMessages

export function rgm(lang: Lang, key: RegistrationMessageKey, vars: Record<string, string | number> = {}): string {
  return registrationMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}

const STATUS_TITLES: Record<RegistrationStatus, Entry> = {
  REGISTERED: entry('报名成功', '報名成功', 'Registered'),
  CANCELLED: entry('已取消', '已取消', 'Cancelled'),
}

export const statusTitle = (lang: Lang, status: RegistrationStatus): string => STATUS_TITLES[status][lang]
