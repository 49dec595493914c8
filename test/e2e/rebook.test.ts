/**
 * A newcomer rebooks a ticket onto another session (issue 19), the way a buyer meets it: logged out on
 * `/` of a demo shop, buys two tickets of a tier of the show's last session by taps (newcomer-steps.ts:
 * login by SMS sandbox code on the way, pay at the sandbox cashier), then from the paid order's detail
 * taps REBOOK → the rebook page (both tickets movable, the rule shown) → ticks one ticket, picks an
 * earlier session and a tier no dearer → confirms → the record appears, the ticket list shows the new
 * ticket on the new session, the old ticket's id is on the venue revocation list, and the record's link
 * opens the new ticket with its code. 10001 in zh-MO, zh-CN and en-US; 10002 once (zh-CN). Fails on any
 * console error, page error, failed request or server error, and in English on any Chinese text.
 * Screenshots: test/artifacts/rebook-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { buyTwoTickets } from './newcomer-steps'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018802', tierShow: 'MO002', findTier: { by: 'category', label: '演唱會' }, product: 'ALIPAY_HK_WAP', rule: '改簽', staff: 'demo-staff-macau-7Qm2x9' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238802', tierShow: 'MO002', findTier: { by: 'search', keyword: 'Sea Breeze' }, product: 'ALIPAY_HK_WAP', rule: 'another session', staff: 'demo-staff-macau-7Qm2x9' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008802', tierShow: 'SH002', findTier: { by: 'category', label: '演唱会' }, product: 'ALIPAY_CN_WAP', rule: '改签', staff: 'demo-staff-mainland-K4p8s1' },
] as const

const sf = useInProcessStorefront('rebook')

for (const j of JOURNEYS) {
  describe(`a newcomer rebooks one ticket in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('buys two tickets, moves one to an earlier session from the order detail, and opens the new ticket', async () => {
      const prefix = `rebook-${j.tag}-${j.merchantId}`
      const { orderId } = await buyTwoTickets(page, sf, j, prefix)
      await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
      const order = visiblePage(page, 'orderDetail')
      await order.locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
      await order.getByTestId('order-op-REBOOK').click()

      // The rebook page: both tickets movable, the merchant's rule in the buyer's language.
      const rebook = visiblePage(page, 'rebookTicket')
      const open = rebook.locator('[data-testid="rebook-ticket"][data-block=""]')
      await open.first().waitFor({ timeout: 15_000 })
      assert.equal(await open.count(), 2)
      assert.match(await rebook.getByTestId('rebook-rule-line').first().innerText(), new RegExp(j.rule))
      await assertLanguage(page, j.tag, 'rebookTicket')
      await shot(page, `${prefix}-13-rebook`)

      // Tick one ticket, pick the first other session and its first tier on offer, confirm.
      const first = open.first()
      const oldId = (await first.getAttribute('data-ticket-id')) ?? ''
      await first.click()
      await rebook.locator('[data-testid="rebook-ticket"][data-picked="1"]').waitFor()
      const session = rebook.getByTestId('rebook-session').first()
      const toSession = (await session.getAttribute('data-session-id')) ?? ''
      await session.click()
      const plan = rebook.locator('[data-testid="rebook-plan"][data-available="1"]').first()
      await plan.waitFor({ timeout: 15_000 })
      await plan.click()
      await rebook.getByTestId('rebook-back').waitFor()
      await assertLanguage(page, j.tag, 'rebookTicket')
      await shot(page, `${prefix}-14-rebook-chosen`)
      await rebook.getByTestId('rebook-submit').click()
      await rebook.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()

      // The record; the old ticket is gone from the list, a new one sits on the new session.
      const record = rebook.getByTestId('rebook-record')
      await record.waitFor({ timeout: 15_000 })
      assert.equal(await rebook.locator(`[data-testid="rebook-ticket"][data-ticket-id="${oldId}"]`).count(), 0)
      assert.equal(await rebook.locator('[data-testid="rebook-ticket"]').count(), 2)
      await assertLanguage(page, j.tag, 'rebookTicket')
      await shot(page, `${prefix}-15-rebooked`)

      // The venue's revocation list names the old ticket: its code no longer verifies, even offline.
      const list = (await (await page.request.get(`${sf.url}/api/staff/v1/tickets/revocations?since=0`, { headers: { 'x-staff-token': j.staff } })).json()) as {
        data: { revocations: Array<{ ticketId: string }> }
      }
      assert.ok(list.data.revocations.some((r) => r.ticketId === oldId), 'the old ticket is revoked')

      // The new ticket opens with its code.
      await record.getByTestId('rebook-new-ticket').click()
      const ticket = visiblePage(page, 'ticketDetail')
      await ticket.getByTestId('qr-code').waitFor({ timeout: 15_000 })
      assert.ok(!page.url().includes(oldId), page.url())
      assert.ok(toSession)
      await assertLanguage(page, j.tag, 'ticketDetail')
      await shot(page, `${prefix}-16-new-ticket`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
