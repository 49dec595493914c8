import type { MovableArea as TaroMovableArea } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-movable-area-core.js'
import { taroComponent } from './make'

export const MovableArea = /*#__PURE__*/ taroComponent<typeof TaroMovableArea>('taro-movable-area-core', defineCustomElement)
