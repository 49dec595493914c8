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
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { PHONE_UA, assertLanguage, buyTwoTickets, openShowFromHome, watchProblems } from './newcomer-steps'

/** Both demo shops hold the same catalogue under their prefix: show 2 sells tiers, show 7 seats. */
const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017701', tierShow: 'MO002', seatShow: 'MO007', product: 'ALIPAY_HK_WAP' },
  { merchantId: '10001', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900017701', tierShow: 'MO002', seatShow: 'MO007', product: 'ALIPAY_HK_WAP' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91237701', tierShow: 'MO002', seatShow: 'MO007', product: 'ALIPAY_HK_WAP' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007701', tierShow: 'SH002', seatShow: 'SH007', product: 'ALIPAY_CN_WAP' },
] as const

const sf = useInProcessStorefront('newcomer')

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
      const { orderId } = await buyTwoTickets(page, sf, j, `newcomer-${j.tag}-${j.merchantId}`)
      const success = visiblePage(page, 'paySuccess')

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
