/** The texts of the SMS and emails the accounts area sends, in the three languages. */
import type { Lang } from '../../../../../types/lang.js'

export const textsMessages = {
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
  'mail.code.subject': {
    'zh-CN': '您的验证码',
    'zh-MO': '您的驗證碼',
    'en-US': 'Your verification code',
  },
} satisfies Record<string, Record<Lang, string>>
