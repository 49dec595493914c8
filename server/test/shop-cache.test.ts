/** The shop service reuses a merchant's settings for a short while (no database needed here). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { ShopRepository } from '../src/modules/shop/repository.js'
import { createShopService } from '../src/modules/shop/service.js'

function countingRepo() {
  const calls = { rows: 0, summary: 0 }
  const repo = {
    findShopConfigRows: async () => {
      calls.rows += 1
      return null
    },
    findMerchantSummary: async (id: string) => {
      calls.summary += 1
      return id === 'known' ? { merchantId: id, defaultLang: 'zh-CN', languages: ['zh-CN'], shopStatus: 'OPEN' } : null
    },
  } as unknown as ShopRepository
  return { repo, calls }
}

describe('shop service cache', () => {
  it('shares one read between concurrent lookups and reuses it, unknown merchants included', async () => {
    const { repo, calls } = countingRepo()
    const service = createShopService(repo, { cacheTtlMs: 60_000 })
    await Promise.all([service.findMerchantSummary('known'), service.findMerchantSummary('known')])
    await service.findMerchantSummary('known')
    assert.equal(calls.summary, 1)
    await service.getShopConfig('nope', 'en-US')
    await service.getShopConfig('nope', 'zh-CN')
    assert.equal(calls.rows, 1)
  })

  it('reads again after the time-to-live, and every time with the cache off', async () => {
    const { repo, calls } = countingRepo()
    const service = createShopService(repo, { cacheTtlMs: 20 })
    await service.findMerchantSummary('known')
    await new Promise((r) => setTimeout(r, 40))
    await service.findMerchantSummary('known')
    assert.equal(calls.summary, 2)
    const off = countingRepo()
    const uncached = createShopService(off.repo, { cacheTtlMs: 0 })
    await uncached.findMerchantSummary('known')
    await uncached.findMerchantSummary('known')
    assert.equal(off.calls.summary, 2)
  })
})
