/**
 * Venue reservations as a buyer meets them. Logged out on `/` of a demo shop, the buyer taps the
 * home's reservation entry, picks the backstage tour, taps "reserve" with no slot picked (told to pick
 * one), picks the first open slot and reserves: the order page needs a login (the app's login page,
 * SMS sandbox code), then comes back; two people, contact name and phone, confirm; the buyer's
 * reservations list it as reserved; cancelling (confirmed in a dialog) marks it cancelled.
 * 10001 in zh-MO, zh-CN and en-US; 10002 in zh-CN. Fails on any console error, page error, failed
 * request or server error, and in English on any Chinese text. Screenshots: test/artifacts/reservation-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66019951', prefix: 'MO', name: '陳大文', words: { title: '劇院後台參觀', pick: '請先選擇時段', reserved: '預約成功', cancelled: '已取消' } },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91239951', prefix: 'MO', name: 'Tai Man Chan', words: { title: 'Backstage tour', pick: 'Choose a time slot first', reserved: 'Reserved', cancelled: 'Cancelled' } },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900009951', prefix: 'SH', name: '陈大文', words: { title: '剧院后台参观', pick: '请先选择时段', reserved: '预约成功', cancelled: '已取消' } },
] as const

const sf = useInProcessStorefront('reservations')

for (const j of JOURNEYS) {
  describe(`a buyer reserves a visit in shop ${j.merchantId}, ${j.tag}`, () => {
    let buyer: Awaited<ReturnType<typeof phonePage>>
    before(async () => {
      await sf.started
      buyer = await phonePage(sf.browser)
    })
    after(async () => {
      await buyer?.context.close()
    })

    it('from the home by taps: the places, a slot, login, the order, my reservations, cancel', async () => {
      const { page, problems } = buyer
      const prefix = `reservation-${j.tag}-${j.merchantId}`
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      const entry = visiblePage(page, 'home').getByTestId('layout-reservation')
      await entry.waitFor({ timeout: 45_000 })
      await entry.scrollIntoViewIfNeeded()
      await entry.click()

      const list = visiblePage(page, 'reservation')
      const venue = list.locator(`[data-testid="reservation-venue"][data-id="${j.prefix}-RV1"]`)
      await venue.waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'reservation')
      await shot(page, `${prefix}-1-places`)
      await venue.click()

      const detail = visiblePage(page, 'reservationDetail')
      await detail.locator(`[data-testid="reservation-detail"][data-id="${j.prefix}-RV1"]`).waitFor({ timeout: 15_000 })
      assert.equal((await detail.getByTestId('reservation-title').innerText()).trim(), j.words.title)
      await detail.getByTestId('reservation-next').click()
      assert.equal((await detail.getByTestId('reservation-hint').innerText()).trim(), j.words.pick)
      const slot = detail.locator('[data-testid="reservation-slot"][data-state="OPEN"]').first()
      const slotId = await slot.getAttribute('data-id')
      await slot.click()
      await assertLanguage(page, j.tag, 'reservationDetail')
      await shot(page, `${prefix}-2-slots`)
      await detail.getByTestId('reservation-next').click()

      // The order page needs a login: the app's login page, then back to the order.
      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await submitPhoneLogin(page, sf, j)
      const order = visiblePage(page, 'reservationOrder')
      await order.locator(`[data-testid="reservation-order"][data-slot="${slotId}"]`).waitFor({ timeout: 20_000 })
      await order.getByTestId('reservation-people-plus').click()
      assert.equal((await order.getByTestId('reservation-people-value').innerText()).trim(), '2')
      for (const [id, value] of [['reservation-name', j.name], ['reservation-phone', j.phone]] as const) {
        const input = order.locator(`[data-testid="${id}"] input`)
        await input.click()
        await input.fill(value)
      }
      await assertLanguage(page, j.tag, 'reservationOrder')
      await shot(page, `${prefix}-3-order`)
      await order.getByTestId('reservation-submit').click()

      const records = visiblePage(page, 'reservationRecord')
      const card = records.locator('[data-testid="reservation-card"]').first()
      await card.waitFor({ timeout: 20_000 })
      assert.equal(await card.getAttribute('data-status'), 'RESERVED')
      assert.equal((await card.getByTestId('tp-state').innerText()).trim(), j.words.reserved)
      await assertLanguage(page, j.tag, 'reservationRecord')
      await shot(page, `${prefix}-4-reserved`)
      await card.getByTestId('reservation-cancel').click()
      // The dialog of this page (every page has its own dialog host; an earlier page's is hidden).
      await records.getByTestId('dialog').locator('.dlg__btn[data-value="confirm"]').click()
      await records.locator('[data-testid="reservation-card"][data-status="CANCELLED"]').first().waitFor({ timeout: 15_000 })
      assert.equal((await records.locator('[data-testid="reservation-card"]').first().getByTestId('tp-state').innerText()).trim(), j.words.cancelled)
      await shot(page, `${prefix}-5-cancelled`)
      assert.deepEqual(problems, [])
    })
  })
}
