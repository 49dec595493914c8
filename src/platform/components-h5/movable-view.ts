import type { MovableView as TaroMovableView } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-movable-view-core.js'
import { taroComponent } from './make'

export const MovableView = /*#__PURE__*/ taroComponent<typeof TaroMovableView>('taro-movable-view-core', defineCustomElement)
