/**
 * H5 e2e for the request module's response modes (core §4, §8) in Chromium against the real server
 * and the H5 build. The home page loads the shop config (GET home/pub/v5/shop/configs, importance
 * 'high') at launch; each test answers that call through `page.route` with the envelope of one mode
 * and checks what the buyer sees, in zh-MO, zh-CN and en-US, with a screenshot of every dialog
 * under test/artifacts/modes-<lang>-<mode>.png.
 *
 * The shop config is 'high', so its limiting answer is treated as retry, which is tested here; the
 * critical progress loop with ten automatic tries is test/e2e/limiting.test.ts.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page, Route } from 'playwright-core'
import { MOBILE, shot, visiblePage, useStorefront } from './harness'

const SHOP_CONFIG = '**/api/home/pub/v5/shop/configs**'

const LANGS = [
  {
    query: 'zh-MO',
    tag: 'zh-MO',
    title: '當前訪問人數過多',
    close: '關閉',
    retry: '重試',
    back: '返回',
    login: '去登入',
    comments: '商店設定暫時無法載入',
  },
  {
    query: 'zh',
    tag: 'zh-CN',
    title: '当前访问人数过多',
    close: '关闭',
    retry: '重试',
    back: '返回',
    login: '去登录',
    comments: '商店配置暂时无法加载',
  },
  {
    query: 'en',
    tag: 'en-US',
    title: 'Too many visitors',
    close: 'Close',
    retry: 'Retry',
    back: 'Back',
    login: 'Log in',
    comments: 'The shop settings are unavailable right now',
  },
] as const

type Lang = (typeof LANGS)[number]

/** A failed envelope as the gateway sends it; statusCode 40000001 has no session meaning. */
function envelope(fields: Record<string, unknown>) {
  return {
    statusCode: 40000001,
    mode: 'none',
    comments: '',
    subComments: '',
    actText: '',
    iconUrl: '',
    errorCode: '',
    data: null,
    ...fields,
  }
}

function fulfil(route: Route, body: unknown): Promise<void> {
  return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
}

const sf = useStorefront()

interface Opened {
  page: Page
  /** Shop-config calls the app has sent so far. */
  calls: () => number
}

/**
 * Opens `path` with the shop-config call answered by `answer(n)` for its n-th call (1-based):
 * an envelope to send, or 'server' to let the real server answer.
 */
async function open(
  lang: Lang,
  answer: (n: number) => unknown,
  path = '/',
  waitUntil: 'load' | 'commit' = 'load',
  options: { fakeClock?: boolean; initScript?: () => void } = {},
): Promise<Opened> {
  const page = await sf.browser.newPage({ viewport: MOBILE })
  if (options.initScript) await page.addInitScript(options.initScript)
  // A fake clock runs as the real one until a test pauses it (page.clock.pauseAt).
  if (options.fakeClock) await page.clock.install()
  page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
  let count = 0
  // The home page arrives with its shop config written in (server/src/http/first-screen), which the
  // app would use instead of calling; these tests answer that call on the network, so the page is
  // served without it, as any page without boot data is.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const res = await route.fetch()
      await route.fulfill({ response: res, body: (await res.text()).replace(/<script type="application\/json" id="boot-data">.*?<\/script>/s, '') })
    },
  )
  await page.route(SHOP_CONFIG, async (route) => {
    count++
    const body = answer(count)
    if (body === 'server') await route.continue()
    else await fulfil(route, body)
  })
  await page.goto(`${sf.server.url}${path}${path.includes('?') ? '&' : '?'}lang=${lang.query}`, { waitUntil })
  return { page, calls: () => count }
}

const dialog = (page: Page) => page.getByTestId('dialog')

/** Runs in the page: notes (performance.now) when the dialog's confirm button first shows disabled and when it first is enabled after that. */
function watchWaitingDialog(): void {
  const times: { shownAt?: number; enabledAt?: number } = {}
  ;(window as unknown as { __waiting: typeof times }).__waiting = times
  new MutationObserver(() => {
    const btn = document.querySelector('[data-testid="dialog"] .dlg__btn[data-value="confirm"]')
    if (!btn) return
    // Shown: the button first seen disabled; enabled: first seen enabled after that.
    if (btn.getAttribute('data-disabled') === 'true') times.shownAt ??= performance.now()
    else if (times.shownAt !== undefined) times.enabledAt ??= performance.now()
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-disabled'] })
}
const buttons = (page: Page) => dialog(page).locator('.dlg__btn')
const button = (page: Page, value: string) => dialog(page).locator(`.dlg__btn[data-value="${value}"]`)

async function dialogTitle(page: Page): Promise<string> {
  return (await dialog(page).locator('.dlg__title').innerText()).trim()
}

async function dialogContent(page: Page): Promise<string> {
  return (await dialog(page).locator('.dlg__content').innerText()).trim()
}

async function waitForCalls(opened: Opened, n: number): Promise<void> {
  const deadline = Date.now() + 10_000
  while (opened.calls() < n) {
    if (Date.now() > deadline) assert.fail(`expected ${n} shop-config calls, saw ${opened.calls()}`)
    await opened.page.waitForTimeout(50)
  }
}

for (const lang of LANGS) {
  describe(`response modes in ${lang.tag}`, () => {
    it('toast: shows the message and the home page keeps working', async () => {
      // A toast lasts a moment: on a busy machine it could come and go before the page's load event,
      // so the wait starts as soon as the document arrives.
      const { page } = await open(lang, () => envelope({ mode: 'toast', comments: lang.comments }), '/', 'commit')
      const toast = page.getByTestId('toast')
      await toast.waitFor()
      assert.equal((await toast.innerText()).trim(), lang.comments)
      await shot(page, `modes-${lang.tag}-toast`)
      assert.equal(await dialog(page).count(), 0)
      await visiblePage(page, 'home').waitFor()
      await page.close()
    })

    it('alert: the comments under the default title, one close button that closes it', async () => {
      const opened = await open(lang, () => envelope({ mode: 'alert', comments: lang.comments }))
      const { page } = opened
      await dialog(page).waitFor()
      assert.equal(await dialogTitle(page), lang.title)
      assert.equal(await dialogContent(page), lang.comments)
      assert.equal(await buttons(page).count(), 1)
      assert.equal((await button(page, 'confirm').innerText()).trim(), lang.close)
      await shot(page, `modes-${lang.tag}-alert`)
      await button(page, 'confirm').click()
      await dialog(page).waitFor({ state: 'detached' })
      assert.equal(opened.calls(), 1, 'an alert does not re-send')
      await visiblePage(page, 'home').waitFor()
      await page.close()
    })

    it('waiting: the close button is disabled under a countdown, and closes once it ends', async () => {
      const { page } = await open(lang, () => envelope({ mode: 'waiting', comments: lang.comments }), '/', 'load', {
        fakeClock: true,
      })
      await dialog(page).waitFor()
      // The page's clock stops here (1.5 s on: it can only be moved forward, and it runs on meanwhile):
      // on a loaded machine the five-second countdown could otherwise run out between the checks below
      // (CI saw the forced press close the dialog).
      await page.clock.pauseAt(new Date(Date.now() + 1_500))
      const close = button(page, 'confirm')
      assert.equal(await close.getAttribute('data-disabled'), 'true')
      assert.match(await close.innerText(), new RegExp(`^${lang.close} \\([1-5]s\\)$`))
      assert.equal(await dialogTitle(page), lang.title)
      // Pressing it while disabled does nothing. force: Playwright would otherwise wait for the
      // aria-disabled button to become enabled, i.e. for the countdown to end, and then press it.
      await close.click({ force: true })
      assert.equal(await dialog(page).count(), 1)
      assert.equal(await close.getAttribute('data-disabled'), 'true')
      // The clock runs again (the screenshot waits for frames, which a paused clock holds back); when
      // the countdown has ended the same button closes the dialog.
      await page.clock.resume()
      await shot(page, `modes-${lang.tag}-waiting`)
      await page.waitForFunction(() => document.querySelector('.dlg__btn[data-value="confirm"]')?.getAttribute('data-disabled') === 'false', undefined, { timeout: 10_000 })
      assert.equal((await close.innerText()).trim(), lang.close)
      await close.click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.close()
    })

    it('retry: Retry re-sends the call once and the real answer shows', async () => {
      const opened = await open(lang, (n) => (n === 1 ? envelope({ mode: 'retry', comments: lang.comments }) : 'server'))
      const { page } = opened
      await dialog(page).waitFor()
      assert.equal(await dialogTitle(page), lang.title)
      assert.equal(await dialogContent(page), lang.comments)
      assert.equal((await button(page, 'confirm').innerText()).trim(), lang.retry)
      assert.equal((await button(page, 'cancel').innerText()).trim(), lang.back)
      await shot(page, `modes-${lang.tag}-retry`)
      assert.equal(opened.calls(), 1)
      await button(page, 'confirm').click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByTestId('shop-name').filter({ hasText: /\S/ }).first().waitFor()
      assert.equal(opened.calls(), 2, 'exactly one re-send')
      await page.close()
    })

    it('limiting on a non-critical call: treated as retry, no progress dialog', async () => {
      const opened = await open(lang, (n) => (n === 1 ? envelope({ mode: 'limiting', comments: lang.comments }) : 'server'))
      const { page } = opened
      await dialog(page).waitFor()
      assert.equal(await page.getByTestId('progress').count(), 0)
      assert.equal(await dialogTitle(page), lang.title)
      assert.equal((await button(page, 'confirm').innerText()).trim(), lang.retry)
      assert.equal((await button(page, 'cancel').innerText()).trim(), lang.back)
      await shot(page, `modes-${lang.tag}-limiting`)
      await button(page, 'confirm').click()
      await dialog(page).waitFor({ state: 'detached' })
      await page.getByTestId('shop-name').filter({ hasText: /\S/ }).first().waitFor()
      assert.equal(opened.calls(), 2)
      assert.equal(await page.getByTestId('progress').count(), 0)
      await page.close()
    })

    it('login: the dialog button opens the login page', async () => {
      const { page } = await open(lang, () => envelope({ mode: 'login', comments: lang.comments }))
      await dialog(page).waitFor()
      assert.equal(await dialogTitle(page), lang.title)
      assert.equal((await button(page, 'confirm').innerText()).trim(), lang.login)
      await shot(page, `modes-${lang.tag}-login`)
      await button(page, 'confirm').click()
      await visiblePage(page, 'login').waitFor()
      assert.match(new URL(page.url()).pathname, /^\/login$/)
      await page.close()
    })
  })
}

describe('response modes: details', () => {
  const en = LANGS[2]

  it('waiting: the close button enables itself after the 5 s countdown (real time)', async () => {
    // The page itself notes when the dialog appeared and when its button enabled: measured from here,
    // the time Playwright's calls take on a loaded machine came off the countdown (CI saw 3.4 s).
    const { page } = await open(en, () => envelope({ mode: 'waiting', comments: en.comments }), '/', 'load', { initScript: watchWaitingDialog })
    await dialog(page).waitFor()
    const close = button(page, 'confirm')
    const started = Date.now()
    const seen = new Set<string>()
    while ((await close.getAttribute('data-disabled')) === 'true') {
      seen.add((await close.innerText()).trim())
      assert.ok(Date.now() - started < 15_000, 'countdown ends')
      await page.waitForTimeout(200)
    }
    const times = await page.evaluate(() => (window as unknown as { __waiting: { shownAt?: number; enabledAt?: number } }).__waiting)
    assert.ok(times.shownAt !== undefined && times.enabledAt !== undefined, JSON.stringify(times))
    const elapsed = times.enabledAt - times.shownAt
    // Five seconds of countdown; timers only ever fire late, so never much less.
    assert.ok(elapsed >= 4800, `enabled after ${Math.round(elapsed)} ms`)
    assert.ok(seen.has('Close (5s)') || seen.has('Close (4s)'), [...seen].join(', '))
    assert.ok(seen.has('Close (1s)'), [...seen].join(', '))
    assert.equal((await close.innerText()).trim(), 'Close')
    await close.click()
    await dialog(page).waitFor({ state: 'detached' })
    await page.close()
  })

  it('toast: disappears after about 2 s', async () => {
    const { page } = await open(en, () => envelope({ mode: 'toast', comments: en.comments }))
    await page.getByTestId('toast').waitFor()
    await page.getByTestId('toast').waitFor({ state: 'detached', timeout: 4000 })
    await page.close()
  })

  it('alert: subComments make the comments the title; actText names the button', async () => {
    const { page } = await open(en, () =>
      envelope({ mode: 'alert', comments: 'Sale paused', subComments: 'Please come back at 10:00', actText: 'Got it' }),
    )
    await dialog(page).waitFor()
    assert.equal(await dialogTitle(page), 'Sale paused')
    assert.equal(await dialogContent(page), 'Please come back at 10:00')
    assert.equal((await button(page, 'confirm').innerText()).trim(), 'Got it')
    await button(page, 'confirm').click()
    await dialog(page).waitFor({ state: 'detached' })
    await page.close()
  })

  it('retry: Back closes the dialog without re-sending', async () => {
    const opened = await open(en, () => envelope({ mode: 'retry', comments: en.comments }))
    const { page } = opened
    await dialog(page).waitFor()
    await button(page, 'cancel').click()
    await dialog(page).waitFor({ state: 'detached' })
    await visiblePage(page, 'home').waitFor()
    await page.waitForTimeout(500)
    assert.equal(opened.calls(), 1)
    await page.close()
  })

  it('retry: only one retry — a second failure offers Back only', async () => {
    const opened = await open(en, () => envelope({ mode: 'retry', comments: en.comments }))
    const { page } = opened
    await dialog(page).waitFor()
    await button(page, 'confirm').click()
    await waitForCalls(opened, 2)
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=dialog] .dlg__btn').length === 1)
    assert.equal((await buttons(page).first().innerText()).trim(), en.back)
    await buttons(page).first().click()
    await dialog(page).waitFor({ state: 'detached' })
    await page.waitForTimeout(500)
    assert.equal(opened.calls(), 2, 'no third call')
    await page.close()
  })

  it('not logged in (15012007) with mode login: the login page opens', async () => {
    const { page } = await open(en, () => envelope({ statusCode: 15012007, mode: 'login', comments: 'Please log in' }))
    await dialog(page).waitFor()
    assert.equal(await dialogContent(page), 'Please log in')
    await button(page, 'confirm').click()
    await visiblePage(page, 'login').waitFor()
    assert.equal(new URL(page.url()).pathname, '/login')
    await page.close()
  })

  it('an auth page opened directly (/order) goes to the login page', async () => {
    const { page } = await open(en, () => 'server', '/order')
    await visiblePage(page, 'login').waitFor()
    assert.equal(new URL(page.url()).pathname, '/login')
    await page.close()
  })
})
