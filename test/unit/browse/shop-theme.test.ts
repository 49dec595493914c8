/** Shop theming: the theme entry of the skin on screen, its colours, and the native bar's text colour. */
import type { ShopConfig, ShopTheme } from '../../../types/shop'
import { navigationFrontColor, ShopStore } from '../../../src/stores/shop'
import { themeForSkin } from '../../../types/palette'

const LIGHT: ShopTheme = { theme: 'light', shopMainColor: '#C8102E', navigateTextColor: '#FFFFFF', priceColor: '#C8102E', avatar: '/logo-light.png' }
const DARK: ShopTheme = { theme: 'dark', shopMainColor: '#D4AF37', navigateTextColor: '#1A1A1A', priceColor: '#E0C060' }

describe('themeForSkin', () => {
  it('picks the entry of the skin, whatever the order', () => {
    expect(themeForSkin([LIGHT, DARK], 'dark')).toBe(DARK)
    expect(themeForSkin([DARK, LIGHT], 'light')).toBe(LIGHT)
    expect(themeForSkin([{ ...DARK, theme: 'DARK' }], 'dark')?.shopMainColor).toBe('#D4AF37')
  })
  it('falls back to the light entry, then the first, then none', () => {
    expect(themeForSkin([LIGHT], 'dark')).toBe(LIGHT)
    const other = { ...DARK, theme: 'festival' }
    expect(themeForSkin([other], 'light')).toBe(other)
    expect(themeForSkin([], 'light')).toBeUndefined()
    expect(themeForSkin(undefined, 'dark')).toBeUndefined()
  })
})

describe('navigationFrontColor', () => {
  it('turns the configured text colour into the white or black a native bar accepts', () => {
    expect(navigationFrontColor('#FFFFFF')).toBe('#ffffff')
    expect(navigationFrontColor('#fff')).toBe('#ffffff')
    expect(navigationFrontColor('#1A1A1A')).toBe('#000000')
    expect(navigationFrontColor('#FFD700')).toBe('#ffffff')
    expect(navigationFrontColor('not a colour')).toBe('#ffffff')
  })
})

describe('ShopStore colours follow the skin', () => {
  const config = { availableShopThemes: [LIGHT, DARK], themeColor: '#000000', shopMixedColor: '#00A3A1' } as unknown as ShopConfig

  it('uses the light entry in light skin and the dark entry in dark skin', () => {
    let skin: 'light' | 'dark' = 'light'
    const shop = new ShopStore(() => skin)
    shop.config = config
    expect([shop.mainColor, shop.priceColor, shop.navigateTextColor, shop.logo]).toEqual(['#C8102E', '#C8102E', '#FFFFFF', '/logo-light.png'])
    skin = 'dark'
    const dark = new ShopStore(() => skin)
    dark.config = config
    expect([dark.mainColor, dark.priceColor, dark.navigateTextColor, dark.logo]).toEqual(['#D4AF37', '#E0C060', '#1A1A1A', ''])
    expect(dark.mixedColor).toBe('#00A3A1')
  })

  it('falls back to themeColor, the main colour and white text without themes', () => {
    const shop = new ShopStore(() => 'dark')
    shop.config = { availableShopThemes: [], themeColor: '#123456', shopMixedColor: '' } as unknown as ShopConfig
    expect([shop.mainColor, shop.priceColor, shop.navigateTextColor, shop.mixedColor]).toEqual(['#123456', '#123456', '#ffffff', '#123456'])
  })
})
