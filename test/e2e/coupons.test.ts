/**
 * Coupons the way a newcomer meets them, in each demo shop and language (10001: zh-MO, zh-CN, en-US;
 * 10002: zh-CN): logged out on `/`, taps the home's coupon entry → the receive list → 立即领取, which
 * sends the guest to login (SMS sandbox) and back → receives the cash coupon and the 8.5折 one → 去使用
 * → the shows it applies to → a show → buy → a tier and two tickets → confirm, where the best coupon
 * is already chosen (the larger discount) and the price is lowered by it → pay at the sandbox cashier →
 * my coupons: it is under Used. Then a printed exchange code (<prefix>GIFTnn) is checked and redeemed
 * and the 1-ticket exchange coupon is among the available ones. Fails on console errors, failed
 * requests (a GET the browser drops when the whole page is replaced — the cashier hop, the visit to
 * my coupons — is not one), server errors and blank or 'coming soon' pages (journey-checks.ts). Screenshots: test/artifacts/coupons-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { phonePage } from './journey-checks'

const JOURNEYS = [
  { merchantId: '10001', prefix: 'MO', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017801', show: 'MO002', product: 'ALIPAY_HK_WAP', code: 'MOGIFT01', unit: /1張/ },
  { merchantId: '10001', prefix: 'MO', query: 'en', tag: 'en-US', area: '852', phone: '91237801', show: 'MO002', product: 'ALIPAY_HK_WAP', code: 'mogift03', unit: /1 ticket/ },
  { merchantId: '10002', prefix: 'SH', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007801', show: 'SH002', product: 'ALIPAY_CN_WAP', code: 'SHGIFT01', unit: /1张/ },
] as const

const sf = useInProcessStorefront('coupons')

/** The amount in a text like '减¥100' / '¥100 off', in cents. */
const centsIn = (text: string): number => Math.round(Number((text.match(/(\d+(?:\.\d+)?)/)?.[1] ?? '0')) * 100)

for (const j of JOURNEYS) {
  describe(`coupons in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('a guest taps to a coupon, logs in, receives it, books with the best coupon chosen, pays and sees it used', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      const entry = visiblePage(page, 'home').getByTestId('layout-coupon')
      await entry.waitFor({ timeout: 20_000 })
      await entry.scrollIntoViewIfNeeded()
      await shot(page, `coupons-${j.tag}-${j.merchantId}-0-home`)
      await entry.click()

      const receive = visiblePage(page, 'couponReceive')
      const card = (id: string) => receive.locator(`[data-testid="coupon-template"][data-id="${j.prefix}-CP-${id}"]`)
      await card('NEW').getByTestId('coupon-receive').waitFor({ timeout: 15_000 })
      await shot(page, `coupons-${j.tag}-${j.merchantId}-1-receive-list`)
      await card('NEW').getByTestId('coupon-receive').click()
      // Logged out: login, then back on the receive list.
      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await submitPhoneLogin(page, sf, j)
      await card('NEW').getByTestId('coupon-receive').waitFor({ timeout: 15_000 })
      await card('NEW').getByTestId('coupon-receive').click()
      await card('NEW').getByTestId('coupon-use').waitFor({ timeout: 15_000 })
      await card('DISC').getByTestId('coupon-receive').click()
      await card('DISC').getByTestId('coupon-use').waitFor({ timeout: 15_000 })
      await shot(page, `coupons-${j.tag}-${j.merchantId}-2-received`)

      // 去使用: the shows it applies to, then a show.
      await card('DISC').getByTestId('coupon-use').click()
      const shows = visiblePage(page, 'couponShows')
      const show = shows.locator(`[data-testid="coupon-show"][data-show-id="${j.show}"]`)
      await show.waitFor({ timeout: 15_000 })
      await show.scrollIntoViewIfNeeded()
      await show.click()
      await visiblePage(page, 'showDetail').getByTestId('buy-button').click()
      const booking = visiblePage(page, 'booking')
      const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
      await tier.waitFor({ timeout: 15_000 })
      await tier.click()
      await booking.getByTestId('qty-plus').click()
      await booking.getByTestId('booking-confirm').click()

      // Confirm: both coupons usable, the larger discount checked and taken off the price.
      const confirm = visiblePage(page, 'orderConfirm')
      const options = confirm.locator('[data-testid="confirm-coupon"]:not([data-value=""])')
      await options.first().waitFor({ timeout: 15_000 })
      assert.equal(await options.count(), 2)
      const amounts = await options.evaluateAll((els) => els.map((e) => ({ on: e.getAttribute('data-on'), off: Number(e.getAttribute('data-discount')) })))
      const chosen = amounts.find((a) => a.on === '1')
      assert.ok(chosen, 'a coupon is chosen automatically')
      assert.equal(chosen.off, Math.max(...amounts.map((a) => a.off)), `the chosen coupon takes off the most (${JSON.stringify(amounts)})`)
      assert.ok(chosen.off > 0)
      // The breakdown shows that discount: "-¥100.00".
      assert.equal(centsIn(await confirm.getByTestId('confirm-discount').innerText()), chosen.off)
      await shot(page, `coupons-${j.tag}-${j.merchantId}-3-confirm`)
      // "No coupon" re-prices without one (the choice must reach the server as none, not as "choose
      // for me"); then the best one again.
      const order = confirm.getByTestId('order-confirm')
      const withCoupon = Number(await order.getAttribute('data-pay'))
      await confirm.locator('[data-testid="confirm-coupon"][data-value=""]').click()
      await confirm.locator(`[data-testid="order-confirm"][data-pay="${withCoupon + chosen.off}"]`).waitFor({ timeout: 15_000 })
      await confirm.locator('[data-testid="confirm-coupon"][data-value=""][data-on="1"]').waitFor()
      assert.equal(await confirm.getByTestId('confirm-discount').count(), 0)
      const best = await options.evaluateAll((els) => els.reduce((a, e) => (Number(e.getAttribute('data-discount')) > Number(a.getAttribute('data-discount')) ? e : a)).getAttribute('data-value'))
      await confirm.locator(`[data-testid="confirm-coupon"][data-value="${best}"]`).click()
      await confirm.locator(`[data-testid="order-confirm"][data-pay="${withCoupon}"]`).waitFor({ timeout: 15_000 })
      await confirm.getByTestId('confirm-submit').click()
      const panel = confirm.getByTestId('pay-panel')
      const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
      await method.waitFor({ timeout: 15_000 })
      await method.click()
      await panel.getByTestId('pay-confirm').click()
      await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
      await page.locator('#pay').click()
      await visiblePage(page, 'paySuccess').getByTestId('pay-success').waitFor({ timeout: 30_000 })

      // My coupons: the one used is under Used, the other still available.
      await page.goto(`${sf.url}/coupon?merchantId=${j.merchantId}&lang=${j.query}`)
      const mine = visiblePage(page, 'coupon')
      await mine.locator('[data-testid="coupon-list"][data-loaded="1"][data-status="AVAILABLE"]').waitFor({ timeout: 15_000 })
      assert.equal(await mine.locator('[data-testid="coupon-card"]').count(), 1)
      await mine.getByTestId('coupon-tab-USED').click()
      const used = mine.locator('[data-testid="coupon-list"][data-loaded="1"][data-status="USED"]')
      await used.waitFor({ timeout: 15_000 })
      assert.equal(await used.locator('[data-testid="coupon-card"]').count(), 1)
      await shot(page, `coupons-${j.tag}-${j.merchantId}-4-used`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('redeems a printed exchange code and finds the exchange coupon among the available ones', async () => {
      const mine = visiblePage(page, 'coupon')
      await mine.getByTestId('coupon-go-exchange').click()
      const exchange = visiblePage(page, 'couponExchange')
      const input = exchange.locator('[data-testid="coupon-code-input"] input, input[data-testid="coupon-code-input"]').first()
      await input.waitFor({ timeout: 15_000 })
      await input.fill(j.code)
      await exchange.getByTestId('coupon-code-check').click()
      await exchange.getByTestId('coupon-code-found').waitFor({ timeout: 15_000 })
      await shot(page, `coupons-${j.tag}-${j.merchantId}-5-exchange`)
      await exchange.getByTestId('coupon-code-redeem').click()
      // Back on my coupons (a new page replaces the exchange; the earlier one, on Used, stays below it):
      // the unused cash coupon and the exchange coupon.
      const list = page.locator('[data-testid="coupon-list"][data-loaded="1"][data-status="AVAILABLE"][data-total="2"]')
      await list.waitFor({ timeout: 15_000 })
      const values = await list.getByTestId('coupon-value').allInnerTexts()
      assert.ok(values.some((v) => j.unit.test(v)), `an exchange coupon (${j.unit}) among ${JSON.stringify(values)}`)
      await shot(page, `coupons-${j.tag}-${j.merchantId}-6-exchanged`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
