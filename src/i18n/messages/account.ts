/** Wording of the account screens: login family, email and password, profile, settings, language, mine. */
import type { Dictionary } from '../types'

export const account = {
  // Code button (spec accounts §4).
  'account.code.get': { 'zh-CN': '获取验证码', 'zh-MO': '獲取驗證碼', 'en-US': 'Get code' },
  'account.code.sending': { 'zh-CN': '发送中…', 'zh-MO': '發送中…', 'en-US': 'Sending…' },
  'account.code.countdown': { 'zh-CN': '{n}s后重新获取', 'zh-MO': '{n}s後重新獲取', 'en-US': 'Re-get in {n}s' },
  'account.code.reacquire': { 'zh-CN': '重新获取', 'zh-MO': '重新獲取', 'en-US': 'Get again' },
  'account.code.error': { 'zh-CN': '发送失败，重试', 'zh-MO': '發送失敗，重試', 'en-US': 'Failed, retry' },
  'account.code.sent': { 'zh-CN': '验证码已发送', 'zh-MO': '驗證碼已發送', 'en-US': 'Code sent' },

  // Fields.
  'account.field.countryCode': { 'zh-CN': '国家/地区', 'zh-MO': '國家/地區', 'en-US': 'Country/Region' },
  'account.field.phone': { 'zh-CN': '手机号', 'zh-MO': '手機號碼', 'en-US': 'Phone number' },
  'account.field.phonePlaceholder': { 'zh-CN': '请输入手机号', 'zh-MO': '請輸入手機號碼', 'en-US': 'Enter your phone number' },
  'account.field.code': { 'zh-CN': '验证码', 'zh-MO': '驗證碼', 'en-US': 'Verification code' },
  'account.field.codePlaceholder': { 'zh-CN': '请输入6位验证码', 'zh-MO': '請輸入6位驗證碼', 'en-US': 'Enter the 6-digit code' },
  'account.field.email': { 'zh-CN': '邮箱', 'zh-MO': '電郵', 'en-US': 'Email' },
  'account.field.emailPlaceholder': { 'zh-CN': '请输入邮箱地址', 'zh-MO': '請輸入電郵地址', 'en-US': 'Enter your email address' },
  'account.field.password': { 'zh-CN': '密码', 'zh-MO': '密碼', 'en-US': 'Password' },
  'account.field.passwordPlaceholder': { 'zh-CN': '请输入密码', 'zh-MO': '請輸入密碼', 'en-US': 'Enter your password' },
  'account.field.newPassword': { 'zh-CN': '新密码', 'zh-MO': '新密碼', 'en-US': 'New password' },
  'account.field.oldPassword': { 'zh-CN': '当前密码', 'zh-MO': '當前密碼', 'en-US': 'Current password' },
  'account.field.confirmPassword': { 'zh-CN': '确认密码', 'zh-MO': '確認密碼', 'en-US': 'Confirm password' },
  'account.field.confirmPlaceholder': { 'zh-CN': '请再次输入密码', 'zh-MO': '請再次輸入密碼', 'en-US': 'Enter the password again' },
  'account.field.nickname': { 'zh-CN': '昵称', 'zh-MO': '暱稱', 'en-US': 'Nickname' },
  'account.field.nicknamePlaceholder': { 'zh-CN': '请输入昵称', 'zh-MO': '請輸入暱稱', 'en-US': 'Enter a nickname' },
  'account.field.show': { 'zh-CN': '显示', 'zh-MO': '顯示', 'en-US': 'Show' },
  'account.field.hide': { 'zh-CN': '隐藏', 'zh-MO': '隱藏', 'en-US': 'Hide' },

  // Validation hints (spec accounts §5).
  'account.invalid.phone': { 'zh-CN': '请输入正确的手机号', 'zh-MO': '請輸入正確的手機號碼', 'en-US': 'Please enter a valid phone number' },
  'account.invalid.email': { 'zh-CN': '请输入正确的邮箱', 'zh-MO': '請輸入正確的電郵', 'en-US': 'Please enter a valid email address' },
  'account.invalid.code': { 'zh-CN': '请输入6位验证码', 'zh-MO': '請輸入6位驗證碼', 'en-US': 'Please enter the 6-digit code' },
  'account.invalid.mismatch': { 'zh-CN': '两次输入的密码不一致', 'zh-MO': '兩次輸入的密碼不一致', 'en-US': 'The passwords do not match' },
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
  'account.agree.required': {
    'zh-CN': '请先阅读并同意用户协议和隐私政策',
    'zh-MO': '請先閱讀並同意用戶協議和私隱政策',
    'en-US': 'Please read and agree to the User Agreement and Privacy Policy first',
  },

  // Login pages.
  'account.login.title': { 'zh-CN': '手机号登录', 'zh-MO': '手機號碼登入', 'en-US': 'Log in with phone' },
  'account.login.subtitle': {
    'zh-CN': '未注册的手机号验证后将自动注册',
    'zh-MO': '未註冊的手機號碼驗證後將自動註冊',
    'en-US': 'New numbers are registered automatically after verification',
  },
  'account.login.submit': { 'zh-CN': '登录', 'zh-MO': '登入', 'en-US': 'Log in' },
  'account.login.submitting': { 'zh-CN': '登录中…', 'zh-MO': '登入中…', 'en-US': 'Logging in…' },
  'account.login.success': { 'zh-CN': '登录成功', 'zh-MO': '登入成功', 'en-US': 'Logged in' },
  'account.login.welcomeNew': { 'zh-CN': '注册成功，欢迎！', 'zh-MO': '註冊成功，歡迎！', 'en-US': 'Welcome! Your account is ready' },
  'account.login.byEmail': { 'zh-CN': '邮箱登录', 'zh-MO': '電郵登入', 'en-US': 'Log in with email' },
  'account.login.byPhone': { 'zh-CN': '手机号登录', 'zh-MO': '手機號碼登入', 'en-US': 'Log in with phone' },
  'account.login.otherWays': { 'zh-CN': '其他登录方式', 'zh-MO': '其他登入方式', 'en-US': 'Other ways to log in' },
  'account.loginEmail.title': { 'zh-CN': '邮箱登录', 'zh-MO': '電郵登入', 'en-US': 'Log in with email' },
  'account.loginEmail.create': { 'zh-CN': '创建账号', 'zh-MO': '建立帳號', 'en-US': 'Create account' },
  'account.loginEmail.forgot': { 'zh-CN': '忘记密码？', 'zh-MO': '忘記密碼？', 'en-US': 'Forgot password?' },
  'account.loginWay.title': { 'zh-CN': '选择登录方式', 'zh-MO': '選擇登入方式', 'en-US': 'Choose how to log in' },
  'account.loginWay.none': {
    'zh-CN': '当前语言暂不支持登录，请切换语言',
    'zh-MO': '當前語言暫不支援登入，請切換語言',
    'en-US': 'Logging in is not available in this language. Please switch language',
  },

  // Create account, check email, activate.
  'account.create.title': { 'zh-CN': '创建账号', 'zh-MO': '建立帳號', 'en-US': 'Create account' },
  'account.create.submit': { 'zh-CN': '创建账号', 'zh-MO': '建立帳號', 'en-US': 'Create account' },
  'account.create.haveAccount': { 'zh-CN': '已有账号？去登录', 'zh-MO': '已有帳號？去登入', 'en-US': 'Have an account? Log in' },
  'account.check.title': { 'zh-CN': '请查收邮件', 'zh-MO': '請查收電郵', 'en-US': 'Check your email' },
  'account.check.activate': {
    'zh-CN': '我们已向 {email} 发送了一封邮件，请打开邮件中的链接激活账号。',
    'zh-MO': '我們已向 {email} 發送了一封電郵，請打開電郵中的連結啟用帳號。',
    'en-US': 'We sent an email to {email}. Open the link in it to activate your account.',
  },
  'account.check.reset': {
    'zh-CN': '如果 {email} 已注册，我们已发送重设密码的链接，请查收邮件。',
    'zh-MO': '如果 {email} 已註冊，我們已發送重設密碼的連結，請查收電郵。',
    'en-US': 'If {email} has an account, we sent it a link to reset the password.',
  },
  'account.check.spam': {
    'zh-CN': '没有收到？请检查垃圾邮件，或稍后重试。',
    'zh-MO': '沒有收到？請檢查垃圾郵件，或稍後重試。',
    'en-US': "Nothing arrived? Check your spam folder, or try again later.",
  },
  'account.check.toLogin': { 'zh-CN': '返回登录', 'zh-MO': '返回登入', 'en-US': 'Back to log in' },
  'account.activate.title': { 'zh-CN': '激活账号', 'zh-MO': '啟用帳號', 'en-US': 'Activate account' },
  'account.activate.working': { 'zh-CN': '正在激活…', 'zh-MO': '正在啟用…', 'en-US': 'Activating…' },
  'account.activate.done': {
    'zh-CN': '{email} 已激活，现在可以登录了。',
    'zh-MO': '{email} 已啟用，現在可以登入了。',
    'en-US': '{email} is activated. You can log in now.',
  },
  'account.activate.failed': {
    'zh-CN': '激活链接无效或已过期。',
    'zh-MO': '啟用連結無效或已過期。',
    'en-US': 'This activation link is invalid or has expired.',
  },
  'account.activate.again': { 'zh-CN': '重新注册', 'zh-MO': '重新註冊', 'en-US': 'Sign up again' },

  // Passwords.
  'account.forgot.title': { 'zh-CN': '找回密码', 'zh-MO': '找回密碼', 'en-US': 'Reset password' },
  'account.forgot.hint': {
    'zh-CN': '输入注册邮箱，我们将发送重设密码的链接。',
    'zh-MO': '輸入註冊電郵，我們將發送重設密碼的連結。',
    'en-US': "Enter your account's email and we will send you a link to reset the password.",
  },
  'account.forgot.submit': { 'zh-CN': '发送链接', 'zh-MO': '發送連結', 'en-US': 'Send link' },
  'account.setPassword.title': { 'zh-CN': '设置新密码', 'zh-MO': '設定新密碼', 'en-US': 'Set a new password' },
  'account.setPassword.done': { 'zh-CN': '密码已设置，请重新登录', 'zh-MO': '密碼已設定，請重新登入', 'en-US': 'Password set. Please log in' },
  'account.setPassword.noToken': {
    'zh-CN': '链接不完整，请从邮件中重新打开。',
    'zh-MO': '連結不完整，請從電郵中重新打開。',
    'en-US': 'This link is incomplete. Please open it again from the email.',
  },
  'account.changePassword.title': { 'zh-CN': '修改密码', 'zh-MO': '修改密碼', 'en-US': 'Change password' },
  'account.changePassword.done': { 'zh-CN': '密码已修改', 'zh-MO': '密碼已修改', 'en-US': 'Password changed' },
  'account.submit': { 'zh-CN': '确定', 'zh-MO': '確定', 'en-US': 'Confirm' },
  'account.save': { 'zh-CN': '保存', 'zh-MO': '儲存', 'en-US': 'Save' },
  'account.saved': { 'zh-CN': '已保存', 'zh-MO': '已儲存', 'en-US': 'Saved' },

  // Profile.
  'account.profile.sex': { 'zh-CN': '性别', 'zh-MO': '性別', 'en-US': 'Gender' },
  'account.profile.sex.MAN': { 'zh-CN': '男', 'zh-MO': '男', 'en-US': 'Male' },
  'account.profile.sex.WOMAN': { 'zh-CN': '女', 'zh-MO': '女', 'en-US': 'Female' },
  'account.profile.sex.UNKNOWN': { 'zh-CN': '保密', 'zh-MO': '保密', 'en-US': 'Prefer not to say' },
  'account.profile.birthday': { 'zh-CN': '生日', 'zh-MO': '生日', 'en-US': 'Birthday' },
  'account.profile.birthdayChoose': { 'zh-CN': '请选择', 'zh-MO': '請選擇', 'en-US': 'Choose' },
  'account.profile.birthdayOnce': {
    'zh-CN': '生日仅可设置一次',
    'zh-MO': '生日僅可設定一次',
    'en-US': 'Your birthday can be set only once',
  },
  'account.profile.birthdayConfirm': {
    'zh-CN': '生日设置后不可修改，确定设为 {date} 吗？',
    'zh-MO': '生日設定後不可修改，確定設為 {date} 嗎？',
    'en-US': 'Your birthday cannot be changed once set. Set it to {date}?',
  },
  'account.profile.phone': { 'zh-CN': '手机号', 'zh-MO': '手機號碼', 'en-US': 'Phone' },
  'account.profile.email': { 'zh-CN': '邮箱', 'zh-MO': '電郵', 'en-US': 'Email' },
  'account.profile.none': { 'zh-CN': '未绑定', 'zh-MO': '未綁定', 'en-US': 'Not linked' },
  'account.profile.language': { 'zh-CN': '语言', 'zh-MO': '語言', 'en-US': 'Language' },
  'account.profile.messageLanguage': { 'zh-CN': '消息语言', 'zh-MO': '訊息語言', 'en-US': 'Message language' },
  'account.profile.loadFailed': { 'zh-CN': '资料加载失败', 'zh-MO': '資料載入失敗', 'en-US': 'Could not load your profile' },
  'account.retry': { 'zh-CN': '重试', 'zh-MO': '重試', 'en-US': 'Retry' },
  'account.cancel': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },
  'account.confirm': { 'zh-CN': '确定', 'zh-MO': '確定', 'en-US': 'OK' },

  // Settings, language.
  'account.settings.language': { 'zh-CN': '语言', 'zh-MO': '語言', 'en-US': 'Language' },
  'account.settings.skin': { 'zh-CN': '切换皮肤', 'zh-MO': '切換皮膚', 'en-US': 'Switch skin' },
  'account.settings.skin.light': { 'zh-CN': '浅色', 'zh-MO': '淺色', 'en-US': 'Light' },
  'account.settings.skin.dark': { 'zh-CN': '深色', 'zh-MO': '深色', 'en-US': 'Dark' },
  'account.settings.safety': { 'zh-CN': '账号安全', 'zh-MO': '帳號安全', 'en-US': 'Account security' },
  'account.settings.profile': { 'zh-CN': '个人资料', 'zh-MO': '個人資料', 'en-US': 'Profile' },
  'account.logout': { 'zh-CN': '退出登录', 'zh-MO': '登出', 'en-US': 'Log out' },
  'account.logoutConfirm': { 'zh-CN': '确定退出登录吗？', 'zh-MO': '確定登出嗎？', 'en-US': 'Log out now?' },
  'account.loggedOut': { 'zh-CN': '已退出登录', 'zh-MO': '已登出', 'en-US': 'Logged out' },
  'account.language.current': { 'zh-CN': '当前', 'zh-MO': '當前', 'en-US': 'Current' },
  'account.language.methodWarn': {
    'zh-CN': '当前语言不支持您的登录方式，需要重新登录。',
    'zh-MO': '當前語言不支援您的登入方式，需要重新登入。',
    'en-US': 'This language does not support the way you logged in. Please log in again.',
  },

  // Mine.
  'account.mine.hello': { 'zh-CN': '你好，{name}', 'zh-MO': '你好，{name}', 'en-US': 'Hi, {name}' },
  'account.mine.member': { 'zh-CN': '会员', 'zh-MO': '會員', 'en-US': 'Member' },
} satisfies Dictionary
