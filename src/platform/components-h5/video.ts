import type { Video as TaroVideo } from '@tarojs/components'
import { createElement, type ComponentProps, type CSSProperties } from 'react'
import { deferredComponent } from './deferred'

type VideoProps = ComponentProps<typeof TaroVideo>

/**
 * Taro's Video, loaded when a page first renders one (see deferred.ts). Meanwhile its poster stands
 * in, on black, in a box of the player's class and size.
 */
export const Video = deferredComponent<VideoProps>(
  () => import('./video-element').then((m) => m.Video as never),
  ({ className, style, poster }) =>
    createElement('div', {
      className,
      'data-deferred': 'video',
      style: {
        ...(typeof style === 'object' ? (style as CSSProperties) : {}),
        background: `#000 ${poster ? `url(${JSON.stringify(poster)})` : ''} center / contain no-repeat`,
      },
    }),
) as unknown as typeof TaroVideo
