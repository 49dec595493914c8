/**
 * A newcomer refunds one of two tickets (issue 19), the way a buyer meets it: logged out on `/` of a
 * demo shop, buys two tickets of a tier by taps (newcomer-steps.ts: login by SMS sandbox code on the
 * way, pay at the sandbox cashier), then from the paid order's detail taps REFUND → the refund page
 * (both tickets refundable, the rule a tap away) → refund some tickets → ticks one → confirms → back on
 * the refund page with the record REFUNDED; the sandbox trade shows the money back (half of what it
 * captured: two equal tickets, no fee this far ahead), and the ticket holder shows one ticket left.
 * 10001 in zh-MO, zh-CN and en-US; 10002 once (zh-CN). Fails on any console error, page error, failed
 * request or server error, and in English on any Chinese text. Screenshots: test/artifacts/refunds-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { buyTwoTickets, tickFirstRefundable } from './newcomer-steps'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018801', tierShow: 'MO002', findTier: { by: 'category', label: '演唱會' }, product: 'ALIPAY_HK_WAP', done: '已退款', rule: '全額退款' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238801', tierShow: 'MO002', findTier: { by: 'search', keyword: 'Sea Breeze' }, product: 'ALIPAY_HK_WAP', done: 'Refunded', rule: 'full refund' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008801', tierShow: 'SH002', findTier: { by: 'category', label: '演唱会' }, product: 'ALIPAY_CN_WAP', done: '已退款', rule: '全额退款' },
] as const

const sf = useInProcessStorefront('refunds')

interface TradeStatus {
  state: string
  amountCents: number
  refundedCents: number
}

for (const j of JOURNEYS) {
  describe(`a newcomer refunds one ticket in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('buys two tickets, refunds one from the order detail, sees the money back and one ticket left', async () => {
      const prefix = `refunds-${j.tag}-${j.merchantId}`
      const { orderId, tradeNo } = await buyTwoTickets(page, sf, j, prefix)
      await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
      const order = visiblePage(page, 'orderDetail')
      await order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
      await order.getByTestId('order-op-REFUND').click()

      // The refund page: both tickets refundable in full, the rule a tap away.
      const refund = visiblePage(page, 'refundOrder')
      const lines = refund.locator('[data-testid="refund-ticket"][data-block=""]')
      await lines.first().waitFor({ timeout: 15_000 })
      assert.equal(await lines.count(), 2)
      const total = Number(await refund.getByTestId('refund-total').getAttribute('data-cents'))
      assert.ok(total > 0)
      await assertLanguage(page, j.tag, 'refundOrder')
      await shot(page, `${prefix}-13-refund-order`)
      await refund.getByTestId('refund-rules-link').click()
      const rule = visiblePage(page, 'refundRule')
      await rule.getByTestId('refund-rule-line').first().waitFor({ timeout: 15_000 })
      assert.match(await rule.getByTestId('refund-rule').innerText(), new RegExp(j.rule))
      await assertLanguage(page, j.tag, 'refundRule')
      await shot(page, `${prefix}-14-refund-rule`)
      await page.goBack()

      // Refund some tickets: tick one, confirm.
      const choose = await tickFirstRefundable(page)
      const chosen = Number(await choose.getByTestId('refund-chosen-total').getAttribute('data-cents'))
      assert.equal(chosen, total / 2, 'one of two equal tickets: half the total')
      await assertLanguage(page, j.tag, 'refundOrderTickets')
      await shot(page, `${prefix}-15-refund-choose`)
      await choose.getByTestId('refund-submit').click()
      // The dialog belongs to the page that asked.
      await choose.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()

      // Back on the refund page: the record, refunded; one ticket left to refund.
      const record = refund.locator('[data-testid="refund-record"][data-state="REFUNDED"]')
      await record.waitFor({ timeout: 15_000 })
      assert.equal(Number(await record.getAttribute('data-cents')), chosen)
      assert.match(await record.innerText(), new RegExp(j.done))
      assert.equal(await refund.locator('[data-testid="refund-ticket"][data-block="REFUNDED"]').count(), 1)
      await assertLanguage(page, j.tag, 'refundOrder')
      await shot(page, `${prefix}-16-refunded`)

      // The sandbox gave half of what it captured back (its currency may differ from the shop's).
      const trade = (await (await page.request.get(`${sf.url}/api/sandbox/trades/${encodeURIComponent(tradeNo)}`)).json()) as TradeStatus
      assert.equal(trade.state, 'TRADE_SUCCESS')
      assert.equal(trade.refundedCents, Math.round(trade.amountCents / 2), JSON.stringify(trade))

      // The order's e-tickets: only the kept one is left in the holder.
      await page.goBack()
      await order.getByTestId('order-op-E_TICKET').click()
      const holder = visiblePage(page, 'ticketHolder')
      const rows = holder.locator(`[data-testid="ticket-group"][data-show-id="${j.tierShow}"] [data-testid="ticket-row"]`)
      await rows.first().waitFor({ timeout: 15_000 })
      assert.equal(await rows.count(), 1, 'the refunded ticket is gone from the holder')
      await shot(page, `${prefix}-17-holder`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
