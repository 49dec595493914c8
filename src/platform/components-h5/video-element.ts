import type { Video as TaroVideo } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-video-core.js'
import { taroComponent } from './make'

export const Video = /*#__PURE__*/ taroComponent<typeof TaroVideo>('taro-video-core', defineCustomElement)
