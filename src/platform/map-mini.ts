/** Map navigation shared by the mini-program targets (Taro.openLocation). */
import Taro from '@tarojs/taro'
import type { MapPort } from './map'
import { pt } from './i18n'
import { showAlert } from './ui'

export const supportsMapNavigation: MapPort['supportsMapNavigation'] = () => true

export const openMap: MapPort['openMap'] = async (point) => {
  const latitude = Number(point.latitude)
  const longitude = Number(point.longitude)
  try {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error('bad point')
    await Taro.openLocation({ latitude, longitude, name: point.name ?? '', address: point.address ?? '', scale: 18 })
    return true
  } catch {
    await showAlert(pt('platform.map.tryLater'))
    return false
  }
}
