/**
 * Open-show registration as a buyer meets it. Logged out on `/` of a demo shop, the buyer taps the
 * home's activity-enroll entry to the demo open show, taps "register now", meets the merchant's form
 * (moving on with nothing filled names the first required field), fills it by taps and typing, and on
 * "next" is sent to login by the confirm page (the app's login page, SMS sandbox code), comes back to
 * the confirm page with the answers kept, confirms, and lands on the registration with its entrance QR
 * code. The code verifies with the shop's public ticket key (what a venue device does offline). The
 * registration shows in the buyer's registrations; from there it opens again.
 * 10001 in zh-MO, zh-CN and en-US; 10002 in zh-CN. Fails on any console error, page error, failed
 * request or server error, and in English on any Chinese text. Screenshots: test/artifacts/open-show-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import type { TicketPublicKey } from '../../types/tickets'
import { shot, visiblePage } from './harness'
import { serverModule, submitPhoneLogin, useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017731', show: 'MO-OS1', name: '陳大文', words: { title: '城市草地音樂會（免費報名）', required: '請填寫姓名', registered: '報名成功', slot: '上午場 10:00' } },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91237731', show: 'MO-OS1', name: 'Tai Man Chan', words: { title: 'Open-air Lawn Concert (free, register)', required: 'Please fill in Name', registered: 'Registered', slot: 'Morning 10:00' } },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007731', show: 'SH-OS1', name: '陈大文', words: { title: '城市草地音乐会（免费报名）', required: '请填写姓名', registered: '报名成功', slot: '上午场 10:00' } },
] as const

const sf = useInProcessStorefront('open-show')

/** What a venue device does offline with the code: the shop's public key verifies its signature. */
async function verifies(merchantId: string, code: string): Promise<{ registrationId: string; showId: string } | null> {
  const { verifyCode } = await serverModule<typeof import('../../server/src/modules/tickets/code')>('modules/tickets/code.ts')
  const pk = ((await (await fetch(`${sf.url}/api/pub/v1/tickets/public_key`, { headers: { 'merchant-id': merchantId } })).json()) as { data: TicketPublicKey }).data
  const result = verifyCode(code, pk.publicKey)
  return result.ok ? { registrationId: result.claims.ticketId, showId: result.claims.showId } : null
}

async function fill(page: Page, testId: string, value: string): Promise<void> {
  const input = visiblePage(page, 'entranceRegistrationForm').locator(`[data-testid="${testId}"] input`)
  await input.click()
  await input.fill(value)
}

for (const j of JOURNEYS) {
  describe(`a buyer registers for an open show in shop ${j.merchantId}, ${j.tag}`, () => {
    let buyer: Awaited<ReturnType<typeof phonePage>>
    before(async () => {
      await sf.started
      buyer = await phonePage(sf.browser)
    })
    after(async () => {
      await buyer?.context.close()
    })

    it('from the home by taps: form, login, confirm, the registration with its QR code, then in my registrations', async () => {
      const { page, problems } = buyer
      const prefix = `open-show-${j.tag}-${j.merchantId}`
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      const home = visiblePage(page, 'home')
      const entry = home.getByTestId('layout-enroll')
      // The first page of a cold server on a busy machine can take a while.
      await entry.waitFor({ timeout: 45_000 })
      await entry.scrollIntoViewIfNeeded()
      await assertLanguage(page, j.tag, 'home')
      await shot(page, `${prefix}-1-home`)
      await entry.click()

      const detail = visiblePage(page, 'openShowDetail')
      await detail.locator(`[data-testid="open-show-detail"][data-id="${j.show}"]`).waitFor({ timeout: 15_000 })
      assert.equal((await detail.getByTestId('open-show-title').innerText()).trim(), j.words.title)
      assert.equal(await detail.getByTestId('os-state').getAttribute('data-state'), 'OPEN')
      await assertLanguage(page, j.tag, 'openShowDetail')
      await shot(page, `${prefix}-2-detail`)
      await detail.getByTestId('open-show-register').click()

      const form = visiblePage(page, 'entranceRegistrationForm')
      await form.getByTestId('registration-form').waitFor({ timeout: 15_000 })
      // Nothing filled: the first required field says so, and the buyer stays on the form.
      await form.getByTestId('registration-next').click()
      await form.locator('[data-testid="os-field-name"] [data-testid="os-field-error"]').waitFor()
      assert.equal((await form.locator('[data-testid="os-field-name"] [data-testid="os-field-error"]').innerText()).trim(), j.words.required)
      await assertLanguage(page, j.tag, 'entranceRegistrationForm')
      await shot(page, `${prefix}-3-form-refused`)
      await fill(page, 'os-field-name', j.name)
      await fill(page, 'os-field-phone', j.phone)
      await fill(page, 'os-field-people', '2')
      await form.locator('[data-testid="os-field-session"] [data-testid="os-option"][data-value="AM"]').click()
      assert.equal(await form.getByTestId('os-field-error').count(), 0, 'every rule holds')
      await shot(page, `${prefix}-4-form-filled`)
      await form.getByTestId('registration-next').click()

      // The confirm page needs a login: the app's login page, then back with the answers kept.
      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'login')
      await submitPhoneLogin(page, sf, j)
      const confirm = visiblePage(page, 'openShowConfirm')
      await confirm.getByTestId('registration-confirm').waitFor({ timeout: 20_000 })
      assert.equal((await confirm.getByTestId('confirm-name').innerText()).trim(), j.name)
      assert.equal((await confirm.getByTestId('confirm-session').innerText()).trim(), j.words.slot)
      await assertLanguage(page, j.tag, 'openShowConfirm')
      await shot(page, `${prefix}-5-confirm`)
      await confirm.getByTestId('registration-submit').click()

      const reg = visiblePage(page, 'entranceRegistrationDetail')
      const code = reg.getByTestId('registration-code')
      await code.waitFor({ timeout: 20_000 })
      await code.getByTestId('qr-code').waitFor()
      const card = reg.getByTestId('registration-detail')
      assert.equal(await card.getAttribute('data-status'), 'REGISTERED')
      assert.equal((await reg.getByTestId('os-state').innerText()).trim(), j.words.registered)
      const registrationId = await card.getAttribute('data-id')
      const claims = await verifies(j.merchantId, (await code.getAttribute('data-code')) ?? '')
      assert.deepEqual(claims, { registrationId, showId: j.show }, 'the QR code is signed by the shop for this registration')
      await assertLanguage(page, j.tag, 'entranceRegistrationDetail')
      await shot(page, `${prefix}-6-registered`)

      // My registrations lists it; it opens again with its code.
      await reg.getByTestId('registration-mine').click()
      const mine = visiblePage(page, 'openShowOrders')
      const row = mine.locator(`[data-testid="registration-card"][data-id="${registrationId}"]`)
      await row.waitFor({ timeout: 15_000 })
      assert.equal(await row.getAttribute('data-status'), 'REGISTERED')
      await assertLanguage(page, j.tag, 'openShowOrders')
      await shot(page, `${prefix}-7-mine`)
      await row.click()
      // A second registration page on top of the first: the newest one is on screen.
      const again = page.locator('.taro_page:not([style*="display: none"]) [data-page="entranceRegistrationDetail"]').last()
      await again.locator(`[data-testid="registration-detail"][data-id="${registrationId}"] [data-testid="qr-code"]`).waitFor({ timeout: 15_000 })
      assert.deepEqual(problems, [])
    })
  })
}
