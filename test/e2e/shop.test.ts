/**
 * A newcomer buys goods (issue 18), logged out on `/` of each demo shop in each of its languages
 * (10001: zh-MO, zh-CN, en-US; 10002: zh-CN), by taps only: the shop tab → a product → two SKUs into
 * the cart (the first add sends the guest to login through the SMS sandbox and back to the product) →
 * the shop tab's cart badge → the cart → confirm with an address added on the way → the goods order →
 * the hosted sandbox cashier → pay → pay-success → the goods order, paid, its lines "to be shipped".
 * 10002 has no cart (productCartConfig.enable false): there the newcomer buys a SKU with "buy now" and
 * picks it up at the venue. Fails on any console error, failed request, server error, blank or
 * 'coming soon' page (journey-checks.ts), and in English on Chinese text. Screenshots: test/artifacts/shop-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { assertLanguage, payAtSandboxCashier, phonePage } from './journey-checks'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018801', product: 'ALIPAY_HK_WAP', goods: 'MOG01', cart: true },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238801', product: 'ALIPAY_HK_WAP', goods: 'MOG01', cart: true },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008801', product: 'ALIPAY_CN_WAP', goods: 'SHG01', cart: false },
] as const

const sf = useInProcessStorefront('shop')

/** The newest instance of a page (the goods order is open twice once it is reopened from the list). */
const topPage = (page: Page, name: string) => page.locator(`.taro_page:not(.taro_page_shade) [data-page="${name}"]`).last()

/** The visible shop tab of the tab bar. */
const shopTab = (page: Page): Locator => page.locator('[data-testid="tab-shop"]').locator('visible=true').first()

/** Choose one value per spec of the product page. */
async function pickSku(item: Locator, values: string[]): Promise<void> {
  for (const v of values) {
    const chip = item.locator(`[data-testid="sku-value"][data-value-id="${v}"]`)
    await chip.click()
    await item.locator(`[data-testid="sku-value"][data-value-id="${v}"][data-selected="1"]`).waitFor()
  }
}

/** From the goods order page: the cashier's method, the hosted sandbox cashier, back to pay-success, the order paid. */
async function payGoodsOrder(page: Page, j: (typeof JOURNEYS)[number], name: string): Promise<void> {
  const orderPage = visiblePage(page, 'goodsOrderDetail')
  const panel = orderPage.getByTestId('pay-panel')
  const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
  await method.waitFor({ timeout: 15_000 })
  await method.click()
  await panel.getByTestId('pay-confirm').click()
  await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
  await shot(page, `${name}-5-cashier`)
  assert.match(await payAtSandboxCashier(page), new RegExp(`merchantId=${j.merchantId}`), 'the cashier returns to the same shop')
  const success = visiblePage(page, 'paySuccess')
  await success.locator('[data-testid="pay-success"][data-order-type="goods"]').waitFor({ timeout: 30_000 })
  await assertLanguage(page, j.tag, 'paySuccess')
  await shot(page, `${name}-6-success`)
  const orderId = await success.getByTestId('pay-success').getAttribute('data-order-id')
  await success.getByTestId('pay-success-order').click()
  const paid = visiblePage(page, 'goodsOrderDetail').locator(`[data-testid="goods-order"][data-order-id="${orderId}"][data-state="9"]`)
  await paid.waitFor({ timeout: 15_000 })
  await assertLanguage(page, j.tag, 'goodsOrderDetail')
  await shot(page, `${name}-7-order`)

  // Listed beside the ticket orders: the order list opens on its goods side; tickets are one tap away.
  await visiblePage(page, 'goodsOrderDetail').getByTestId('to-goods-orders').click()
  const list = visiblePage(page, 'orderList')
  await list.locator('[data-testid="order-kind"][data-kind="ticket"]').click()
  await list.locator('[data-testid="order-list"][data-loading="0"]').waitFor({ timeout: 15_000 })
  await list.locator('[data-testid="order-kind"][data-kind="goods"]').click()
  await list.locator(`[data-testid="goods-order-card"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
  await assertLanguage(page, j.tag, 'orderList')
  await shot(page, `${name}-8-order-list`)
  await list.locator(`[data-testid="goods-order-card"][data-order-id="${orderId}"]`).click()
  await topPage(page, 'goodsOrderDetail').locator(`[data-testid="goods-order"][data-order-id="${orderId}"][data-state="9"]`).waitFor({ timeout: 15_000 })
}

for (const j of JOURNEYS) {
  describe(`a newcomer buys goods in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]
    const name = `shop-${j.tag}-${j.merchantId}`

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it(j.cart ? 'shop tab → product → two SKUs in the cart (login on the way) → badge → confirm with an address → pay → the goods order' : 'shop tab → product → buy now (login on the way) → pick-up → pay → the goods order', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      await visiblePage(page, 'home').waitFor({ timeout: 20_000 })
      await shopTab(page).click()
      const shop = visiblePage(page, 'shop')
      const card = shop.locator(`[data-testid="goods-card"][data-goods-id="${j.goods}"]`).first()
      await card.waitFor({ timeout: 20_000 })
      await assertLanguage(page, j.tag, 'shop')
      await shot(page, `${name}-1-shop-tab`)
      await card.click()

      const item = visiblePage(page, 'shopItem')
      await item.getByTestId('goods-item').waitFor({ timeout: 15_000 })
      await pickSku(item, ['BK', 'M'])
      await shot(page, `${name}-2-item`)
      await assertLanguage(page, j.tag, 'shopItem')
      if (!j.cart) {
        assert.equal(await item.getByTestId('add-to-cart').count(), 0, 'no cart in this shop')
        await item.getByTestId('buy-now').click()
        await submitPhoneLogin(page, sf, j)
        await item.locator('[data-testid="sku-value"][data-value-id="BK"][data-selected="1"]').waitFor({ timeout: 15_000 })
        await item.getByTestId('buy-now').click()
        const confirm = visiblePage(page, 'goodsCartConfirm')
        await confirm.getByTestId('goods-confirm').waitFor({ timeout: 15_000 })
        await confirm.locator('[data-testid="deliver-option"][data-method="VENUE_PICKUP"]').click()
        await confirm.locator('[data-testid="goods-confirm"][data-pay="12800"]').waitFor({ timeout: 15_000 })
        await shot(page, `${name}-4-confirm`)
        await confirm.getByTestId('goods-submit').click()
        await payGoodsOrder(page, j, name)
        assert.deepEqual(errors, [], 'nothing went wrong on the way')
        return
      }

      // The first add needs a login: the SMS sandbox, then back on the product with the choice kept.
      await item.getByTestId('add-to-cart').click()
      await submitPhoneLogin(page, sf, j)
      await item.locator('[data-testid="sku-value"][data-value-id="M"][data-selected="1"]').waitFor({ timeout: 15_000 })
      const added = page.waitForResponse((r) => r.url().includes('/buyer/v1/cart/lines') && r.request().method() === 'POST')
      await item.getByTestId('add-to-cart').click()
      assert.equal((await (await added).json()).statusCode, 200)
      // The second SKU: white, M, two of them.
      await pickSku(item, ['WH'])
      await item.getByTestId('item-qty-plus').click()
      const second = page.waitForResponse((r) => r.url().includes('/buyer/v1/cart/lines') && r.request().method() === 'POST')
      await item.getByTestId('add-to-cart').click()
      const view = (await (await second).json()).data as { count: number; lines: unknown[] }
      assert.deepEqual([view.lines.length, view.count], [2, 3])

      // Back to the shop tab: the badge counts the three units.
      await page.goBack()
      await shop.waitFor({ timeout: 15_000 })
      await page.locator('[data-testid="tab-badge"]').locator('visible=true').filter({ hasText: '3' }).first().waitFor({ timeout: 15_000 })
      await shot(page, `${name}-3-badge`)
      await shop.getByTestId('cart-entry').click()
      const cart = visiblePage(page, 'cartList')
      await cart.locator('[data-testid="cart"][data-count="3"]').waitFor({ timeout: 15_000 })
      assert.equal(await cart.getByTestId('cart-line').count(), 2)
      await assertLanguage(page, j.tag, 'cartList')
      await cart.getByTestId('cart-checkout').click()

      // Express needs an address: none yet, so one is added in the address book and the page re-quotes.
      const confirm = visiblePage(page, 'goodsCartConfirm')
      await confirm.getByTestId('goods-confirm').waitFor({ timeout: 15_000 })
      await confirm.getByTestId('goods-address-add').click()
      const book = visiblePage(page, 'address')
      await book.getByTestId('address-add').click()
      // The buyer writes in the page's language (an English page must show no Chinese).
      const en = j.tag === 'en-US'
      await book.locator('[data-testid="address-recipient"] input').fill(en ? 'Chan Siu Ming' : '陳小明')
      await book.locator('[data-testid="address-phone"] input').fill('13800138000')
      await book.locator('[data-testid="address-area"] input').fill(en ? 'Taipa, Macau' : '澳門 氹仔')
      await book.locator('[data-testid="address-detail"] input').fill(en ? '88 Lotus Road' : '蓮花路八十八號')
      await book.getByTestId('address-save').click()
      await book.getByTestId('address-item').first().waitFor({ timeout: 15_000 })
      await page.goBack()
      // 3 × 128.00 + the T-shirt's express fee 15.00.
      await confirm.locator('[data-testid="goods-confirm"][data-pay="39900"]').waitFor({ timeout: 15_000 })
      await confirm.locator('[data-testid="goods-address"]:not([data-selected=""])').waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'goodsCartConfirm')
      await shot(page, `${name}-4-confirm`)
      await confirm.getByTestId('goods-submit').click()
      await payGoodsOrder(page, j, name)
      const items = topPage(page, 'goodsOrderDetail').locator('[data-testid="goods-order-item"][data-status="TO_SHIP"]')
      assert.equal(await items.count(), 2)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
