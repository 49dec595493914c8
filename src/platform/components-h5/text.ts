import type { Text as TaroText } from '@tarojs/components'
import { PlainText } from './plain'

/** A plain element under Taro's tag (plain.ts): no Stencil custom element behind it. */
export const Text = PlainText as unknown as typeof TaroText
