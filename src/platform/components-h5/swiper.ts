import type { Swiper as TaroSwiper } from '@tarojs/components'
import { SnapSwiper } from './snap-swiper'

/** The carousel on the browser's scroll snapping (snap-swiper.ts), not Taro's Swiper element. */
export const Swiper = SnapSwiper as unknown as typeof TaroSwiper
