import type { View as TaroView } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-view-core.js'
import { taroComponent } from './make'

export const View = /*#__PURE__*/ taroComponent<typeof TaroView>('taro-view-core', defineCustomElement)
