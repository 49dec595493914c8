/**
 * Ticket holder end to end on H5 against the real server (API + H5 build, in this process so the
 * sandbox SMS code can be read, as in booking.test.ts): log in, book 2 tickets, pay through the
 * payments sandbox's hosted cashier page, then the ticket holder lists them grouped under the show
 * session, the e-ticket shows a QR code that DECODES (jsQR on a screenshot of the element) to the code
 * the server issued, and "refresh code" replaces it with a new one. Past tickets and the ticket-error
 * page are checked on the way. Screenshots of holder and detail in zh-MO, zh-CN and en-US:
 * test/artifacts/tickets-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import type { TicketDetail, TicketHolderPage } from '../../types/tickets'
import { shot, visiblePage, openPage } from './harness'
import { loginByPhone, useInProcessStorefront } from './in-process'

/** A demo show of the Macau shop on sale with stock (seed: base show 2, ON_SALE). */
const SHOW_ID = 'MO002'
const BUYER = { area: '853', phone: '66017777' }

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', valid: '待入場', count: '共2張', showCode: '入場時請出示此二維碼', empty: '暫無歷史票券', notFound: '票券不存在或不屬於當前帳號' },
  { query: 'zh', tag: 'zh-CN', valid: '待入场', count: '共2张', showCode: '入场时请出示此二维码', empty: '暂无历史票券', notFound: '票券不存在或不属于当前账号' },
  { query: 'en', tag: 'en-US', valid: 'Ready for entry', count: '2 tickets', showCode: 'Show this QR code at the entrance', empty: 'No past tickets', notFound: 'This ticket does not exist or belongs to another account' },
] as const

let page: Page
/** A blank page that only decodes QR screenshots with jsQR. */
let decoder: Page

const sf = useInProcessStorefront('tickets')
const login = () => loginByPhone(page, sf, { query: 'zh-MO', area: BUYER.area, phone: BUYER.phone })
before(async () => {
  await sf.started
  ;({ page } = await openPage(sf.browser))
  decoder = await sf.browser.newPage()
  await decoder.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') })
})

/** An API call through the app's own request module (`?debug=1` exposes it), with the buyer's session. */
async function call<T>(url: string, method: 'GET' | 'POST' = 'GET', data?: unknown, params?: Record<string, unknown>): Promise<T> {
  return page.evaluate(
    ({ url, method, data, params }) => {
      const sf = (window as unknown as { __storefront: { request(o: object): Promise<unknown> } }).__storefront
      return sf.request({ url, method, data, params, extras: { silent: true } })
    },
    { url, method, data, params },
  ) as Promise<T>
}

/** Screenshot the rendered QR element and decode it with jsQR in the decoder page. */
async function decodeQr(): Promise<string | null> {
  const qr = visiblePage(page, 'ticketDetail').getByTestId('qr-code')
  const png = (await qr.screenshot()).toString('base64')
  return decoder.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const pixels = ctx.getImageData(0, 0, img.width, img.height)
    const jsQR = (window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }).jsQR
    return jsQR(pixels.data, img.width, img.height)?.data ?? null
  }, png)
}

async function bookTwo(): Promise<string> {
  await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=zh-MO`)
  const booking = visiblePage(page, 'booking')
  await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
  await booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
  await booking.getByTestId('qty-plus').click()
  await booking.getByTestId('booking-confirm').click()
  const confirm = visiblePage(page, 'orderConfirm')
  await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  // What follows the submit (payment panel, cashier) is the payment flow's business; the order id
  // comes from the create_order answer and the payment is made below through the sandbox cashier.
  const created = page.waitForResponse((r) => r.url().includes('/create_order') && r.request().method() === 'POST')
  await confirm.getByTestId('confirm-submit').click()
  const body = (await (await created).json()) as { statusCode: number; data: { orderId: string } }
  assert.equal(body.statusCode, 200)
  assert.ok(body.data.orderId)
  return body.data.orderId
}

interface PayOption {
  paymentProduct: string
  kind: string
}

/** Pay with a redirect product: the sandbox's hosted cashier page, its "pay" button, back to the shop. */
async function payAtSandboxCashier(orderId: string): Promise<void> {
  await page.goto(`${sf.url}/order/detail/${orderId}?lang=zh-MO&debug=1`)
  await visiblePage(page, 'orderDetail').getByTestId('order-detail').waitFor({ timeout: 15_000 })
  const order = await call<{ orderBrief: { unPaidTransactionIds: string[] } }>(`buyer/v5/orders/${orderId}`)
  const transactionIds = order.orderBrief.unPaidTransactionIds
  assert.ok(transactionIds.length > 0, 'the unpaid order has a transaction to pay')
  const cashier = await call<{ options: PayOption[] }>('buyer/v3/payments/cashiers', 'POST', { transactionIds, platform: 'H5', browserType: 'OTHER' })
  const option = cashier.options.find((o) => o.kind === 'REDIRECT')
  assert.ok(option, `a redirect-style product is offered on H5: ${JSON.stringify(cashier.options.map((o) => o.paymentProduct))}`)
  const returnUrl = `${sf.url}/ticket?lang=zh-MO&debug=1`
  const info = await call<{ normalUrl?: string; kind: string }>('buyer/v3/payments/pay', 'POST', {
    transactionIds,
    paymentProduct: option.paymentProduct,
    platform: 'H5',
    returnUrl,
    idempotencyKey: `e2e-tickets-${orderId}`,
  })
  assert.ok(info.normalUrl, 'the redirect product gives the cashier URL')
  await page.goto(info.normalUrl)
  await page.locator('#pay').click()
  await page.waitForURL((u) => u.pathname === '/ticket', { timeout: 15_000 })
}

async function waitForTickets(count: number): Promise<TicketHolderPage> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const holder = await call<TicketHolderPage>('buyer/v1/tickets', 'GET', undefined, { scope: 'current', offset: 0, length: 20 })
    if (holder.total >= count) return holder
    if (Date.now() > deadline) assert.fail(`tickets not issued in 20 s (have ${holder.total})`)
    await page.waitForTimeout(500)
  }
}

describe('ticket holder', () => {
  let ticketId = ''
  let firstCode = ''

  it('a paid order shows up in the ticket holder, grouped under its session', async () => {
    await login()
    const orderId = await bookTwo()
    await payAtSandboxCashier(orderId)
    const issued = await waitForTickets(2)
    assert.equal(issued.groups.length, 1)
    assert.equal(issued.groups[0].showId, SHOW_ID)
    assert.deepEqual(issued.groups[0].tickets.map((x) => x.orderId), [orderId, orderId])

    await page.goto(`${sf.url}/ticket?lang=zh-MO&debug=1`)
    const holder = visiblePage(page, 'ticketHolder')
    const group = holder.locator(`[data-testid="ticket-group"][data-show-id="${SHOW_ID}"]`)
    await group.waitFor({ timeout: 15_000 })
    assert.equal(await group.getByTestId('ticket-row').count(), 2)
    assert.equal(await group.getByTestId('ticket-group-count').innerText(), LANGS[0].count)
    assert.equal(await group.getByTestId('ticket-group-name').innerText(), issued.groups[0].showName)
    assert.equal(await group.getByTestId('ticket-state').first().innerText(), LANGS[0].valid)
    await shot(page, 'tickets-zh-MO-1-holder')
    ticketId = (await group.getByTestId('ticket-row').first().getAttribute('data-ticket-id')) ?? ''
    assert.equal(ticketId, issued.groups[0].tickets[0].ticketId)
  })

  it("the e-ticket's QR code decodes to the code the server issued", async () => {
    await visiblePage(page, 'ticketHolder').locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`).click()
    const detail = visiblePage(page, 'ticketDetail')
    await detail.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })
    assert.equal(await detail.getByTestId('ticket-detail').getAttribute('data-state'), 'VALID')
    assert.match(await detail.innerText(), new RegExp(LANGS[0].showCode))
    const server1 = await call<TicketDetail>(`buyer/v1/tickets/${ticketId}`)
    assert.ok(server1.code, 'the server issued a code')
    firstCode = server1.code.code
    assert.equal(await detail.getByTestId('ticket-qr').getAttribute('data-version'), String(server1.code.version))
    assert.equal(await decodeQr(), firstCode)
    assert.ok((await detail.getByTestId('ticket-instruction').count()) > 0)
    await shot(page, 'tickets-zh-MO-2-detail')
  })

  it('refresh code issues a new code and the QR follows it', async () => {
    const detail = visiblePage(page, 'ticketDetail')
    const before = Number(await detail.getByTestId('ticket-qr').getAttribute('data-version'))
    await detail.getByTestId('ticket-refresh-code').click()
    await detail.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()
    await detail.locator(`[data-testid="ticket-qr"][data-version="${before + 1}"]`).waitFor({ timeout: 15_000 })
    const server2 = await call<TicketDetail>(`buyer/v1/tickets/${ticketId}`)
    assert.ok(server2.code)
    assert.equal(server2.code.version, before + 1)
    assert.notEqual(server2.code.code, firstCode)
    // The veil over the code lifts once the new one is in.
    await page.waitForFunction(() => !document.querySelector('.qr-code--dimmed'))
    assert.equal(await decodeQr(), server2.code.code)
  })

  it('past tickets are empty while every ticket is still valid', async () => {
    await page.goto(`${sf.url}/history-ticket?lang=zh-MO`)
    const history = visiblePage(page, 'historyTicket')
    await history.getByTestId('ticket-empty').waitFor({ timeout: 15_000 })
    assert.equal(await history.getByTestId('ticket-empty').innerText(), LANGS[0].empty)
  })

  it('a ticket that is not the buyer’s leads to the ticket-error page with a way back', async () => {
    await page.goto(`${sf.url}/ticket-detail?id=TK-NOT-MINE&lang=zh-MO`)
    const error = visiblePage(page, 'ticketError')
    await error.locator('[data-testid="ticket-error"][data-reason="notFound"]').waitFor({ timeout: 15_000 })
    assert.equal(await error.getByTestId('ticket-error-text').innerText(), LANGS[0].notFound)
    await shot(page, 'tickets-zh-MO-3-error')
    await error.getByTestId('ticket-error-back').click()
    await visiblePage(page, 'ticketHolder').getByTestId('ticket-group').first().waitFor({ timeout: 15_000 })
  })

  for (const lang of LANGS.slice(1)) {
    it(`holder and e-ticket in ${lang.tag}`, async () => {
      await page.goto(`${sf.url}/ticket?lang=${lang.query}`)
      const holder = visiblePage(page, 'ticketHolder')
      const group = holder.locator(`[data-testid="ticket-group"][data-show-id="${SHOW_ID}"]`)
      await group.waitFor({ timeout: 15_000 })
      assert.equal(await group.getByTestId('ticket-group-count').innerText(), lang.count)
      assert.equal(await group.getByTestId('ticket-state').first().innerText(), lang.valid)
      await shot(page, `tickets-${lang.tag}-1-holder`)
      await group.locator(`[data-testid="ticket-row"][data-ticket-id="${ticketId}"]`).click()
      const detail = visiblePage(page, 'ticketDetail')
      await detail.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })
      assert.equal(await detail.getByTestId('ticket-detail-state').innerText(), lang.valid)
      assert.match(await detail.innerText(), new RegExp(lang.showCode))
      await shot(page, `tickets-${lang.tag}-2-detail`)
    })
  }
})
