/**
 * A newcomer's steps, shared by the journeys that start the way a new buyer does (newcomer.test.ts,
 * refunds.test.ts), by taps only after the first `/`: finding a show (the home's category icon → the
 * search page filtered by it, or the home's search box → a keyword), two tickets of a tier or one seat
 * on the map, the login the first step that needs it sends a guest to (SMS sandbox code) and the way
 * back to the same choices, paying at the hosted sandbox cashier, and the paid order with its ticket's
 * QR code. What counts as a problem on the way: journey-checks.ts.
 */
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, type InProcessStorefront } from './in-process'
import { assertLanguage, payAtSandboxCashier } from './journey-checks'

/** How a newcomer finds a show from the home page: a category icon (its label), or a search (a keyword typed). */
export type Finding = { by: 'category'; label: string } | { by: 'search'; keyword: string }

/** One newcomer: shop, language, login phone, the tier show to buy, how to find it, the payment product. */
export interface Journey {
  merchantId: string
  query: string
  tag: string
  area: string
  phone: string
  tierShow: string
  findTier: Finding
  product: string
}

/** From the home page to the show's detail page: a category icon or the search box, then its card. */
export async function findShow(page: Page, tag: string, find: Finding, showId: string, prefix: string): Promise<void> {
  const home = visiblePage(page, 'home')
  await home.getByTestId('layout-icon').first().waitFor({ timeout: 20_000 })
  await assertLanguage(page, tag, 'home')
  await shot(page, `${prefix}-01-home`)
  const search = visiblePage(page, 'search')
  if (find.by === 'category') {
    await home.getByTestId('layout-icon').filter({ hasText: find.label }).click()
    // The search page opens filtered by that category.
    await search.locator('[data-testid="filter-category"] .search-chip--on').filter({ hasText: find.label }).waitFor({ timeout: 15_000 })
  } else {
    await home.getByTestId('layout-search').click()
    const box = search.locator('[data-testid="search-input"] input, input[data-testid="search-input"]').first()
    await box.click()
    await box.fill(find.keyword)
    await search.getByTestId('search-submit').click()
  }
  const card = search.locator(`[data-testid="search-results"][data-loading="0"] [data-testid="show-card"][data-show-id="${showId}"]`).first()
  await card.waitFor({ timeout: 15_000 })
  await assertLanguage(page, tag, 'search')
  // The results may render once more (a second page of the same answer): scroll to the card as it is then.
  await card.scrollIntoViewIfNeeded().catch(async () => {
    await card.waitFor({ timeout: 15_000 })
    await card.scrollIntoViewIfNeeded()
  })
  await shot(page, `${prefix}-02-found`)
  await card.click()
  await visiblePage(page, 'showDetail').getByTestId('buy-button').waitFor({ timeout: 15_000 })
  await assertLanguage(page, tag, 'showDetail')
  await shot(page, `${prefix}-03-detail`)
}

/**
 * A logged-out newcomer on `/` finds the tier show, picks its last session on sale, the first tier on
 * sale and two tickets, is sent to login by confirm, logs in and is back on the same booking with the
 * same session, tier and quantity; then confirms and pays. Screenshots `<prefix>-01-home` … `-09-success`.
 */
export async function buyTwoTickets(page: Page, sf: InProcessStorefront, j: Journey, prefix: string): Promise<{ orderId: string; tradeNo: string }> {
  await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
  await findShow(page, j.tag, j.findTier, j.tierShow, prefix)
  await visiblePage(page, 'showDetail').getByTestId('buy-button').click()

  const booking = visiblePage(page, 'booking')
  const sessions = booking.locator('[data-testid="session"][data-disabled="0"]')
  await sessions.first().waitFor({ timeout: 15_000 })
  const session = sessions.last()
  const sessionId = await session.getAttribute('data-session-id')
  await session.click()
  const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
  await tier.waitFor({ timeout: 15_000 })
  const planId = await tier.getAttribute('data-seat-plan-id')
  await tier.click()
  await booking.getByTestId('qty-plus').click()
  assert.equal((await booking.getByTestId('qty').innerText()).trim(), '2')
  await assertLanguage(page, j.tag, 'booking')
  await shot(page, `${prefix}-04-booking`)
  await booking.getByTestId('booking-confirm').click()

  // Not logged in: the login page, then back here with the same session, tier and quantity.
  await loginWhenAsked(page, sf, j, j.phone, prefix)
  await booking.waitFor({ timeout: 15_000 })
  const on = async (selector: string) => (await booking.locator(selector).getAttribute('class')) ?? ''
  assert.match(await on(`[data-testid="session"][data-session-id="${sessionId}"]`), /chip--on/, 'the chosen session is still chosen')
  assert.match(await on(`[data-testid="seat-plan"][data-seat-plan-id="${planId}"]`), /chip--on/, 'the chosen tier is still chosen')
  assert.equal((await booking.getByTestId('qty').innerText()).trim(), '2', 'the quantity is kept')
  await shot(page, `${prefix}-06-back-on-booking`)

  await booking.getByTestId('booking-confirm').click()
  return confirmAndPay(page, j, prefix)
}

/** The login page a guest is sent to: phone, the code the SMS sandbox received, the agreement, log in. */
export async function loginWhenAsked(page: Page, sf: InProcessStorefront, j: Pick<Journey, 'merchantId' | 'query' | 'tag' | 'area'>, phone: string, prefix: string): Promise<void> {
  await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
  await assertLanguage(page, j.tag, 'login')
  await shot(page, `${prefix}-05-login`)
  await submitPhoneLogin(page, sf, { ...j, phone })
}

/**
 * On the confirm page: place the order, choose the journey's payment product, pay at the sandbox's
 * hosted cashier and come back through /pay-loading to pay-success in the same shop and language.
 */
export async function confirmAndPay(page: Page, j: Journey, prefix: string): Promise<{ orderId: string; tradeNo: string }> {
  const confirm = visiblePage(page, 'orderConfirm')
  await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  await assertLanguage(page, j.tag, 'orderConfirm')
  await shot(page, `${prefix}-07-confirm`)
  await confirm.getByTestId('confirm-submit').click()
  const panel = confirm.getByTestId('pay-panel')
  const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
  await method.waitFor({ timeout: 15_000 })
  await method.click()
  await panel.getByTestId('pay-confirm').click()

  await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
  const tradeNo = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
  await shot(page, `${prefix}-08-cashier`)
  assert.match(await payAtSandboxCashier(page), new RegExp(`merchantId=${j.merchantId}`), 'the cashier returns to the same shop')
  const success = visiblePage(page, 'paySuccess')
  await success.getByTestId('pay-success').waitFor({ timeout: 30_000 })
  await assertLanguage(page, j.tag, 'paySuccess')
  await shot(page, `${prefix}-09-success`)
  const orderId = await success.getByTestId('pay-success').getAttribute('data-order-id')
  assert.ok(orderId && tradeNo)
  return { orderId, tradeNo }
}

/**
 * From pay-success: the order, paid; its e-ticket operation opens the one ticket of a one-ticket order
 * (utils/order-actions.ts), else the ticket holder with the order's `count` tickets of the show and then
 * one of them; the ticket is valid and shows its QR code.
 */
export async function openOrderAndTicket(page: Page, j: Journey, orderId: string, showId: string, count: number, prefix: string): Promise<void> {
  await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
  const order = visiblePage(page, 'orderDetail')
  const detail = order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`)
  await detail.waitFor({ timeout: 15_000 })
  assert.notEqual(await detail.getAttribute('data-state'), 'Unpaid')
  await assertLanguage(page, j.tag, 'orderDetail')
  await shot(page, `${prefix}-10-order`)
  await order.getByTestId('order-op-E_TICKET').click()
  if (count > 1) {
    const holder = visiblePage(page, 'ticketHolder')
    const rows = holder.locator(`[data-testid="ticket-group"][data-show-id="${showId}"] [data-testid="ticket-row"]`)
    await rows.first().waitFor({ timeout: 15_000 })
    assert.equal(await rows.count(), count, `the order's ${count} tickets in the holder`)
    await assertLanguage(page, j.tag, 'ticketHolder')
    await shot(page, `${prefix}-11-holder`)
    await rows.first().click()
  }
  const ticket = visiblePage(page, 'ticketDetail')
  await ticket.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })
  assert.equal(await ticket.getByTestId('ticket-detail').getAttribute('data-state'), 'VALID')
  await assertLanguage(page, j.tag, 'ticketDetail')
  await shot(page, `${prefix}-12-ticket-qr`)
}

/** A newcomer who also buys a seat: the seat-picking show, how to find it, and a second login phone (a fresh guest). */
export interface SeatJourney extends Journey {
  seatShow: string
  findSeat: Finding
  seatPhone: string
}

/**
 * A logged-out newcomer on `/` finds the seat-picking show; buy leads through booking to the seat map,
 * where they pick a free seat and confirm, are sent to login, and come back to the map with that seat
 * still picked; then confirm and pay. Screenshots as buyTwoTickets's, `-04-seat-picked` and
 * `-06-back-on-seat-map` for the booking steps.
 */
export async function buyOneSeat(page: Page, sf: InProcessStorefront, j: SeatJourney, prefix: string): Promise<{ orderId: string; seatId: string }> {
  await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
  await findShow(page, j.tag, j.findSeat, j.seatShow, prefix)
  await visiblePage(page, 'showDetail').getByTestId('buy-button').click()

  const pick = visiblePage(page, 'pickSeat')
  const free = pick.locator('[data-testid="seat"][data-state="FREE"][data-picked="0"]')
  await free.first().waitFor({ timeout: 20_000 })
  await free.first().click()
  const picked = pick.locator('[data-testid="seat"][data-picked="1"]')
  assert.equal(await picked.count(), 1)
  const seatId = (await picked.first().getAttribute('data-seat-id')) ?? ''
  await assertLanguage(page, j.tag, 'pickSeat')
  await shot(page, `${prefix}-04-seat-picked`)
  await pick.getByTestId('seat-confirm').click()

  await loginWhenAsked(page, sf, j, j.seatPhone, prefix)
  await picked.first().waitFor({ timeout: 15_000 })
  assert.equal(await picked.count(), 1, 'the picked seat is still picked')
  assert.equal(await picked.first().getAttribute('data-seat-id'), seatId)
  await shot(page, `${prefix}-06-back-on-seat-map`)
  await pick.getByTestId('seat-confirm').click()
  const { orderId } = await confirmAndPay(page, j, prefix)
  return { orderId, seatId }
}

/** The browser's back button until a tab page (with its tab bar) is on screen again, as a buyer would. */
export async function backToTabs(page: Page): Promise<void> {
  // The page on top is the newest shown one; a tab page carries the tab bar (covered ones keep theirs).
  const onTop = () => page.locator('.taro_page:not(.taro_page_shade):not([style*="display: none"])').last()
  for (let i = 0; i < 8 && !(await onTop().locator('[data-testid="tab-bar"]').count()); i++) {
    await page.goBack()
    await page.waitForTimeout(300)
  }
  await page.locator('[data-testid="tab-bar"]').locator('visible=true').first().waitFor({ timeout: 15_000 })
}

/**
 * On a page showing the payment panel (after its pay button): choose the product, pay at the sandbox's
 * hosted cashier, and come back to the same shop.
 */
export async function payThroughPanel(page: Page, pageName: string, product: string, merchantId: string): Promise<void> {
  const panel = visiblePage(page, pageName).getByTestId('pay-panel')
  const method = panel.locator(`[data-testid="pay-method"][data-product="${product}"]`)
  await method.waitFor({ timeout: 15_000 })
  await method.click()
  await panel.getByTestId('pay-confirm').click()
  await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
  assert.match(await payAtSandboxCashier(page), new RegExp(`merchantId=${merchantId}`), 'the cashier returns to the same shop')
}

/** On the refund page: "refund some tickets", then tick the first refundable ticket; the choose page, ready to submit. */
export async function tickFirstRefundable(page: Page) {
  await visiblePage(page, 'refundOrder').getByTestId('refund-choose').click()
  const choose = visiblePage(page, 'refundOrderTickets')
  const first = choose.locator('[data-testid="refund-ticket"][data-block=""]').first()
  await first.waitFor({ timeout: 15_000 })
  await first.click()
  await choose.locator('[data-testid="refund-ticket"][data-picked="1"]').waitFor()
  return choose
}
