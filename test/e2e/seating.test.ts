/**
 * Seat picking end to end on H5 (H5_DIR, default dist/h5): log in by phone (sandbox SMS code read
 * in-process, as in booking.test.ts), open the booking page of a seat-picking demo show — it goes on to
 * the seat map by itself — zoom in, pick two free seats on the map, see them in the summary with the
 * total of their tiers, confirm, place the order, see it unpaid, cancel it, and find the two seats free
 * again on the map. The full flow runs in zh-MO; zh-CN and en-US pick, confirm and screenshot the map.
 * Screenshots: test/artifacts/seating-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { shot, visiblePage, openPage } from './harness'
import { loginByPhone, useInProcessStorefront, type PhoneBuyer } from './in-process'

/** A seat-picking demo show of the Macau shop, on sale, with one session (seed: base show 7). */
const SHOW_ID = 'MO007'
const SESSION_ID = 'MO007-S1'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66019877', full: true, words: { unpaid: '待支付', canceled: '已取消', seat: /排\d+座/ } },
  { query: 'zh', tag: 'zh-CN', area: '86', phone: '13900009877', full: false, words: { unpaid: '待支付', canceled: '已取消', seat: /排\d+座/ } },
  { query: 'en', tag: 'en-US', area: '852', phone: '91239877', full: false, words: { unpaid: 'To be paid', canceled: 'Cancelled', seat: /row \d+ seat \d+/ } },
] as const

const sf = useInProcessStorefront('seating')
const login = (page: Page, lang: PhoneBuyer) => loginByPhone(page, sf, lang)

/** Free seats whose centre is inside the visible map area (the zoomed drawing is clipped by it). */
async function visibleFreeSeats(map: Locator, n: number, skip: string[] = []): Promise<string[]> {
  const area = await map.locator('.seat-map__area').boundingBox()
  assert.ok(area)
  const seats = map.locator('[data-testid="seat"][data-state="FREE"][data-picked="0"]')
  const boxes = await seats.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { id: el.getAttribute('data-seat-id') ?? '', x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width }
    }),
  )
  const inside = boxes.filter((b) => !skip.includes(b.id) && b.x > area.x + 20 && b.x < area.x + area.width - 60 && b.y > area.y + 20 && b.y < area.y + area.height - 20)
  // Prefer seats near the middle of the area (front stalls of the centre section when zoomed in).
  const cx = area.x + area.width / 2
  const cy = area.y + area.height / 2
  inside.sort((a, b) => Math.hypot(a.x - cx, a.y - cy) - Math.hypot(b.x - cx, b.y - cy))
  assert.ok(inside.length >= n, `${inside.length} free seats visible`)
  return inside.slice(0, n).map((b) => b.id)
}

async function seatStates(ids: string[]): Promise<string[]> {
  const res = await fetch(`${sf.url}/api/pub/v1/sessions/${SESSION_ID}/seat_map?merchantId=10001`)
  const body = (await res.json()) as { data: { seats: Array<{ seatId: string; state: string }> } }
  return ids.map((id) => body.data.seats.find((s) => s.seatId === id)?.state ?? 'MISSING')
}

for (const lang of LANGS) {
  describe(`seat picking in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let picked: string[] = []
    let orderId = ''

    before(async () => {
      ;({ context, page } = await openPage(sf.browser))
      await login(page, lang)
    })
    after(async () => {
      await context?.close()
    })

    it('goes from the booking page to the seat map and picks two seats', async () => {
      await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=${lang.query}`)
      const pick = visiblePage(page, 'pickSeat')
      await pick.getByTestId('seat').first().waitFor({ timeout: 20_000 })
      const map = pick.getByTestId('seat-map')
      assert.ok((await pick.getByTestId('seat').count()) >= 300)
      assert.ok((await pick.getByTestId('seat-tier').count()) >= 3)
      assert.ok((await pick.locator('[data-testid="seat"][data-state="SOLD"]').count()) > 0, 'box-office sales show as taken')
      await shot(page, `seating-${lang.tag}-1-map`)

      // Zoom in with the button (the pan-and-zoom container scales the drawing).
      const before = await pick.getByTestId('seat').first().boundingBox()
      await pick.getByTestId('zoom-in').click()
      await page.waitForTimeout(600)
      assert.ok(Number(await map.getAttribute('data-zoom')) > 1)
      const afterZoom = await pick.getByTestId('seat').first().boundingBox()
      assert.ok(before && afterZoom && afterZoom.width > before.width * 1.3, 'seats are bigger after zooming in')

      picked = await visibleFreeSeats(map, 2)
      for (const id of picked) await pick.locator(`[data-testid="seat"][data-seat-id="${id}"]`).click()
      for (const id of picked) assert.equal(await pick.locator(`[data-testid="seat"][data-seat-id="${id}"]`).getAttribute('data-picked'), '1')
      assert.equal(await pick.getByTestId('picked-seat').count(), 2)
      assert.match(await pick.getByTestId('picked-seat').first().innerText(), lang.words.seat)
      assert.match(await pick.getByTestId('seat-total').innerText(), /\d+\.\d\d/)

      // Tap again to unpick, then pick it back.
      const first = pick.locator(`[data-testid="seat"][data-seat-id="${picked[0]}"]`)
      await first.click()
      assert.equal(await first.getAttribute('data-picked'), '0')
      assert.equal(await pick.getByTestId('picked-seat').count(), 1)
      await first.click()
      assert.equal(await pick.getByTestId('picked-seat').count(), 2)
      await shot(page, `seating-${lang.tag}-2-picked`)
    })

    it('confirms the seats and places an unpaid order that holds them', async () => {
      const pick = visiblePage(page, 'pickSeat')
      await pick.getByTestId('seat-confirm').click()
      const confirm = visiblePage(page, 'orderConfirm')
      await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
      assert.match(await confirm.getByTestId('confirm-seats').innerText(), lang.words.seat)
      await shot(page, `seating-${lang.tag}-3-confirm`)
      await confirm.getByTestId('confirm-submit').click()

      // The payment panel may open over the confirm page (payment flow): closing it leads to the order.
      const detail = visiblePage(page, 'orderDetail')
      const panelClose = confirm.getByTestId('pay-close')
      await Promise.race([detail.getByTestId('order-detail').waitFor({ timeout: 20_000 }), panelClose.waitFor({ timeout: 20_000 })])
      if (await panelClose.isVisible().catch(() => false)) await panelClose.click()
      await detail.locator('[data-testid="order-detail"][data-state="Unpaid"]').waitFor({ timeout: 15_000 })
      orderId = (await detail.getByTestId('order-detail').getAttribute('data-order-id')) ?? ''
      assert.ok(orderId)
      assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.unpaid)
      // The detail names both seats in the page's language.
      const seatText = await detail.getByTestId('order-seats').innerText()
      assert.equal(seatText.split(' / ').filter((x) => lang.words.seat.test(x)).length, 2, seatText)
      assert.deepEqual(await seatStates(picked), ['HELD', 'HELD'])
      await shot(page, `seating-${lang.tag}-4-unpaid`)
    })

    if (lang.full) {
      it('cancels the order and the seats are free again on the map', async () => {
        const detail = visiblePage(page, 'orderDetail')
        await detail.getByTestId('order-cancel').click()
        await detail.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').first().click()
        await detail.locator('[data-testid="order-detail"][data-state="Canceled"]').waitFor({ timeout: 15_000 })
        assert.equal(await detail.getByTestId('order-state').innerText(), lang.words.canceled)
        assert.deepEqual(await seatStates(picked), ['FREE', 'FREE'])

        await page.goto(`${sf.url}/pick-seat?showId=${SHOW_ID}&sessionId=${SESSION_ID}&lang=${lang.query}`)
        const pick = visiblePage(page, 'pickSeat')
        await pick.getByTestId('seat').first().waitFor({ timeout: 20_000 })
        for (const id of picked) {
          const seat = pick.locator(`[data-testid="seat"][data-seat-id="${id}"]`)
          assert.equal(await seat.getAttribute('data-state'), 'FREE')
          assert.equal(await seat.getAttribute('data-picked'), '0')
        }
        await shot(page, `seating-${lang.tag}-5-free-again`)
      })
    } else {
      it('shows the held seats as taken on the map', async () => {
        await page.goto(`${sf.url}/pick-seat?showId=${SHOW_ID}&sessionId=${SESSION_ID}&lang=${lang.query}`)
        const pick = visiblePage(page, 'pickSeat')
        await pick.getByTestId('seat').first().waitFor({ timeout: 20_000 })
        for (const id of picked) assert.equal(await pick.locator(`[data-testid="seat"][data-seat-id="${id}"]`).getAttribute('data-state'), 'HELD')
        // A taken seat cannot be picked.
        await pick.locator(`[data-testid="seat"][data-seat-id="${picked[0]}"]`).click({ force: true })
        assert.equal(await pick.getByTestId('picked-seat').count(), 0)
      })
    }
  })
}
