import type { Swiper as TaroSwiper } from '@tarojs/components'
import { Children, createElement, type ComponentProps, type CSSProperties } from 'react'
import { deferredComponent } from './deferred'

type SwiperProps = ComponentProps<typeof TaroSwiper>

/**
 * Taro's Swiper, loaded when a page first renders one (see deferred.ts). Meanwhile the first slide
 * stands in, in a box of the swiper's own class, so a carousel at the top of a page paints its first
 * image without waiting for the Swiper library.
 */
export const Swiper = deferredComponent<SwiperProps>(
  () => import('./swiper-element').then((m) => m.Swiper as never),
  ({ className, style, children }) =>
    createElement(
      'div',
      { className, style: typeof style === 'object' ? (style as CSSProperties) : undefined, 'data-deferred': 'swiper' },
      Children.toArray(children)[0],
    ),
) as unknown as typeof TaroSwiper
