/**
 * Booking and orders end to end on H5: log in by phone (sandbox SMS code read in-process, as in
 * account.test.ts), open a buyable demo show's booking page, book 2 tickets of a tier, confirm, see
 * the unpaid order with its countdown, cancel it and find it in the cancelled tab of the order list.
 * The full flow runs in zh-MO; zh-CN and en-US book and screenshot the booking and order pages.
 * Screenshots: test/artifacts/booking-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage } from './harness'
import { loginByPhone, useInProcessStorefront, type PhoneBuyer } from './in-process'

/** A demo show of the Macau shop on sale with stock (seed: base show 2, ON_SALE, 200 tickets per tier). */
const SHOW_ID = 'MO002'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66019876', full: true, words: { unpaid: '待支付', canceled: '已取消' } },
  { query: 'zh', tag: 'zh-CN', area: '86', phone: '13900009876', full: false, words: { unpaid: '待支付', canceled: '已取消' } },
  { query: 'en', tag: 'en-US', area: '852', phone: '91239876', full: false, words: { unpaid: 'To be paid', canceled: 'Cancelled' } },
] as const

const sf = useInProcessStorefront('booking')
const login = (page: Page, lang: PhoneBuyer) => loginByPhone(page, sf, lang)

const countdownSeconds = async (page: Page): Promise<number> =>
  Number(await visiblePage(page, 'orderDetail').getByTestId('order-countdown').getAttribute('data-left'))

for (const lang of LANGS) {
  describe(`booking in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let orderId = ''

    before(async () => {
      context = await sf.browser.newContext({ viewport: MOBILE })
      page = await context.newPage()
      page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
      await login(page, lang)
    })
    after(async () => {
      await context?.close()
    })

    it('books 2 tickets of a tier and confirms the order', async () => {
      await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=${lang.query}`)
      const booking = visiblePage(page, 'booking')
      await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
      await shot(page, `booking-${lang.tag}-1-booking`)
      const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
      await tier.click()
      await booking.getByTestId('qty-plus').click()
      assert.equal(await booking.getByTestId('qty').innerText(), '2')
      assert.match(await booking.getByTestId('booking-total').innerText(), /\d+\.\d\d/)
      await shot(page, `booking-${lang.tag}-2-selected`)
      await booking.getByTestId('booking-confirm').click()

      const confirm = visiblePage(page, 'orderConfirm')
      await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
      assert.equal(await confirm.locator('[data-testid="deliver-method"][data-value="E_TICKET"]').getAttribute('class').then((c) => c?.includes('order-option--on')), true)
      await shot(page, `booking-${lang.tag}-3-confirm`)
      await confirm.getByTestId('confirm-submit').click()
      // The payment panel opens on the confirm page; closing it leaves an unpaid order to pay later.
      await confirm.getByTestId('pay-close').click()

      const detail = visiblePage(page, 'orderDetail')
      await detail.locator('[data-testid="order-detail"][data-state="Unpaid"]').waitFor({ timeout: 15_000 })
      orderId = (await detail.getByTestId('order-detail').getAttribute('data-order-id')) ?? ''
      assert.ok(orderId)
      assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.unpaid)
      assert.match(await detail.getByTestId('order-countdown').innerText(), /\d\d:\d\d/)
      const before = await countdownSeconds(page)
      assert.ok(before > 0)
      await page.waitForTimeout(2200)
      assert.ok((await countdownSeconds(page)) < before, 'the countdown ticks')
      await shot(page, `booking-${lang.tag}-4-unpaid`)
    })

    if (lang.full) {
      it('cancels the unpaid order and finds it in the cancelled tab', async () => {
        const detail = visiblePage(page, 'orderDetail')
        await detail.getByTestId('order-cancel').click()
        await detail.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()
        await detail.locator('[data-testid="order-detail"][data-state="Canceled"]').waitFor({ timeout: 15_000 })
        assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.canceled)
        assert.equal(await detail.getByTestId('order-countdown').count(), 0)
        await shot(page, `booking-${lang.tag}-5-cancelled`)

        await detail.getByTestId('to-order-list').click()
        const list = visiblePage(page, 'orderList')
        await list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
        await list.locator('[data-testid="order-tab"][data-tab="canceled"]').click()
        await list.locator('[data-testid="order-list"][data-tab="canceled"][data-loading="0"]').waitFor()
        const card = list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
        assert.equal(await card.getAttribute('data-state'), 'Canceled')
        assert.equal(await card.getByTestId('order-card-state').innerText(), lang.words.canceled)
        await shot(page, `booking-${lang.tag}-6-list-cancelled`)
        await list.locator('[data-testid="order-tab"][data-tab="unpaid"]').click()
        await list.locator('[data-testid="order-list"][data-tab="unpaid"][data-loading="0"]').waitFor()
        assert.equal(await list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).count(), 0)
      })
    } else {
      it('lists the unpaid order', async () => {
        await page.goto(`${sf.url}/order?lang=${lang.query}`)
        const list = visiblePage(page, 'orderList')
        const card = list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
        await card.waitFor({ timeout: 15_000 })
        assert.equal(await card.getByTestId('order-card-state').innerText(), lang.words.unpaid)
        await shot(page, `booking-${lang.tag}-6-list`)
      })
    }
  })
}
