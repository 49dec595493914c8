/** Wording of the platform adapters (spec core §1, §5, §6, §8): files, maps, album, location, clipboard, payment. */
import type { Dictionary } from '../types'

export const platformMessages = {
  'platform.ok': { 'zh-CN': '确定', 'zh-MO': '確定', 'en-US': 'OK' },
  'platform.cancel': { 'zh-CN': '取消', 'zh-MO': '取消', 'en-US': 'Cancel' },
  'platform.tip': { 'zh-CN': '提示', 'zh-MO': '提示', 'en-US': 'Notice' },

  'platform.file.h5ImagesOnly': {
    'zh-CN': 'H5仅支持选择图片',
    'zh-MO': 'H5僅支援選擇圖片',
    'en-US': 'Only images can be chosen in the browser',
  },
  'platform.file.imagesOnly': {
    'zh-CN': '当前环境仅支持选择图片',
    'zh-MO': '當前環境僅支援選擇圖片',
    'en-US': 'Only images can be chosen here',
  },

  'platform.map.tryLater': { 'zh-CN': '请稍后再试', 'zh-MO': '請稍後再試', 'en-US': 'Please try again later' },

  'platform.phoneBinding.unsupported': {
    'zh-CN': '当前环境暂不支持绑定手机号',
    'zh-MO': '當前環境暫不支援綁定手機號',
    'en-US': 'Phone binding is not supported here',
  },

  'platform.pay.failed': { 'zh-CN': '支付失败', 'zh-MO': '支付失敗', 'en-US': 'Payment failed' },
  'platform.pay.infoNull': {
    'zh-CN': '支付失败: payInfo is null',
    'zh-MO': '支付失敗: payInfo is null',
    'en-US': 'Payment failed: payInfo is null',
  },

  'platform.album.saved': { 'zh-CN': '保存成功', 'zh-MO': '保存成功', 'en-US': 'Saved' },
  'platform.album.saveFailed': { 'zh-CN': '保存失败', 'zh-MO': '保存失敗', 'en-US': 'Save failed' },
  'platform.album.authRetry': {
    'zh-CN': '授权成功，请重新保存',
    'zh-MO': '授權成功，請重新保存',
    'en-US': 'Authorization succeeded, please try saving again',
  },
  'platform.album.authFailed': {
    'zh-CN': '获取相册权限失败',
    'zh-MO': '獲取相冊權限失敗',
    'en-US': 'Failed to get album permission',
  },
  'platform.album.h5Hint': {
    'zh-CN': '长按图片即可保存',
    'zh-MO': '長按圖片即可保存',
    'en-US': 'Press and hold the image to save it',
  },

  'platform.location.authFailed': {
    'zh-CN': '获取定位授权失败',
    'zh-MO': '獲取定位授權失敗',
    'en-US': 'Failed to obtain location authorization',
  },
  'platform.location.reason': {
    'zh-CN': '获取你的位置信息，以便为你提供更准确的场馆和演出信息',
    'zh-MO': '獲取你的位置資訊，以便為你提供更準確的場館和演出資訊',
    'en-US': 'We use your position to give you more accurate venue and show information',
  },
  'platform.openSetting': { 'zh-CN': '去设置', 'zh-MO': '去設定', 'en-US': 'Open settings' },

  'platform.clipboard.success': { 'zh-CN': '复制成功', 'zh-MO': '複製成功', 'en-US': 'Copied' },
  'platform.clipboard.failed': { 'zh-CN': '复制失败', 'zh-MO': '複製失敗', 'en-US': 'Copy failed' },

  'platform.student.unsupported': {
    'zh-CN': '当前环境暂不支持学生认证',
    'zh-MO': '當前環境暫不支援學生認證',
    'en-US': 'Student verification is not available here',
  },
} satisfies Dictionary

export type PlatformMessageKey = keyof typeof platformMessages
