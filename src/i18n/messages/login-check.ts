/**
 * Wording of the launch login check (spec accounts §4, keys login_warn_tips1..10): registered by
 * src/stores/account-login-check.ts when it loads, which on H5 is only for a logged-in buyer, so the
 * first screen does not carry it.
 */
import type { Dictionary } from '../types'

export const loginCheckMessages = {
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
} satisfies Dictionary
