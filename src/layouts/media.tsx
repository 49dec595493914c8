/**
 * Media kinds: VIDEO (a merchant video with its poster, through Taro's Video component so the
 * mini-programs' native player and H5's <video> both play it) and ANCHOR_NAVIGATION.
 */
import { Text, Video, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { CARD_MARGIN, pageWidth } from '../components/show-card'
import { assetUrl } from '../utils/asset-url'
import { anchorDomId, useAnchorScope, visibleAnchors } from './anchor'
import { rendererOf } from './registry'
import { str, type RendererProps } from './types'

/** Videos fill the block's width at 16:9. */
const VIDEO_RATIO = 9 / 16

export const VideoBlock = observer(function VideoBlock({ component }: RendererProps) {
  const src = str(component.config, 'src')
  if (!src) return null
  const title = str(component.config, 'title')
  // The block sits inside the page margins and its own padding (12 px each side).
  const width = pageWidth() - 2 * CARD_MARGIN - 24
  return (
    <View className='lo-block lo-video' data-testid='layout-video'>
      {title && <Text className='lo-video__title'>{title}</Text>}
      <Video
        id={`video-${component.componentId}`}
        className='lo-video__player'
        style={{ height: `${Math.round(width * VIDEO_RATIO)}px` }}
        src={assetUrl(src)}
        poster={assetUrl(str(component.config, 'poster'))}
        controls
        showCenterPlayBtn
        objectFit='contain'
      />
    </View>
  )
})

/**
 * Scroll the page so the anchored component's top meets the top of the screen. The glide aims at
 * where the component was when it began; pictures or the video above it may still be loading and
 * push it down meanwhile, so a second, instant scroll lands on where it is now.
 */
function scrollToAnchor(domId: string): void {
  const selector = `#${domId}`
  Taro.pageScrollTo({ selector, duration: 300 })
    .then(() => Taro.pageScrollTo({ selector, duration: 0 }))
    .catch(() => undefined)
}

export function AnchorNavigation({ component, layout }: RendererProps) {
  const scope = useAnchorScope()
  const anchors = visibleAnchors(component.config.anchors, layout, (type) => rendererOf(type) !== null)
  if (!anchors.length) return null
  return (
    <View className='lo-anchors' data-testid='layout-anchors'>
      {anchors.map((a) => (
        <Text key={a.componentId} className='lo-anchors__item' data-anchor={a.componentId} onClick={() => scrollToAnchor(anchorDomId(scope, a.componentId))}>
          {a.title}
        </Text>
      ))}
    </View>
  )
}
