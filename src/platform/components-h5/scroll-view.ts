import type { ScrollView as TaroScrollView } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-scroll-view-core.js'
import { taroComponent } from './make'

export const ScrollView = /*#__PURE__*/ taroComponent<typeof TaroScrollView>('taro-scroll-view-core', defineCustomElement)
