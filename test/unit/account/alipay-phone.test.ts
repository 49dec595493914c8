/**
 * Alipay one-tap phone login on the app side: the adapter passes on what my.getPhoneNumber gives —
 * the ciphertext and Alipay's signature over it — and reads Alipay's unencrypted refusals as such;
 * the login sequence sends the signature to mini/bind_phone with the login code and the app id.
 */
import Taro from '@tarojs/taro'
import * as alipay from '../../../src/platform/phone-binding.alipay'
import { ALIPAY_ZERO_IV, grantFromAlipayResponse } from '../../../src/platform/phone-binding-core'
import { createHostPhoneLogin } from '../../../src/packages/user/login/host-phone-login'
import { asAlipayTaro, clearTaro, flush, likeMiniProgramHost } from '../platform/helpers'

const taro = Taro as unknown as Record<string, jest.Mock>
const MESSAGE = { response: 'q1Zc0R3mY+base64cipher==', sign: 'Alipay-RSA2-signature==', sign_type: 'RSA2', encrypt_type: 'AES', charset: 'UTF-8' }

beforeEach(() => {
  taro.login = jest.fn(() => Promise.resolve({ code: 'ali-auth-code', errMsg: 'ok' }))
})
afterEach(() => clearTaro('getPhoneNumber', 'getAccountInfoSync'))

describe('reading my.getPhoneNumber', () => {
  it('passes on the ciphertext and the signature, with the zero IV', () => {
    expect(grantFromAlipayResponse({ response: JSON.stringify(MESSAGE) })).toEqual({
      kind: 'granted',
      encryptedData: MESSAGE.response,
      initVector: ALIPAY_ZERO_IV,
      sign: MESSAGE.sign,
    })
    // Some base libraries hand the message as an object.
    expect(grantFromAlipayResponse({ response: MESSAGE })).toMatchObject({ kind: 'granted', sign: MESSAGE.sign })
    // No signature: still sent, and the server refuses it.
    expect(grantFromAlipayResponse({ response: JSON.stringify({ response: 'abc' }) })).toEqual({ kind: 'granted', encryptedData: 'abc', initVector: ALIPAY_ZERO_IV })
    expect(Buffer.from(ALIPAY_ZERO_IV, 'base64')).toEqual(Buffer.alloc(16))
  })

  it('reads an unencrypted answer as Alipay’s refusal, and anything else as no data', () => {
    const refusal = { response: JSON.stringify({ response: { code: '40003', msg: 'Insufficient Conditions', subCode: 'isv.missing-encrypt-key' }, sign: 'x' }) }
    expect(grantFromAlipayResponse(refusal)).toEqual({ kind: 'denied', reason: 'alipay 40003' })
    expect(grantFromAlipayResponse({ response: JSON.stringify({ code: 40006, msg: 'Insufficient Permissions' }) })).toEqual({ kind: 'denied', reason: 'alipay 40006' })
    expect(grantFromAlipayResponse({})).toEqual({ kind: 'denied', reason: 'no phone data' })
    expect(grantFromAlipayResponse(null)).toEqual({ kind: 'denied', reason: 'no phone data' })
  })
})

describe('Alipay one-tap login sequence', () => {
  it('sends the code, the app id, the ciphertext and the signature to bind_phone', async () => {
    asAlipayTaro({
      getAccountInfoSync: () => ({ miniProgram: { appId: '2021000000000001' } }),
      getPhoneNumber: () => Promise.resolve({ response: JSON.stringify(MESSAGE) }),
    })
    const bind = jest.fn().mockResolvedValue({ accessToken: 'a', refreshToken: 'r', userId: 'U1', isNewUser: false })
    const flow = createHostPhoneLogin(alipay, bind)
    flow.prepare()
    const grants: unknown[] = []
    const props = alipay.phoneButtonProps((g) => grants.push(g)) as { onGetAuthorize(): void }
    await likeMiniProgramHost(async () => {
      props.onGetAuthorize()
      await flush()
    })
    const outcome = await flow.complete(grants[0] as Parameters<typeof flow.complete>[0])
    expect(outcome.kind).toBe('loggedIn')
    expect(bind).toHaveBeenCalledWith({
      encryptedData: MESSAGE.response,
      initVector: ALIPAY_ZERO_IV,
      sign: MESSAGE.sign,
      authCode: 'ali-auth-code',
      appId: '2021000000000001',
    })
  })

  it('sends nothing when Alipay refused', async () => {
    asAlipayTaro({
      getAccountInfoSync: () => ({ miniProgram: { appId: '2021000000000001' } }),
      getPhoneNumber: () => Promise.resolve({ response: JSON.stringify({ response: { code: '40003' } }) }),
    })
    const bind = jest.fn()
    const flow = createHostPhoneLogin(alipay, bind)
    const grants: unknown[] = []
    ;(alipay.phoneButtonProps((g) => grants.push(g)) as { onGetAuthorize(): void }).onGetAuthorize()
    await flush()
    await expect(flow.complete(grants[0] as Parameters<typeof flow.complete>[0])).resolves.toEqual({ kind: 'denied' })
    expect(bind).not.toHaveBeenCalled()
  })
})
