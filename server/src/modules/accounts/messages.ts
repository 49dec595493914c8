/**
 * Wording of the accounts area in the three languages. Kept beside the module (not in i18n/messages.ts)
 * so the accounts work merges without touching shared files; same `{name}` placeholder convention.
 */
import type { Lang } from '../../../../types/lang.js'

type Entry = Record<Lang, string>

export const accountMessages = {
  'region.unsupported': {
    'zh-CN': '该手机号所属地区暂不支持登录',
    'zh-MO': '該手機號碼所屬地區暫不支援登入',
    'en-US': 'Phone numbers from this region cannot be used to log in',
  },
  'phone.invalid': {
    'zh-CN': '请输入正确的手机号',
    'zh-MO': '請輸入正確的手機號碼',
    'en-US': 'Please enter a valid phone number',
  },
  'code.sent': {
    'zh-CN': '验证码已发送',
    'zh-MO': '驗證碼已發送',
    'en-US': 'Verification code sent',
  },
  'code.wait': {
    'zh-CN': '发送太频繁，请{seconds}秒后再试',
    'zh-MO': '發送太頻繁，請{seconds}秒後再試',
    'en-US': 'Sent too often, please try again in {seconds} seconds',
  },
  'send.tooMany': {
    'zh-CN': '今日请求次数过多，请{minutes}分钟后再试',
    'zh-MO': '今日請求次數過多，請{minutes}分鐘後再試',
    'en-US': 'Too many requests today, please try again in {minutes} minutes',
  },
  'code.invalid': {
    'zh-CN': '验证码错误或已失效',
    'zh-MO': '驗證碼錯誤或已失效',
    'en-US': 'The verification code is wrong or has expired',
  },
  'code.format': {
    'zh-CN': '请输入6位验证码',
    'zh-MO': '請輸入6位驗證碼',
    'en-US': 'Please enter the 6-digit code',
  },
  'code.tooManyTries': {
    'zh-CN': '验证码错误次数过多，请重新获取',
    'zh-MO': '驗證碼錯誤次數過多，請重新獲取',
    'en-US': 'Too many wrong codes, please request a new one',
  },
  'method.unsupported': {
    'zh-CN': '当前语言不支持该登录方式',
    'zh-MO': '當前語言不支援此登入方式',
    'en-US': 'This login method is not available in the current language',
  },
  'email.invalid': {
    'zh-CN': '请输入正确的邮箱地址',
    'zh-MO': '請輸入正確的電郵地址',
    'en-US': 'Please enter a valid email address',
  },
  'email.sent': {
    'zh-CN': '如果该邮箱可以使用，我们已向其发送邮件，请查收',
    'zh-MO': '如該電郵地址可以使用，我們已向其發送郵件，請查收',
    'en-US': 'If the address can be used, we have sent a message to it; please check your inbox',
  },
  'email.taken': {
    'zh-CN': '该邮箱已激活，请直接登录',
    'zh-MO': '該電郵地址已啟用，請直接登入',
    'en-US': 'This email address is already activated, please log in',
  },
  'password.length': {
    'zh-CN': '密码长度需为8-20位',
    'zh-MO': '密碼長度需為8-20位',
    'en-US': 'The password must be 8 to 20 characters long',
  },
  'password.classes': {
    'zh-CN': '密码需包含大写字母、小写字母、数字、特殊符号中的至少3种',
    'zh-MO': '密碼需包含大寫字母、小寫字母、數字、特殊符號中的至少3種',
    'en-US': 'The password needs at least 3 of: uppercase letters, lowercase letters, digits, symbols',
  },
  'password.whitespace': {
    'zh-CN': '密码不能包含空格或不可见字符',
    'zh-MO': '密碼不能包含空格或不可見字元',
    'en-US': 'The password cannot contain spaces or invisible characters',
  },
  'password.same': {
    'zh-CN': '新密码不能与原密码相同',
    'zh-MO': '新密碼不能與原密碼相同',
    'en-US': 'The new password must differ from the old one',
  },
  'password.wrongOld': {
    'zh-CN': '原密码错误',
    'zh-MO': '原密碼錯誤',
    'en-US': 'The current password is wrong',
  },
  'password.notSet': {
    'zh-CN': '该账号尚未设置密码，请通过忘记密码设置',
    'zh-MO': '該帳號尚未設定密碼，請透過忘記密碼設定',
    'en-US': 'This account has no password yet; set one through forgot password',
  },
  'password.changed': {
    'zh-CN': '密码已修改，其他设备已退出登录',
    'zh-MO': '密碼已修改，其他裝置已登出',
    'en-US': 'Password changed; other devices have been logged out',
  },
  'credentials.invalid': {
    'zh-CN': '邮箱或密码错误',
    'zh-MO': '電郵地址或密碼錯誤',
    'en-US': 'Wrong email or password',
  },
  'login.throttled': {
    'zh-CN': '尝试次数过多，请{seconds}秒后再试',
    'zh-MO': '嘗試次數過多，請{seconds}秒後再試',
    'en-US': 'Too many attempts, please try again in {seconds} seconds',
  },
  'link.invalid': {
    'zh-CN': '链接无效或已过期',
    'zh-MO': '連結無效或已過期',
    'en-US': 'The link is invalid or has expired',
  },
  'action.login': {
    'zh-CN': '去登录',
    'zh-MO': '去登入',
    'en-US': 'Log in',
  },
  'account.gone': {
    'zh-CN': '账号不存在或已注销',
    'zh-MO': '帳號不存在或已註銷',
    'en-US': 'The account does not exist or has been closed',
  },
  'profile.nickname': {
    'zh-CN': '昵称需为1-20个字符',
    'zh-MO': '暱稱需為1-20個字元',
    'en-US': 'The nickname must be 1 to 20 characters',
  },
  'profile.avatar': {
    'zh-CN': '头像地址无效',
    'zh-MO': '頭像地址無效',
    'en-US': 'The avatar URL is not valid',
  },
  'profile.birthday': {
    'zh-CN': '请输入正确的生日',
    'zh-MO': '請輸入正確的生日',
    'en-US': 'Please enter a valid birthday',
  },
  'profile.birthdayOnce': {
    'zh-CN': '生日只能修改一次',
    'zh-MO': '生日只能修改一次',
    'en-US': 'The birthday can only be set once',
  },
  'profile.language': {
    'zh-CN': '本店不支持该语言',
    'zh-MO': '本店不支援此語言',
    'en-US': 'This shop does not offer that language',
  },
  // login_warn_tips (spec accounts §4): the popup offered on 22046007 / 22046008.
  'loginWarn.language': {
    'zh-CN': '当前语言不支持您的登录方式，请切换语言或重新登录',
    'zh-MO': '當前語言不支援您的登入方式，請切換語言或重新登入',
    'en-US': 'The current language does not support your login method. Switch language or log in again',
  },
  'loginWarn.area': {
    'zh-CN': '您的手机号所属地区暂不支持登录，请使用其他方式重新登录',
    'zh-MO': '您的手機號碼所屬地區暫不支援登入，請使用其他方式重新登入',
    'en-US': 'Your phone number region is not supported for login. Please log in again another way',
  },
  'loginWarn.switch': {
    'zh-CN': '切换语言',
    'zh-MO': '切換語言',
    'en-US': 'Switch language',
  },
  // Email and SMS bodies.
  'sms.code': {
    'zh-CN': '您的验证码是{code}，10分钟内有效，请勿泄露给他人。',
    'zh-MO': '您的驗證碼是{code}，10分鐘內有效，請勿洩露給他人。',
    'en-US': 'Your verification code is {code}. It is valid for 10 minutes; do not share it.',
  },
  'mail.activate.subject': {
    'zh-CN': '激活您的账号',
    'zh-MO': '啟用您的帳號',
    'en-US': 'Activate your account',
  },
  'mail.activate.body': {
    'zh-CN': '请在24小时内打开以下链接完成注册：{link}',
    'zh-MO': '請在24小時內打開以下連結完成註冊：{link}',
    'en-US': 'Open this link within 24 hours to finish signing up: {link}',
  },
  'mail.exists.subject': {
    'zh-CN': '您已拥有账号',
    'zh-MO': '您已擁有帳號',
    'en-US': 'You already have an account',
  },
  'mail.exists.body': {
    'zh-CN': '该邮箱已注册。请直接登录；如忘记密码，可通过忘记密码重置：{link}',
    'zh-MO': '該電郵地址已註冊。請直接登入；如忘記密碼，可透過忘記密碼重設：{link}',
    'en-US': 'This address already has an account. Log in, or reset your password here: {link}',
  },
  'mail.signup.subject': {
    'zh-CN': '创建您的账号',
    'zh-MO': '建立您的帳號',
    'en-US': 'Create your account',
  },
  'mail.signup.body': {
    'zh-CN': '可使用该邮箱创建账号：{link}',
    'zh-MO': '可使用該電郵地址建立帳號：{link}',
    'en-US': 'You can create an account with this address: {link}',
  },
  'mail.reset.subject': {
    'zh-CN': '重置密码',
    'zh-MO': '重設密碼',
    'en-US': 'Reset your password',
  },
  'mail.reset.body': {
    'zh-CN': '请在1小时内打开以下链接设置新密码：{link}',
    'zh-MO': '請在1小時內打開以下連結設定新密碼：{link}',
    'en-US': 'Open this link within 1 hour to set a new password: {link}',
  },
} satisfies Record<string, Entry>

export type AccountMessageKey = keyof typeof accountMessages

/** Localise an accounts message key, filling `{name}` placeholders. */
export function ta(lang: Lang, key: AccountMessageKey, vars: Record<string, string | number> = {}): string {
  return accountMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
