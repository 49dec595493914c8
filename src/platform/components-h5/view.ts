import type { View as TaroView } from '@tarojs/components'
import { PlainView } from './plain'

/** A plain element under Taro's tag (plain.ts): no Stencil custom element behind it. */
export const View = PlainView as unknown as typeof TaroView
