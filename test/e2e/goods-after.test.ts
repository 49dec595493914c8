/**
 * A newcomer buys a ticket with an add-on, follows its parcel and prints a stub (issue 18), logged out
 * on `/` of each demo shop in each of its languages (10001: zh-MO, zh-CN, en-US; 10002: zh-CN), by taps:
 * search the express demo show (3) → its detail → booking (one ticket; login through the app's login
 * page on the way, as newcomer-steps.ts does) → confirm: express delivery with an address added on the
 * way, the programme book from the show's add purchase list (the pay amount grows by its price) →
 * pay once at the sandbox cashier → the order with its add-on line. The merchant's venue staff ship it
 * (their staff call, as at check-in); the buyer opens "track parcel" and watches the sandbox carrier move
 * it to signed (LOGISTICS_SANDBOX_STEP_SECONDS=1 here), then "print ticket stubs": the stub picture the
 * server draws, and "all my stubs". Fails on any console error, failed request, blank or coming-soon
 * page (journey-checks.ts), and in English on Chinese text. Screenshots: test/artifacts/goods-after-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { confirmAndPay, findShow, loginWhenAsked, type Journey } from './newcomer-steps'

// The sandbox carrier moves a parcel on every second in this suite (read when the server starts).
process.env.LOGISTICS_SANDBOX_STEP_SECONDS = '1'

const STAFF: Record<string, string> = { '10001': 'demo-staff-macau-7Qm2x9', '10002': 'demo-staff-mainland-K4p8s1' }

interface AfterJourney extends Journey {
  /** The programme book's SKU (seed/products.ts DEMO_ADD_ON_GOODS) and its price in cents. */
  addOnSku: string
  words: { recipient: string; area: string; detail: string }
}

const zhAddress = { recipient: '陳小明', area: '澳門 氹仔', detail: '蓮花路八十八號' }
const JOURNEYS: AfterJourney[] = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66019901', product: 'ALIPAY_HK_WAP', tierShow: 'MO003', findTier: { by: 'search', keyword: '午夜霓虹' }, addOnSku: 'MOG02', words: zhAddress },
  { merchantId: '10001', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900019901', product: 'ALIPAY_HK_WAP', tierShow: 'MO003', findTier: { by: 'search', keyword: '午夜霓虹' }, addOnSku: 'MOG02', words: zhAddress },
  {
    merchantId: '10001',
    query: 'en',
    tag: 'en-US',
    area: '852',
    phone: '91239901',
    product: 'ALIPAY_HK_WAP',
    tierShow: 'MO003',
    findTier: { by: 'search', keyword: 'Midnight Neon' },
    addOnSku: 'MOG02',
    words: { recipient: 'Chan Siu Ming', area: 'Taipa, Macau', detail: '88 Lotus Road' },
  },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900009901', product: 'ALIPAY_CN_WAP', tierShow: 'SH003', findTier: { by: 'search', keyword: '午夜霓虹' }, addOnSku: 'SHG02', words: { recipient: '陈小明', area: '上海 黄浦', detail: '南京东路一号' } },
]
const ADD_ON_PRICE = 6000

const sf = useInProcessStorefront('goods-after')

/** Booking: the last session on sale, its first tier on sale, one ticket; login on the way and back. */
async function bookOne(page: Page, j: AfterJourney, prefix: string): Promise<void> {
  await visiblePage(page, 'showDetail').getByTestId('buy-button').click()
  const booking = visiblePage(page, 'booking')
  const sessions = booking.locator('[data-testid="session"][data-disabled="0"]')
  await sessions.first().waitFor({ timeout: 15_000 })
  await sessions.last().click()
  const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
  await tier.waitFor({ timeout: 15_000 })
  await tier.click()
  await booking.getByTestId('booking-confirm').click()
  await loginWhenAsked(page, sf, j, j.phone, prefix)
  await booking.waitFor({ timeout: 15_000 })
  await booking.getByTestId('booking-confirm').click()
}

/** Confirm: express with an address added through the address book, and one add-on; the pay amount grows by its price. */
async function expressWithAddOn(page: Page, j: AfterJourney, prefix: string): Promise<void> {
  const confirm = visiblePage(page, 'orderConfirm')
  await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  await confirm.locator('[data-testid="deliver-method"][data-value="EXPRESS"]').click()
  await confirm.locator('[data-testid="deliver-method"][data-value="EXPRESS"][data-on="1"]').waitFor()
  await confirm.getByTestId('confirm-address-add').click()
  const book = visiblePage(page, 'address')
  await book.getByTestId('address-add').click()
  await book.locator('[data-testid="address-recipient"] input').fill(j.words.recipient)
  await book.locator('[data-testid="address-phone"] input').fill('13800138000')
  await book.locator('[data-testid="address-area"] input').fill(j.words.area)
  await book.locator('[data-testid="address-detail"] input').fill(j.words.detail)
  await book.getByTestId('address-save').click()
  await book.getByTestId('address-item').first().waitFor({ timeout: 15_000 })
  await page.goBack()
  await confirm.locator('[data-testid="address-option"][data-on="1"]').waitFor({ timeout: 15_000 })

  const before = Number(await confirm.getByTestId('order-confirm').getAttribute('data-pay'))
  const addOn = confirm.locator(`[data-testid="add-on"][data-sku-id="${j.addOnSku}"]`)
  await addOn.waitFor({ timeout: 15_000 })
  await addOn.getByTestId('add-on-plus').click()
  await confirm.locator(`[data-testid="add-on"][data-sku-id="${j.addOnSku}"][data-qty="1"]`).waitFor({ timeout: 15_000 })
  await confirm.locator(`[data-testid="order-confirm"][data-pay="${before + ADD_ON_PRICE}"]`).waitFor({ timeout: 15_000 })
  await confirm.getByTestId('confirm-add-on-amount').waitFor()
  await addOn.scrollIntoViewIfNeeded()
  await assertLanguage(page, j.tag, 'orderConfirm')
  await shot(page, `${prefix}-07a-add-on`)
}

/** The merchant ships the order (venue staff, x-staff-token) with the sandbox carrier. */
async function merchantShips(merchantId: string, orderId: string): Promise<void> {
  const res = await fetch(`${sf.url}/api/staff/v1/orders/${orderId}/ship`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-token': STAFF[merchantId] as string },
    body: JSON.stringify({ carrier: 'SANDBOX_EXPRESS', waybillNo: `SBX${orderId.slice(-10)}` }),
  })
  const body = (await res.json()) as { statusCode: number; comments?: string }
  assert.equal(body.statusCode, 200, body.comments)
}

for (const j of JOURNEYS) {
  describe(`a newcomer buys a ticket with an add-on, tracks it and prints a stub in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let problems: string[]
    const prefix = `goods-after-${j.tag}-${j.merchantId}`

    before(async () => {
      ;({ context, page, problems } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('search → book one ticket (login) → express + add-on → pay once → track the parcel → print the stub', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      await findShow(page, j.tag, j.findTier, j.tierShow, prefix)
      await bookOne(page, j, prefix)
      await expressWithAddOn(page, j, prefix)
      const { orderId } = await confirmAndPay(page, j, prefix)

      // The paid order holds the add-on beside the ticket.
      await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
      const order = visiblePage(page, 'orderDetail')
      await order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"][data-state="Succeeded"]`).waitFor({ timeout: 15_000 })
      assert.equal(await order.getByTestId('order-add-on').count(), 1)
      await assertLanguage(page, j.tag, 'orderDetail')
      await shot(page, `${prefix}-10-order`)

      // Not shipped yet: the express page says so; once the merchant ships, the parcel moves on to signed.
      await order.getByTestId('order-track').click()
      const express = visiblePage(page, 'orderExpress')
      await express.locator('[data-testid="order-express"][data-state="NOT_SHIPPED"]').waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'orderExpress')
      await merchantShips(j.merchantId, orderId)
      const signed = express.locator('[data-testid="order-express"][data-state="SIGNED"]')
      // The buyer taps "refresh" until the carrier reports it signed for (a step a second here).
      for (let i = 0; i < 20 && !(await signed.count()); i++) {
        await express.getByTestId('express-refresh').click()
        await signed.waitFor({ timeout: 1_500 }).catch(() => undefined)
      }
      await signed.waitFor({ timeout: 5_000 })
      assert.deepEqual(await express.getByTestId('express-event').evaluateAll((els) => els.map((e) => e.getAttribute('data-state'))), ['SIGNED', 'DELIVERING', 'IN_TRANSIT', 'SHIPPED'])
      await assertLanguage(page, j.tag, 'orderExpress')
      await shot(page, `${prefix}-11-express`)

      // Back on the order: print its stub (the server's picture), then all the buyer's stubs.
      await page.goBack()
      await order.getByTestId('order-stubs').click()
      const print = visiblePage(page, 'ticketStubPrint')
      await print.locator('[data-testid="stub-print"][data-loading="0"][data-count="1"]').waitFor({ timeout: 15_000 })
      // The picture itself loaded (the server's signed SVG), not just its box.
      await page.waitForFunction(
        () => {
          const img = document.querySelector<HTMLImageElement>('.taro_page:not([style*="display: none"]) [data-testid="stub-image"] img')
          return !!img && /\/api\/stubs\/v1\//.test(img.src) && img.complete && img.naturalWidth > 0
        },
        undefined,
        { timeout: 15_000 },
      )
      await assertLanguage(page, j.tag, 'ticketStubPrint')
      await shot(page, `${prefix}-12-stub`)
      await print.getByTestId('stub-all').click()
      const list = visiblePage(page, 'ticketStubList')
      await list.locator('[data-testid="stub-list"][data-loading="0"]').waitFor({ timeout: 15_000 })
      assert.equal(await list.getByTestId('stub-card').count(), 1)
      await assertLanguage(page, j.tag, 'ticketStubList')
      await shot(page, `${prefix}-13-stub-list`)
      assert.deepEqual(problems, [], 'nothing went wrong on the way')
    })
  })
}
