/**
 * A ticket changes hands (issue 19) the way buyers meet it. Buyer A, logged out on `/` of a demo shop,
 * buys two tickets by taps (newcomer-steps.ts: login by SMS sandbox code, sandbox cashier), opens one
 * from the ticket holder, taps "send to a friend": the send page refuses an empty phone and A's own
 * number (the server's wording under the form, nothing sent), then sends it to B's phone with the
 * policy agreed; the transfer shows in transfer with its accept link, and the e-ticket no longer shows
 * a code. Buyer B, in a fresh browser, opens that link (the one URL a recipient is given), is sent to
 * login, logs in by SMS code, comes back to the accept page (the ticket, who sent it, masked), accepts,
 * and finds the ticket in the holder with its QR code. Then the venue's side, by API: B's code verifies
 * offline with the public key and revocation list, A's old code is refused (offline and at check-in);
 * A's e-ticket, shown again after a look at its order, reads "transferred" with no code.
 * 10001 in zh-MO, zh-CN and en-US; 10002 in zh-CN. Fails on any console error, page error, failed
 * request or server error, and in English on any Chinese text. Screenshots: test/artifacts/transfer-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import type { TicketRevocationList } from '../../types/refunds'
import type { TicketDetail, TicketPublicKey } from '../../types/tickets'
import { shot, visiblePage } from './harness'
import { serverModule, submitPhoneLogin, useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { buyTwoTickets } from './newcomer-steps'

const STAFF: Record<string, string> = { '10001': 'demo-staff-macau-7Qm2x9', '10002': 'demo-staff-mainland-K4p8s1' }

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018821', to: { area: '853', phone: '66018822' }, tierShow: 'MO002', findTier: { by: 'category', label: '演唱會' }, product: 'ALIPAY_HK_WAP', words: { open: '轉贈中', transferred: '已轉贈', self: '不能轉贈給自己' } },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238821', to: { area: '86', phone: '13900018822' }, tierShow: 'MO002', findTier: { by: 'search', keyword: 'Sea Breeze' }, product: 'ALIPAY_HK_WAP', words: { open: 'In transfer', transferred: 'Transferred', self: 'You cannot send a ticket to yourself' } },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008821', to: { area: '86', phone: '13900008822' }, tierShow: 'SH002', findTier: { by: 'category', label: '演唱会' }, product: 'ALIPAY_CN_WAP', words: { open: '转赠中', transferred: '已转赠', self: '不能转赠给自己' } },
] as const
type Journey = (typeof JOURNEYS)[number]

const sf = useInProcessStorefront('transfer')

interface Buyer {
  context: BrowserContext
  page: Page
  problems: string[]
}

/** A buyer's phone browser, watched for page errors, console errors, failed requests and dead ends (journey-checks.ts). */
function openBuyer(browser: Browser): Promise<Buyer> {
  return phonePage(browser)
}

/** The e-ticket the app reads next (its code as the server issued it), once the page asks for it. */
function nextTicketRead(page: Page): Promise<TicketDetail> {
  return page
    .waitForResponse((r: Response) => /\/buyer\/v1\/tickets\/[^/?]+(\?|$)/.test(r.url()) && r.request().method() === 'GET' && r.status() === 200, { timeout: 20_000 })
    .then(async (r) => ((await r.json()) as { data: TicketDetail }).data)
}

/** What a venue device does offline: the shop's public key and its downloaded revocation list. */
async function verifiesOffline(merchantId: string, code: string, at: number): Promise<{ ok: boolean; reason?: string }> {
  const { verifyOffline, revocationIndex } = await serverModule<typeof import('../../server/src/modules/refunds/offline')>('modules/refunds/offline.ts')
  const pk = ((await (await fetch(`${sf.url}/api/pub/v1/tickets/public_key`, { headers: { 'merchant-id': merchantId } })).json()) as { data: TicketPublicKey }).data
  const list = ((await (await fetch(`${sf.url}/api/staff/v1/tickets/revocations?since=0`, { headers: { 'x-staff-token': STAFF[merchantId] } })).json()) as { data: TicketRevocationList }).data
  const result = verifyOffline(code, pk.publicKey, revocationIndex(list.revocations), at)
  return result.ok ? { ok: true } : { ok: false, reason: result.reason }
}

async function checkIn(merchantId: string, code: string): Promise<string> {
  const res = await fetch(`${sf.url}/api/staff/v1/check_in`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-staff-token': STAFF[merchantId] }, body: JSON.stringify({ code }) })
  return ((await res.json()) as { data: { outcome: string } }).data.outcome
}

/** A on the send page: refusals first (nothing sent), then the transfer to B; its accept link. */
async function sendToB(page: Page, j: Journey, prefix: string): Promise<string> {
  const send = visiblePage(page, 'sendTicket')
  await send.getByTestId('transfer-rule-line').first().waitFor({ timeout: 15_000 })
  await assertLanguage(page, j.tag, 'sendTicket')
  await shot(page, `${prefix}-7-send`)

  // Nothing typed: the phone field says so, and nothing is sent.
  await send.getByTestId('transfer-submit').click()
  await send.locator('[data-testid="transfer-phone"] .form-field__error').waitFor()
  const area = send.locator(`.country-codes__item[data-code="${j.area}"]`)
  if (await area.count()) await area.click()
  const phone = send.locator('[data-testid="transfer-phone"] input')
  await phone.click()
  await phone.fill(j.phone)
  await send.getByTestId('transfer-agree').click()
  // A's own number: the server refuses in the page's language, under the form; the form stays.
  await send.getByTestId('transfer-submit').click()
  const refusal = send.getByTestId('transfer-refusal')
  await refusal.waitFor({ timeout: 15_000 })
  assert.equal((await refusal.innerText()).trim(), j.words.self)
  assert.equal(await send.getByTestId('transfer-open').count(), 0, 'nothing was sent')
  await assertLanguage(page, j.tag, 'sendTicket')
  await shot(page, `${prefix}-8-refused`)

  const toArea = send.locator(`.country-codes__item[data-code="${j.to.area}"]`)
  if (await toArea.count()) await toArea.click()
  await phone.fill(j.to.phone)
  await send.getByTestId('transfer-submit').click()
  const open = send.getByTestId('transfer-open')
  await open.waitFor({ timeout: 15_000 })
  assert.equal(await open.getAttribute('data-state'), 'IN_TRANSFER')
  assert.equal((await open.getByTestId('transfer-state').innerText()).trim(), j.words.open)
  assert.equal((await open.getByTestId('transfer-to').innerText()).trim(), j.to.phone)
  const link = (await open.getByTestId('transfer-link').innerText()).trim()
  assert.match(link, new RegExp(`^${sf.url}/accept-ticket\\?`), link)
  const url = new URL(link)
  assert.equal(url.searchParams.get('transferId'), await open.getAttribute('data-transfer-id'))
  assert.equal(url.searchParams.get('merchantId'), j.merchantId)
  await assertLanguage(page, j.tag, 'sendTicket')
  await shot(page, `${prefix}-9-in-transfer`)
  return link
}

for (const j of JOURNEYS) {
  describe(`buyer A sends a ticket to buyer B in shop ${j.merchantId}, ${j.tag}`, () => {
    let a: Buyer
    let b: Buyer

    before(async () => {
      await sf.started
      a = await openBuyer(sf.browser)
      b = await openBuyer(sf.browser)
    })
    after(async () => {
      await a?.context.close()
      await b?.context.close()
    })

    it("A sends, B accepts after logging in: B's code verifies, A's old code is refused and A's ticket reads transferred", async () => {
      const prefix = `transfer-${j.tag}-${j.merchantId}`
      await buyTwoTickets(a.page, sf, j, prefix)

      // The holder, then one of the two tickets: its code as issued.
      await visiblePage(a.page, 'paySuccess').getByTestId('pay-success-tickets').click()
      const holder = visiblePage(a.page, 'ticketHolder')
      const row = holder.locator(`[data-testid="ticket-group"][data-show-id="${j.tierShow}"] [data-testid="ticket-row"]`).first()
      await row.waitFor({ timeout: 20_000 })
      const read = nextTicketRead(a.page)
      await row.click()
      const oldDetail = await read
      const oldCode = oldDetail.code?.code
      assert.ok(oldCode, 'the e-ticket has a code')
      const detail = visiblePage(a.page, 'ticketDetail')
      await detail.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })
      await assertLanguage(a.page, j.tag, 'ticketDetail')
      await shot(a.page, `${prefix}-6-ticket`)

      await detail.getByTestId('ticket-send').click()
      const link = await sendToB(a.page, j, prefix)

      // Back on the e-ticket: in transfer, no code to scan.
      await a.page.goBack()
      await detail.getByTestId('transfer-open').waitFor({ timeout: 15_000 })
      assert.equal(await detail.getByTestId('ticket-qr').count(), 0, 'a ticket in transfer shows no code')
      await assertLanguage(a.page, j.tag, 'ticketDetail')
      await shot(a.page, `${prefix}-10-ticket-in-transfer`)

      // B opens the link logged out: login first, then back on the same accept page.
      await b.page.goto(link)
      await visiblePage(b.page, 'login').waitFor({ timeout: 15_000 })
      await assertLanguage(b.page, j.tag, 'login')
      await submitPhoneLogin(b.page, sf, { query: j.query, ...j.to })
      // The page login returns to is a fresh one on top of the one the link first opened.
      const accept = b.page.locator('.taro_page:not([style*="display: none"]) [data-page="acceptTicket"]').last()
      const card = accept.locator(`[data-testid="accept-ticket"][data-transfer-id="${new URL(link).searchParams.get('transferId')}"]`)
      await card.waitFor({ timeout: 20_000 })
      assert.equal(await card.getAttribute('data-state'), 'IN_TRANSFER')
      assert.equal(await card.getAttribute('data-role'), 'RECIPIENT')
      const from = (await accept.getByTestId('accept-from').innerText()).trim()
      assert.equal(from, `+${j.area} ${j.phone.length >= 11 ? `${j.phone.slice(0, 3)}****${j.phone.slice(-4)}` : `${j.phone.slice(0, j.phone.length - 4)}****`}`, 'who sent it, masked')
      await assertLanguage(b.page, j.tag, 'acceptTicket')
      await shot(b.page, `${prefix}-11-accept`)

      // Accept: the ticket opens with its new code; the holder lists it.
      const bRead = nextTicketRead(b.page)
      await accept.getByTestId('accept-submit').click()
      const bDetail = await bRead
      const newCode = bDetail.code?.code
      assert.ok(newCode && newCode !== oldCode, 'B has a new code')
      const bTicket = visiblePage(b.page, 'ticketDetail')
      await bTicket.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })
      await assertLanguage(b.page, j.tag, 'ticketDetail')
      await shot(b.page, `${prefix}-12-accepted`)
      await bTicket.getByTestId('ticket-to-holder').click()
      const bHolder = visiblePage(b.page, 'ticketHolder')
      const bRow = bHolder.locator(`[data-testid="ticket-row"][data-ticket-id="${bDetail.ticket.ticketId}"]`)
      await bRow.waitFor({ timeout: 20_000 })
      assert.equal(await bHolder.locator('[data-testid="ticket-row"]').count(), 1, 'B holds the one ticket sent')
      await shot(b.page, `${prefix}-13-holder`)
      await bRow.click()
      await bTicket.getByTestId('ticket-qr').waitFor({ timeout: 15_000 })

      // The venue's side: B's code verifies offline; A's old code is refused offline and at the gate.
      const at = bDetail.code?.validFrom ?? Date.now()
      assert.deepEqual(await verifiesOffline(j.merchantId, newCode, at), { ok: true })
      assert.deepEqual(await verifiesOffline(j.merchantId, oldCode, at), { ok: false, reason: 'REVOKED' })
      assert.equal(await checkIn(j.merchantId, oldCode), 'REVOKED')

      // A's e-ticket, read again on coming back from its order: transferred, no code.
      await detail.getByTestId('ticket-to-order').click()
      await visiblePage(a.page, 'orderDetail').getByTestId('order-detail').waitFor({ timeout: 15_000 })
      await a.page.goBack()
      const gone = visiblePage(a.page, 'ticketDetail').getByTestId('ticket-transferred')
      await gone.waitFor({ timeout: 20_000 })
      assert.equal((await gone.getByTestId('ticket-detail-state').innerText()).trim(), j.words.transferred)
      assert.equal(await visiblePage(a.page, 'ticketDetail').getByTestId('ticket-qr').count(), 0, 'no code for the sender')
      await assertLanguage(a.page, j.tag, 'ticketDetail')
      await shot(a.page, `${prefix}-14-transferred`)

      assert.deepEqual(a.problems, [], "nothing went wrong on A's way")
      assert.deepEqual(b.problems, [], "nothing went wrong on B's way")
    })
  })
}
