/**
 * A newcomer pays for goods with a goods coupon they picked (issue 18), logged out on `/` of each demo
 * shop, by taps only: the home's coupon entry → receive the two goods coupons (login through the SMS
 * sandbox on the way) → "use" leads to the shop tab → a product → buy now → the goods confirm page,
 * where the server's automatic choice (the larger discount: ¥15 off ¥100 beats 10% of ¥128) is
 * checked, the buyer picks the 10% coupon, then none, then the 10% one again, the amount to pay
 * following each pick → pick up at the venue → pay at the sandbox cashier → pay-success. Then the
 * buyer's coupons: the one used is under Used, the other still available.
 * Both shops; 10001 in Macau Chinese and English, 10002 in simplified Chinese (every screen in each
 * language). Fails on any console error, failed request, server error, blank or 'coming soon' page
 * (journey-checks.ts), and in English on Chinese text. Screenshots: test/artifacts/goods-coupons-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { assertLanguage, payAtSandboxCashier, phonePage } from './journey-checks'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018811', product: 'ALIPAY_HK_WAP', prefix: 'MO', goods: 'MOG01' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238811', product: 'ALIPAY_HK_WAP', prefix: 'MO', goods: 'MOG01' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008811', product: 'ALIPAY_CN_WAP', prefix: 'SH', goods: 'SHG01' },
] as const

/** The T-shirt (black, M) at ¥128.00, picked up at the venue: no express fee. */
const PRICE = 12_800
const FULL_OFF = 1_500 // ¥15 off orders of ¥100
const TEN_PERCENT_OFF = 1_280 // 10% of ¥128, under the ¥30 cap

const sf = useInProcessStorefront('goods-coupons')

/** A pattern matching this text as it is. */
const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** Pick a coupon option (template id, or '' for none) and wait for the re-quoted amount. */
async function pick(confirm: Locator, couponId: string, pay: number): Promise<void> {
  await confirm.locator(`[data-testid="confirm-coupon"][data-value="${couponId}"]`).click()
  await confirm.locator(`[data-testid="goods-confirm"][data-pay="${pay}"]`).waitFor({ timeout: 15_000 })
  await confirm.locator(`[data-testid="confirm-coupon"][data-value="${couponId}"][data-on="1"]`).waitFor()
}

/** The coupon id of a coupon option by its title (options carry coupon ids, not template ids). */
async function optionIdOf(confirm: Locator, title: string): Promise<string> {
  const option = confirm.locator('[data-testid="confirm-coupon"]', { hasText: title })
  const id = await option.getAttribute('data-value')
  assert.ok(id, `an option for ${title}`)
  return id
}

for (const j of JOURNEYS) {
  describe(`a newcomer pays for goods with a goods coupon in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]
    const name = `goods-coupons-${j.tag}-${j.merchantId}`

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('coupon entry → receive the goods coupons (login on the way) → use → shop → buy now → pick a coupon, then none, then it again → pay', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      const entry = visiblePage(page, 'home').getByTestId('layout-coupon')
      await entry.waitFor({ timeout: 20_000 })
      await entry.scrollIntoViewIfNeeded()
      await entry.click()

      const receive = visiblePage(page, 'couponReceive')
      const card = (id: string) => receive.locator(`[data-testid="coupon-template"][data-id="${j.prefix}-CP-${id}"]`)
      await card('ITEM15').getByTestId('coupon-receive').waitFor({ timeout: 15_000 })
      await card('ITEM15').scrollIntoViewIfNeeded()
      await assertLanguage(page, j.tag, 'couponReceive')
      await card('ITEM15').getByTestId('coupon-receive').click()
      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await submitPhoneLogin(page, sf, j)
      await card('ITEM15').getByTestId('coupon-receive').waitFor({ timeout: 15_000 })
      await card('ITEM15').getByTestId('coupon-receive').click()
      await card('ITEM15').getByTestId('coupon-use').waitFor({ timeout: 15_000 })
      await card('ITEM90').getByTestId('coupon-receive').click()
      await card('ITEM90').getByTestId('coupon-use').waitFor({ timeout: 15_000 })
      const titles = {
        full: (await card('ITEM15').getByTestId('coupon-title').innerText()).trim(),
        tenth: (await card('ITEM90').getByTestId('coupon-title').innerText()).trim(),
      }
      await shot(page, `${name}-1-received`)

      // "Use" on a goods coupon leads to the shop, where the goods it applies to are.
      await card('ITEM90').getByTestId('coupon-use').click()
      const shop = visiblePage(page, 'shop')
      const goods = shop.locator(`[data-testid="goods-card"][data-goods-id="${j.goods}"]`).first()
      await goods.waitFor({ timeout: 20_000 })
      await goods.click()
      const item = visiblePage(page, 'shopItem')
      await item.getByTestId('goods-item').waitFor({ timeout: 15_000 })
      for (const v of ['BK', 'M']) {
        await item.locator(`[data-testid="sku-value"][data-value-id="${v}"]`).click()
        await item.locator(`[data-testid="sku-value"][data-value-id="${v}"][data-selected="1"]`).waitFor()
      }
      await item.getByTestId('buy-now').click()

      // The automatic choice: the larger discount, taken off the amount to pay.
      const confirm = visiblePage(page, 'goodsCartConfirm')
      await confirm.getByTestId('goods-confirm').waitFor({ timeout: 15_000 })
      await confirm.locator('[data-testid="deliver-option"][data-method="VENUE_PICKUP"]').click()
      await confirm.locator(`[data-testid="goods-confirm"][data-pay="${PRICE - FULL_OFF}"]`).waitFor({ timeout: 15_000 })
      const full = await optionIdOf(confirm, titles.full)
      const tenth = await optionIdOf(confirm, titles.tenth)
      await confirm.locator(`[data-testid="confirm-coupon"][data-value="${full}"][data-on="1"]`).waitFor()
      assert.equal(Number(await confirm.locator(`[data-testid="confirm-coupon"][data-value="${tenth}"]`).getAttribute('data-discount')), TEN_PERCENT_OFF)
      await assertLanguage(page, j.tag, 'goodsCartConfirm')
      await shot(page, `${name}-2-confirm-automatic`)

      // The buyer's own picks, each re-priced by the server.
      await pick(confirm, tenth, PRICE - TEN_PERCENT_OFF)
      assert.match(await confirm.getByTestId('goods-discount').innerText(), /12\.80/)
      await pick(confirm, '', PRICE)
      assert.equal(await confirm.getByTestId('goods-discount').count(), 0, 'no discount line without a coupon')
      await pick(confirm, tenth, PRICE - TEN_PERCENT_OFF)
      await shot(page, `${name}-3-confirm-picked`)

      const created = page.waitForRequest((r) => r.url().includes('/buyer/v1/goods/create_order'))
      await confirm.getByTestId('goods-submit').click()
      const sent = (await created).postDataJSON() as { couponId: string | null; payAmount: number }
      assert.deepEqual([sent.couponId, sent.payAmount], [tenth, PRICE - TEN_PERCENT_OFF], 'the order is placed with the coupon picked, at its price')
      const orderPage = visiblePage(page, 'goodsOrderDetail')
      const panel = orderPage.getByTestId('pay-panel')
      const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
      await method.waitFor({ timeout: 15_000 })
      await method.click()
      await panel.getByTestId('pay-confirm').click()
      await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
      await payAtSandboxCashier(page)
      await visiblePage(page, 'paySuccess').locator('[data-testid="pay-success"][data-order-type="goods"]').waitFor({ timeout: 30_000 })
      await shot(page, `${name}-4-paid`)

      // The coupon picked is used; the other one is still the buyer's.
      await page.goto(`${sf.url}/coupon?merchantId=${j.merchantId}&lang=${j.query}`)
      const mine = visiblePage(page, 'coupon')
      const available = mine.locator('[data-testid="coupon-list"][data-loaded="1"][data-status="AVAILABLE"]')
      await available.waitFor({ timeout: 15_000 })
      assert.equal(await available.locator('[data-testid="coupon-card"]').count(), 1)
      assert.match(await available.locator('[data-testid="coupon-card"]').innerText(), literally(titles.full))
      await mine.getByTestId('coupon-tab-USED').click()
      const used = mine.locator('[data-testid="coupon-list"][data-loaded="1"][data-status="USED"]')
      await used.waitFor({ timeout: 15_000 })
      assert.match(await used.locator('[data-testid="coupon-card"]').innerText(), literally(titles.tenth))
      await shot(page, `${name}-5-used`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
