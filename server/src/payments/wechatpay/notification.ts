/**
 * Opening a WeChat Pay API v3 notification, in the order its documentation asks, each step refusing
 * with its own reason (logged by the notify route):
 * 1. the four Wechatpay-* headers are there, the serial is the configured platform key's (a
 *    notification signed under any other key is refused even if its signature is self-consistent);
 * 2. its timestamp is within 5 minutes of now (a captured notification replayed later is refused;
 *    WeChat signs every re-delivery afresh);
 * 3. Wechatpay-Signature is the platform key's RSA-SHA256 over timestamp\nnonce\nbody\n (exact bytes);
 * 4. the resource opens with AES-256-GCM under the APIv3 key, nonce and associated data (any
 *    tampered byte fails the tag).
 * Verification and decryption use the SDK's own primitives (Rsa, Aes.AesGcm, Formatter).
 */
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin'
import { headerValue } from '../provider.js'
import type { WechatPayConfig } from './config.js'

export const REPLAY_WINDOW_SECONDS = 300

export type OpenedNotification =
  | { ok: true; notifyId: string; eventType: string; originalType: string; resource: Record<string, unknown> }
  | { ok: false; reason: 'HEADERS' | 'SERIAL' | 'STALE' | 'SIGNATURE' | 'BODY' | 'ALGORITHM' | 'DECRYPT' }

interface Envelope {
  id?: unknown
  event_type?: unknown
  resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown; original_type?: unknown }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

export function openNotification(config: WechatPayConfig, headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs = Date.now()): OpenedNotification {
  const timestamp = headerValue(headers, 'wechatpay-timestamp')
  const nonce = headerValue(headers, 'wechatpay-nonce')
  const signature = headerValue(headers, 'wechatpay-signature')
  const serial = headerValue(headers, 'wechatpay-serial')
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: 'HEADERS' }
  if (serial !== config.platformSerial) return { ok: false, reason: 'SERIAL' }
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - Number(timestamp)) > REPLAY_WINDOW_SECONDS) return { ok: false, reason: 'STALE' }
  let verified = false
  try {
    verified = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, config.platformKey)
  } catch {
    verified = false
  }
  if (!verified) return { ok: false, reason: 'SIGNATURE' }

  let envelope: Envelope
  try {
    envelope = JSON.parse(rawBody) as Envelope
  } catch {
    return { ok: false, reason: 'BODY' }
  }
  const r = envelope?.resource
  const notifyId = str(envelope?.id)
  const eventType = str(envelope?.event_type)
  const ciphertext = str(r?.ciphertext)
  const iv = str(r?.nonce)
  if (!r || !notifyId || !eventType || !ciphertext || !iv) return { ok: false, reason: 'BODY' }
  if (r.algorithm !== 'AEAD_AES_256_GCM') return { ok: false, reason: 'ALGORITHM' }
  let resource: unknown
  try {
    resource = JSON.parse(Aes.AesGcm.decrypt(ciphertext, config.apiV3Key, iv, str(r.associated_data) ?? ''))
  } catch {
    return { ok: false, reason: 'DECRYPT' }
  }
  if (!resource || typeof resource !== 'object') return { ok: false, reason: 'BODY' }
  return { ok: true, notifyId, eventType, originalType: str(r.original_type) ?? '', resource: resource as Record<string, unknown> }
}
