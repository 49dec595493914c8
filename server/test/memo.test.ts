/** Read memoisation: one database read per key per time-to-live, failures not kept. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { memoize } from '../src/lib/memo.js'
import { withCatalogCache } from '../src/modules/catalog/cache.js'
import type { CatalogService } from '../src/modules/catalog/service.js'

describe('memoize', () => {
  it('shares one load between concurrent callers of the same key and keeps keys apart', async () => {
    let loads = 0
    const get = memoize({ ttlMs: 60_000 }, async (id: string) => {
      loads += 1
      return id.toUpperCase()
    })
    assert.deepEqual(await Promise.all([get('a'), get('a'), get('b')]), ['A', 'A', 'B'])
    assert.equal(loads, 2)
  })

  it('does not keep a failed load', async () => {
    let calls = 0
    const get = memoize({ ttlMs: 60_000 }, async () => {
      calls += 1
      if (calls === 1) throw new Error('db down')
      return 'ok'
    })
    await assert.rejects(get())
    assert.equal(await get(), 'ok')
  })
})

describe('withCatalogCache', () => {
  it('memoises catalog reads by their arguments, dynamic show data within one second only', async () => {
    const calls: string[] = []
    const recorder = (name: string) => async (...args: unknown[]) => {
      calls.push(`${name}:${JSON.stringify(args)}`)
      return { ok: true, value: name }
    }
    const fake = { getShowStatic: recorder('getShowStatic'), getShowDynamic: recorder('getShowDynamic') } as unknown as CatalogService
    const cached = withCatalogCache(fake, 60_000)
    const loc = { lang: 'en-US', fallback: 'zh-MO', merchantId: '10001' } as const
    await cached.getShowStatic(loc, 'S1')
    await cached.getShowStatic(loc, 'S1')
    await cached.getShowStatic({ ...loc, lang: 'zh-CN' }, 'S1')
    await cached.getShowDynamic(loc, 'S1', new Date(10_000))
    await cached.getShowDynamic(loc, 'S1', new Date(10_900))
    await cached.getShowDynamic(loc, 'S1', new Date(11_000))
    assert.equal(calls.filter((c) => c.startsWith('getShowStatic')).length, 2)
    assert.equal(calls.filter((c) => c.startsWith('getShowDynamic')).length, 2)
  })
})
