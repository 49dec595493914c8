import type { SwiperItem as TaroSwiperItem } from '@tarojs/components'
import { SnapSwiperItem } from './snap-swiper'

/** A slide of the scroll-snapping carousel (snap-swiper.ts). */
export const SwiperItem = SnapSwiperItem as unknown as typeof TaroSwiperItem
