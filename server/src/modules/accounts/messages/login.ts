/** Wording of login, codes, send limits, passwords and the profile, in the three languages. */
import type { Lang } from '../../../../../types/lang.js'

export const loginMessages = {
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
  'send.failed': {
    'zh-CN': '短信或邮件暂时无法发送，请稍后再试',
    'zh-MO': '短訊或郵件暫時無法發送，請稍後再試',
    'en-US': 'The message could not be sent just now, please try again shortly',
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
  'code.wrongTriesLeft': {
    'zh-CN': '验证码错误，还可尝试{tries}次',
    'zh-MO': '驗證碼錯誤，還可嘗試{tries}次',
    'en-US': 'Wrong code. Tries left: {tries}',
  },
  'code.lockedFor': {
    'zh-CN': '验证码错误次数过多，请{seconds}秒后重新获取',
    'zh-MO': '驗證碼錯誤次數過多，請{seconds}秒後重新獲取',
    'en-US': 'Too many wrong codes. Get a new code in {seconds} seconds',
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
  'profile.avatarUpload': {
    'zh-CN': '头像需使用您在本店上传的图片',
    'zh-MO': '頭像需使用您在本店上傳的圖片',
    'en-US': 'The avatar must be a picture you uploaded to this shop',
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
} satisfies Record<string, Record<Lang, string>>
