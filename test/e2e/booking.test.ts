/**
 * Booking and orders end to end on H5: log in by phone (sandbox SMS code read in-process, as in
 * account.test.ts), open a buyable demo show's booking page, book 2 tickets of a tier, confirm, see
 * the unpaid order with its countdown on the detail and on its order-list card (both ticking against
 * the clock, with the pay operation), cancel it and find it in the cancelled tab. Then a paid order:
 * book one ticket, pay at the payments sandbox's cashier, and the order shows its operations and
 * actions as the server sends them — the e-ticket opens this order's ticket, an enabled refund opens
 * the order's refund page and from there the show's refund rule, rebook is shown disabled. All of it in zh-MO, zh-CN and en-US.
 * The limited hot show (seed: 2 per buyer, 2 VIP tickets) shows the limit learnt from the server on
 * the quantity stepper, the sold-out wording (en-US) and the limit-reached wording (zh-MO).
 * Screenshots: test/artifacts/booking-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage, openPage, apiCall } from './harness'
import { loginByPhone, useInProcessStorefront, type PhoneBuyer } from './in-process'

/** A demo show of the Macau shop on sale with stock (seed: base show 2, ON_SALE, 200 tickets per tier). */
const SHOW_ID = 'MO002'
/** The limited hot show (seed/orders.ts DEMO_HOT_SHOW: tiers of 20/10/2, 2 per order and per buyer). */
const HOT_SHOW = 'MO031'

const LANGS = [
  {
    query: 'zh-MO',
    tag: 'zh-MO',
    area: '853',
    phone: '66019876',
    words: { unpaid: '待支付', canceled: '已取消', left: '剩餘支付時間', pay: '去支付', eticket: '電子票', refund: '申請退票', rebook: '改簽', refundRules: '退票規則', paid: '已完成' },
  },
  {
    query: 'zh',
    tag: 'zh-CN',
    area: '86',
    phone: '13900009876',
    words: { unpaid: '待支付', canceled: '已取消', left: '剩余支付时间', pay: '去支付', eticket: '电子票', refund: '申请退票', rebook: '改签', refundRules: '退票规则', paid: '已完成' },
  },
  {
    query: 'en',
    tag: 'en-US',
    area: '852',
    phone: '91239876',
    words: { unpaid: 'To be paid', canceled: 'Cancelled', left: 'left to pay', pay: 'Pay now', eticket: 'E-ticket', refund: 'Request refund', rebook: 'Rebook', refundRules: 'Refund rules', paid: 'Completed' },
  },
] as const

const sf = useInProcessStorefront('booking')
const login = (page: Page, lang: PhoneBuyer) => loginByPhone(page, sf, lang, { debug: true })

/**
 * The page on top: a page opened twice (the order detail, again from its list card) leaves the older
 * one in the DOM shaded, not hidden by style, so visiblePage() would find that one first.
 */
const topPage = (page: Page, name: string) => page.locator(`.taro_page:not(.taro_page_shade) [data-page="${name}"]`).last()

const countdownSeconds = async (page: Page): Promise<number> =>
  Number(await visiblePage(page, 'orderDetail').getByTestId('order-countdown').getAttribute('data-left'))


/** Book `qty` tickets of the first on-sale tier of a show, place the order and close the payment panel. */
async function bookAndLeaveUnpaid(page: Page, showId: string, query: string, qty: number): Promise<string> {
  await page.goto(`${sf.url}/booking/${showId}?lang=${query}`)
  const booking = visiblePage(page, 'booking')
  await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
  await booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
  for (let i = 1; i < qty; i++) await booking.getByTestId('qty-plus').click()
  assert.equal(await booking.getByTestId('qty').innerText(), String(qty))
  await booking.getByTestId('booking-confirm').click()
  const confirm = visiblePage(page, 'orderConfirm')
  await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  await confirm.getByTestId('confirm-submit').click()
  // The payment panel opens on the confirm page; closing it leaves an unpaid order to pay later.
  await confirm.getByTestId('pay-close').click()
  const detail = visiblePage(page, 'orderDetail')
  await detail.locator('[data-testid="order-detail"][data-state="Unpaid"]').waitFor({ timeout: 15_000 })
  const orderId = (await detail.getByTestId('order-detail').getAttribute('data-order-id')) ?? ''
  assert.ok(orderId)
  return orderId
}

/** Pay an unpaid order with a redirect product: the sandbox's hosted cashier page, its "pay" button, back to the order. */
async function payAtSandboxCashier(page: Page, orderId: string, query: string): Promise<void> {
  await page.goto(`${sf.url}/order/detail/${orderId}?lang=${query}&debug=1`)
  await visiblePage(page, 'orderDetail').getByTestId('order-detail').waitFor({ timeout: 15_000 })
  const order = await apiCall<{ orderBrief: { unPaidTransactionIds: string[] } }>(page, `buyer/v5/orders/${orderId}`)
  const transactionIds = order.orderBrief.unPaidTransactionIds
  const cashier = await apiCall<{ options: Array<{ paymentProduct: string; kind: string }> }>(page, 'buyer/v3/payments/cashiers', 'POST', { transactionIds, platform: 'H5', browserType: 'OTHER' })
  const option = cashier.options.find((o) => o.kind === 'REDIRECT')
  assert.ok(option, 'a redirect-style product is offered on H5')
  const info = await apiCall<{ normalUrl?: string }>(page, 'buyer/v3/payments/pay', 'POST', {
    transactionIds,
    paymentProduct: option.paymentProduct,
    platform: 'H5',
    returnUrl: `${sf.url}/order/detail/${orderId}?lang=${query}`,
    idempotencyKey: `e2e-booking-${orderId}`,
  })
  assert.ok(info.normalUrl)
  await page.goto(info.normalUrl)
  await page.locator('#pay').click()
  await page.waitForURL((u) => u.pathname.startsWith('/order/detail'), { timeout: 15_000 })
}

for (const lang of LANGS) {
  describe(`booking in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let orderId = ''

    before(async () => {
      ;({ context, page } = await openPage(sf.browser))
      await login(page, lang)
    })
    after(async () => {
      await context?.close()
    })

    it('books 2 tickets of a tier and sees the unpaid order counting down', async () => {
      await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=${lang.query}`)
      const booking = visiblePage(page, 'booking')
      await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
      await shot(page, `booking-${lang.tag}-1-booking`)
      await booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
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

    it('shows the countdown and the pay operation on the order-list card', async () => {
      await visiblePage(page, 'orderDetail').getByTestId('to-order-list').click()
      const list = visiblePage(page, 'orderList')
      const card = list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
      await card.waitFor({ timeout: 15_000 })
      assert.equal(await card.getByTestId('order-card-state').innerText(), lang.words.unpaid)
      const countdown = card.getByTestId('order-card-countdown')
      assert.ok((await countdown.innerText()).includes(lang.words.left))
      assert.match(await countdown.innerText(), /1[0-4]:\d\d|0\d:\d\d/)
      const first = Number(await countdown.getAttribute('data-left'))
      assert.ok(first > 0 && first <= 15 * 60, `${first} s left`)
      await page.waitForTimeout(2200)
      assert.ok(Number(await countdown.getAttribute('data-left')) < first, 'the card counts down against the clock')
      const pay = card.locator('[data-testid="order-card-op"][data-name="TO_BE_PAID"]')
      assert.equal(await pay.innerText(), lang.words.pay)
      await shot(page, `booking-${lang.tag}-5-list-unpaid`)
      // The pay operation leads to the order, where paying and cancelling happen.
      await pay.click()
      await topPage(page, 'orderDetail').locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
    })

    it('cancels the unpaid order and finds it in the cancelled tab', async () => {
      const detail = topPage(page, 'orderDetail')
      await detail.getByTestId('order-cancel').click()
      await detail.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()
      await detail.locator('[data-testid="order-detail"][data-state="Canceled"]').waitFor({ timeout: 15_000 })
      assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.canceled)
      assert.equal(await detail.getByTestId('order-countdown').count(), 0)
      await shot(page, `booking-${lang.tag}-6-cancelled`)

      await detail.getByTestId('to-order-list').click()
      const list = topPage(page, 'orderList')
      await list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).waitFor({ timeout: 15_000 })
      await list.locator('[data-testid="order-tab"][data-tab="canceled"]').click()
      await list.locator('[data-testid="order-list"][data-tab="canceled"][data-loading="0"]').waitFor()
      const card = list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
      assert.equal(await card.getAttribute('data-state'), 'Canceled')
      assert.equal(await card.getByTestId('order-card-state').innerText(), lang.words.canceled)
      assert.equal(await card.getByTestId('order-card-countdown').count(), 0, 'no countdown once cancelled')
      assert.equal(await card.getByTestId('order-card-op').count(), 0)
      await shot(page, `booking-${lang.tag}-7-list-cancelled`)
      await list.locator('[data-testid="order-tab"][data-tab="unpaid"]').click()
      await list.locator('[data-testid="order-list"][data-tab="unpaid"][data-loading="0"]').waitFor()
      assert.equal(await list.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).count(), 0)
    })

    it('a paid order shows its e-ticket operation and its actions as the server sends them', async () => {
      const paidId = await bookAndLeaveUnpaid(page, SHOW_ID, lang.query, 1)
      await payAtSandboxCashier(page, paidId, lang.query)
      const detail = visiblePage(page, 'orderDetail')
      // The sandbox's notification settles the payment; the order is read again until it shows.
      for (let i = 0; i < 20 && (await detail.locator('[data-testid="order-detail"][data-state="Succeeded"]').count()) === 0; i++) {
        await page.waitForTimeout(500)
        await page.goto(`${sf.url}/order/detail/${paidId}?lang=${lang.query}`)
        await detail.getByTestId('order-detail').waitFor({ timeout: 15_000 })
      }
      await detail.locator('[data-testid="order-detail"][data-state="Succeeded"]').waitFor({ timeout: 15_000 })
      assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.paid)
      const eticket = detail.getByTestId('order-op-E_TICKET')
      const refund = detail.getByTestId('order-op-REFUND')
      const rebook = detail.getByTestId('order-op-REBOOK')
      assert.equal(await eticket.innerText(), lang.words.eticket)
      assert.equal(await refund.innerText(), lang.words.refund)
      assert.equal(await refund.getAttribute('data-enabled'), '1')
      assert.equal(await rebook.innerText(), lang.words.rebook)
      assert.equal(await rebook.getAttribute('data-enabled'), '1')
      assert.equal(await detail.getByTestId('order-pay').count(), 0)
      assert.equal(await detail.getByTestId('order-countdown').count(), 0)
      await shot(page, `booking-${lang.tag}-8-paid`)

      // The e-ticket operation opens this order's ticket.
      const order = await (async () => {
        await page.goto(`${sf.url}/order/detail/${paidId}?lang=${lang.query}&debug=1`)
        await detail.getByTestId('order-op-E_TICKET').waitFor({ timeout: 15_000 })
        return apiCall<{ ticketIds: string[] }>(page, `buyer/v5/orders/${paidId}`)
      })()
      assert.equal(order.ticketIds.length, 1)
      await detail.getByTestId('order-op-E_TICKET').click()
      const ticket = visiblePage(page, 'ticketDetail')
      await ticket.getByTestId('qr-code').waitFor({ timeout: 15_000 })
      assert.ok(page.url().includes(`id=${order.ticketIds[0]}`), page.url())
      await shot(page, `booking-${lang.tag}-9-eticket`)
      await page.goBack()

      // An enabled rebook opens the order's rebook page (issue 19; test/e2e/rebook.test.ts moves a
      // ticket); an enabled refund opens the order's refund page, whose link opens the show's refund rule.
      await detail.getByTestId('order-op-REBOOK').click()
      await visiblePage(page, 'rebookTicket').locator(`[data-testid="rebook"][data-order-id="${paidId}"]`).waitFor({ timeout: 15_000 })
      await page.goBack()
      await detail.getByTestId('order-op-REFUND').click()
      const refundPage = visiblePage(page, 'refundOrder')
      await refundPage.locator(`[data-testid="refund-order"][data-order-id="${paidId}"]`).waitFor({ timeout: 15_000 })
      await refundPage.getByTestId('refund-rules-link').click()
      const rules = visiblePage(page, 'refundRule')
      await rules.getByTestId('refund-rule-line').first().waitFor({ timeout: 15_000 })
      assert.match(await rules.getByTestId('refund-rule').innerText(), new RegExp(lang.words.refundRules))
      assert.ok((await rules.getByTestId('refund-rule-line').count()) >= 3)
      await shot(page, `booking-${lang.tag}-10-refund-rules`)

      // On the list, the paid card offers the e-ticket and counts nothing down.
      await page.goto(`${sf.url}/order?lang=${lang.query}`)
      const card = visiblePage(page, 'orderList').locator(`[data-testid="order-card"][data-order-id="${paidId}"]`)
      await card.waitFor({ timeout: 15_000 })
      assert.equal(await card.locator('[data-testid="order-card-op"][data-name="E_TICKET"]').innerText(), lang.words.eticket)
      assert.equal(await card.getByTestId('order-card-countdown').count(), 0)
    })
  })
}

describe('the limited hot show', () => {
  let context: BrowserContext
  let page: Page

  before(async () => {
    ;({ context, page } = await openPage(sf.browser))
    await login(page, { query: 'en', area: '852', phone: '91230031' })
  })
  after(async () => {
    await context?.close()
  })

  const pickTier = async (index: number) => {
    const booking = visiblePage(page, 'booking')
    await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
    await booking.getByTestId('seat-plan').nth(index).click()
    return booking
  }

  it('limits the quantity to what the show allows per order', async () => {
    await page.goto(`${sf.url}/booking/${HOT_SHOW}?lang=en`)
    const booking = await pickTier(2)
    // The limit comes from a quiet quote of the picked tier: 2 per order, not the default 6.
    await booking.locator('.qty__hint', { hasText: 'Up to 2 per order' }).waitFor({ timeout: 15_000 })
    await booking.getByTestId('qty-plus').click()
    await booking.getByTestId('qty-plus').click()
    assert.equal(await booking.getByTestId('qty').innerText(), '2')
    await shot(page, 'booking-en-US-hot-limit')
  })

  it('says sold out once the last VIP tickets are held (en-US)', async () => {
    // Both VIP tickets (the whole tier) go into this buyer's unpaid order.
    await visiblePage(page, 'booking').getByTestId('booking-confirm').click()
    const confirm = visiblePage(page, 'orderConfirm')
    await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
    await confirm.getByTestId('confirm-submit').click()
    await confirm.getByTestId('pay-close').click()
    await visiblePage(page, 'orderDetail').locator('[data-testid="order-detail"][data-state="Unpaid"]').waitFor({ timeout: 15_000 })

    await page.goto(`${sf.url}/booking/${HOT_SHOW}?lang=en`)
    const booking = await pickTier(2)
    await booking.getByTestId('booking-confirm').click()
    await page.locator('[data-testid="toast"]:visible', { hasText: 'Sold out, please choose another ticket tier' }).first().waitFor({ timeout: 15_000 })
    await shot(page, 'booking-en-US-hot-sold-out')
    // The buyer stays on booking (a 'booking' answer refreshes it).
    assert.equal(await visiblePage(page, 'booking').count(), 1)
  })

  it('says the purchase limit is reached for another tier of the same show (zh-MO)', async () => {
    await page.goto(`${sf.url}/booking/${HOT_SHOW}?lang=zh-MO`)
    const booking = await pickTier(0)
    await booking.getByTestId('booking-confirm').click()
    const dialog = page.getByTestId('dialog').filter({ hasText: '已達購買上限' })
    await dialog.waitFor({ timeout: 15_000 })
    assert.match(await dialog.innerText(), /已達購買上限：每人限購2張，您還可購買0張/)
    await shot(page, 'booking-zh-MO-hot-limit-reached')
    await dialog.locator('.dlg__btn').first().click()
  })
})

describe('booking with a card or privilege the shop cannot honour', () => {
  let context: BrowserContext
  let page: Page

  before(async () => {
    ;({ context, page } = await openPage(sf.browser))
    await login(page, { query: 'zh-MO', area: '853', phone: '66010032' })
  })
  after(async () => {
    await context?.close()
  })

  it('names the card, keeps it when the server sends the buyer back to booking, and books without it on request', async () => {
    await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=zh-MO&cardId=CARD-77&userCardInstanceId=UC-1`)
    const booking = visiblePage(page, 'booking')
    const banner = booking.getByTestId('booking-privilege')
    await banner.waitFor({ timeout: 15_000 })
    assert.equal(await banner.getAttribute('data-kind'), 'card')
    assert.match(await banner.innerText(), /使用權益卡：CARD-77/)
    await booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
    const quoted = page.waitForRequest((r) => r.url().includes('/pre_order') && (r.postData() ?? '').includes('"qty":1') && r.method() === 'POST')
    await booking.getByTestId('booking-confirm').click()
    // The card travels with the quote; the server refuses it and sends the buyer back to booking.
    assert.match((await quoted).postData() ?? '', /"cardId":"CARD-77"/)
    await page.locator('[data-testid="toast"]:visible', { hasText: '該權益卡不存在或不能用於本場演出' }).first().waitFor({ timeout: 15_000 })
    await shot(page, 'booking-zh-MO-privilege-refused')
    assert.equal(await visiblePage(page, 'booking').count(), 1)
    assert.ok(page.url().includes('cardId=CARD-77'), page.url())
    assert.equal(await visiblePage(page, 'booking').getByTestId('booking-privilege').count(), 1, 'the parameters are kept')

    // Booking without the card: the same page without the parameters, and the order goes through.
    await visiblePage(page, 'booking').getByTestId('booking-privilege-drop').click()
    await page.waitForURL((u) => !u.search.includes('cardId'), { timeout: 15_000 })
    const plain = visiblePage(page, 'booking')
    await plain.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
    assert.equal(await plain.getByTestId('booking-privilege').count(), 0)
    await plain.getByTestId('booking-confirm').click()
    await visiblePage(page, 'orderConfirm').getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  })
})
