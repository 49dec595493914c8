import type { RichText as TaroRichText } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-rich-text-core.js'
import { taroComponent } from './make'

export const RichText = /*#__PURE__*/ taroComponent<typeof TaroRichText>('taro-rich-text-core', defineCustomElement)
