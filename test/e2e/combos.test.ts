/**
 * A newcomer buys a combo (issue 18: combos, tied sales, ticket packages), logged out on `/` of each
 * demo shop in each of its languages (10001: zh-MO, zh-CN, en-US; 10002: zh-CN), by taps: search the
 * express demo show (3) → its detail, whose "combos & packages" section lists the show's three
 * activities → "all" → the tied sale list → the ticket + programme book combo → two sets (the price
 * follows) → buy: login through the app's login page, back on the combo, now priced by the server →
 * buy → pay once at the sandbox cashier → the order: two tickets and the combo's two programme books,
 * paid the combo price. Also the combo page at desktop width (first journey). Fails on any console
 * error, failed request, blank or coming-soon page (journey-checks.ts), and in English on Chinese
 * text. Screenshots: test/artifacts/combos-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, payAtSandboxCashier, phonePage } from './journey-checks'
import { findShow, loginWhenAsked, type Journey } from './newcomer-steps'

interface ComboJourney extends Journey {
  combo: string
  /** The combo's programme book SKU. */
  goodsSku: string
}

const JOURNEYS: ComboJourney[] = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66019911', product: 'ALIPAY_HK_WAP', tierShow: 'MO003', findTier: { by: 'search', keyword: '午夜霓虹' }, combo: 'MO-CB1', goodsSku: 'MOG02' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91239911', product: 'ALIPAY_HK_WAP', tierShow: 'MO003', findTier: { by: 'search', keyword: 'Midnight Neon' }, combo: 'MO-CB1', goodsSku: 'MOG02' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900009911', product: 'ALIPAY_CN_WAP', tierShow: 'SH003', findTier: { by: 'search', keyword: '午夜霓虹' }, combo: 'SH-CB1', goodsSku: 'SHG02' },
]

const sf = useInProcessStorefront('combos')

/** Show detail → its combos section → "all" → the tied sale list → the combo's card → the combo page. */
async function openCombo(page: Page, j: ComboJourney, prefix: string): Promise<void> {
  const detail = visiblePage(page, 'showDetail')
  const section = detail.locator('[data-testid="show-combos"][data-count="3"]')
  await section.waitFor({ timeout: 15_000 })
  await section.scrollIntoViewIfNeeded()
  // On a phone's width a row's price and its saving each keep to one line (they wrapped mid-amount).
  const lines = await section.locator('.detail-combo__price, .detail-combo__saving').evaluateAll((els) =>
    els.map((el) => {
      // One client rect per line box the text takes.
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size
    }),
  )
  assert.ok(lines.length >= 2 && lines.every((n) => n === 1), `lines per price and saving: ${lines.join(', ')}`)
  await shot(page, `${prefix}-04-detail-combos`)
  await detail.getByTestId('show-combos-all').click()
  const list = visiblePage(page, 'tiedSaleList')
  await list.locator('[data-testid="tied-sale-list"][data-count="3"]').waitFor({ timeout: 15_000 })
  assert.equal(await list.getByTestId('combo-card').count(), 3)
  await assertLanguage(page, j.tag, 'tiedSaleList')
  await shot(page, `${prefix}-05-tied-sale-list`)
  await list.locator(`[data-testid="combo-card"][data-promotion-id="${j.combo}"]`).click()
  const combo = visiblePage(page, 'comboActivity')
  await combo.locator(`[data-testid="combo-page"][data-promotion-id="${j.combo}"]`).waitFor({ timeout: 15_000 })
  assert.deepEqual(await combo.getByTestId('combo-part').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind'))), ['TICKET', 'SKU'])
  await assertLanguage(page, j.tag, 'comboActivity')
  await shot(page, `${prefix}-06-combo-guest`)
}

for (const [i, j] of JOURNEYS.entries()) {
  describe(`a newcomer buys a combo in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let problems: string[]
    const prefix = `combos-${j.tag}-${j.merchantId}`

    before(async () => {
      ;({ context, page, problems } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('show detail → tied sale list → combo → two sets → login → pay once → the order with the combo goods', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      await findShow(page, j.tag, j.findTier, j.tierShow, prefix)
      await openCombo(page, j, prefix)

      const combo = visiblePage(page, 'comboActivity')
      const root = combo.getByTestId('combo-page')
      const oneSet = Number(await root.getAttribute('data-pay'))
      await combo.getByTestId('combo-plus').click()
      await combo.locator(`[data-testid="combo-page"][data-pay="${oneSet * 2}"]`).waitFor({ timeout: 5_000 })
      await combo.getByTestId('combo-buy').click()
      await loginWhenAsked(page, sf, j, j.phone, prefix)
      // Back on the combo, the server's price of the two sets (the stepper is reset with the page).
      await combo.getByTestId('combo-page').waitFor({ timeout: 15_000 })
      if ((await combo.getByTestId('combo-sets').innerText()).trim() !== '2') await combo.getByTestId('combo-plus').click()
      await combo.locator(`[data-testid="combo-page"][data-pay="${oneSet * 2}"]`).waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'comboActivity')
      await shot(page, `${prefix}-07-combo-two-sets`)
      if (i === 0) {
        await page.setViewportSize({ width: 1280, height: 900 })
        await shot(page, `${prefix}-07b-combo-desktop`)
        await page.setViewportSize(MOBILE)
      }

      await combo.getByTestId('combo-buy').click()
      const panel = combo.getByTestId('pay-panel')
      const method = panel.locator(`[data-testid="pay-method"][data-product="${j.product}"]`)
      await method.waitFor({ timeout: 15_000 })
      await method.click()
      await panel.getByTestId('pay-confirm').click()
      await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
      await shot(page, `${prefix}-08-cashier`)
      assert.match(await payAtSandboxCashier(page), new RegExp(`merchantId=${j.merchantId}`), 'the cashier returns to the same shop')
      const success = visiblePage(page, 'paySuccess')
      await success.getByTestId('pay-success').waitFor({ timeout: 30_000 })
      const orderId = await success.getByTestId('pay-success').getAttribute('data-order-id')
      assert.ok(orderId)
      await assertLanguage(page, j.tag, 'paySuccess')

      await success.getByTestId('pay-success-order').click()
      const order = visiblePage(page, 'orderDetail')
      await order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"][data-state="Succeeded"]`).waitFor({ timeout: 15_000 })
      assert.equal(await order.getByTestId('order-add-on').count(), 1, 'the combo goods line')
      assert.match(await order.getByTestId('order-add-on').innerText(), /2/)
      await assertLanguage(page, j.tag, 'orderDetail')
      await shot(page, `${prefix}-10-order`)

      // Refund: the combo's goods show as a line of their own, and refunding the whole order gives back
      // everything the two sets were paid (the tickets' shares and the goods' part).
      await order.getByTestId('order-op-REFUND').click()
      const refund = visiblePage(page, 'refundOrder')
      const goods = refund.locator('[data-testid="refund-goods"][data-refunded="0"]')
      await goods.waitFor({ timeout: 15_000 })
      assert.equal(await refund.locator('[data-testid="refund-ticket"][data-block=""]').count(), 2)
      const total = Number(await refund.getByTestId('refund-total').getAttribute('data-cents'))
      const goodsCents = Number(await goods.getAttribute('data-cents'))
      const backs = await refund.getByTestId('refund-ticket-back').evaluateAll((els) => els.reduce((s, e) => s + Number(e.getAttribute('data-cents')), 0))
      assert.ok(goodsCents > 0)
      assert.equal(total, backs + goodsCents, 'the whole order back: both tickets and the goods')
      assert.ok(total <= oneSet * 2 && total > oneSet, `${total} of ${oneSet * 2} paid (less any fee of the rule)`)
      await assertLanguage(page, j.tag, 'refundOrder')
      await shot(page, `${prefix}-11-refund-goods`)
      assert.deepEqual(problems, [], 'nothing went wrong on the way')
    })
  })
}
