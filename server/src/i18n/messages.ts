/**
 * Server-side wording for the envelope's `comments` / `actText`, in the three languages the product
 * speaks. Wording matches the app's own dictionaries where both say the same thing (src/i18n).
 */
import type { Lang } from '../../../types/lang.js'

type Entry = Record<Lang, string>

export const messages = {
  'error.generic': {
    'zh-CN': '出了点小问题，请返回稍后再试',
    'zh-MO': '出了點小問題，請返回稍後再試',
    'en-US': 'Something went wrong, please go back and retry later',
  },
  'admission.busy': {
    'zh-CN': '当前访问人数过多，马上就好了',
    'zh-MO': '當前訪問人數過多，馬上就好了',
    'en-US': 'Too many visitors right now, almost there',
  },
  'error.notReady': {
    'zh-CN': '服务正在准备中，请稍后再试',
    'zh-MO': '服務正在準備中，請稍後再試',
    'en-US': 'The service is getting ready, please retry shortly',
  },
  'error.notFound': {
    'zh-CN': '您访问的内容不存在',
    'zh-MO': '您訪問的內容不存在',
    'en-US': 'The page or resource was not found',
  },
  'error.badRequest': {
    'zh-CN': '请求有误，请检查后重试',
    'zh-MO': '請求有誤，請檢查後重試',
    'en-US': 'The request is not valid, please check and retry',
  },
  'error.fieldRequired': {
    'zh-CN': '缺少必填项：{field}',
    'zh-MO': '缺少必填項：{field}',
    'en-US': 'Missing required field: {field}',
  },
  'error.fieldInvalid': {
    'zh-CN': '填写的内容有误：{field}',
    'zh-MO': '填寫的內容有誤：{field}',
    'en-US': 'The value of {field} is not valid',
  },
  'error.fieldControlChars': {
    'zh-CN': '{field} 含有不允许的控制字符，请删除后重试',
    'zh-MO': '{field} 含有不允許的控制字元，請刪除後重試',
    'en-US': '{field} contains control characters that are not allowed; please remove them and retry',
  },
  'error.textControlChars': {
    'zh-CN': '提交的内容含有不允许的控制字符，请删除后重试',
    'zh-MO': '提交的內容含有不允許的控制字元，請刪除後重試',
    'en-US': 'The request contains control characters that are not allowed; please remove them and retry',
  },
  'error.langUnsupported': {
    'zh-CN': '不支持的语言：{lang}。可用：zh-CN（zh）、zh-MO、en-US（en）',
    'zh-MO': '不支援的語言：{lang}。可用：zh-CN（zh）、zh-MO、en-US（en）',
    'en-US': 'Unsupported language: {lang}. Use zh-CN (zh), zh-MO or en-US (en)',
  },
  'error.bodyInvalid': {
    'zh-CN': '提交的内容格式有误',
    'zh-MO': '提交的內容格式有誤',
    'en-US': 'The submitted content is not in a valid format',
  },
  'merchant.missing': {
    'zh-CN': '未指定商户',
    'zh-MO': '未指定商戶',
    'en-US': 'Merchant not specified',
  },
  'merchant.notFound': {
    'zh-CN': '店铺不存在',
    'zh-MO': '店鋪不存在',
    'en-US': 'Shop not found',
  },
  'action.back': {
    'zh-CN': '返回',
    'zh-MO': '返回',
    'en-US': 'Back',
  },
  'action.ok': {
    'zh-CN': '确定',
    'zh-MO': '確定',
    'en-US': 'OK',
  },
} satisfies Record<string, Entry>

export type MessageKey = keyof typeof messages

/** Localise a message key, filling `{name}` placeholders. */
export function t(lang: Lang, key: MessageKey, vars: Record<string, string> = {}): string {
  const text = messages[key][lang]
  return text.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m)
}
