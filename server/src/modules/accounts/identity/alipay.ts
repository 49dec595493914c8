/**
 * Alipay mini-program login: the phone number my.getPhoneNumber hands the page, and (live) the login
 * code exchange.
 *
 * Phone number. `res.response` is a JSON message {response, sign, sign_type: RSA2, encrypt_type: AES};
 * its `response` is base64 of AES-128-CBC (PKCS#7 padding, 16 zero bytes IV) with the mini-program's
 * AES key ("接口内容加密方式") over JSON {"code":"10000","msg":"Success","mobile":"..."}; `sign` is RSA2
 * (SHA256withRSA) by Alipay over the ciphertext in double quotes, checked with the Alipay public key.
 * The signature is checked before anything is decrypted: CBC without it would let a forger probe
 * the padding; with it only Alipay's own ciphertexts are ever opened. A code other than 10000 is
 * Alipay refusing (no authorisation, not configured, busy) and is answered as such.
 *
 * Login code (live only). my.getAuthCode's code is exchanged with alipay.system.oauth.token on the
 * open-platform gateway: a form POST signed RSA2 with the app's private key, whose answer node is
 * checked with the Alipay public key; the person is `open_id` (newer apps) or `user_id`.
 */
import { createCipheriv, createDecipheriv, sign as rsaSign, verify as rsaVerify, type KeyObject } from 'node:crypto'
import { beijingDateTime } from '../../../lib/beijing-time.js'
import { privateKeyOf, publicKeyOf } from '../../../lib/rsa-keys.js'
import type { MiniPhone } from './mini-crypto.js'

export { privateKeyOf, publicKeyOf }

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'
/** The success code of Alipay's open API. */
export const ALIPAY_OK = '10000'

export interface AlipayAppKeys {
  appId: string
  /** The app's AES key, base64 of 16 bytes. */
  aesKey: string
  /** Alipay's RSA2 public key for this app: checks every signed answer. */
  alipayPublicKey: KeyObject
  /** The app's own RSA2 private key: signs gateway requests (live code exchange). */
  appPrivateKey?: KeyObject
}

export type AlipayPhoneResult =
  | { ok: true; phone: MiniPhone }
  | { ok: false; reason: 'INVALID' }
  /** Authentic answer, but Alipay gave no number: its code (40003, 20000, ...). */
  | { ok: false; reason: 'REFUSED'; hostCode: string }

const ZERO_IV = Buffer.alloc(16)

function aesKeyOf(aesKey: string): Buffer | null {
  const key = Buffer.from(aesKey, 'base64')
  return key.length === 16 ? key : null
}

/** The Alipay side of the scheme (the sandbox uses it to hand the page what Alipay would). */
export function encryptAlipayContent(content: string, aesKey: string): string {
  const key = aesKeyOf(aesKey)
  if (!key) throw new Error('the Alipay AES key must be base64 of 16 bytes')
  const cipher = createCipheriv('aes-128-cbc', key, ZERO_IV)
  return Buffer.concat([cipher.update(content, 'utf8'), cipher.final()]).toString('base64')
}

/** The plaintext, or null when the key does not fit or the padding is wrong. */
export function decryptAlipayContent(ciphertext: string, aesKey: string): string | null {
  const key = aesKeyOf(aesKey)
  if (!key || !/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) return null
  try {
    const decipher = createDecipheriv('aes-128-cbc', key, ZERO_IV)
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export function signAlipay(content: string, privateKey: KeyObject): string {
  return rsaSign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64')
}

export function verifyAlipay(content: string, signature: string, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return rsaVerify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

/** What Alipay signs for an encrypted answer: the ciphertext as a JSON string literal. */
export const signedContentOf = (ciphertext: string) => `"${ciphertext}"`

/** Mainland numbers come bare (11 digits); others as +852-91234567 or 852-91234567. */
function phoneOf(mobile: unknown): MiniPhone | null {
  if (typeof mobile !== 'string') return null
  const m = /^(?:\+?(\d{1,4})-)?(\d{5,15})$/.exec(mobile.trim())
  if (!m) return null
  return { countryCode: m[1] ?? '86', purePhoneNumber: m[2] ?? '' }
}

/** Check the signature, decrypt, read the number. */
export function readAlipayPhone(ciphertext: string, signature: string | undefined, app: AlipayAppKeys): AlipayPhoneResult {
  if (!signature || !verifyAlipay(signedContentOf(ciphertext), signature, app.alipayPublicKey)) return { ok: false, reason: 'INVALID' }
  const plain = decryptAlipayContent(ciphertext, app.aesKey)
  if (plain === null) return { ok: false, reason: 'INVALID' }
  let parsed: { code?: unknown; mobile?: unknown }
  try {
    parsed = JSON.parse(plain) as typeof parsed
  } catch {
    return { ok: false, reason: 'INVALID' }
  }
  if (!parsed || typeof parsed !== 'object') return { ok: false, reason: 'INVALID' }
  const code = typeof parsed.code === 'string' || typeof parsed.code === 'number' ? String(parsed.code) : ''
  if (code !== ALIPAY_OK) return /^\d{1,8}$/.test(code) ? { ok: false, reason: 'REFUSED', hostCode: code } : { ok: false, reason: 'INVALID' }
  const phone = phoneOf(parsed.mobile)
  return phone ? { ok: true, phone } : { ok: false, reason: 'INVALID' }
}

// --- keys and configuration ---------------------------------------------------------------------

/**
 * ALIPAY_MINI_APPS: `appId:aesKey:appPrivateKey:alipayPublicKey`, comma separated, keys as Alipay's
 * console shows them (base64, which has neither ':' nor ','). A malformed entry stops the start
 * rather than failing every buyer's login later.
 */
export function parseAlipayApps(raw: string | undefined): Map<string, AlipayAppKeys> {
  const apps = new Map<string, AlipayAppKeys>()
  for (const entry of (raw ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const [appId, aesKey, privateKey, publicKey, ...rest] = entry.split(':')
    if (!appId || !aesKey || !privateKey || !publicKey || rest.length) throw new Error('ALIPAY_MINI_APPS entries are appId:aesKey:appPrivateKey:alipayPublicKey')
    if (!aesKeyOf(aesKey)) throw new Error(`ALIPAY_MINI_APPS ${appId}: the AES key must be base64 of 16 bytes`)
    apps.set(appId, { appId, aesKey, appPrivateKey: privateKeyOf(privateKey), alipayPublicKey: publicKeyOf(publicKey) })
  }
  return apps
}

// --- live login code exchange ---------------------------------------------------------------------

/** yyyy-MM-dd HH:mm:ss in Beijing time, as the gateway wants its timestamp. */
export const gatewayTimestamp = beijingDateTime

/** The gateway's string to sign: non-empty parameters but sign, sorted by name, as k=v joined by &. */
export function gatewaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

/**
 * The raw text of `"name": {...}` in a gateway answer: the signature covers these exact bytes, so the
 * node is cut out of the text, not re-serialised.
 */
export function rawJsonNode(text: string, name: string): string | null {
  const key = `"${name}"`
  let i = text.indexOf(key)
  if (i < 0) return null
  i = text.indexOf(':', i + key.length)
  if (i < 0) return null
  i++
  while (/\s/.test(text[i] ?? '')) i++
  if (text[i] !== '{') return null
  let depth = 0
  let inString = false
  for (let j = i; j < text.length; j++) {
    const c = text[j]
    if (inString) {
      if (c === '\\') j++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return text.slice(i, j + 1)
  }
  return null
}

export type AlipayOauthResult = { ok: true; subject: string } | { ok: false; reason: 'INVALID' | 'UNAVAILABLE' }

/** alipay.system.oauth.token: the person behind a my.getAuthCode code of `app`. */
export async function exchangeAlipayCode(
  app: AlipayAppKeys,
  code: string,
  now: number,
  gateway: string = ALIPAY_GATEWAY,
  fetchImpl: typeof fetch = fetch,
): Promise<AlipayOauthResult> {
  if (!app.appPrivateKey) return { ok: false, reason: 'UNAVAILABLE' }
  const params: Record<string, string> = {
    app_id: app.appId,
    method: 'alipay.system.oauth.token',
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: gatewayTimestamp(now),
    version: '1.0',
    grant_type: 'authorization_code',
    code,
  }
  params.sign = signAlipay(gatewaySignContent(params), app.appPrivateKey)
  const res = await fetchImpl(gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
    signal: AbortSignal.timeout(5000),
  }).catch(() => null)
  if (!res?.ok) return { ok: false, reason: 'UNAVAILABLE' }
  const text = await res.text().catch(() => '')
  let body: { sign?: unknown; alipay_system_oauth_token_response?: { user_id?: unknown; open_id?: unknown } }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return { ok: false, reason: 'UNAVAILABLE' }
  }
  const node = rawJsonNode(text, 'alipay_system_oauth_token_response')
  // An error answer (error_response: invalid or used code) has no such node.
  if (!node || typeof body.sign !== 'string' || !verifyAlipay(node, body.sign, app.alipayPublicKey)) return { ok: false, reason: 'INVALID' }
  const answer = body.alipay_system_oauth_token_response ?? {}
  const subject = typeof answer.open_id === 'string' && answer.open_id ? answer.open_id : typeof answer.user_id === 'string' ? answer.user_id : ''
  return subject ? { ok: true, subject } : { ok: false, reason: 'INVALID' }
}
