import type { WebView as TaroWebView } from '@tarojs/components'
import { defineCustomElement } from '@tarojs/components/dist/components/taro-web-view-core.js'
import { taroComponent } from './make'

export const WebView = /*#__PURE__*/ taroComponent<typeof TaroWebView>('taro-web-view-core', defineCustomElement)
