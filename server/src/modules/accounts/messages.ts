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
  // Third-party login and binding.
  'identity.invalid': {
    'zh-CN': '授权信息无效或已过期，请重新授权',
    'zh-MO': '授權資訊無效或已過期，請重新授權',
    'en-US': 'The sign-in authorisation is invalid or has expired. Please try again',
  },
  'identity.unavailable': {
    'zh-CN': '暂不支持该登录方式',
    'zh-MO': '暫不支援此登入方式',
    'en-US': 'This sign-in method is not available',
  },
  'bind.needed': {
    'zh-CN': '首次使用该方式登录，请先绑定手机号或邮箱账号',
    'zh-MO': '首次使用此方式登入，請先綁定手機號碼或電郵帳號',
    'en-US': 'First sign-in this way: please link a phone number or an email account',
  },
  'bind.action': {
    'zh-CN': '去绑定',
    'zh-MO': '去綁定',
    'en-US': 'Link account',
  },
  'bind.ticketInvalid': {
    'zh-CN': '绑定已过期，请重新登录',
    'zh-MO': '綁定已過期，請重新登入',
    'en-US': 'The linking step has expired. Please sign in again',
  },
  'bind.taken': {
    'zh-CN': '该第三方账号已绑定其他账号',
    'zh-MO': '該第三方帳號已綁定其他帳號',
    'en-US': 'This sign-in is already linked to another account',
  },
  'mini.phoneInvalid': {
    'zh-CN': '获取手机号失败，请重试',
    'zh-MO': '獲取手機號碼失敗，請重試',
    'en-US': 'Could not read the phone number. Please try again',
  },
  // Unregistration.
  'sms.unregister': {
    'zh-CN': '您正在注销账号，验证码{code}，10分钟内有效。如非本人操作请忽略。',
    'zh-MO': '您正在註銷帳號，驗證碼{code}，10分鐘內有效。如非本人操作請忽略。',
    'en-US': 'You are closing your account. Code {code}, valid for 10 minutes. Ignore this if it was not you.',
  },
  'unregister.noContact': {
    'zh-CN': '账号未绑定手机号或邮箱，无法验证身份',
    'zh-MO': '帳號未綁定手機號碼或電郵，無法驗證身份',
    'en-US': 'The account has no phone or email to confirm with',
  },
  'unregister.done': {
    'zh-CN': '账号已注销',
    'zh-MO': '帳號已註銷',
    'en-US': 'Your account has been closed',
  },
  // Uploads.
  'upload.scene': {
    'zh-CN': '不支持的上传类型',
    'zh-MO': '不支援的上傳類型',
    'en-US': 'This kind of upload is not supported',
  },
  'upload.authInvalid': {
    'zh-CN': '上传授权无效或已过期，请重试',
    'zh-MO': '上傳授權無效或已過期，請重試',
    'en-US': 'The upload permission is invalid or has expired. Please try again',
  },
  'upload.type': {
    'zh-CN': '仅支持 JPG、PNG、GIF、WebP 图片',
    'zh-MO': '僅支援 JPG、PNG、GIF、WebP 圖片',
    'en-US': 'Only JPG, PNG, GIF and WebP images are accepted',
  },
  'upload.tooLarge': {
    'zh-CN': '图片不能超过{mb}MB',
    'zh-MO': '圖片不能超過{mb}MB',
    'en-US': 'The image must be at most {mb} MB',
  },
  'upload.failed': {
    'zh-CN': '上传失败',
    'zh-MO': '上傳失敗',
    'en-US': 'Upload failed',
  },
  'notFound': {
    'zh-CN': '内容不存在',
    'zh-MO': '內容不存在',
    'en-US': 'Not found',
  },
  // Certification.
  'cert.name': {
    'zh-CN': '请输入正确的姓名',
    'zh-MO': '請輸入正確的姓名',
    'en-US': 'Please enter a valid name',
  },
  'cert.idInvalid': {
    'zh-CN': '证件号码格式错误',
    'zh-MO': '證件號碼格式錯誤',
    'en-US': 'The ID number format is wrong',
  },
  'cert.idType': {
    'zh-CN': '不支持的证件类型',
    'zh-MO': '不支援的證件類型',
    'en-US': 'This ID type is not supported',
  },
  'cert.student': {
    'zh-CN': '请完整填写学校、学号和入学年份',
    'zh-MO': '請完整填寫學校、學號和入學年份',
    'en-US': 'Please fill in the school, student number and enrolment year',
  },
  'cert.studentOff': {
    'zh-CN': '本店未开放学生认证',
    'zh-MO': '本店未開放學生認證',
    'en-US': 'This shop does not offer student verification',
  },
  'cert.studentExists': {
    'zh-CN': '学生认证已提交',
    'zh-MO': '學生認證已提交',
    'en-US': 'Student verification has already been submitted',
  },
  // Work permit (staff).
  'sms.workPermit': {
    'zh-CN': '您正在登录工作证申请，验证码{code}，10分钟内有效。',
    'zh-MO': '您正在登入工作證申請，驗證碼{code}，10分鐘內有效。',
    'en-US': 'Work permit sign-in code {code}, valid for 10 minutes.',
  },
  'workPermit.login': {
    'zh-CN': '请先登录工作证账号',
    'zh-MO': '請先登入工作證帳號',
    'en-US': 'Please sign in to the work permit service first',
  },
  'workPermit.field': {
    'zh-CN': '请完整填写姓名、单位、职务和活动名称',
    'zh-MO': '請完整填寫姓名、單位、職務和活動名稱',
    'en-US': 'Please fill in the name, company, job title and event',
  },
  'workPermit.submitted': {
    'zh-CN': '申请已提交，请等待审核',
    'zh-MO': '申請已提交，請等待審核',
    'en-US': 'Application submitted; it will be reviewed',
  },
  // Graphic captcha (login-captcha page) before risky code sends.
  'captcha.required': {
    'zh-CN': '发送较频繁，请先完成图形验证',
    'zh-MO': '發送較頻繁，請先完成圖形驗證',
    'en-US': 'Several codes were sent recently. Please complete the picture check first',
  },
  'captcha.tokenInvalid': {
    'zh-CN': '图形验证已失效，请重新验证',
    'zh-MO': '圖形驗證已失效，請重新驗證',
    'en-US': 'The picture check has expired. Please do it again',
  },
  'captcha.format': {
    'zh-CN': '请输入图片中的字符',
    'zh-MO': '請輸入圖片中的字元',
    'en-US': 'Please enter the characters in the picture',
  },
  'captcha.wrong': {
    'zh-CN': '图形验证码错误，还可尝试{left}次',
    'zh-MO': '圖形驗證碼錯誤，還可嘗試{left}次',
    'en-US': 'Those are not the characters in the picture. {left} tries left',
  },
  'captcha.tooManyTries': {
    'zh-CN': '错误次数过多，请换一张图片',
    'zh-MO': '錯誤次數過多，請換一張圖片',
    'en-US': 'Too many wrong tries. Please get a new picture',
  },
  'captcha.expired': {
    'zh-CN': '图形验证码已过期，请换一张图片',
    'zh-MO': '圖形驗證碼已過期，請換一張圖片',
    'en-US': 'The picture has expired. Please get a new one',
  },
  'captcha.tooMany': {
    'zh-CN': '图片请求过于频繁，请{minutes}分钟后再试',
    'zh-MO': '圖片請求過於頻繁，請{minutes}分鐘後再試',
    'en-US': 'Too many pictures requested. Please try again in {minutes} minutes',
  },
  'captcha.passed': {
    'zh-CN': '验证通过',
    'zh-MO': '驗證通過',
    'en-US': 'Check passed',
  },
  // Alipay one-tap phone login.
  'mini.alipayRefused': {
    'zh-CN': '支付宝未提供手机号（{code}），请稍后重试或使用验证码登录',
    'zh-MO': '支付寶未提供手機號碼（{code}），請稍後重試或使用驗證碼登入',
    'en-US': 'Alipay did not provide the phone number ({code}). Please try again later or log in with a code',
  },
  // Work-permit review (merchant staff) and the permit identity.
  'review.unauthorized': {
    'zh-CN': '工作人员凭证无效',
    'zh-MO': '工作人員憑證無效',
    'en-US': 'The staff token is not valid',
  },
  'review.notFound': {
    'zh-CN': '申请不存在',
    'zh-MO': '申請不存在',
    'en-US': 'No such application',
  },
  'review.decided': {
    'zh-CN': '该申请已审核，不能重复处理',
    'zh-MO': '該申請已審核，不能重複處理',
    'en-US': 'This application has already been decided',
  },
  'review.reason': {
    'zh-CN': '驳回需填写原因（1-200个字符）',
    'zh-MO': '駁回需填寫原因（1-200個字元）',
    'en-US': 'A rejection needs a reason (1 to 200 characters)',
  },
  'review.reasonOnApprove': {
    'zh-CN': '通过申请无需填写原因',
    'zh-MO': '通過申請無需填寫原因',
    'en-US': 'An approval takes no reason',
  },
  'review.approved': {
    'zh-CN': '已通过该申请',
    'zh-MO': '已通過該申請',
    'en-US': 'Application approved',
  },
  'review.rejected': {
    'zh-CN': '已驳回该申请',
    'zh-MO': '已駁回該申請',
    'en-US': 'Application rejected',
  },
  'workPermit.none': {
    'zh-CN': '尚未申请工作证，请先提交申请',
    'zh-MO': '尚未申請工作證，請先提交申請',
    'en-US': 'You have not applied for a work permit yet',
  },
  'workPermit.pending': {
    'zh-CN': '工作证申请审核中，通过后即可使用',
    'zh-MO': '工作證申請審核中，通過後即可使用',
    'en-US': 'Your work permit application is under review',
  },
  'workPermit.rejected': {
    'zh-CN': '工作证申请未通过：{reason}',
    'zh-MO': '工作證申請未通過：{reason}',
    'en-US': 'Your work permit application was rejected: {reason}',
  },
} satisfies Record<string, Entry>

export type AccountMessageKey = keyof typeof accountMessages

/** Localise an accounts message key, filling `{name}` placeholders. */
export function ta(lang: Lang, key: AccountMessageKey, vars: Record<string, string | number> = {}): string {
  return accountMessages[key][lang].replace(/\{(\w+)\}/g, (m, name: string) => (vars[name] === undefined ? m : String(vars[name])))
}
