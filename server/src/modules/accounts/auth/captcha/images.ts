/**
 * Captcha images behind one interface. The answer is drawn from `crypto.randomInt` over characters
 * that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 9/G); svg-captcha only draws
 * them (its own text generator uses Math.random, which must not pick a secret). CAPTCHA_PROVIDER:
 * - `svg` (default): images only, answers kept nowhere but in the challenge's HMAC;
 * - `sandbox`: the same images, and the answers also kept in memory (`sandboxCaptcha.last()`) so an
 *   in-process end-to-end test can type them, the way it reads the sandbox SMS outbox. Never served,
 *   never logged; refused when NODE_ENV=production.
 */
import { randomInt } from 'node:crypto'
import { renderAsync } from '@resvg/resvg-js'
import svgCaptcha from 'svg-captcha'

export interface CaptchaImage {
  /** Upper-case letters and digits; compared case-insensitively. */
  answer: string
  svg: string
}

export interface CaptchaImages {
  readonly name: string
  create(): CaptchaImage
}

export const CAPTCHA_ALPHABET = '34679ACDEFHJKMNPQRTUVWXY'
export const CAPTCHA_LENGTH = 4

type Render = (text: string, options: svgCaptcha.ConfigObject) => string
// The package's default export draws a given text; its typings only name the helpers.
const render = svgCaptcha as unknown as Render

export function randomAnswer(length = CAPTCHA_LENGTH): string {
  let out = ''
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]
  return out
}

/**
 * Dark grey characters and lighter grey noise on a transparent ground (the page's frame gives the
 * colour): svg-captcha's random colours on a light background can come out too pale to read.
 */
export function drawCaptcha(answer: string): string {
  return render(answer, { width: 150, height: 50, fontSize: 56, noise: 3, color: false })
}

/**
 * The drawing as a PNG, the one image format every target shows from a data URI (the mini-programs'
 * image component is not promised to show SVG data URIs). Rendered on libuv's thread pool (~7 ms),
 * not on the event loop.
 */
export async function captchaPng(svg: string): Promise<Buffer> {
  return (await renderAsync(svg)).asPng()
}

export const svgCaptchaImages: CaptchaImages = {
  name: 'svg',
  create() {
    const answer = randomAnswer()
    return { answer, svg: drawCaptcha(answer) }
  },
}

export interface SandboxCaptchaImages extends CaptchaImages {
  /** Images made so far (the latest 100), oldest first. */
  issued(): readonly CaptchaImage[]
  last(): CaptchaImage | undefined
}

export function createSandboxCaptchaImages(): SandboxCaptchaImages {
  const made: CaptchaImage[] = []
  return {
    name: 'sandbox',
    create() {
      const image = svgCaptchaImages.create()
      made.push(image)
      if (made.length > 100) made.shift()
      return image
    },
    issued: () => made,
    last: () => made.at(-1),
  }
}

/** The process-wide sandbox used when CAPTCHA_PROVIDER=sandbox. */
export const sandboxCaptcha = createSandboxCaptchaImages()

export function createCaptchaImagesFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaImages {
  const provider = env.CAPTCHA_PROVIDER ?? 'svg'
  if (provider === 'svg') return svgCaptchaImages
  if (provider === 'sandbox') {
    if (env.NODE_ENV === 'production') throw new Error('CAPTCHA_PROVIDER=sandbox keeps answers in memory: not allowed with NODE_ENV=production')
    return sandboxCaptcha
  }
  throw new Error(`CAPTCHA_PROVIDER=${provider} is not supported (known: svg, sandbox)`)
}
