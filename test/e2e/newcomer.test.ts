/**
 * A newcomer's purchase, the way a new buyer meets it (issue 13): logged out on `/` of each demo shop
 * in each of its languages (10001: zh-MO, zh-CN, en-US; 10002 sells in zh-CN only),
 * then taps only — a show card on the home page → detail → buy → booking → a tier and two tickets →
 * confirm, which sends the guest to login (core §2) → the SMS sandbox code → back on the same booking
 * with the same tier and quantity → confirm → the order → the hosted sandbox cashier → pay → back
 * through /pay-loading to pay-success in the same shop and language → the order, paid → its e-tickets
 * in the holder → one, valid, with its QR code. On the seat map a guest's confirm goes to login too and comes back to the seats picked.
 * Fails on any console error, page error, failed request or server error on the way, and in English on
 * any Chinese text on the pages passed. Screenshots: test/artifacts/newcomer-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'

/** A phone browser: the cashier offers the phone (H5) products, the hosted-cashier ones among them. */
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** Both demo shops hold the same catalogue under their prefix: show 2 sells tiers, show 7 seats. */
const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017701', tierShow: 'MO002', seatShow: 'MO007', product: 'ALIPAY_HK_WAP' },
  { merchantId: '10001', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900017701', tierShow: 'MO002', seatShow: 'MO007', product: 'ALIPAY_HK_WAP' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91237701', tierShow: 'MO002', seatShow: 'MO007', product: 'ALIPAY_HK_WAP' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007701', tierShow: 'SH002', seatShow: 'SH007', product: 'ALIPAY_CN_WAP' },
] as const

const sf = useInProcessStorefront('newcomer')

/**
 * What went wrong on the way: console errors (the renderer's insertBefore error among them), requests
 * that never completed and server errors. None is normal in a buyer's journey.
 */
function watchProblems(page: Page): string[] {
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
async function assertLanguage(page: Page, tag: string, name: string): Promise<void> {
  if (tag !== 'en-US') return
  const text = await visiblePage(page, name).evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement
    copy.querySelectorAll('[data-testid="lang-switch"]').forEach((e) => e.remove())
    return copy.textContent ?? ''
  })
  assert.doesNotMatch(text, CJK, `${name} in English shows Chinese: ${text.match(new RegExp(`.{0,20}${CJK.source}.{0,20}`))?.[0]}`)
}

/** From the home page, the card of this show (scrolled to), then its detail page. */
async function openShowFromHome(page: Page, tag: string, showId: string): Promise<void> {
  const home = visiblePage(page, 'home')
  const card = home.locator(`[data-testid="show-card"][data-show-id="${showId}"]`).first()
  await card.waitFor({ timeout: 20_000 })
  await assertLanguage(page, tag, 'home')
  await card.scrollIntoViewIfNeeded()
  await card.click()
  await visiblePage(page, 'showDetail').getByTestId('buy-button').waitFor({ timeout: 15_000 })
  await assertLanguage(page, tag, 'showDetail')
}

for (const j of JOURNEYS) {
  describe(`a newcomer buys in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      context = await sf.browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA })
      page = await context.newPage()
      page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
      errors = watchProblems(page)
    })
    after(async () => {
      await context?.close()
    })

    it('a guest confirming a tier is sent to login and comes back to the same booking, then pays and sees success', async () => {
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
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-1-booking`)
      await assertLanguage(page, j.tag, 'booking')
      await booking.getByTestId('booking-confirm').click()

      // Not logged in: the login page, then back here with the same tier and quantity.
      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-2-login`)
      await assertLanguage(page, j.tag, 'login')
      await submitPhoneLogin(page, sf, j)
      await booking.waitFor({ timeout: 15_000 })
      const chosen = booking.locator(`[data-testid="seat-plan"][data-seat-plan-id="${planId}"]`)
      assert.match((await chosen.getAttribute('class')) ?? '', /chip--on/, 'the chosen tier is still chosen')
      assert.equal((await booking.getByTestId('qty').innerText()).trim(), '2', 'the quantity is kept')
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-3-back-on-booking`)

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
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-4-cashier`)
      await page.locator('#pay').click()
      await page.waitForURL(/\/pay-loading\?/, { timeout: 15_000 })
      assert.match(page.url(), new RegExp(`merchantId=${j.merchantId}`), 'the cashier returns to the same shop')
      const success = visiblePage(page, 'paySuccess')
      await success.getByTestId('pay-success').waitFor({ timeout: 30_000 })
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-5-success`)
      await assertLanguage(page, j.tag, 'paySuccess')
      const orderId = await success.getByTestId('pay-success').getAttribute('data-order-id')

      // The order, paid; its e-ticket operation opens the ticket holder (two tickets), then one ticket's QR.
      await success.getByTestId('pay-success-order').click()
      const order = visiblePage(page, 'orderDetail')
      const detail = order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`)
      await detail.waitFor({ timeout: 15_000 })
      assert.notEqual(await detail.getAttribute('data-state'), 'Unpaid')
      await assertLanguage(page, j.tag, 'orderDetail')
      await order.getByTestId('order-op-E_TICKET').click()
      const holder = visiblePage(page, 'ticketHolder')
      const rows = holder.locator(`[data-testid="ticket-group"][data-show-id="${j.tierShow}"] [data-testid="ticket-row"]`)
      await rows.first().waitFor({ timeout: 15_000 })
      assert.equal(await rows.count(), 2, 'both tickets of the order are in the holder')
      await assertLanguage(page, j.tag, 'ticketHolder')
      await rows.first().click()
      const ticket = visiblePage(page, 'ticketDetail')
      await ticket.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })
      assert.equal(await ticket.getByTestId('ticket-detail').getAttribute('data-state'), 'VALID')
      await assertLanguage(page, j.tag, 'ticketDetail')
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-6-ticket-qr`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('on the seat map a guest confirming is sent to login and comes back to the seats they picked', async () => {
      // A new guest in the same shop: log out by starting a fresh context.
      await context.close()
      context = await sf.browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA })
      page = await context.newPage()
      page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
      errors = watchProblems(page)
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      await openShowFromHome(page, j.tag, j.seatShow)
      await visiblePage(page, 'showDetail').getByTestId('buy-button').click()

      const pick = visiblePage(page, 'pickSeat')
      const free = pick.locator('[data-testid="seat"][data-state="FREE"][data-picked="0"]')
      await free.first().waitFor({ timeout: 20_000 })
      await free.first().click()
      const picked = pick.locator('[data-testid="seat"][data-picked="1"]')
      assert.equal(await picked.count(), 1)
      const seatId = await picked.first().getAttribute('data-seat-id')
      await pick.getByTestId('seat-confirm').click()

      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await submitPhoneLogin(page, sf, { ...j, phone: `${j.phone.slice(0, -1)}2` })
      await pick.waitFor({ timeout: 15_000 })
      assert.equal(await picked.count(), 1, 'the picked seat is still picked')
      assert.equal(await picked.first().getAttribute('data-seat-id'), seatId)
      await shot(page, `newcomer-${j.tag}-${j.merchantId}-7-back-on-seat-map`)
      await pick.getByTestId('seat-confirm').click()
      await visiblePage(page, 'orderConfirm').getByTestId('order-confirm').waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'orderConfirm')
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
