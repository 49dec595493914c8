/** Album saving on the mini-program targets: Taro.saveImageToPhotosAlbum, then the settings page on refusal. */
import Taro from '@tarojs/taro'
import { pt } from './i18n'
import { askForScope, isAuthDenied } from './permission'
import { showToast } from './ui'

export async function saveImageVia(filePath: string, scope: string): Promise<boolean> {
  let local = filePath
  try {
    if (/^https?:\/\//i.test(filePath)) {
      const res = await Taro.downloadFile({ url: filePath })
      if (res.statusCode !== 200 || !res.tempFilePath) throw new Error('download failed')
      local = res.tempFilePath
    }
    await Taro.saveImageToPhotosAlbum({ filePath: local })
    showToast(pt('platform.album.saved'))
    return true
  } catch (err) {
    if (!isAuthDenied(err)) {
      showToast(pt('platform.album.saveFailed'))
      return false
    }
    const granted = await askForScope(scope, pt('platform.tip'), pt('platform.album.authFailed'))
    showToast(granted ? pt('platform.album.authRetry') : pt('platform.album.authFailed'))
    return false
  }
}
