import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'

/**
 * Taro's React wrapper of one of its H5 custom elements, built exactly as Taro's own
 * lib/react/components.js builds it (tag, no context, Taro's props manipulation, the element's
 * define function), but in a module of its own: see index.ts.
 */
export function taroComponent<T>(tagName: string, defineCustomElement: () => void): T {
  return createReactComponent(tagName, undefined, manipulatePropsFunction as never, defineCustomElement) as unknown as T
}
