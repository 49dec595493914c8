/**
 * Payment end to end on H5 against the real server and its sandbox provider: log in by phone, book one
 * ticket, confirm → the payment chooser with its countdown → pay with a hosted-cashier product on the
 * sandbox cashier page → back on /pay-loading → pay-success → the order detail shows it paid; the
 * DOOOLY code path (code read from the server's SMS sandbox, a wrong code first); and a cancelled
 * payment (Cancel on the sandbox page → the order is still unpaid and the buyer pays it again).
 *
 * The server runs in this process (like account.test.ts and booking.test.ts) so the test can read the
 * sandbox SMS outbox; set H5_DIR to test another build folder. Screenshots of the chooser, the code
 * step and the success page in zh-CN, zh-MO and en-US: test/artifacts/payment-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { MOBILE, shot, visiblePage } from './harness'
import { loginByPhone, nextCode, useInProcessStorefront, type PhoneBuyer } from './in-process'
import { PHONE_UA, payAtSandboxCashier } from './journey-checks'

/** A demo show of the Macau shop on sale with stock (seed: base show 2, ON_SALE). */
const SHOW_ID = 'MO002'
/** A hosted-cashier (REDIRECT) product the demo Macau shop offers to phone browsers. */
const REDIRECT_PRODUCT = 'ALIPAY_HK_WAP'

const LANGS = [
  { query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66015551', full: true, wrong: '驗證碼錯誤', empty: '請輸入6位驗證碼' },
  { query: 'zh', tag: 'zh-CN', area: '86', phone: '13900005551', full: false, wrong: '验证码错误', empty: '请输入6位验证码' },
  { query: 'en', tag: 'en-US', area: '852', phone: '91235551', full: false, wrong: 'Wrong verification code', empty: 'Enter the 6-digit code' },
] as const
type Lang = (typeof LANGS)[number]

const sf = useInProcessStorefront('payment')
const login = (page: Page, lang: PhoneBuyer) => loginByPhone(page, sf, lang)

/** Books one ticket and places the order: the payment panel opens on the confirm page. */
async function bookToChooser(page: Page, lang: Lang) {
  await page.goto(`${sf.url}/booking/${SHOW_ID}?lang=${lang.query}`)
  const booking = visiblePage(page, 'booking')
  await booking.getByTestId('seat-plan').first().waitFor({ timeout: 15_000 })
  await booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first().click()
  await booking.getByTestId('booking-confirm').click()
  const confirm = visiblePage(page, 'orderConfirm')
  await confirm.getByTestId('order-confirm').waitFor({ timeout: 15_000 })
  await confirm.getByTestId('confirm-submit').click()
  const panel = confirm.getByTestId('pay-panel')
  await panel.locator('[data-testid="pay-method"]').first().waitFor({ timeout: 15_000 })
  return panel
}

type Panel = Awaited<ReturnType<typeof bookToChooser>>

async function choose(panel: Panel, product: string): Promise<void> {
  const item = panel.locator(`[data-testid="pay-method"][data-product="${product}"]`)
  await item.click()
  assert.equal(await item.getAttribute('data-selected'), '1')
}

const buttonOff = async (panel: Panel, testId: string) => ((await panel.getByTestId(testId).getAttribute('class')) ?? '').includes('form-submit--off')

/** On the sandbox's hosted cashier page after choosing a redirect product. */
async function toSandboxCashier(page: Page, panel: Panel): Promise<void> {
  await choose(panel, REDIRECT_PRODUCT)
  await panel.getByTestId('pay-confirm').click()
  await page.waitForURL(/\/api\/sandbox\/cashier\//, { timeout: 15_000 })
  await page.locator('#pay').waitFor()
}

async function expectSuccess(page: Page): Promise<string> {
  const success = visiblePage(page, 'paySuccess')
  const result = success.getByTestId('pay-success')
  await result.waitFor({ timeout: 30_000 })
  await success.getByTestId('pay-success-amount').waitFor({ timeout: 15_000 })
  assert.match(await success.getByTestId('pay-success-amount').innerText(), /\d+\.\d\d/)
  assert.equal(await result.getAttribute('data-order-type'), 'ticket')
  return (await result.getAttribute('data-order-id')) ?? ''
}

async function expectDetailPaid(page: Page, orderId: string): Promise<void> {
  const detail = visiblePage(page, 'orderDetail')
  const root = detail.locator(`[data-testid="order-detail"][data-order-id="${orderId}"]`)
  await root.waitFor({ timeout: 15_000 })
  assert.notEqual(await root.getAttribute('data-state'), 'Unpaid')
  assert.equal(await detail.getByTestId('order-pay').count(), 0)
  assert.equal(await detail.getByTestId('order-countdown').count(), 0)
}

for (const lang of LANGS) {
  describe(`payment in ${lang.tag}`, () => {
    let context: BrowserContext
    let page: Page

    before(async () => {
      context = await sf.browser.newContext({ viewport: MOBILE, userAgent: PHONE_UA })
      page = await context.newPage()
      page.on('pageerror', (e) => assert.fail(`page error: ${e.message}`))
      await login(page, lang)
    })
    after(async () => {
      await context?.close()
    })

    it('pays with the DOOOLY one-time code: chooser, code step, wrong code, success', async () => {
      const panel = await bookToChooser(page, lang)
      assert.ok(Number(await panel.getByTestId('pay-countdown').getAttribute('data-left')) > 0, 'the reservation countdown runs')
      assert.match(await panel.getByTestId('pay-countdown').innerText(), /\d\d:\d\d/)
      assert.ok((await panel.locator('[data-testid="pay-method"]').count()) > 1)
      await shot(page, `payment-${lang.tag}-1-chooser`)

      await choose(panel, 'DOOOLY')
      await panel.getByTestId('pay-confirm').click()
      await panel.getByTestId('pay-code-step').waitFor({ timeout: 15_000 })
      const input = panel.locator('[data-testid="pay-code"] input')
      assert.equal(await input.getAttribute('placeholder'), lang.empty)
      assert.equal(await buttonOff(panel, 'pay-code-confirm'), true, 'confirm is disabled while the code is empty')

      const before = sf.sms.last(lang.area, lang.phone)
      await panel.getByTestId('code-button').click()
      await panel.locator('[data-testid="code-button"][data-phase="countdown"]').waitFor()
      const code = await nextCode(sf.sms, lang, before)
      assert.match(code, /^\d{6}$/)
      await input.fill(code.slice(0, 5))
      assert.equal(await buttonOff(panel, 'pay-code-confirm'), true, 'confirm is disabled for 5 digits')
      await shot(page, `payment-${lang.tag}-2-code`)

      const wrong = code === '000000' ? '111111' : '000000'
      await input.fill(wrong)
      assert.equal(await buttonOff(panel, 'pay-code-confirm'), false)
      await panel.getByTestId('pay-code-confirm').click()
      await panel.locator('[data-testid="pay-code"][data-wrong="1"]').waitFor({ timeout: 15_000 })
      // Taro's H5 input copies the placeholder onto its inner <input> a moment after the render.
      for (let i = 0; i < 50 && (await input.getAttribute('placeholder')) !== lang.wrong; i++) await page.waitForTimeout(100)
      assert.equal(await input.getAttribute('placeholder'), lang.wrong)
      assert.equal(await input.inputValue(), '')
      await shot(page, `payment-${lang.tag}-3-code-wrong`)

      await input.fill(code)
      await panel.getByTestId('pay-code-confirm').click()
      const orderId = await expectSuccess(page)
      assert.ok(orderId)
      await shot(page, `payment-${lang.tag}-4-success`)
      await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
      await expectDetailPaid(page, orderId)
    })

    if (lang.full) {
      it('pays on the sandbox cashier page and comes back through /pay-loading to the success page', async () => {
        const panel = await bookToChooser(page, lang)
        await toSandboxCashier(page, panel)
        assert.match(await page.locator('#amount').innerText(), /\d+\.\d\d/)
        await shot(page, `payment-${lang.tag}-5-sandbox-cashier`)
        await payAtSandboxCashier(page)
        const orderId = await expectSuccess(page)
        await shot(page, `payment-${lang.tag}-6-success-redirect`)
        await visiblePage(page, 'paySuccess').getByTestId('pay-success-order').click()
        await expectDetailPaid(page, orderId)
      })

      it('a payment cancelled on the cashier page leaves the order unpaid, and the buyer pays it again', async () => {
        const panel = await bookToChooser(page, lang)
        await toSandboxCashier(page, panel)
        await page.locator('#cancel').click()
        const detail = visiblePage(page, 'orderDetail')
        const root = detail.locator('[data-testid="order-detail"][data-state="Unpaid"]')
        await root.waitFor({ timeout: 15_000 })
        const orderId = (await root.getAttribute('data-order-id')) ?? ''
        assert.ok(orderId)
        await shot(page, `payment-${lang.tag}-7-cancelled-unpaid`)

        await detail.getByTestId('order-pay').click()
        const again = detail.getByTestId('pay-panel')
        await again.locator('[data-testid="pay-method"]').first().waitFor({ timeout: 15_000 })
        await toSandboxCashier(page, again)
        await page.locator('#pay').click()
        assert.equal(await expectSuccess(page), orderId)
      })
    }
  })
}
