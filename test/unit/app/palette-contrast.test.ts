/**
 * WCAG contrast of what every page is painted with (components/page-shell/palette.ts), in both skins:
 * the app's own text colours on its surfaces, and the merchants' theme colours as the page shell draws
 * them (the demo shops as seeded, the app's default, and colours a merchant could pick that fail as
 * given). 4.5:1 is WCAG AA for body text, what Lighthouse's colour-contrast audit checks.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PALETTES, themeColours, type ShopColours, type Skin } from '../../../types/palette'
import { AA_TEXT, contrastRatio, readableOn, relativeLuminance, textOn } from '../../../types/contrast'

const SKINS: Skin[] = ['light', 'dark']

describe('contrast arithmetic', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    // #767676 on white is the classic lightest AA grey (4.54:1).
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2)
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3)
  })

  it('nudges a colour to the nearest readable shade of itself, and keeps one that reads', () => {
    expect(readableOn('#c8102e', '#ffffff')).toBe('#c8102e')
    const red = readableOn('#e8383d', '#ffffff')
    expect(contrastRatio(red, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT)
    expect(red).not.toBe('#e8383d')
    const lifted = readableOn('#1f4e9e', '#1e1e21')
    expect(contrastRatio(lifted, '#1e1e21')).toBeGreaterThanOrEqual(AA_TEXT)
  })

  it("keeps the merchant's text colour when it reads on every surface, else picks white or black", () => {
    expect(textOn(['#1f4e9e'], '#ffffff')).toBe('#ffffff')
    expect(textOn(['#00a3a1'], '#ffffff')).toBe('#000000')
    expect(textOn(['#c8102e', '#d4af37'], '#ffffff')).toBe('#000000')
  })
})

describe.each(SKINS)('the %s palette', (skin) => {
  const p = PALETTES[skin]
  it.each(['text', 'muted', 'danger', 'success', 'warning'] as const)('%s reads at AA on the page, cards and chips', (name) => {
    for (const surface of [p.bg, p.card, p.chip]) {
      expect({ [name]: contrastRatio(p[name], surface) >= AA_TEXT ? 'ok' : `${contrastRatio(p[name], surface).toFixed(2)}:1 on ${surface}` }).toEqual({ [name]: 'ok' })
    }
  })
})

/** The demo shops' theme colours as the seed writes them (server/src/seed/shop.ts). */
function seededThemes(): Array<{ label: string; skin: Skin; shop: ShopColours }> {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../server/src/seed/shop.ts'), 'utf8')
  const shops = source.split(/export const \w+_SHOP/).slice(1)
  const themes = shops.flatMap((block, i) => {
    const mixed = /shopMixedColor:\s*'(#[0-9a-fA-F]{3,6})'/.exec(block)?.[1] ?? ''
    return [...block.matchAll(/\{\s*theme:\s*'(light|dark)',\s*shopMainColor:\s*'(#\w+)',\s*navigateTextColor:\s*'(#\w+)',\s*priceColor:\s*'(#\w+)'\s*\}/g)].map((m) => ({
      label: `seeded shop ${i + 1} ${m[1]}`,
      skin: m[1] as Skin,
      shop: { mainColor: m[2]!, navigateTextColor: m[3]!, priceColor: m[4]!, mixedColor: mixed || m[2]! },
    }))
  })
  return themes
}

describe('merchant theme colours as drawn', () => {
  const seeded = seededThemes()
  const defaults = SKINS.map((skin) => ({ label: `app default ${skin}`, skin, shop: { mainColor: '#e8383d', priceColor: '#e8383d', navigateTextColor: '#ffffff', mixedColor: '#e8383d' } }))
  // Colours a merchant may well configure that fail as given: yellow with white text, a pale price, navy in dark.
  const picky = SKINS.flatMap((skin) => [
    { label: `yellow ${skin}`, skin, shop: { mainColor: '#ffd400', priceColor: '#ff9900', navigateTextColor: '#ffffff', mixedColor: '#ffe680' } },
    { label: `navy ${skin}`, skin, shop: { mainColor: '#0b1f4d', priceColor: '#2a2a72', navigateTextColor: '#111111', mixedColor: '#102a66' } },
  ])

  it('finds both skins of both demo shops in the seed', () => {
    expect(seeded.map((s) => s.label)).toEqual(['seeded shop 1 light', 'seeded shop 1 dark', 'seeded shop 2 light', 'seeded shop 2 dark'])
  })

  it.each([...seeded, ...defaults, ...picky].map((c) => [c.label, c] as const))('%s: links, prices and button text read at AA', (_label, { skin, shop }) => {
    const drawn = themeColours(skin, shop)
    const card = PALETTES[skin].card
    const ratios = {
      'main colour as text on a card': contrastRatio(drawn.mainColor, card),
      'price on a card': contrastRatio(drawn.priceColor, card),
      'text on a main-colour button': contrastRatio(drawn.navigateTextColor, drawn.mainColor),
      'text on the mixed end of the header gradient': contrastRatio(drawn.navigateTextColor, drawn.mixedColor),
    }
    for (const [what, ratio] of Object.entries(ratios)) expect({ what, ok: ratio >= AA_TEXT }).toEqual({ what, ok: true })
  })

  it("leaves a merchant's colours alone where they already read", () => {
    const bund = { mainColor: '#1F4E9E', priceColor: '#1F4E9E', navigateTextColor: '#FFFFFF', mixedColor: '#1F4E9E' }
    expect(themeColours('light', bund)).toEqual(bund)
  })
})
