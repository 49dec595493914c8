/**
 * What counts as going wrong on a buyer's journey, for every e2e suite that walks one the way a newcomer
 * does (newcomer, refunds, coupons, shop, notices): a phone browser whose page reports page errors,
 * console errors, failed requests, server errors and dead ends (a page that is blank, or the
 * 'coming soon' stand-in of a page not built) into one list the test expects empty; and the check
 * that an English page shows no Chinese.
 */
import assert from 'node:assert/strict'
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core'
import { MOBILE, visiblePage } from './harness'

/** A phone browser: the cashier offers the phone (H5) products, the hosted-cashier ones among them. */
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

export interface WatchOptions {
  /**
   * Dead ends a test walks into on purpose, by the `data-page` of the stand-in (`coming-soon:support`).
   * Each is a page the app does not have yet; name it here only with the reason beside it.
   */
  allowDeadEnds?: string[]
}

/** How long the page on screen may stay without any content before it counts as blank. */
const BLANK_MS = 3000

/**
 * Runs in every document the page loads, before the app's own scripts. Every 250 ms it looks at the
 * app's pages on screen: a 'coming soon' stand-in is reported at once; no content at all (no text, no
 * image, no drawing) for BLANK_MS is reported as blank, once per spell. A document that is not the app
 * (the sandbox cashier) has no Taro router and is left alone, unless it is the app's index.html whose
 * router never came. Plain JavaScript in a string: tsx would wrap named functions in a helper
 * (`__name`) that the browser does not have.
 */
const DEAD_END_WATCHER = `(() => {
  if (window.top !== window) return
  const report = (what) => window.__e2eDeadEnd && window.__e2eDeadEnd(what, location.pathname + location.search)
  const seen = new WeakSet()
  const started = Date.now()
  let blankSince = 0
  let blankReported = false
  const hasContent = (root) =>
    Boolean((root.innerText || '').trim()) ||
    Array.from(root.querySelectorAll('img, canvas, svg, video')).some((el) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0
    })
  setInterval(() => {
    let blank = null
    if (!document.querySelector('.taro_router')) {
      if (document.getElementById('app') && Date.now() - started > ${BLANK_MS}) blank = 'the app never started'
    } else {
      const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.style.display !== 'none')
      for (const page of shown) {
        const standIn = page.querySelector('[data-page^="coming-soon:"]')
        if (standIn && !seen.has(standIn)) {
          seen.add(standIn)
          report('dead end: ' + standIn.getAttribute('data-page'))
        }
      }
      // The page's own content (its main landmark), not the tab bar drawn under it.
      if (shown.every((page) => !hasContent(page.querySelector('[role="main"]') || page))) {
        const names = shown.map((p) => (p.querySelector('[data-page]') || { getAttribute: () => 'a page without a shell' }).getAttribute('data-page'))
        blank = names.length ? names.join(', ') : 'no page on screen'
      }
    }
    if (!blank) {
      blankSince = 0
      blankReported = false
      return
    }
    blankSince = blankSince || Date.now()
    if (!blankReported && Date.now() - blankSince >= ${BLANK_MS}) {
      blankReported = true
      report('dead end: blank: ' + blank)
    }
  }, 250)
})()`

/**
 * Collects what went wrong on the way. Call before the page's first `goto`. Counted: page errors,
 * console errors (the renderer's insertBefore error was one, issue 13), failed requests, answers of
 * 500 and above, and dead ends. One failure is not the app's: a GET still in flight when the whole
 * document is replaced (the hop to the hosted cashier, a test's reload or goto) is dropped by the browser
 * as net::ERR_ABORTED — including one the old document started while the new one was already on its
 * way (seen on a loaded CI machine: the home's posters, requested after a test's goto to /login). The app itself never aborts a request on leaving a page (src/platform/transport.ts
 * aborts only on its time-out), so every other failure counts — a POST always (a lost action), and an
 * aborted GET with no new document behind it (a time-out).
 */
export async function watchProblems(page: Page, options: WatchOptions = {}): Promise<string[]> {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  let sent = 0
  let documentLoad = 0
  // A new document is on its way from its request until it commits; the old one keeps running meanwhile
  // and what it starts then (pictures of a page still rendering) is dropped at the commit too.
  let navigating = false
  let documentUrl = ''
  const order = new WeakMap<Request, { n: number; doomed: boolean }>()
  page.on('request', (r) => {
    const mainDocument = r.isNavigationRequest() && r.frame() === page.mainFrame()
    order.set(r, { n: ++sent, doomed: navigating && !mainDocument })
    if (mainDocument) {
      documentLoad = sent
      navigating = true
      documentUrl = r.url() // each redirect hop is a request of its own: the last one is the document
    }
  })
  // The commit: the main frame arrives at the requested document. framenavigated also fires for the
  // app's own route changes (history API), which start no document: an old app still booting while the
  // new document is on its way changes its route too, and that is not the commit (CI: a home booting
  // during a test's goto to /login; its tab icons and popups call, started after its route change,
  // were cut off by the commit).
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame() && f.url() === documentUrl) navigating = false
  })
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? ''
    const o = order.get(r) ?? { n: sent, doomed: false }
    const replaced = o.n < documentLoad || o.doomed
    const leftBehind = r.method() === 'GET' && error === 'net::ERR_ABORTED' && replaced
    if (!leftBehind) problems.push(`request failed: ${r.method()} ${r.url()} ${error}`)
  })
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`server error: ${r.status()} ${r.request().method()} ${r.url()}`)
  })
  const allowed = new Set((options.allowDeadEnds ?? []).map((name) => `dead end: ${name}`))
  await page.exposeBinding('__e2eDeadEnd', (_source, what: string, where: string) => {
    if (!allowed.has(what)) problems.push(`${what} at ${where}`)
  })
  await page.addInitScript(DEAD_END_WATCHER)
  return problems
}

/** A phone browser: a fresh context (logged out unless given a storage state) and its page, watched (watchProblems). */
export async function phonePage(browser: Browser, options: WatchOptions & { storageState?: Awaited<ReturnType<BrowserContext['storageState']>> } = {}): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA, storageState: options.storageState })
  const page = await context.newPage()
  const problems = await watchProblems(page, options)
  return { context, page, problems }
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/**
 * The page on screen is in the journey's language: its shell says so (data-lang), and in English it
 * shows no Chinese outside the language switch (which names each language in itself).
 */
export async function assertLanguage(page: Page, tag: string, name: string): Promise<void> {
  const root = visiblePage(page, name)
  assert.equal(await root.getAttribute('data-lang'), tag, `${name} is in ${tag}`)
  if (tag !== 'en-US') return
  const text = await root.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[data-testid="lang-switch"]').forEach((e) => e.remove())
    return copy.textContent ?? ''
  })
  assert.doesNotMatch(text, CJK, `${name} in English shows Chinese: ${text.match(new RegExp(`.{0,20}${CJK.source}.{0,20}`))?.[0]}`)
}

/**
 * Taps Pay on the sandbox's hosted cashier and gives the address it sent the browser back to (the
 * app's /pay-loading), read from the navigation itself: on a loaded machine pay-loading may already
 * have moved on to pay-success by the time page.url() is read.
 */
export async function payAtSandboxCashier(page: Page): Promise<string> {
  const back = page.waitForRequest((r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && /\/pay-loading\?/.test(r.url()), { timeout: 15_000 })
  await page.locator('#pay').click()
  return (await back).url()
}
