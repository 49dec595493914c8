/**
 * The merchant's shop config (theme, languages, navigation, flags) as the API answers it.
 * Loaded at launch and again when the language changes (navigation names are localised).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ShopConfig, ShopTheme } from '../../types/shop'
import { shopColoursOf, themeForSkin, type ShopColours, type Skin } from '../../types/palette'
import { getHost } from '../platform/host'
import { fetchCopywriting, fetchShopConfig } from '../services/shop'

export type { Skin }

/** A native navigation bar takes only white or black text: the one nearer the configured colour. */
export function navigationFrontColor(textColor: string): '#ffffff' | '#000000' {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(textColor.trim())?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
  // Relative luminance (sRGB weights) above the midpoint reads as a light colour.
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 127.5 ? '#ffffff' : '#000000'
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

/** The copywriting client of each target (the merchant may word a target differently). */
const COPYWRITING_CLIENT: Record<string, string> = { weapp: 'WEIXIN', alipay: 'ALIPAY', tt: 'TT', h5: 'H5' }

export class ShopStore {
  config: ShopConfig | null = null
  state: LoadState = 'idle'
  errorMessage = ''
  /** The merchant's search placeholder (copywriting base 'search.placeholder'); '' when it has none. */
  searchPlaceholder = ''
  private copyLang = ''

  /** `skin` tells the light/dark skin on screen (the app store's theme), which picks the shop theme. */
  constructor(private readonly skin: () => Skin = () => 'light') {
    makeAutoObservable<this, 'skin' | 'copyLang'>(this, { skin: false, copyLang: false })
  }

  /** Loads the merchant's copywriting once per language (texts are localised); failures keep the defaults. */
  async loadCopywriting(lang: string): Promise<void> {
    if (this.copyLang === lang) return
    this.copyLang = lang
    try {
      const copy = await fetchCopywriting(COPYWRITING_CLIENT[getHost().target] ?? 'H5')
      runInAction(() => (this.searchPlaceholder = copy.base?.['search.placeholder'] ?? ''))
    } catch {
      this.copyLang = ''
    }
  }

  get isOpen(): boolean {
    return this.config?.shopStatus === 'OPEN'
  }

  /** The shop's theme for the skin on screen. */
  get theme(): ShopTheme | undefined {
    return themeForSkin(this.config?.availableShopThemes, this.skin())
  }

  /** The merchant's own colours for the skin on screen (types/palette.ts shopColoursOf). */
  get colours(): ShopColours {
    return shopColoursOf(this.config, this.skin())
  }

  get mainColor(): string {
    return this.colours.mainColor
  }

  get priceColor(): string {
    return this.colours.priceColor
  }

  /** Text on the shop-coloured navigation surfaces (navigation bar, home header, main-colour buttons). */
  get navigateTextColor(): string {
    return this.colours.navigateTextColor
  }

  /** The shop's second colour, mixed with the main one in gradients of its coloured surfaces. */
  get mixedColor(): string {
    return this.colours.mixedColor
  }

  /** The shop logo of the skin on screen (the theme's avatar), '' when none. */
  get logo(): string {
    return this.theme?.avatar || ''
  }

  async load(): Promise<ShopConfig | null> {
    this.state = 'loading'
    try {
      const config = await fetchShopConfig()
      runInAction(() => {
        this.config = config
        this.state = 'ready'
        this.errorMessage = ''
      })
      return config
    } catch (error) {
      runInAction(() => {
        this.state = 'error'
        this.errorMessage = error instanceof Error ? error.message : String(error)
      })
      return null
    }
  }
}
