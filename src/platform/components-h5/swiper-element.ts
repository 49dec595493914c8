import type { Swiper as TaroSwiper } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-swiper-core.js'
import { taroComponent } from './make'

export const Swiper = /*#__PURE__*/ taroComponent<typeof TaroSwiper>('taro-swiper-core', defineCustomElement)
