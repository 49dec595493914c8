import type { Picker as TaroPicker } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-picker-core.js'
import { taroComponent } from './make'

export const Picker = /*#__PURE__*/ taroComponent<typeof TaroPicker>('taro-picker-core', defineCustomElement)
