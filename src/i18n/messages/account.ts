/** Wording of the account screens: login family, email and password, profile, settings, language, mine. */
import type { Dictionary } from '../types'

export const account = {
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
