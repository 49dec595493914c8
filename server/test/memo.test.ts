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

  it('serves a stale answer while one background read replaces it, and waits once it is too old', async () => {
    let clock = 0
    let loads = 0
    let release!: () => void
    const get = memoize({ ttlMs: 100, staleMs: 100, now: () => clock }, async () => {
      loads += 1
      if (loads === 2) await new Promise<void>((r) => (release = r))
      return `v${loads}`
    })
    assert.equal(await get(), 'v1')
    clock = 150 // stale: answered at once with v1, one refresh started
    assert.deepEqual(await Promise.all([get(), get(), get()]), ['v1', 'v1', 'v1'])
    assert.equal(loads, 2)
    release()
    await new Promise((r) => setImmediate(r))
    assert.equal(await get(), 'v2', 'the refreshed answer replaces the stale one')
    clock = 1_000 // past fresh + stale of v2 (set at 150): a plain miss
    assert.equal(await get(), 'v3')
  })

  it('keeps serving the stale answer when a refresh fails', async () => {
    let clock = 0
    let calls = 0
    const get = memoize({ ttlMs: 100, staleMs: 100, now: () => clock }, async () => {
      calls += 1
      if (calls === 2) throw new Error('db down')
      return `v${calls}`
    })
    assert.equal(await get(), 'v1')
    clock = 120
    assert.equal(await get(), 'v1')
    await new Promise((r) => setImmediate(r))
    assert.equal(await get(), 'v1', 'still the stale answer; this call retried the refresh')
    await new Promise((r) => setImmediate(r))
    assert.equal(await get(), 'v3')
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
    let clock = 10_000
    const cached = withCatalogCache(fake, 60_000, () => clock)
    const loc = { lang: 'en-US', fallback: 'zh-MO', merchantId: '10001' } as const
    await cached.getShowStatic(loc, 'S1')
    await cached.getShowStatic(loc, 'S1')
    await cached.getShowStatic({ ...loc, lang: 'zh-CN' }, 'S1')
    await cached.getShowDynamic(loc, 'S1', new Date(10_000))
    clock = 10_900
    await cached.getShowDynamic(loc, 'S1', new Date(10_900))
    assert.equal(calls.filter((c) => c.startsWith('getShowDynamic')).length, 1)
    // Past one second the answer is stale: served once more while one refresh reads again.
    clock = 11_000
    await cached.getShowDynamic(loc, 'S1', new Date(11_000))
    assert.equal(calls.filter((c) => c.startsWith('getShowStatic')).length, 2)
    assert.equal(calls.filter((c) => c.startsWith('getShowDynamic')).length, 2)
    // Past the stale window nothing old is served: the caller waits for a new read.
    clock = 20_000
    await cached.getShowDynamic(loc, 'S1', new Date(20_000))
    assert.equal(calls.filter((c) => c.startsWith('getShowDynamic')).length, 3)
  })
})
