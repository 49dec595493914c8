/** Wording of third-party login, unregistration, uploads, certification, captcha and work permits, in the three languages. */
import type { Lang } from '../../../../../types/lang.js'

export const servicesMessages = {
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
  'upload.tooMany': {
    'zh-CN': '上传太频繁，请{minutes}分钟后再试',
    'zh-MO': '上載太頻繁，請{minutes}分鐘後再試',
    'en-US': 'Too many uploads, please try again in {minutes} minutes',
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
} satisfies Record<string, Record<Lang, string>>
