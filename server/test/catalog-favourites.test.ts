/**
 * Favourite shows of the logged-in buyer: add, remove, state and the paged list of show cards; login
 * required; another buyer's and another merchant's favourites stay apart; unknown or unlisted shows
 * answer not found; the state is never part of the cached public show answers.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { eq, and } from 'drizzle-orm'
import type { FavouriteState, ShowCardPage } from '../../types/catalog.js'
import { catalogShows } from '../src/db/schema-catalog.js'
import { createApi, describeAccounts, freshPhone, MACAU, MAINLAND, type AccountsEnv } from './accounts-helpers.js'
import { call } from './orders-helpers.js'

const PATH = '/buyer/v1/favourite_shows'

await describeAccounts('catalog favourites', (env: () => AccountsEnv) => {
  const api = createApi(env)
  const login = async (merchant: string = MACAU) => (await api.phoneLogin(freshPhone(), { merchant })).accessToken
  const as = (token: string, merchant: string = MACAU) => ({
    get: (path: string, lang?: string) => call(env().app, 'GET', path, undefined, { token, merchant, lang }),
    post: (path: string) => call(env().app, 'POST', path, undefined, { token, merchant }),
    del: (path: string, lang?: string) => call(env().app, 'DELETE', path, undefined, { token, merchant, lang }),
  })

  it('needs a login', async () => {
    for (const [method, path] of [['GET', PATH], ['GET', `${PATH}/MO001`], ['POST', `${PATH}/MO001`], ['DELETE', `${PATH}/MO001`]] as const) {
      const res = await call(env().app, method, path)
      assert.equal(res.statusCode, 15012007, `${method} ${path}`)
    }
  })

  it('add, state, list newest first, remove; adding twice keeps one entry', async () => {
    const me = as(await login())
    assert.deepEqual((await me.get(`${PATH}/MO001`)).data, { showId: 'MO001', favourite: false } satisfies FavouriteState)
    assert.deepEqual((await me.post(`${PATH}/MO001`)).data, { showId: 'MO001', favourite: true })
    await new Promise((r) => setTimeout(r, 5))
    assert.deepEqual((await me.post(`${PATH}/MO002`)).data, { showId: 'MO002', favourite: true })
    assert.deepEqual((await me.post(`${PATH}/MO001`)).data, { showId: 'MO001', favourite: true })
    assert.deepEqual((await me.get(`${PATH}/MO001`)).data, { showId: 'MO001', favourite: true })

    const page = (await me.get(`${PATH}?offset=0&length=20`, 'en')).data as ShowCardPage
    assert.equal(page.total, 2)
    assert.deepEqual(page.list.map((c) => c.showId), ['MO002', 'MO001'])
    assert.equal(page.list[1]?.showName, 'Starlight Tour Concert')
    const second = (await me.get(`${PATH}?offset=1&length=1`)).data as ShowCardPage
    assert.deepEqual([second.total, second.offset, second.length, second.list.map((c) => c.showId)], [2, 1, 1, ['MO001']])

    assert.deepEqual((await me.del(`${PATH}/MO002`)).data, { showId: 'MO002', favourite: false })
    assert.deepEqual((await me.del(`${PATH}/MO002`)).data, { showId: 'MO002', favourite: false })
    assert.deepEqual(((await me.get(PATH)).data as ShowCardPage).list.map((c) => c.showId), ['MO001'])
  })

  it("keeps buyers apart: another buyer neither sees nor removes mine", async () => {
    const alice = as(await login())
    const bob = as(await login())
    await alice.post(`${PATH}/MO003`)
    assert.deepEqual((await bob.get(`${PATH}/MO003`)).data, { showId: 'MO003', favourite: false })
    assert.equal(((await bob.get(PATH)).data as ShowCardPage).total, 0)
    await bob.del(`${PATH}/MO003`)
    assert.deepEqual((await alice.get(`${PATH}/MO003`)).data, { showId: 'MO003', favourite: true })
  })

  it("keeps merchants apart: another merchant's show is not found, and its buyers have their own lists", async () => {
    const macauBuyer = as(await login())
    const mainlandBuyer = as(await login(MAINLAND), MAINLAND)
    await macauBuyer.post(`${PATH}/MO004`)
    const foreign = await mainlandBuyer.post(`${PATH}/MO004`)
    assert.equal(foreign.statusCode, 404)
    assert.deepEqual((await mainlandBuyer.post(`${PATH}/SH004`)).data, { showId: 'SH004', favourite: true })
    assert.deepEqual(((await mainlandBuyer.get(PATH)).data as ShowCardPage).list.map((c) => c.showId), ['SH004'])
    assert.equal((await macauBuyer.post(`${PATH}/SH004`)).statusCode, 404)
    assert.deepEqual(((await macauBuyer.get(PATH)).data as ShowCardPage).list.map((c) => c.showId), ['MO004'])
  })

  it('unknown shows answer not found, localised, and change nothing', async () => {
    const me = as(await login())
    for (const res of [await me.get(`${PATH}/NOPE`, 'en'), await me.del(`${PATH}/NOPE`, 'en')]) {
      assert.deepEqual([res.statusCode, res.comments], [404, 'Show not found'])
    }
    const added = await me.post(`${PATH}/NOPE`)
    assert.deepEqual([added.statusCode, added.comments], [404, '演出不存在或已下架'])
    assert.equal(((await me.get(PATH)).data as ShowCardPage).total, 0)
    const bad = await me.post(`${PATH}/${encodeURIComponent('bad id!')}`)
    assert.equal(bad.statusCode, 400)
  })

  it('a show taken offline leaves the list but can still be removed', async () => {
    const me = as(await login())
    await me.post(`${PATH}/MO005`)
    const db = env().db.handle.db
    const where = and(eq(catalogShows.merchantId, MACAU), eq(catalogShows.showId, 'MO005'))
    await db.update(catalogShows).set({ showStatus: 'OFFLINE' }).where(where)
    try {
      assert.equal(((await me.get(PATH)).data as ShowCardPage).total, 0)
      assert.equal((await me.get(`${PATH}/MO005`)).statusCode, 404)
      assert.deepEqual((await me.del(`${PATH}/MO005`)).data, { showId: 'MO005', favourite: false })
    } finally {
      await db.update(catalogShows).set({ showStatus: 'ONLINE' }).where(where)
    }
    assert.equal(((await me.get(PATH)).data as ShowCardPage).total, 0)
  })

  it('the public show answers carry no favourite state', async () => {
    const token = await login()
    await as(token).post(`${PATH}/MO001`)
    const res = await call(env().app, 'GET', '/show/pub/v5/show/MO001/static', undefined, { token })
    assert.equal(res.statusCode, 200)
    assert.ok(!JSON.stringify(res.data).includes('favourite'))
  })
})
