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

/**
 * Alipay's my.getPhoneNumber answer: `response` is a JSON string whose `response` is the encrypted
 * number (AES-CBC with a zero IV). The zero IV travels as initVector so the server sees one shape.
 */
export function grantFromAlipayResponse(raw: unknown): PhoneGrant {
  try {
    const outer = JSON.parse(String((raw as { response?: unknown } | null)?.response ?? '')) as { response?: unknown }
    if (typeof outer.response === 'string' && outer.response) {
      return { kind: 'granted', encryptedData: outer.response, initVector: ALIPAY_ZERO_IV }
    }
  } catch {
    // fall through: not the documented shape
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
