import type { SwiperItem as TaroSwiperItem } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-item-core.js'
import { taroComponent } from './make'

export const SwiperItem = /*#__PURE__*/ taroComponent<typeof TaroSwiperItem>('taro-swiper-item-core', defineCustomElement)
