import type { Text as TaroText } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-text-core.js'
import { taroComponent } from './make'

export const Text = /*#__PURE__*/ taroComponent<typeof TaroText>('taro-text-core', defineCustomElement)
