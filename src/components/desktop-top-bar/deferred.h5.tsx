/**
 * H5: the desktop top bar (with the account store its avatar reads and Taro's Input) loads the first
 * time a page renders it, and the page shell renders it only in desktop mode: a phone never fetches
 * it, and it is no part of the phone's first screen (issue 16; `npm run size` reports it apart as a
 * deferred component). Until it arrives an empty bar of the same height holds its place.
 */
import { View } from '@tarojs/components'
import { deferredComponent } from '../../platform/components-h5/deferred'

export const DesktopTopBar = deferredComponent<{ current?: string }>(
  // Named by its folder: `npm run size` reports the chunk under the import's request.
  () => import('../desktop-top-bar/index').then((m) => m.DesktopTopBar),
  () => <View className='desktop-bar-stand-in' />,
)
