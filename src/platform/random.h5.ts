import { fallbackBytes } from './random-core'
import type { RandomPort } from './random'

interface WebCrypto {
  getRandomValues(bytes: Uint8Array): Uint8Array
}
// Every browser the H5 build targets has Web Crypto; the guard keeps very old web views working.
const webCrypto = (): WebCrypto | undefined => (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function' ? crypto : undefined)

export const primeRandom: RandomPort['primeRandom'] = () => undefined
export const hasStrongRandom: RandomPort['hasStrongRandom'] = () => webCrypto() !== undefined
export const randomBytes: RandomPort['randomBytes'] = (length) => {
  const c = webCrypto()
  return c ? c.getRandomValues(new Uint8Array(length)) : fallbackBytes(length)
}
