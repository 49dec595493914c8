/**
 * Notification signatures: HMAC-SHA256 over the exact body bytes with the merchant's signing key,
 * hex-encoded in the `x-sandbox-signature` header (the scheme WeChat Pay v2 and many acquirers use).
 * Compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-sandbox-signature'

export function sign(key: string, body: string): string {
  return createHmac('sha256', key).update(body, 'utf8').digest('hex')
}

export function verify(key: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false
  const expected = Buffer.from(sign(key, body), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
