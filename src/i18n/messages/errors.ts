/**
 * Wording of the spec's error catalogues (core §8, accounts §8), the request module's dialog defaults
 * and its limiting progress texts. Owned by the request module.
 *
 * Prefixes: `error.` for messages, `dialog.` for dialog titles and buttons, `request.` for the
 * limiting progress dialog.
 */
import type { Dictionary } from '../types'

export const errors = {
  // --- core §8 and accounts §8: the generic and network wordings ---------------------------------
  /** "Too many visitors, right away": the generic default (accounts §8) and the busy message (core §8). */
  'error.busy': {
    'zh-CN': '当前访问人数过多，马上就好了',
    'zh-MO': '當前訪問人數過多，馬上就好了',
    'en-US': 'Too many visitors right now, almost there',
  },
  /** Missing data / unknown mode: shown with a Back button. */
  'error.generic': {
    'zh-CN': '出了点小问题，请返回稍后再试',
    'zh-MO': '出了點小問題，請返回稍後再試',
    'en-US': 'Something went wrong, please go back and retry later',
  },
  'error.tooFrequent': {
    'zh-CN': '当前网络访问过于频繁，请切换网络或稍后再试',
    'zh-MO': '當前網絡訪問過於頻繁，請切換網絡或稍後再試',
    'en-US': 'Current network access is too frequent; try another network or retry later',
  },
  'error.cannotConnect': {
    'zh-CN': '无法连接网络，请检查网络或稍后再试',
    'zh-MO': '無法連接網絡，請檢查網絡或稍後再試',
    'en-US': 'Cannot connect to the network, check your network or retry later',
  },
  'error.checkNetwork': {
    'zh-CN': '请检查网络或稍后再试',
    'zh-MO': '請檢查網絡或稍後再試',
    'en-US': 'Please check your network or retry later',
  },
  'error.tryLater': {
    'zh-CN': '请稍后再试',
    'zh-MO': '請稍後再試',
    'en-US': 'Please try again later',
  },

  // --- session (core §4, §8; accounts §8) --------------------------------------------------------
  'error.loginInvalid': {
    'zh-CN': '登录失效，请重新登录',
    'zh-MO': '登入失效，請重新登入',
    'en-US': 'Login invalid, please log in again',
  },
  'error.notLoggedIn': {
    'zh-CN': '请先登录',
    'zh-MO': '請先登入',
    'en-US': 'Please log in first',
  },
  'error.needBind': {
    'zh-CN': '请先绑定账号后再继续',
    'zh-MO': '請先綁定賬號後再繼續',
    'en-US': 'Please bind your account to continue',
  },
  'error.loginFailed': {
    'zh-CN': '登录失败',
    'zh-MO': '登入失敗',
    'en-US': 'Login failed',
  },
  'error.logoutFailed': {
    'zh-CN': '退出登录失败',
    'zh-MO': '登出失敗',
    'en-US': 'Logout failed',
  },
  'error.phoneRegionUnsupported': {
    'zh-CN': '当前手机号所属地区暂不支持登录',
    'zh-MO': '當前手機號所屬地區暫不支持登入',
    'en-US': "This phone number's region is not supported for login",
  },
  'error.emailMissing': {
    'zh-CN': '未获取到邮箱信息，无法登录或注册',
    'zh-MO': '未獲取到郵箱信息，無法登入或註冊',
    'en-US': 'Email information was not obtained, so login or registration cannot proceed',
  },

  // --- accounts §8 toasts and messages -----------------------------------------------------------
  'error.received': {
    'zh-CN': '领取成功',
    'zh-MO': '領取成功',
    'en-US': 'Received successfully',
  },
  'error.faceAuthFailed': {
    'zh-CN': '人脸认证失败',
    'zh-MO': '人臉認證失敗',
    'en-US': 'Face authentication failed',
  },
  'error.faceAuthUnsupported': {
    'zh-CN': '当前使用的APP不支持人脸认证',
    'zh-MO': '當前使用的APP不支持人臉認證',
    'en-US': 'This app does not support face authentication',
  },
  'error.uploadFailed': {
    'zh-CN': '上传失败',
    'zh-MO': '上傳失敗',
    'en-US': 'Upload failed',
  },
  'error.cannotOpenApp': {
    'zh-CN': '当前无法打开{shop}APP',
    'zh-MO': '當前無法打開{shop}APP',
    'en-US': 'Cannot open the {shop} app right now',
  },
  'error.codeWrong': {
    'zh-CN': '验证码错误',
    'zh-MO': '驗證碼錯誤',
    'en-US': 'Wrong verification code',
  },
  'error.deleteFailed': {
    'zh-CN': '删除失败',
    'zh-MO': '刪除失敗',
    'en-US': 'Delete failed',
  },
  'error.copySuccess': {
    'zh-CN': '复制成功',
    'zh-MO': '複製成功',
    'en-US': 'Copied',
  },
  'error.copyFailed': {
    'zh-CN': '复制失败',
    'zh-MO': '複製失敗',
    'en-US': 'Copy failed',
  },
  'error.payFailed': {
    'zh-CN': '支付失败',
    'zh-MO': '支付失敗',
    'en-US': 'Payment failed',
  },
  /** core §5: the pay step got no payment info back. */
  'error.payInfoMissing': {
    'zh-CN': '支付失败: payInfo is null',
    'zh-MO': '支付失敗: payInfo is null',
    'en-US': 'Payment failed: payInfo is null',
  },
  'error.acceptTransferFailed': {
    'zh-CN': '接收转赠失败',
    'zh-MO': '接收轉贈失敗',
    'en-US': 'Failed to accept the transfer',
  },
  'error.transferAccepted': {
    'zh-CN': '该转赠已被领取',
    'zh-MO': '該轉贈已被領取',
    'en-US': 'This transfer has already been accepted',
  },
  'error.acceptTimeExceeded': {
    'zh-CN': '已超过领取时间',
    'zh-MO': '已超過領取時間',
    'en-US': 'The acceptance time has passed',
  },
  'error.transferCancelled': {
    'zh-CN': '转赠已被赠送人取消',
    'zh-MO': '轉贈已被贈送人取消',
    'en-US': 'The transfer was cancelled by the sender',
  },
  'error.purchaseLimit': {
    'zh-CN': '已达到购买上限',
    'zh-MO': '已達到購買上限',
    'en-US': 'Purchase limit reached',
  },
  'error.passportUnavailable': {
    'zh-CN': '暂时无法获取通行证信息',
    'zh-MO': '暫時無法獲取通行證信息',
    'en-US': 'Passport information is unavailable',
  },
  'error.pageUnavailable': {
    'zh-CN': '该页面暂时无法查看',
    'zh-MO': '該頁面暫時無法查看',
    'en-US': 'This page cannot be viewed',
  },
  'error.expressUnavailable': {
    'zh-CN': '该订单暂不支持快递配送',
    'zh-MO': '該訂單暫不支持快遞配送',
    'en-US': 'This order cannot be shipped by express',
  },
  'error.addressUndeliverable': {
    'zh-CN': '该地址暂不支持配送',
    'zh-MO': '該地址暫不支持配送',
    'en-US': 'This address cannot be delivered to',
  },
  'error.serviceClosed': {
    'zh-CN': '当前不在客服工作时间',
    'zh-MO': '當前不在客服工作時間',
    'en-US': 'Customer service is not available at this time',
  },

  // --- core §8 "Others" ---------------------------------------------------------------------------
  'error.jumpFailed': {
    'zh-CN': '跳转失败',
    'zh-MO': '跳轉失敗',
    'en-US': 'Jump failed',
  },
  'error.saveFailed': {
    'zh-CN': '保存失败',
    'zh-MO': '保存失敗',
    'en-US': 'Save failed',
  },
  'error.authorizedRetrySave': {
    'zh-CN': '授权成功，请重新保存',
    'zh-MO': '授權成功，請重新保存',
    'en-US': 'Authorization succeeded, please save again',
  },
  'error.albumPermissionFailed': {
    'zh-CN': '获取相册权限失败',
    'zh-MO': '獲取相冊權限失敗',
    'en-US': 'Failed to get album permission',
  },
  'error.updateFailed': {
    'zh-CN': '新版本已经上线，请删除小程序后重新搜索打开',
    'zh-MO': '新版本已經上線，請刪除小程序後重新搜尋打開',
    'en-US': 'A new version is available, delete the mini-program and search for it again',
  },

  // --- dialog defaults (core §8) -----------------------------------------------------------------
  'dialog.title': {
    'zh-CN': '当前访问人数过多',
    'zh-MO': '當前訪問人數過多',
    'en-US': 'Too many visitors',
  },
  'dialog.confirm': { 'zh-CN': '确定', 'zh-MO': '確定', 'en-US': 'OK' },
  'dialog.close': { 'zh-CN': '关闭', 'zh-MO': '關閉', 'en-US': 'Close' },
  /** The waiting-mode close button while its countdown runs. */
  'dialog.closeCountdown': {
    'zh-CN': '关闭（{seconds}s）',
    'zh-MO': '關閉（{seconds}s）',
    'en-US': 'Close ({seconds}s)',
  },
  'dialog.retry': { 'zh-CN': '重试', 'zh-MO': '重試', 'en-US': 'Retry' },
  'dialog.back': { 'zh-CN': '返回', 'zh-MO': '返回', 'en-US': 'Back' },
  'dialog.login': { 'zh-CN': '去登录', 'zh-MO': '去登入', 'en-US': 'Log in' },
  'dialog.bind': { 'zh-CN': '去绑定', 'zh-MO': '去綁定', 'en-US': 'Bind account' },
  'dialog.switchLanguage': { 'zh-CN': '切换语言', 'zh-MO': '切換語言', 'en-US': 'Switch language' },
  'dialog.relogin': { 'zh-CN': '重新登录', 'zh-MO': '重新登入', 'en-US': 'Log in again' },
  'dialog.cancel': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },

  // --- limiting progress dialog (core §4, §8) ----------------------------------------------------
  'request.progressTitle': {
    'zh-CN': '购票通道拥挤',
    'zh-MO': '購票通道擁擠',
    'en-US': 'Ticket channel crowded',
  },
  'request.progressSubText': {
    'zh-CN': '正在为您自动尝试',
    'zh-MO': '正在為您自動嘗試',
    'en-US': 'Trying automatically for you',
  },
  'request.tried': {
    'zh-CN': '已为您尝试{count}次',
    'zh-MO': '已為您嘗試{count}次',
    'en-US': { one: 'Tried {count} time', other: 'Tried {count} times' },
  },
  /** From the third try on the text adds "please be patient". */
  'request.triedPatient': {
    'zh-CN': '已为您尝试{count}次，请耐心等待',
    'zh-MO': '已為您嘗試{count}次，請耐心等待',
    'en-US': { one: 'Tried {count} time, please be patient', other: 'Tried {count} times, please be patient' },
  },
} satisfies Dictionary
