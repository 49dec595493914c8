/**
 * The agreement page (/agreement?id=&title=) end to end on H5 against the real server: the login
 * form's links open the shop's own user agreement and privacy policy there (title and paragraphs in
 * the page's language), a document opened directly by id shows its own title, an unknown id says it
 * does not exist, and the mainland shop shows its own text. In zh-MO, zh-CN and en-US.
 * Screenshots: test/artifacts/agreement-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage, openPage } from './harness'
import { useInProcessStorefront } from './in-process'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', user: '用戶服務協議', privacy: '私隱政策', terms: '購票須知', missing: '該文件不存在或已下線', shop: '澳門蓮花劇場' },
  { query: 'zh', tag: 'zh-CN', user: '用户服务协议', privacy: '隐私政策', terms: '购票须知', missing: '该文档不存在或已下线', shop: '澳门莲花剧场' },
  { query: 'en', tag: 'en-US', user: 'User Agreement', privacy: 'Privacy Policy', terms: 'Ticket Terms', missing: 'This document does not exist', shop: 'Lotus Stage Macau' },
] as const

const sf = useInProcessStorefront('agreement')

for (const lang of LANGS) {
  describe(`agreement page in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page

    before(async () => {
      ;({ context, page } = await openPage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    const docPage = () => visiblePage(page, 'agreement')

    it('opens the user agreement and the privacy policy from the login form', async () => {
      await page.goto(`${sf.url}/login?lang=${lang.query}`)
      const login = visiblePage(page, 'login')
      await login.getByTestId('agreement').waitFor({ timeout: 15_000 })
      await login.getByTestId('agreement-terms').click()
      await docPage().getByTestId('document-title').waitFor({ timeout: 15_000 })
      assert.equal(await docPage().getByTestId('document-title').innerText(), lang.user)
      assert.equal(await docPage().getByTestId('document').getAttribute('data-doc-id'), 'user-agreement')
      const paragraphs = await docPage().getByTestId('document-paragraph').allInnerTexts()
      assert.ok(paragraphs.length >= 5, `${paragraphs.length} paragraphs`)
      assert.ok(paragraphs[0]?.includes(lang.shop), paragraphs[0])
      assert.equal(await page.title(), lang.user)
      await shot(page, `agreement-${lang.tag}-1-user-agreement`)
      // Opening a document does not tick the agreement.
      await page.goBack()
      await login.getByTestId('agreement').waitFor()
      assert.equal(await login.getByTestId('agreement').getAttribute('data-checked'), '0')

      await login.getByTestId('agreement-privacy').click()
      await docPage().locator('[data-testid="document"][data-doc-id="privacy-policy"]').waitFor({ timeout: 15_000 })
      assert.equal(await docPage().getByTestId('document-title').innerText(), lang.privacy)
      await shot(page, `agreement-${lang.tag}-2-privacy`)
    })

    it('shows a document opened by id with its own title, and says when an id is unknown', async () => {
      await page.goto(`${sf.url}/agreement?id=ticket-terms&title=x&lang=${lang.query}`)
      await docPage().getByTestId('document-title').waitFor({ timeout: 15_000 })
      assert.equal(await docPage().getByTestId('document-title').innerText(), lang.terms)
      assert.ok((await docPage().getByTestId('document-paragraph').count()) >= 5)

      await page.goto(`${sf.url}/agreement?id=no-such-document&lang=${lang.query}`)
      await docPage().getByTestId('document-error').waitFor({ timeout: 15_000 })
      assert.ok((await docPage().getByTestId('document-error').innerText()).includes(lang.missing))
      await shot(page, `agreement-${lang.tag}-3-unknown`)
    })
  })
}

describe('agreement page of the mainland shop', () => {
  it('shows that shop’s own text', async () => {
    const context = await sf.browser.newContext({ viewport: MOBILE })
    const page = await context.newPage()
    await page.goto(`${sf.url}/agreement?id=user-agreement&merchantId=10002`)
    const doc = visiblePage(page, 'agreement')
    await doc.getByTestId('document-title').waitFor({ timeout: 15_000 })
    assert.equal(await doc.getByTestId('document-title').innerText(), '用户服务协议')
    assert.ok((await doc.getByTestId('document-paragraph').first().innerText()).includes('上海外滩现场'))
    await shot(page, 'agreement-zh-CN-4-mainland')
    await context.close()
  })
})
