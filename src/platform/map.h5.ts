import type { MapPort } from './map'
import { pt } from './i18n'
import { showAlert } from './ui'

export const supportsMapNavigation: MapPort['supportsMapNavigation'] = () => false

export const openMap: MapPort['openMap'] = async () => {
  await showAlert(pt('platform.map.tryLater'))
  return false
}
