/**
 * The host-independent half of phone binding: reading Taro.login's answer and the phone button's
 * event detail (WeChat and Douyin hand over `encryptedData` + `iv`, Alipay a JSON `response`).
 */
import Taro from '@tarojs/taro'
import type { PhoneGrant } from './phone-binding'

/** Taro.login maps to wx.login / tt.login / my.getAuthCode (scope auth_base); all answer `code`. */
export async function loginCodeViaTaro(): Promise<string | null> {
  try {
    const res = (await Taro.login()) as { code?: unknown }
    return typeof res?.code === 'string' && res.code ? res.code : null
  } catch {
    return null
  }
}

interface PhoneDetail {
  encryptedData?: unknown
  iv?: unknown
  errMsg?: unknown
}

/** A getPhoneNumber button event (WeChat, Douyin): granted only when both encrypted parts arrived. */
export function grantFromPhoneEvent(event: unknown): PhoneGrant {
  const detail = ((event as { detail?: PhoneDetail } | null)?.detail ?? {}) as PhoneDetail
  const { encryptedData, iv } = detail
  if (typeof encryptedData === 'string' && encryptedData && typeof iv === 'string' && iv) {
    return { kind: 'granted', encryptedData, initVector: iv }
  }
  return { kind: 'denied', reason: typeof detail.errMsg === 'string' ? detail.errMsg : 'no phone data' }
}

interface AlipayMessage {
  response?: unknown
  sign?: unknown
  encrypt_type?: unknown
}

/**
 * Alipay's my.getPhoneNumber answer, passed on as Alipay gave it: `res.response` is the whole message
 * (a JSON string; some base libraries hand the object itself) whose `response` is the encrypted number
 * (base64 AES-128-CBC with the app's key, zero IV) and `sign` Alipay's RSA2 signature over it. Both go
 * to the server, which checks the signature with Alipay's public key and decrypts with the app's key;
 * the zero IV travels as initVector so the body keeps one shape for every host. An unencrypted
 * message is Alipay's refusal ({code, msg, subCode}: encryption not set up, no permission).
 */
export function grantFromAlipayResponse(raw: unknown): PhoneGrant {
  const field = (raw as { response?: unknown } | null)?.response
  let message: AlipayMessage | null = null
  try {
    message = (typeof field === 'string' ? JSON.parse(field) : field) as AlipayMessage | null
  } catch {
    message = null
  }
  if (message && typeof message === 'object') {
    const { response, sign } = message
    if (typeof response === 'string' && response) {
      return { kind: 'granted', encryptedData: response, initVector: ALIPAY_ZERO_IV, ...(typeof sign === 'string' && sign ? { sign } : {}) }
    }
    const code = (response as { code?: unknown } | null)?.code ?? (message as { code?: unknown }).code
    if (typeof code === 'string' || typeof code === 'number') return { kind: 'denied', reason: `alipay ${code}` }
  }
  return { kind: 'denied', reason: 'no phone data' }
}

/** 16 zero bytes, base64. */
export const ALIPAY_ZERO_IV = 'AAAAAAAAAAAAAAAAAAAAAA=='

/** The mini-program's app id from the host's account info; '' when the host does not say. */
export function appIdFrom(read: () => unknown): string {
  try {
    const info = read() as { miniProgram?: { appId?: unknown }; microapp?: { appId?: unknown } } | null
    const id = info?.miniProgram?.appId ?? info?.microapp?.appId
    return typeof id === 'string' ? id : ''
  } catch {
    return ''
  }
}
