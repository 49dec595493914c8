/**
 * The colours of every page, per skin: the app's own palette, and the merchant's theme colours as the
 * shop config gives them and as drawn, adjusted so that text in or on them reads at WCAG AA (4.5:1;
 * checked by test/unit/app/palette-contrast.test.ts for both skins and the demo merchants). Shared by
 * the app's page shell (src/components/page-shell/palette.ts) and the server's first screen
 * (server/src/http/first-screen), which must paint the same colours before the app runs.
 */
import { readableOn, textOn } from './contrast'
import type { ShopConfig, ShopTheme } from './shop'

export type Skin = 'light' | 'dark'

export interface Palette {
  /** Page background. */
  bg: string
  /** Cards, sheets and dialogs. */
  card: string
  text: string
  /** Secondary text: meta lines, hints, placeholders. */
  muted: string
  line: string
  /** Chip and input backgrounds. */
  chip: string
  danger: string
  success: string
  warning: string
}

export const PALETTES: Record<Skin, Palette> = {
  light: {
    bg: '#f5f5f7',
    card: '#ffffff',
    text: '#1d1d1f',
    muted: '#636366',
    line: '#f0f0f2',
    chip: '#f0f0f2',
    danger: '#c62828',
    success: '#17753f',
    warning: '#a35400',
  },
  dark: {
    bg: '#121214',
    card: '#1e1e21',
    text: '#f2f2f7',
    muted: '#a1a1a6',
    line: '#2c2c2f',
    chip: '#2c2c2f',
    danger: '#ff7a7a',
    success: '#4cd487',
    warning: '#ffb454',
  },
}

export interface ShopColours {
  mainColor: string
  priceColor: string
  navigateTextColor: string
  mixedColor: string
}

/**
 * The merchant's colours as drawn: the main and price colours as text on cards (links, prices,
 * selected chips) nudged to a readable shade of themselves; the text on main-colour surfaces
 * (buttons, the home header) the merchant's choice when it reads there, else white or black (one of
 * them always does once the main colour reads on a card); and the mixed colour, the other end of the
 * header's gradient under that same text, nudged to read with it.
 */
export function themeColours(skin: Skin, shop: ShopColours): ShopColours {
  // Every page shell renders this on every render with the same few inputs; the shades are searched
  // step by step, so each answer is kept (a shop has one theme, two skins).
  const key = `${skin}|${shop.mainColor}|${shop.priceColor}|${shop.navigateTextColor}|${shop.mixedColor}`
  const known = themeCache.get(key)
  if (known) return known
  const colours = computeThemeColours(skin, shop)
  if (themeCache.size > 32) themeCache.clear()
  themeCache.set(key, colours)
  return colours
}

const themeCache = new Map<string, ShopColours>()

function computeThemeColours(skin: Skin, shop: ShopColours): ShopColours {
  const { card } = PALETTES[skin]
  const mainColor = readableOn(shop.mainColor, card)
  const navigateTextColor = textOn([mainColor], shop.navigateTextColor)
  return {
    mainColor,
    priceColor: readableOn(shop.priceColor, card),
    mixedColor: readableOn(shop.mixedColor, navigateTextColor),
    navigateTextColor,
  }
}

/**
 * The shop theme of a skin: the entry of availableShopThemes whose `theme` is the skin, else the light
 * one, else the first; undefined when the shop lists none.
 */
export function themeForSkin(themes: readonly ShopTheme[] | undefined, skin: Skin): ShopTheme | undefined {
  if (!themes?.length) return undefined
  const named = (name: string) => themes.find((t) => t.theme?.toLowerCase() === name)
  return named(skin) ?? named('light') ?? themes[0]
}

/** The merchant's own colours for a skin, before any adjustment (defaults: the app's red, white text). */
export function shopColoursOf(config: Pick<ShopConfig, 'availableShopThemes' | 'themeColor' | 'shopMixedColor'> | null | undefined, skin: Skin): ShopColours {
  const theme = themeForSkin(config?.availableShopThemes, skin)
  const mainColor = theme?.shopMainColor || config?.themeColor || '#e8383d'
  return {
    mainColor,
    priceColor: theme?.priceColor || mainColor,
    navigateTextColor: theme?.navigateTextColor || '#ffffff',
    mixedColor: config?.shopMixedColor || mainColor,
  }
}
