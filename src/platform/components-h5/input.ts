import type { Input as TaroInput } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-input-core.js'
import { taroComponent } from './make'

export const Input = /*#__PURE__*/ taroComponent<typeof TaroInput>('taro-input-core', defineCustomElement)
