/**
 * The content security policies in a real browser (issue 14, finding 4): the H5 app, the sandbox
 * cashier, the partner seat page and the identity consent page are used the way a buyer uses them —
 * browse, log in, book, pay on the cashier and come back, pick seats on the partner page, sign in with
 * the sandbox Google page — and Chromium reports no CSP violation (neither a `securitypolicyviolation`
 * event nor a console message) on any of them. A page on another origin that frames the cashier gets
 * nothing: Chromium refuses the frame (frame-ancestors 'none').
 */
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage } from './harness'
import { loginByPhone, useInProcessStorefront } from './in-process'
import { PHONE_UA } from './journey-checks'

const SHOW_ID = 'MO002'
const PARTNER_SHOW = 'MO001'
const PARTNER_SESSION = 'MO001-S1'

const sf = useInProcessStorefront('csp')

/** Every CSP report of a page, from the DOM event (script-visible) and from the console. */
async function watchCsp(context: BrowserContext, page: Page, reports: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.documentURI}`)
    })
  })
  page.on('console', (m) => {
    const text = m.text()
    if (/content security policy|CSP violation|Refused to (load|execute|apply|connect|frame)/i.test(text)) reports.push(`${page.url()}: ${text}`)
  })
}

describe('the pages work under their content security policies', () => {
  let context: BrowserContext
  let page: Page
  const reports: string[] = []

  before(async () => {
    context = await sf.browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA })
    page = await context.newPage()
    page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
    await watchCsp(context, page, reports)
  })
  after(async () => {
    await context?.close()
  })

  it('serves the app with its policy', async () => {
    const res = await page.goto(`${sf.url}/?lang=en`)
    const policy = res?.headers()['content-security-policy'] ?? ''
    assert.match(policy, /script-src 'self'/)
    assert.doesNotMatch(policy, /script-src[^;]*'unsafe-inline'/)
    await visiblePage(page, 'home').waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    assert.deepEqual(reports, [])
  })

  it('browses, logs in, books and pays on the sandbox cashier, and comes back to the app', async () => {
    await page.goto(`${sf.url}/show/detail?showId=${SHOW_ID}&lang=en`)
    await page.waitForLoadState('networkidle')
    await loginByPhone(page, sf, { query: 'en', area: '852', phone: '91237771' })
    await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=en`)
    const booking = visiblePage(page, 'booking')
    await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
    await booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
    await booking.getByTestId('booking-confirm').click()
    const confirm = visiblePage(page, 'orderConfirm')
    await confirm.getByTestId('confirm-submit').click()
    const panel = confirm.getByTestId('pay-panel')
    await panel.locator('[data-testid="pay-method"][data-product="ALIPAY_HK_WAP"]').click()
    const cashier = page.waitForResponse((r) => r.url().includes('/api/sandbox/cashier/') && r.request().method() === 'GET', { timeout: 15_000 })
    await panel.getByTestId('pay-confirm').click()
    await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
    assert.match((await cashier).headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/)
    await shot(page, 'csp-cashier')
    await page.locator('#pay').click()
    await visiblePage(page, 'paySuccess').getByTestId('pay-success').waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    assert.deepEqual(reports, [])
  })

  it('picks seats on the partner page and comes back with them', async () => {
    await page.goto(`${sf.url}/booking/${PARTNER_SHOW}?lang=en`)
    const pick = visiblePage(page, 'pickSeat')
    await pick.getByTestId('pick-seat-third-party').waitFor({ timeout: 15_000 })
    await pick.getByTestId('third-party-go').click()
    await page.waitForURL((u) => u.pathname.startsWith(`/api/sandbox/seat-partner/sessions/${PARTNER_SESSION}`), { timeout: 15_000 })
    await page.locator('input[name="seat"]:not([disabled])').first().check()
    await shot(page, 'csp-partner')
    await page.locator('button[value="confirm"]').click()
    await page.waitForURL((u) => !u.pathname.startsWith('/api/'), { timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    assert.deepEqual(reports, [])
  })

  it('signs in on the sandbox Google consent page and comes back', async () => {
    const consent = await page.goto(`${sf.url}/api/user/pub/v1/identity/authorize?merchantId=10001&lang=en&provider=GOOGLE&returnUrl=${encodeURIComponent('/login?lang=en')}&state=csp-state-0123456789ab`)
    assert.match(consent?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/)
    await page.locator('#email').fill('csp.buyer@example.com')
    await page.locator('#allow').click()
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    assert.deepEqual(reports, [])
  })
})

describe('another site cannot frame the cashier', () => {
  let attacker: Server
  let attackerUrl = ''
  let context: BrowserContext

  before(async () => {
    await sf.started
    // The attacker's page, on another origin, frames the cashier (and the app) under a fake button.
    attacker = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><title>win a prize</title><iframe id="cashier" src="${sf.url}/api/sandbox/cashier/ANY?merchantId=10001&lang=en"></iframe><iframe id="app" src="${sf.url}/?lang=en"></iframe>`)
    })
    await new Promise<void>((r) => attacker.listen(0, '127.0.0.1', r))
    attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`
    context = await sf.browser.newContext()
  })
  after(async () => {
    await context?.close()
    await new Promise((r) => attacker?.close(r))
  })

  it('Chromium refuses both frames (frame-ancestors)', async () => {
    const page = await context.newPage()
    const refused: string[] = []
    page.on('console', (m) => {
      if (/frame-ancestors/i.test(m.text())) refused.push(m.text())
    })
    await page.goto(attackerUrl)
    await page.waitForTimeout(1500)
    assert.equal(refused.length, 2, refused.join('\n'))
    for (const id of ['cashier', 'app']) {
      const frame = await (await page.$(`#${id}`))?.contentFrame()
      const body = frame ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '') : ''
      assert.doesNotMatch(body, /pay|Live Shows/i, `${id} frame rendered nothing of ours`)
    }
  })
})
