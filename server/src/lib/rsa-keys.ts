/**
 * RSA keys as payment and login providers hand them out: PEM text, or bare base64 DER as consoles
 * show them (Alipay's console, WeChat Pay's public key page). Private keys may be PKCS#8 or PKCS#1;
 * public keys SPKI, or a PEM certificate (WeChat Pay platform certificates), whose key is used.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'

export function privateKeyOf(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text)
  const der = Buffer.from(text, 'base64')
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

export function publicKeyOf(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPublicKey(text)
  return createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' })
}

/** Environment variables keep PEM line breaks as literal `\n` more often than not. */
export const unescapePem = (text: string) => text.replace(/\\n/g, '\n').trim()
