/**
 * Random bytes on every target without Web Crypto or globalThis (src/platform/random*.ts): WeChat and
 * Douyin fill a pool from their own getRandomValues, Alipay (no documented API) and older base
 * libraries fall back; keys made from them (work-permit idempotency key, device id, payment attempt
 * key) work on a host that has no `crypto` and no `globalThis`.
 */
import { createRandomSource, hostGetRandomValues, RANDOM_POOL_SIZE } from '../../../src/platform/random-core'
import { flush, likeMiniProgramHost, setGlobal, clearGlobal } from './helpers'

const hostApi = (byte: number) => ({
  getRandomValues: jest.fn((o: { length: number; success(r: { randomValues: ArrayBuffer }): void }) => o.success({ randomValues: new Uint8Array(o.length).fill(byte).buffer })),
})

afterEach(() => {
  clearGlobal('wx')
  clearGlobal('tt')
  jest.resetModules()
})

describe('the random pool', () => {
  it('serves the host bytes once primed, refills in the background, falls back before the first answer', async () => {
    const api = hostApi(7)
    const source = createRandomSource(hostGetRandomValues(api))
    expect(source.hasStrongRandom()).toBe(false)
    expect(source.randomBytes(4)).toHaveLength(4) // before priming: fallback
    await flush()
    expect(api.getRandomValues).toHaveBeenCalledWith(expect.objectContaining({ length: RANDOM_POOL_SIZE }))
    expect(source.hasStrongRandom()).toBe(true)
    expect([...source.randomBytes(32)]).toEqual(new Array(32).fill(7))
    for (let i = 0; i < 4; i++) source.randomBytes(32) // below half: asks again
    await flush()
    expect(api.getRandomValues).toHaveBeenCalledTimes(2)
  })

  it('keeps the fallback when the host refuses or has no API', async () => {
    const failing = createRandomSource(hostGetRandomValues({ getRandomValues: (o: { fail(e: unknown): void }) => o.fail({ errMsg: 'fail' }) } as never))
    failing.primeRandom()
    await flush()
    expect(failing.hasStrongRandom()).toBe(false)
    expect(failing.randomBytes(16)).toHaveLength(16)
    expect(hostGetRandomValues({})).toBeNull()
    expect(hostGetRandomValues(undefined)).toBeNull()
  })
})

describe('each target without crypto and globalThis', () => {
  it.each([
    ['weapp', 'wx'],
    ['tt', 'tt'],
  ])('%s takes its bytes from %s.getRandomValues', async (target, hostName) => {
    setGlobal(hostName, hostApi(9))
    // Assertions run outside: jest's expect itself needs globalThis.
    const seen = await likeMiniProgramHost(async () => {
      const mod = require(`../../../src/platform/random.${target}`) as typeof import('../../../src/platform/random')
      mod.primeRandom()
      await flush()
      return { strong: mod.hasStrongRandom(), bytes: [...mod.randomBytes(8)] }
    })
    expect(seen).toEqual({ strong: true, bytes: new Array(8).fill(9) })
  })

  it('alipay falls back (Alipay documents no random API)', async () => {
    const seen = await likeMiniProgramHost(async () => {
      const mod = require('../../../src/platform/random.alipay') as typeof import('../../../src/platform/random')
      mod.primeRandom()
      await flush()
      return { strong: mod.hasStrongRandom(), length: mod.randomBytes(32).length }
    })
    expect(seen).toEqual({ strong: false, length: 32 })
  })

  it('the keys the app makes work on a mini-program host', async () => {
    setGlobal('wx', hostApi(1))
    jest.doMock('../../../src/platform/random', () => require('../../../src/platform/random.weapp'))
    const { newRandomKey } = require('../../../src/stores/account') as typeof import('../../../src/stores/account')
    const { newDeviceId } = require('../../../src/request/device-id') as typeof import('../../../src/request/device-id')
    const { uuidV4 } = require('../../../src/utils/payment-key') as typeof import('../../../src/utils/payment-key')
    const keys = await likeMiniProgramHost(async () => {
      const { primeRandom } = require('../../../src/platform/random') as typeof import('../../../src/platform/random')
      primeRandom()
      await flush()
      return { key: newRandomKey(), device: newDeviceId(), uuid: uuidV4() }
    })
    expect(keys.key).toBe('B'.repeat(32))
    expect(keys.device).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(keys.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
