/**
 * Privilege (benefit) cards the way a newcomer meets them, in each demo shop and language (10001:
 * zh-MO, zh-CN, en-US; 10002: zh-CN): logged out on `/`, taps the home's benefit-card entry, is sent
 * to login and back to the card list, opens the year card, buys it through the cashier (the sandbox's
 * hosted cashier, back through /pay-loading to pay-success), sees it in "my cards" with its uses, opens
 * it, taps "use it" to the shows it applies to, a show's booking page carries the card, and the ticket
 * booked with it is 20% off on the confirm page, paid at the cashier, one of the card's five uses. Fails on
 * console errors, failed requests, server errors, wrong-language text and blank or 'coming soon' pages
 * (journey-checks.ts). Screenshots: test/artifacts/cards-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, payAtSandboxCashier, phonePage } from './journey-checks'
import { loginWhenAsked, type Journey } from './newcomer-steps'

interface CardJourney extends Journey {
  prefix: string
  price: RegExp
  /** The points card: its name and price in points. */
  pointsCard: string
  points: number
}

const none = { by: 'search' as const, keyword: '' }
const JOURNEYS: CardJourney[] = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017951', product: 'ALIPAY_HK_WAP', tierShow: '', findTier: none, prefix: 'MO', price: /99\.00/, pointsCard: '積分兌換卡', points: 300 },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91237951', product: 'ALIPAY_HK_WAP', tierShow: '', findTier: none, prefix: 'MO', price: /99\.00/, pointsCard: 'Points card', points: 300 },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007951', product: 'ALIPAY_CN_WAP', tierShow: '', findTier: none, prefix: 'SH', price: /99\.00/, pointsCard: '积分兑换卡', points: 150 },
]

const sf = useInProcessStorefront('cards')

for (const j of JOURNEYS) {
  const prefix = `cards-${j.tag}-${j.merchantId}`
  describe(`benefit cards in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('a guest taps the home’s card entry, logs in, buys the year card at the cashier and sees it in my cards', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      const entry = visiblePage(page, 'home').getByTestId('layout-privilege-card')
      await entry.waitFor({ timeout: 20_000 })
      await entry.scrollIntoViewIfNeeded()
      await shot(page, `${prefix}-0-home`)
      await entry.click()
      await loginWhenAsked(page, sf, j, j.phone, prefix)

      const list = visiblePage(page, 'cardList')
      const year = list.locator(`[data-testid="card-template"][data-id="${j.prefix}-PC-YEAR"]`)
      await year.waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'cardList')
      assert.equal(await list.locator('[data-testid="card-template"]').count(), 3)
      await shot(page, `${prefix}-1-card-list`)
      await year.click()

      const detail = visiblePage(page, 'benefitCard')
      const sold = detail.locator(`[data-testid="sold-card"][data-card-id="${j.prefix}-PC-YEAR"]`)
      await sold.waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'benefitCard')
      assert.match(await detail.getByTestId('card-price').innerText(), j.price)
      await shot(page, `${prefix}-2-card-detail`)
      await detail.getByTestId('card-buy').click()
      const panel = detail.getByTestId('pay-panel')
      const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
      await method.waitFor({ timeout: 15_000 })
      await shot(page, `${prefix}-3-pay-panel`)
      await method.click()
      await panel.getByTestId('pay-confirm').click()
      await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
      assert.match(await payAtSandboxCashier(page), new RegExp(`merchantId=${j.merchantId}`))

      const success = visiblePage(page, 'paySuccess')
      await success.locator('[data-testid="pay-success"][data-order-type="card"]').waitFor({ timeout: 30_000 })
      await assertLanguage(page, j.tag, 'paySuccess')
      await shot(page, `${prefix}-4-success`)
      await success.getByTestId('pay-success-order').click()

      const mine = visiblePage(page, 'cardList')
      const held = mine.getByTestId('my-card').first()
      await held.waitFor({ timeout: 15_000 })
      await shot(page, `${prefix}-5-my-cards`)
      await held.click()
      const card = visiblePage(page, 'benefitCard').locator('[data-testid="held-card"][data-status="AVAILABLE"]')
      await card.waitFor({ timeout: 15_000 })
      assert.equal(await card.getAttribute('data-times-left'), '5')
      await assertLanguage(page, j.tag, 'benefitCard')
      await shot(page, `${prefix}-6-held-card`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('“use it” lists the shows the card applies to, and a show’s booking page carries the card', async () => {
      await visiblePage(page, 'benefitCard').getByTestId('card-use').click()
      const range = visiblePage(page, 'cardRange')
      // The tier show the other journeys book (the range also lists seat-picking ones).
      const show = range.locator(`[data-testid="card-range-show"][data-show-id="${j.prefix}002"]`)
      await show.waitFor({ timeout: 15_000 })
      assert.ok((await range.getByTestId('card-range-show').count()) > 1, 'a year card applies to every show')
      await assertLanguage(page, j.tag, 'cardRange')
      await shot(page, `${prefix}-7-card-range`)
      await show.click()
      const booking = visiblePage(page, 'booking')
      const banner = booking.locator('[data-testid="booking-privilege"][data-kind="card"]')
      await banner.waitFor({ timeout: 30_000 })
      await shot(page, `${prefix}-8-booking-with-card`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('books a ticket with the card: 20% off on the confirm page, paid at the cashier, one use of five spent', async () => {
      const booking = visiblePage(page, 'booking')
      const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
      await tier.waitFor({ timeout: 15_000 })
      await tier.click()
      const quoted = page.waitForResponse((r) => r.url().includes('/buyer/v3/pre_order'))
      await booking.getByTestId('booking-confirm').click()

      // The card's 8折 on the ticket price, shown as its own line and taken off the amount to pay.
      const pre = (await (await quoted).json()).data as { total: number; payAmount: number; card: { amount: number } | null }
      assert.ok(pre.card, 'the quote carries the card')
      assert.equal(pre.card.amount, Math.round(pre.total * 0.2), 'the card takes 20% off the ticket')
      const confirm = visiblePage(page, 'orderConfirm')
      const cardLine = confirm.getByTestId('confirm-card-discount')
      await cardLine.waitFor({ timeout: 15_000 })
      assert.match(await cardLine.innerText(), new RegExp(`-\\D*${(pre.card.amount / 100).toFixed(2).replace('.', '\\.')}`))
      assert.equal(Number(await confirm.getByTestId('order-confirm').getAttribute('data-pay')), pre.payAmount)
      await assertLanguage(page, j.tag, 'orderConfirm')
      await shot(page, `${prefix}-9-confirm-with-card`)
      await confirm.getByTestId('confirm-submit').click()
      const panel = confirm.getByTestId('pay-panel')
      const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
      await method.waitFor({ timeout: 15_000 })
      await method.click()
      await panel.getByTestId('pay-confirm').click()
      await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
      await payAtSandboxCashier(page)
      await visiblePage(page, 'paySuccess').locator('[data-testid="pay-success"][data-order-type="ticket"]').waitFor({ timeout: 30_000 })

      // The card now has four uses left.
      await page.goto(`${sf.url}/card-list?merchantId=${j.merchantId}&lang=${j.query}`)
      const cards = visiblePage(page, 'cardList')
      await cards.locator('[data-testid="card-tab"][data-tab="mine"]').click()
      await cards.getByTestId('my-card').first().click()
      const card = visiblePage(page, 'benefitCard').locator('[data-testid="held-card"][data-status="AVAILABLE"]')
      await card.waitFor({ timeout: 15_000 })
      assert.equal(await card.getAttribute('data-times-left'), '4')
      await shot(page, `${prefix}-10-card-used-once`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('redeems the points card with points (no cashier: the points pay for it) and books with it: 10% off', async () => {
      await page.goBack()
      const list = visiblePage(page, 'cardList')
      await list.locator('[data-testid="card-tab"][data-tab="shop"]').click()
      await list.locator(`[data-testid="card-template"][data-id="${j.prefix}-PC-POINTS"]`).click()
      const detail = visiblePage(page, 'benefitCard')
      await detail.locator(`[data-testid="sold-card"][data-card-id="${j.prefix}-PC-POINTS"]`).waitFor({ timeout: 15_000 })
      assert.match(await detail.getByTestId('card-price').innerText(), new RegExp(String(j.points)))
      await assertLanguage(page, j.tag, 'benefitCard')
      await shot(page, `${prefix}-11-points-card`)
      const ordered = page.waitForResponse((r) => r.url().includes('/buyer/v3/privilege_card/create_order'))
      await detail.getByTestId('card-buy').click()

      // Paid by the points when ordered (the server spends them in the order's transaction): straight
      // to pay success, no cashier.
      const answer = await ordered
      assert.deepEqual(answer.request().postDataJSON(), { cardId: `${j.prefix}-PC-POINTS`, payAmount: 0, payPoints: j.points, idempotencyKey: answer.request().postDataJSON().idempotencyKey })
      const created = (await answer.json()).data as { payAmount: number; unPaidTransactionIds: string[] }
      assert.deepEqual([created.payAmount, created.unPaidTransactionIds], [0, []])
      const success = visiblePage(page, 'paySuccess')
      await success.locator('[data-testid="pay-success"][data-order-type="card"]').waitFor({ timeout: 30_000 })
      await success.getByTestId('pay-success-order').click()
      // The newest card list (the one the shop tab was picked on is still under it).
      const mine = page.locator('.taro_page:not(.taro_page_shade) [data-page="cardList"]').last()
      await mine.getByTestId('my-card').filter({ hasText: j.pointsCard }).click()
      await visiblePage(page, 'benefitCard').locator('[data-testid="held-card"][data-status="AVAILABLE"][data-times-left="1"]').waitFor({ timeout: 15_000 })
      await shot(page, `${prefix}-12-points-card-held`)
      await visiblePage(page, 'benefitCard').getByTestId('card-use').click()
      await visiblePage(page, 'cardRange').locator(`[data-testid="card-range-show"][data-show-id="${j.prefix}002"]`).click()
      const booking = visiblePage(page, 'booking')
      await booking.locator('[data-testid="booking-privilege"][data-kind="card"]').waitFor({ timeout: 30_000 })
      const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
      await tier.click()
      const quoted = page.waitForResponse((r) => r.url().includes('/buyer/v3/pre_order'))
      await booking.getByTestId('booking-confirm').click()
      const pre = (await (await quoted).json()).data as { total: number; card: { amount: number } | null }
      assert.equal(pre.card?.amount, Math.round(pre.total * 0.1), 'the points card takes 10% off')
      await visiblePage(page, 'orderConfirm').getByTestId('confirm-card-discount').waitFor({ timeout: 15_000 })
      await shot(page, `${prefix}-13-confirm-with-points-card`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
