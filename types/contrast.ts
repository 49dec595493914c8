/**
 * WCAG 2 colour contrast (relative luminance, contrast ratio) and the adjustments the page shell makes
 * to a merchant's theme colours so that text drawn in or on them stays readable: 4.5:1 for body text
 * (WCAG AA, what Lighthouse's colour-contrast audit checks). Pure; colours are #rgb or #rrggbb.
 */

export const AA_TEXT = 4.5

type Rgb = [number, number, number]

export function parseHex(color: string): Rgb | undefined {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`

/** WCAG relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const rgb = parseHex(color)
  if (!rgb) throw new Error(`not a hex colour: ${color}`)
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `color` mixed towards `target` by `amount` (0 = unchanged, 1 = target). */
function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((v, i) => v + (target[i]! - v) * amount) as Rgb
}

/**
 * The merchant's colour, or the nearest shade of it (mixed towards black on a light background,
 * towards white on a dark one) that reads at `min`:1 against `background`. Unparseable colours pass
 * through unchanged.
 */
export function readableOn(color: string, background: string, min = AA_TEXT): string {
  const rgb = parseHex(color)
  if (!rgb || !parseHex(background)) return color
  if (contrastRatio(color, background) >= min) return color
  const towards: Rgb = relativeLuminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255]
  for (let step = 1; step <= 20; step++) {
    const shade = toHex(mix(rgb, towards, step / 20))
    if (contrastRatio(shade, background) >= min) return shade
  }
  return toHex(towards)
}

/**
 * Text colour for surfaces painted in the given colours (a button in the main colour, a header in a
 * main-to-mixed gradient): the merchant's preferred text colour when it reads at `min`:1 on every one
 * of them, else white or black, whichever reads better on the worst of them.
 */
export function textOn(surfaces: string[], preferred: string, min = AA_TEXT): string {
  const valid = surfaces.filter((s) => parseHex(s))
  if (!valid.length) return preferred
  const worst = (text: string) => Math.min(...valid.map((s) => contrastRatio(text, s)))
  if (parseHex(preferred) && worst(preferred) >= min) return preferred
  return worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000'
}
