import type { Image as TaroImage } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-image-core.js'
import { taroComponent } from './make'

export const Image = /*#__PURE__*/ taroComponent<typeof TaroImage>('taro-image-core', defineCustomElement)
