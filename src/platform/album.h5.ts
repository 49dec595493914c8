import type { AlbumPort } from './album'
import { getHost } from './host'
import { pt } from './i18n'
import { showToast } from './ui'

/**
 * Browsers have no album: plain browsers download the file; in-app browsers (messaging app, Alipay,
 * bank apps, the app shell) ignore downloads, so they get the press-and-hold hint.
 */
export const saveImageToAlbum: AlbumPort['saveImageToAlbum'] = async (filePath) => {
  const kind = getHost().kind
  if ((kind !== 'mobile-browser' && kind !== 'desktop-browser') || typeof document === 'undefined') {
    showToast(pt('platform.album.h5Hint'))
    return false
  }
  try {
    const a = document.createElement('a')
    a.href = filePath
    a.download = filePath.split('/').pop()?.split('?')[0] || 'image'
    document.body.appendChild(a)
    a.click()
    a.remove()
    return true
  } catch {
    showToast(pt('platform.album.saveFailed'))
    return false
  }
}
