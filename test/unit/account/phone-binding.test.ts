/**
 * Mini-program one-tap phone login: the host adapters (Taro.login, the phone button's props and event
 * shapes of WeChat, Douyin and Alipay, the app id) and the login sequence that sends the code fetched
 * before the tap together with the encrypted number to mini/bind_phone.
 */
import Taro from '@tarojs/taro'
import * as h5 from '../../../src/platform/phone-binding'
import * as alipay from '../../../src/platform/phone-binding.alipay'
import { ALIPAY_ZERO_IV, grantFromAlipayResponse, grantFromPhoneEvent } from '../../../src/platform/phone-binding-core'
import * as tt from '../../../src/platform/phone-binding.tt'
import * as weapp from '../../../src/platform/phone-binding.weapp'
import { createHostPhoneLogin } from '../../../src/packages/user/login/host-phone-login'
import type { PhoneGrant } from '../../../src/platform/phone-binding'
import { asAlipayTaro, clearGlobal, clearTaro, flush, likeMiniProgramHost } from '../platform/helpers'

// The shared Taro mock has no login or account info; they are added here for these host APIs only.
const taro = Taro as unknown as Record<string, jest.Mock>
beforeEach(() => {
  taro.login = jest.fn(() => Promise.resolve({ code: 'host-code-1', errMsg: 'login:ok' }))
  taro.getAccountInfoSync = jest.fn(() => ({ miniProgram: { appId: 'wx-app-1' } }))
})
afterEach(() => {
  clearGlobal('my')
  clearGlobal('tt')
  clearTaro('getPhoneNumber')
})

const GRANT: PhoneGrant = { kind: 'granted', encryptedData: 'ENC', initVector: 'IV' }

describe('phone binding adapters', () => {
  it('H5 offers nothing and never calls the host', async () => {
    expect(h5.supportsPhoneBinding()).toBe(false)
    expect(await h5.hostLoginCode()).toBeNull()
    expect(h5.hostAppId()).toBe('')
    expect(h5.phoneButtonProps(jest.fn())).toEqual({})
    expect(taro.login).not.toHaveBeenCalled()
  })

  it('weapp logs in through Taro.login and reads the app id from the account info', async () => {
    expect(weapp.supportsPhoneBinding()).toBe(true)
    expect(await weapp.hostLoginCode()).toBe('host-code-1')
    expect(weapp.hostAppId()).toBe('wx-app-1')
    taro.login.mockRejectedValueOnce({ errMsg: 'login:fail' })
    expect(await weapp.hostLoginCode()).toBeNull()
    taro.login.mockResolvedValueOnce({ errMsg: 'login:ok' })
    expect(await weapp.hostLoginCode()).toBeNull()
  })

  it('weapp and Douyin buttons use getPhoneNumber and hand over encryptedData + iv', () => {
    for (const adapter of [weapp, tt]) {
      const onGrant = jest.fn()
      const props = adapter.phoneButtonProps(onGrant) as { openType: string; onGetPhoneNumber(e: unknown): void }
      expect(props.openType).toBe('getPhoneNumber')
      props.onGetPhoneNumber({ detail: { encryptedData: 'ENC', iv: 'IV', errMsg: 'getPhoneNumber:ok' } })
      props.onGetPhoneNumber({ detail: { errMsg: 'getPhoneNumber:fail user deny' } })
      expect(onGrant.mock.calls).toEqual([[GRANT], [{ kind: 'denied', reason: 'getPhoneNumber:fail user deny' }]])
    }
  })

  it('Douyin reads its app id under microapp (Taro.getEnvInfoSync), without globalThis', async () => {
    taro.getEnvInfoSync = jest.fn(() => ({ microapp: { appId: 'tt-app-9' } }))
    expect(await likeMiniProgramHost(() => tt.hostAppId())).toBe('tt-app-9')
    taro.getEnvInfoSync = jest.fn(() => {
      throw new Error('not on this host')
    })
    expect(tt.hostAppId()).toBe('')
    delete taro.getEnvInfoSync
  })

  it('Alipay asks consent with getAuthorize, then reads the number from my.getPhoneNumber (through Taro, without globalThis)', async () => {
    const onGrant = jest.fn()
    const props = alipay.phoneButtonProps(onGrant) as { openType: string; scope: string; onGetAuthorize(): void; onError(): void }
    expect(props).toMatchObject({ openType: 'getAuthorize', scope: 'phoneNumber' })
    props.onGetAuthorize()
    expect(onGrant).toHaveBeenLastCalledWith({ kind: 'denied', reason: 'my.getPhoneNumber unavailable' })
    asAlipayTaro({
      getAccountInfoSync: () => ({ miniProgram: { appId: 'ali-7' } }),
      getPhoneNumber: () => Promise.resolve({ response: JSON.stringify({ response: 'ALI-ENC', sign: 's' }) }),
    })
    await likeMiniProgramHost(async () => {
      props.onGetAuthorize()
      await flush()
    })
    expect(onGrant).toHaveBeenLastCalledWith({ kind: 'granted', encryptedData: 'ALI-ENC', initVector: ALIPAY_ZERO_IV, sign: 's' })
    props.onError()
    expect(onGrant).toHaveBeenLastCalledWith({ kind: 'denied', reason: 'authorize refused' })
    expect(await likeMiniProgramHost(() => alipay.hostAppId())).toBe('ali-7')
  })

  it('reads malformed host answers as refusals', () => {
    expect(grantFromPhoneEvent(null)).toMatchObject({ kind: 'denied' })
    expect(grantFromPhoneEvent({ detail: { encryptedData: 'ENC', iv: '' } })).toMatchObject({ kind: 'denied' })
    expect(grantFromAlipayResponse({ response: 'not json' })).toMatchObject({ kind: 'denied' })
    expect(grantFromAlipayResponse({ response: JSON.stringify({ code: '40006' }) })).toMatchObject({ kind: 'denied' })
  })
})

describe('one-tap phone login sequence', () => {
  const LOGIN = { accessToken: 'a', refreshToken: 'r', userId: 'U1', isNewUser: true }

  it('fetches the host code before the tap and sends it with the encrypted number', async () => {
    const bind = jest.fn().mockResolvedValue(LOGIN)
    const flow = createHostPhoneLogin(weapp, bind)
    flow.prepare()
    expect(taro.login).toHaveBeenCalledTimes(1)
    await expect(flow.complete(GRANT)).resolves.toEqual({ kind: 'loggedIn', result: LOGIN })
    expect(bind).toHaveBeenCalledWith({ encryptedData: 'ENC', initVector: 'IV', authCode: 'host-code-1', appId: 'wx-app-1' })
    // The code was spent: a fresh one is fetched for a possible next tap.
    expect(taro.login).toHaveBeenCalledTimes(2)
  })

  it('sends nothing when the buyer refuses, or when the host gave no code', async () => {
    const bind = jest.fn()
    const flow = createHostPhoneLogin(weapp, bind)
    flow.prepare()
    await expect(flow.complete({ kind: 'denied', reason: 'deny' })).resolves.toEqual({ kind: 'denied' })
    taro.login.mockResolvedValue({ errMsg: 'login:fail' })
    flow.prepare()
    await expect(flow.complete(GRANT)).resolves.toEqual({ kind: 'unavailable' })
    expect(bind).not.toHaveBeenCalled()
  })

  it('is unavailable on H5 and lets server failures through with a fresh code ready', async () => {
    expect(createHostPhoneLogin(h5, jest.fn()).available).toBe(false)
    const bind = jest.fn().mockRejectedValue(new Error('ticket invalid'))
    const flow = createHostPhoneLogin(weapp, bind)
    flow.prepare()
    await expect(flow.complete(GRANT)).rejects.toThrow('ticket invalid')
    expect(taro.login).toHaveBeenCalledTimes(2)
  })
})
