import type { Image as TaroImage } from '@tarojs/components'
import { PlainImage } from './plain'

/** A plain `<img>` in an element under Taro's tag (plain.ts): no Stencil custom element behind it. */
export const Image = PlainImage as unknown as typeof TaroImage
