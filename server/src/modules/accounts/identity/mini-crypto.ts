/**
 * The messaging-app mini-program's encrypted user data (WeChat's published scheme, which Douyin
 * follows; Alipay has its own, see alipay.ts): AES-128-CBC with PKCS#7 padding, key = base64 session key (16 bytes),
 * iv = base64 initVector, payload = base64 JSON carrying `watermark.appid` of the app it was made for.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto'

export interface MiniPhone {
  /** Digits without the country code. */
  purePhoneNumber: string
  countryCode: string
}

function keyAndIv(sessionKey: string, initVector: string): { key: Buffer; iv: Buffer } | null {
  const key = Buffer.from(sessionKey, 'base64')
  const iv = Buffer.from(initVector, 'base64')
  return key.length === 16 && iv.length === 16 ? { key, iv } : null
}

/** The phone number inside `encryptedData`, or null when it does not decrypt or was made for another app. */
export function decryptMiniPhone(encryptedData: string, initVector: string, sessionKey: string, appId: string): MiniPhone | null {
  const k = keyAndIv(sessionKey, initVector)
  if (!k) return null
  let parsed: { purePhoneNumber?: unknown; countryCode?: unknown; watermark?: { appid?: unknown } }
  try {
    const decipher = createDecipheriv('aes-128-cbc', k.key, k.iv)
    const plain = Buffer.concat([decipher.update(Buffer.from(encryptedData, 'base64')), decipher.final()])
    parsed = JSON.parse(plain.toString('utf8'))
  } catch {
    return null
  }
  if (parsed.watermark?.appid !== appId) return null
  if (typeof parsed.purePhoneNumber !== 'string' || !/^\d{5,15}$/.test(parsed.purePhoneNumber)) return null
  const cc = typeof parsed.countryCode === 'string' && /^\d{1,4}$/.test(parsed.countryCode) ? parsed.countryCode : '86'
  return { purePhoneNumber: parsed.purePhoneNumber, countryCode: cc }
}

/** The host's side of the scheme: the sandbox uses it to hand a page what a real host would. */
export function encryptMiniPhone(phone: MiniPhone, sessionKey: string, initVector: string, appId: string, timestamp: number): string {
  const k = keyAndIv(sessionKey, initVector)
  if (!k) throw new Error('session key and iv must be 16 bytes each (base64)')
  const plain = JSON.stringify({
    phoneNumber: `${phone.countryCode === '86' ? '' : `+${phone.countryCode}`}${phone.purePhoneNumber}`,
    purePhoneNumber: phone.purePhoneNumber,
    countryCode: phone.countryCode,
    watermark: { appid: appId, timestamp },
  })
  const cipher = createCipheriv('aes-128-cbc', k.key, k.iv)
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
}

/** WeChat's scheme (Douyin follows it) as the verifiers answer it: no session key, no number. */
export function wechatMiniPhone(
  appId: string,
  payload: { encryptedData: string; initVector: string },
  sessionKey: string | undefined,
): { ok: true; phone: MiniPhone } | { ok: false; reason: 'INVALID' } {
  if (!sessionKey) return { ok: false, reason: 'INVALID' }
  const phone = decryptMiniPhone(payload.encryptedData, payload.initVector, sessionKey, appId)
  return phone ? { ok: true, phone } : { ok: false, reason: 'INVALID' }
}
