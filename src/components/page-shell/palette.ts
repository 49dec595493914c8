/**
 * The page shell's CSS variables: the palette of the skin and the merchant's colours as drawn
 * (types/palette.ts).
 */
import type { CSSProperties } from 'react'
import { PALETTES, themeColours, type ShopColours, type Skin } from '../../../types/palette'

/** The page shell's CSS variables for a skin and the merchant's colours. */
export function shellStyle(skin: Skin, shop: ShopColours): CSSProperties {
  const p = PALETTES[skin]
  const c = themeColours(skin, shop)
  return {
    '--bg': p.bg,
    '--card': p.card,
    '--text': p.text,
    '--muted': p.muted,
    '--line': p.line,
    '--chip': p.chip,
    '--danger': p.danger,
    '--success': p.success,
    '--warning': p.warning,
    '--main-color': c.mainColor,
    '--price-color': c.priceColor,
    '--nav-text-color': c.navigateTextColor,
    '--mixed-color': c.mixedColor,
  } as CSSProperties
}
