/**
 * Merchant documents on every database: the public document route (no login) answers a shop's
 * documents in the asked language with the shop's default as fallback, split into paragraphs; an
 * unknown id and another shop's document are the same localised not-found; the demo shops publish the
 * documents the app links to (login forms, purchase agreement, refund action).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { DOCUMENT_IDS, type MerchantDocument } from '../../types/documents.js'
import { merchantDocuments } from '../src/db/schema.js'
import { paragraphsOf } from '../src/modules/documents/service.js'
import { DEMO_AGREEMENT } from '../src/seed/orders.js'
import { MACAU, MAINLAND, call, describeOrders } from './orders-helpers.js'

const path = (id: string) => `/pub/v1/documents/${id}`

await describeOrders('documents', (env) => {
  it('answers a demo document in the three languages without a login', async () => {
    const titles: string[] = []
    for (const [lang, title] of [
      ['zh-CN', '用户服务协议'],
      ['zh-MO', '用戶服務協議'],
      ['en-US', 'User Agreement'],
    ] as const) {
      const res = await call(env().app, 'GET', path(DOCUMENT_IDS.userAgreement), undefined, { lang })
      assert.equal(res.statusCode, 200, res.comments)
      const doc = res.data as MerchantDocument
      assert.equal(doc.docId, 'user-agreement')
      assert.equal(doc.title, title)
      assert.ok(doc.paragraphs.length >= 5, 'several paragraphs')
      assert.ok(doc.paragraphs.every((p) => p.length > 20 && !p.includes('\n')))
      assert.ok(doc.updatedAt > 0)
      titles.push(doc.title)
    }
    assert.equal(new Set(titles).size, 3)
    // Each shop signs with its own name.
    const macau = (await call(env().app, 'GET', path(DOCUMENT_IDS.privacyPolicy), undefined, { lang: 'en-US' })).data as MerchantDocument
    const mainland = (await call(env().app, 'GET', path(DOCUMENT_IDS.privacyPolicy), undefined, { lang: 'en-US', merchant: MAINLAND })).data as MerchantDocument
    assert.match(macau.paragraphs[0] ?? '', /Lotus Stage/)
    assert.match(mainland.paragraphs[0] ?? '', /Bund Live/)
  })

  it('falls back to the shop’s default language, and answers one not-found for unknown and foreign ids', async () => {
    const db = env().db.handle.db
    await db.insert(merchantDocuments).values([
      { merchantId: MACAU, docId: 'house-rules', title: { 'zh-MO': '場館守則' }, body: { 'zh-MO': '第一段\n續行\n\n\n第二段' } },
      { merchantId: MAINLAND, docId: 'mainland-only', title: { 'zh-CN': '仅限上海' }, body: { 'zh-CN': '内容' } },
    ])
    const fallback = await call(env().app, 'GET', path('house-rules'), undefined, { lang: 'en-US' })
    assert.deepEqual(fallback.data, { ...(fallback.data as object), title: '場館守則', paragraphs: ['第一段 續行', '第二段'] })

    const missing = await call(env().app, 'GET', path('no-such-doc'), undefined, { lang: 'en-US' })
    const foreign = await call(env().app, 'GET', path('mainland-only'), undefined, { lang: 'en-US' })
    for (const res of [missing, foreign]) {
      assert.equal(res.statusCode, 404)
      assert.equal(res.errorCode, 'DOCUMENT_NOT_FOUND')
      assert.equal(res.data, null)
    }
    assert.equal(missing.comments, 'This document does not exist or is no longer published')
    assert.equal(foreign.comments, missing.comments)
    assert.equal((await call(env().app, 'GET', path('no-such-doc'), undefined, { lang: 'zh-MO' })).comments, '該文件不存在或已下線')
    // The shop must be known.
    const noShop = await call(env().app, 'GET', path(DOCUMENT_IDS.userAgreement), undefined, { merchant: null })
    assert.equal(noShop.statusCode, 400)
  })

  it('publishes every document the demo purchase agreement links to, for both shops', async () => {
    const links = [DEMO_AGREEMENT, ...Object.values(DEMO_AGREEMENT.i18n ?? {})].flatMap((a) => a.placeHolders.map((p) => p.url))
    assert.ok(links.length > 0)
    for (const url of links) {
      const id = new URL(url, 'http://x').searchParams.get('id') ?? ''
      assert.match(url, /^\/agreement\?id=/, 'our own agreement page, not a foreign site')
      for (const merchant of [MACAU, MAINLAND]) {
        const res = await call(env().app, 'GET', path(id), undefined, { merchant })
        assert.equal(res.statusCode, 200, `${merchant} ${id}: ${res.comments}`)
      }
    }
    for (const id of Object.values(DOCUMENT_IDS)) {
      assert.equal((await call(env().app, 'GET', path(id), undefined, { lang: 'zh-MO' })).statusCode, 200, id)
    }
  })
})

it('splits a stored body into paragraphs at blank lines', () => {
  assert.deepEqual(paragraphsOf('a\nb\n\n  \n c \n\n\n'), ['a b', 'c'])
  assert.deepEqual(paragraphsOf(''), [])
})
