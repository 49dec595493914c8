/**
 * "Navigate" to a venue with the host's map (spec core §1: mini-programs only; H5 has no map
 * navigation, so nothing is drawn there). The coordinates come from the API (venueLat / venueLng).
 */
import '../../packages/show/messages'
import { View } from '@tarojs/components'
import { t } from '../../i18n'
import { openMap, supportsMapNavigation, type MapPoint } from '../../platform/map'

export function NavigateButton({ point }: { point: MapPoint }) {
  if (!supportsMapNavigation() || !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null
  return (
    <View className='navigate-button link' data-testid='navigate' onClick={() => void openMap(point)}>
      {t('browse.detail.navigate')}
    </View>
  )
}
