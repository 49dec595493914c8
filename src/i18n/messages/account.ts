/** Wording of the account screens: login family, email and password, profile, settings, language, mine. */
import type { Dictionary } from '../types'

export const account = {
  // Launch check of login area and language (spec accounts §4, keys login_warn_tips1..10).
  'account.loginWarn.title': { 'zh-CN': '登录提示', 'zh-MO': '登入提示', 'en-US': 'About your login' },
  'account.loginWarn.logout': { 'zh-CN': '退出登录', 'zh-MO': '登出', 'en-US': 'Log out' },
  'account.loginWarn.switchTo': { 'zh-CN': '切换到{lang}', 'zh-MO': '切換至{lang}', 'en-US': 'Switch to {lang}' },
  'account.loginWarn.languages': { 'zh-CN': '切换语言', 'zh-MO': '切換語言', 'en-US': 'Switch language' },
  'account.login_warn_tips1': {
    'zh-CN': '本店暂不支持+{code}地区的手机号登录，请退出后使用支持地区的手机号重新登录',
    'zh-MO': '本店暫不支援+{code}地區的手機號碼登入，請登出後使用支援地區的手機號碼重新登入',
    'en-US': 'This shop does not accept logins with +{code} phone numbers. Please log out and log in with a number from a supported region.',
  },
  'account.login_warn_tips2': {
    'zh-CN': '本店暂不支持+{code}地区的手机号登录，请退出后使用邮箱登录',
    'zh-MO': '本店暫不支援+{code}地區的手機號碼登入，請登出後使用電郵登入',
    'en-US': 'This shop does not accept logins with +{code} phone numbers. Please log out and log in with your email.',
  },
  'account.login_warn_tips4': {
    'zh-CN': '当前语言不支持手机号登录。切换到{lang}可保持登录，或退出登录',
    'zh-MO': '當前語言不支援手機號碼登入。切換至{lang}可保持登入，或登出',
    'en-US': 'Phone login is not available in the current language. Switch to {lang} to stay logged in, or log out.',
  },
  'account.login_warn_tips5': {
    'zh-CN': '本店已不支持手机号登录，请退出后使用其他方式登录',
    'zh-MO': '本店已不支援手機號碼登入，請登出後使用其他方式登入',
    'en-US': 'This shop no longer supports phone login. Please log out and log in another way.',
  },
  'account.login_warn_tips7': {
    'zh-CN': '当前语言不支持邮箱登录。切换到{lang}可保持登录，或退出登录',
    'zh-MO': '當前語言不支援電郵登入。切換至{lang}可保持登入，或登出',
    'en-US': 'Email login is not available in the current language. Switch to {lang} to stay logged in, or log out.',
  },
  'account.login_warn_tips8': {
    'zh-CN': '本店已不支持邮箱登录，请退出后使用其他方式登录',
    'zh-MO': '本店已不支援電郵登入，請登出後使用其他方式登入',
    'en-US': 'This shop no longer supports email login. Please log out and log in another way.',
  },
  'account.login_warn_tips9': {
    'zh-CN': '当前语言不支持手机号登录，且本店不支持+{code}地区的手机号，请退出后重新登录',
    'zh-MO': '當前語言不支援手機號碼登入，且本店不支援+{code}地區的手機號碼，請登出後重新登入',
    'en-US': 'Phone login is not available in the current language, and this shop does not accept +{code} numbers. Please log out and log in again.',
  },
  'account.login_warn_tips10': {
    'zh-CN': '您的登录方式在当前设置下不可用，请切换语言或退出登录',
    'zh-MO': '您的登入方式在目前設定下不可用，請切換語言或登出',
    'en-US': 'Your login is not available with the current settings. Switch language or log out.',
  },

  // Code button (spec accounts §4).
  'account.code.get': { 'zh-CN': '获取验证码', 'zh-MO': '獲取驗證碼', 'en-US': 'Get code' },
  'account.code.sending': { 'zh-CN': '发送中…', 'zh-MO': '發送中…', 'en-US': 'Sending…' },
  'account.code.countdown': { 'zh-CN': '{n}s后重新获取', 'zh-MO': '{n}s後重新獲取', 'en-US': 'Re-get in {n}s' },
  'account.code.reacquire': { 'zh-CN': '重新获取', 'zh-MO': '重新獲取', 'en-US': 'Get again' },
  'account.code.error': { 'zh-CN': '发送失败，重试', 'zh-MO': '發送失敗，重試', 'en-US': 'Failed, retry' },

  // Fields.
  'account.field.countryCode': { 'zh-CN': '国家/地区', 'zh-MO': '國家/地區', 'en-US': 'Country/Region' },
  'account.field.email': { 'zh-CN': '邮箱', 'zh-MO': '電郵', 'en-US': 'Email' },
  'account.field.emailPlaceholder': { 'zh-CN': '请输入邮箱地址', 'zh-MO': '請輸入電郵地址', 'en-US': 'Enter your email address' },
  'account.field.show': { 'zh-CN': '显示', 'zh-MO': '顯示', 'en-US': 'Show' },
  'account.field.hide': { 'zh-CN': '隐藏', 'zh-MO': '隱藏', 'en-US': 'Hide' },
  'account.invalid.email': { 'zh-CN': '请输入正确的邮箱', 'zh-MO': '請輸入正確的電郵', 'en-US': 'Please enter a valid email address' },
  'account.invalid.code': { 'zh-CN': '请输入6位验证码', 'zh-MO': '請輸入6位驗證碼', 'en-US': 'Please enter the 6-digit code' },
  'account.rule.length': { 'zh-CN': '8-20个字符', 'zh-MO': '8-20個字元', 'en-US': '8–20 characters' },
  'account.rule.classes': {
    'zh-CN': '至少包含大写字母、小写字母、数字、特殊符号中的3种',
    'zh-MO': '至少包含大寫字母、小寫字母、數字、特殊符號中的3種',
    'en-US': 'At least 3 of: uppercase, lowercase, digits, symbols',
  },
  'account.rule.whitespace': { 'zh-CN': '不能包含空格', 'zh-MO': '不能包含空格', 'en-US': 'No spaces' },

  // Agreement.
  'account.agree.prefix': { 'zh-CN': '我已阅读并同意', 'zh-MO': '我已閱讀並同意', 'en-US': 'I have read and agree to the ' },
  'account.agree.terms': { 'zh-CN': '《用户协议》', 'zh-MO': '《用戶協議》', 'en-US': 'User Agreement' },
  'account.agree.and': { 'zh-CN': '和', 'zh-MO': '和', 'en-US': ' and ' },
  'account.agree.privacy': { 'zh-CN': '《隐私政策》', 'zh-MO': '《私隱政策》', 'en-US': 'Privacy Policy' },
  'account.login.otherWays': { 'zh-CN': '其他登录方式', 'zh-MO': '其他登入方式', 'en-US': 'Other ways to log in' },
  'account.cancel': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },
  'account.confirm': { 'zh-CN': '确定', 'zh-MO': '確定', 'en-US': 'OK' },
  'account.settings.skin.light': { 'zh-CN': '浅色', 'zh-MO': '淺色', 'en-US': 'Light' },
  'account.settings.skin.dark': { 'zh-CN': '深色', 'zh-MO': '深色', 'en-US': 'Dark' },
  'account.logout': { 'zh-CN': '退出登录', 'zh-MO': '登出', 'en-US': 'Log out' },
  'account.logoutConfirm': { 'zh-CN': '确定退出登录吗？', 'zh-MO': '確定登出嗎？', 'en-US': 'Log out now?' },
  'account.loggedOut': { 'zh-CN': '已退出登录', 'zh-MO': '已登出', 'en-US': 'Logged out' },
  'account.language.current': { 'zh-CN': '当前', 'zh-MO': '當前', 'en-US': 'Current' },

  // Mine.
  'account.mine.hello': { 'zh-CN': '你好，{name}', 'zh-MO': '你好，{name}', 'en-US': 'Hi, {name}' },
  'account.mine.member': { 'zh-CN': '会员', 'zh-MO': '會員', 'en-US': 'Member' },

  // Account security (/account-safe), unregistration (/unregistered), nickname (/nickname-edit).
  'account.safe.title': { 'zh-CN': '账号安全', 'zh-MO': '帳號安全', 'en-US': 'Account security' },
  'account.unregister.title': { 'zh-CN': '注销账号', 'zh-MO': '註銷帳號', 'en-US': 'Close your account' },
  'account.nickname.title': { 'zh-CN': '修改昵称', 'zh-MO': '修改暱稱', 'en-US': 'Edit nickname' },
} satisfies Dictionary
