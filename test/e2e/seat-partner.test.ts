/**
 * Third-party seat picking end to end on H5: the booking page of a demo show whose seats a partner
 * sells (seed: base show 1, THIRD_PARTY, one session) goes on to pick-seat, which sends the buyer to
 * the partner's page (the API's partner sandbox) with the way back; there the buyer ticks two free
 * seats of the session's real map and confirms; back in the app the signed result is priced and the
 * confirm step shows the seats; the order is placed and holds exactly those seats. Coming back from the
 * partner without seats says so. In zh-MO, zh-CN and en-US.
 * Screenshots: test/artifacts/seat-partner-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage, openPage } from './harness'
import { loginByPhone, useInProcessStorefront, type PhoneBuyer } from './in-process'

const SHOW_ID = 'MO001'
const SESSION_ID = 'MO001-S1'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66019878', words: { partner: '合作方選座', back: '未選擇座位', unpaid: '待支付', seat: /排\d+座/ } },
  { query: 'zh', tag: 'zh-CN', area: '86', phone: '13900009878', words: { partner: '合作方选座', back: '未选择座位', unpaid: '待支付', seat: /排\d+座/ } },
  { query: 'en', tag: 'en-US', area: '852', phone: '91239878', words: { partner: 'Partner seat selection', back: 'without seats', unpaid: 'To be paid', seat: /row \d+ seat \d+/ } },
] as const

const sf = useInProcessStorefront('seat-partner')
const login = (page: Page, lang: PhoneBuyer) => loginByPhone(page, sf, lang, { debug: true })

async function seatStates(): Promise<Map<string, string>> {
  const res = await fetch(`${sf.url}/api/sandbox/seat-partner/sessions/${SESSION_ID}?merchantId=10001&returnUrl=${encodeURIComponent(`${sf.url}/`)}`)
  const html = await res.text()
  const states = new Map<string, string>()
  for (const m of html.matchAll(/name="seat" value="([^"]+)"( disabled)?/g)) states.set(m[1] as string, m[2] ? 'TAKEN' : 'FREE')
  return states
}

for (const lang of LANGS) {
  describe(`third-party seat picking in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page

    before(async () => {
      ;({ context, page } = await openPage(sf.browser))
      await login(page, lang)
    })
    after(async () => {
      await context?.close()
    })

    const openPartner = async () => {
      await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=${lang.query}`)
      // One session: the booking page goes on to pick-seat by itself.
      const pick = visiblePage(page, 'pickSeat')
      await pick.getByTestId('pick-seat-third-party').waitFor({ timeout: 15_000 })
      await pick.getByTestId('third-party-go').click()
      await page.waitForURL((u) => u.pathname.startsWith('/api/sandbox/seat-partner/'), { timeout: 15_000 })
      assert.match(await page.locator('h1').innerText(), new RegExp(lang.words.partner))
    }

    it('comes back without seats when the buyer leaves the partner page', async () => {
      await openPartner()
      await page.locator('#cancel').click()
      await page.waitForURL((u) => u.pathname === '/pick-seat', { timeout: 15_000 })
      const pick = visiblePage(page, 'pickSeat')
      await pick.getByTestId('partner-cancelled').waitFor({ timeout: 15_000 })
      assert.ok((await pick.getByTestId('partner-cancelled').innerText()).includes(lang.words.back))
      await shot(page, `seat-partner-${lang.tag}-1-back-without-seats`)
    })

    it('picks two seats on the partner page and orders exactly those', async () => {
      await openPartner()
      const free = page.locator('input[name="seat"]:not([disabled])')
      const ids = [(await free.nth(20).getAttribute('value')) ?? '', (await free.nth(21).getAttribute('value')) ?? '']
      assert.ok(ids[0] && ids[1])
      assert.ok((await page.locator('input[name="seat"][disabled]').count()) > 0, 'sold seats are shown taken')
      await free.nth(20).check()
      await free.nth(21).check()
      await shot(page, `seat-partner-${lang.tag}-2-partner-page`)
      await page.locator('#confirm').click()

      // Back in the app with the signed result: priced and on to the confirm step.
      const confirm = visiblePage(page, 'orderConfirm')
      await confirm.getByTestId('order-confirm').waitFor({ timeout: 20_000 })
      const seatsText = await confirm.getByTestId('confirm-seats').innerText()
      assert.equal(seatsText.split(' / ').length, 2, seatsText)
      assert.match(seatsText, lang.words.seat)
      await shot(page, `seat-partner-${lang.tag}-3-confirm`)
      await confirm.getByTestId('confirm-submit').click()
      await confirm.getByTestId('pay-close').click()

      const detail = visiblePage(page, 'orderDetail')
      await detail.locator('[data-testid="order-detail"][data-state="Unpaid"]').waitFor({ timeout: 15_000 })
      assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.unpaid)
      assert.match(await detail.getByTestId('order-seats').innerText(), lang.words.seat)
      await shot(page, `seat-partner-${lang.tag}-4-unpaid`)
      const states = await seatStates()
      assert.deepEqual(ids.map((id) => states.get(id)), ['TAKEN', 'TAKEN'], 'the two seats are held by the order')
    })
  })
}
