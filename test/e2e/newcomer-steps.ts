/**
 * A newcomer's steps shared by the journeys that start the way a new buyer does (newcomer.test.ts,
 * refunds.test.ts): a phone browser, what counts as a problem on the way, the English-only check, and
 * the tap-through purchase of two tickets of a tier — `/` → show card → detail → buy → booking → a tier
 * and two tickets → confirm → login by SMS sandbox code → back on the same booking → confirm → order →
 * hosted sandbox cashier → pay → /pay-loading → pay-success in the same shop and language.
 */
import assert from 'node:assert/strict'
import type { ConsoleMessage, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, type InProcessStorefront } from './in-process'

/** A phone browser: the cashier offers the phone (H5) products, the hosted-cashier ones among them. */
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** One newcomer: shop, language, login phone, the tier show to buy and the payment product. */
export interface Journey {
  merchantId: string
  query: string
  tag: string
  area: string
  phone: string
  tierShow: string
  product: string
}

/**
 * What went wrong on the way: console errors (the renderer's insertBefore error among them), requests
 * that never completed and server errors. None is normal in a buyer's journey.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`)
  })
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`))
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`server error: ${r.status()} ${r.request().method()} ${r.url()}`)
  })
  return problems
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/** In an English journey, the page on screen shows no Chinese outside the language switch (which names each language in itself). */
export async function assertLanguage(page: Page, tag: string, name: string): Promise<void> {
  if (tag !== 'en-US') return
  const text = await visiblePage(page, name).evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[data-testid="lang-switch"]').forEach((e) => e.remove())
    return copy.textContent ?? ''
  })
  assert.doesNotMatch(text, CJK, `${name} in English shows Chinese: ${text.match(new RegExp(`.{0,20}${CJK.source}.{0,20}`))?.[0]}`)
}

/** From the home page, the card of this show (scrolled to), then its detail page. */
export async function openShowFromHome(page: Page, tag: string, showId: string): Promise<void> {
  const home = visiblePage(page, 'home')
  const card = home.locator(`[data-testid="show-card"][data-show-id="${showId}"]`).first()
  await card.waitFor({ timeout: 20_000 })
  await assertLanguage(page, tag, 'home')
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await visiblePage(page, 'showDetail').getByTestId('buy-button').waitFor({ timeout: 15_000 })
  await assertLanguage(page, tag, 'showDetail')
}

/**
 * A logged-out newcomer on `/` buys two tickets of the show's first tier on sale by taps, logging in on
 * the way, and pays at the sandbox cashier; on pay-success, the order id and the sandbox trade number.
 * Screenshots `<prefix>-1-booking` … `<prefix>-5-success`.
 */
export async function buyTwoTickets(page: Page, sf: InProcessStorefront, j: Journey, prefix: string): Promise<{ orderId: string; tradeNo: string }> {
  await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
  await openShowFromHome(page, j.tag, j.tierShow)
  await visiblePage(page, 'showDetail').getByTestId('buy-button').click()

  const booking = visiblePage(page, 'booking')
  const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
  await tier.waitFor({ timeout: 15_000 })
  const planId = await tier.getAttribute('data-seat-plan-id')
  await tier.click()
  await booking.getByTestId('qty-plus').click()
  assert.equal((await booking.getByTestId('qty').innerText()).trim(), '2')
  await shot(page, `${prefix}-1-booking`)
  await assertLanguage(page, j.tag, 'booking')
  await booking.getByTestId('booking-confirm').click()

  // Not logged in: the login page, then back here with the same tier and quantity.
  await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
  await shot(page, `${prefix}-2-login`)
  await assertLanguage(page, j.tag, 'login')
  await submitPhoneLogin(page, sf, j)
  await booking.waitFor({ timeout: 15_000 })
  const chosen = booking.locator(`[data-testid="seat-plan"][data-seat-plan-id="${planId}"]`)
  assert.match((await chosen.getAttribute('class')) ?? '', /chip--on/, 'the chosen tier is still chosen')
  assert.equal((await booking.getByTestId('qty').innerText()).trim(), '2', 'the quantity is kept')
  await shot(page, `${prefix}-3-back-on-booking`)

  await booking.getByTestId('booking-confirm').click()
  const confirm = visiblePage(page, 'orderConfirm')
  await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  await confirm.getByTestId('confirm-submit').click()
  const panel = confirm.getByTestId('pay-panel')
  const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
  await method.waitFor({ timeout: 15_000 })
  await method.click()
  await panel.getByTestId('pay-confirm').click()

  // The sandbox's hosted cashier, then back into the same shop and language.
  await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
  const tradeNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
  await shot(page, `${prefix}-4-cashier`)
  await page.locator('#pay').click()
  await page.waitForURL(/\/pay-loading\?/, { timeout: 15_000 })
  assert.match(page.url(), new RegExp(`merchantId=${j.merchantId}`), 'the cashier returns to the same shop')
  const success = visiblePage(page, 'paySuccess')
  await success.getByTestId('pay-success').waitFor({ timeout: 30_000 })
  await shot(page, `${prefix}-5-success`)
  await assertLanguage(page, j.tag, 'paySuccess')
  const orderId = await success.getByTestId('pay-success').getAttribute('data-order-id')
  assert.ok(orderId && tradeNo)
  return { orderId, tradeNo }
}
