import type { Button as TaroButton } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-button-core.js'
import { taroComponent } from './make'

export const Button = /*#__PURE__*/ taroComponent<typeof TaroButton>('taro-button-core', defineCustomElement)
