/**
 * A newcomer buys the paid membership and sees its member price on the next order (issue 17), logged
 * out on `/` of each demo shop, by taps only: the mine tab → the member centre, where the PLUS plan is
 * on sale → "join" sends the guest to login and on to member confirm → the member agreement (read,
 * then ticked; paying without it is refused on the page) → pay at the sandbox cashier → member pay
 * success with the year it now lasts → "find a show" → the home → a show →
 * booking → the confirm page takes 会员9折 off the tickets. Then the member centre says until when, and
 * the order list shows the membership order under cards & membership, and a T-shirt bought from the
 * shop tab costs 会员9.5折.
 * Both shops; 10001 in Macau Chinese and English, 10002 in simplified Chinese (every screen in each
 * language). Fails on any console error, failed request, server error, blank or 'coming soon' page
 * (journey-checks.ts), and in English on Chinese text. Screenshots: test/artifacts/paid-membership-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { backToTabs, findShow, loginWhenAsked, payThroughPanel, type Finding, type Journey } from './newcomer-steps'

interface MemberJourney extends Journey {
  plan: string
  planName: RegExp
  price: number
  discount: RegExp
  /** The T-shirt of the shop tab (¥128.00). */
  goods: string
}

const category = (label: string): Finding => ({ by: 'category', label })
const search = (keyword: string): Finding => ({ by: 'search', keyword })
const JOURNEYS: MemberJourney[] = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66017961', product: 'ALIPAY_HK_WAP', tierShow: 'MO002', findTier: category('演唱會'), plan: '10001-PLUS-YEAR', planName: /PLUS會員/, price: 6_800, discount: /會員9折/, goods: 'MOG01' },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91237961', product: 'ALIPAY_HK_WAP', tierShow: 'MO002', findTier: category('Concerts'), plan: '10001-PLUS-YEAR', planName: /PLUS membership/, price: 6_800, discount: /Member 10% off/, goods: 'MOG01' },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900007961', product: 'ALIPAY_CN_WAP', tierShow: 'SH002', findTier: search('海风乐队'), plan: '10002-PLUS-YEAR', planName: /PLUS会员/, price: 8_800, discount: /会员9折/, goods: 'SHG01' },
]

const sf = useInProcessStorefront('paid-membership')
const YEAR_MS = 365 * 86_400_000

for (const j of JOURNEYS) {
  const prefix = `paid-membership-${j.tag}-${j.merchantId}`
  describe(`paid membership in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]
    let until = ''

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('mine → member centre → join (login on the way) → agreement → pay → member pay success → the member centre says until when', async () => {
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      await visiblePage(page, 'home').waitFor({ timeout: 20_000 })
      await page.locator('[data-testid="tab-mine"]').locator('visible=true').first().click()
      await visiblePage(page, 'mine').locator('[data-route="memberCenter"]').click()

      const center = visiblePage(page, 'memberCenter')
      const plan = center.locator(`[data-testid="member-plan"][data-plan-id="${j.plan}"]`)
      await plan.waitFor({ timeout: 15_000 })
      assert.match(await plan.innerText(), j.planName)
      await assertLanguage(page, j.tag, 'memberCenter')
      await plan.scrollIntoViewIfNeeded()
      await shot(page, `${prefix}-1-center-plans`)
      await plan.getByTestId('member-plan-join').click()
      await loginWhenAsked(page, sf, j, j.phone, prefix)

      const confirm = visiblePage(page, 'memberCenterConfirm')
      await confirm.locator(`[data-testid="member-confirm-plan"][data-plan-id="${j.plan}"][data-price="${j.price}"]`).waitFor({ timeout: 15_000 })
      assert.match(await confirm.getByTestId('member-confirm-discount').innerText(), j.discount)
      await assertLanguage(page, j.tag, 'memberCenterConfirm')
      await shot(page, `${prefix}-2-confirm`)

      // Without the agreement nothing is ordered.
      let ordered = 0
      page.on('request', (r) => {
        if (r.url().includes('/buyer/v3/prime/create_order')) ordered++
      })
      await confirm.getByTestId('member-pay').click()
      await page.waitForTimeout(300)
      assert.equal(ordered, 0, 'no order before the agreement is accepted')

      // The agreement reads on its own page; back on confirm, ticked.
      await confirm.getByTestId('member-agreement-link').click()
      const agreement = visiblePage(page, 'memberCenterAgreement').getByTestId('member-agreement')
      await agreement.waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'memberCenterAgreement')
      await shot(page, `${prefix}-3-agreement`)
      await page.goBack()
      await confirm.getByTestId('member-agreement-box').click()
      await confirm.locator('[data-testid="member-agreement-tick"][data-checked="1"]').waitFor()

      const paidFrom = Date.now()
      await confirm.getByTestId('member-pay').click()
      await payThroughPanel(page, 'memberCenterConfirm', j.product, j.merchantId)

      const success = visiblePage(page, 'memberPaySuccess')
      await success.locator('[data-testid="member-pay-success"][data-granted="1"]').waitFor({ timeout: 30_000 })
      assert.match(await success.getByTestId('member-pay-plan').innerText(), j.planName)
      const untilDate = (await success.getByTestId('member-pay-until').innerText()).match(/\d{4}-\d{2}-\d{2}/)?.[0]
      assert.ok(untilDate, 'the page says until when')
      const untilMs = Date.parse(`${untilDate}T12:00:00Z`)
      assert.ok(Math.abs(untilMs - (paidFrom + YEAR_MS)) < 2 * 86_400_000, `a year from now: ${untilDate}`)
      await assertLanguage(page, j.tag, 'memberPaySuccess')
      await shot(page, `${prefix}-4-pay-success`)

      until = untilDate
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('"find a show" → the next ticket order: the confirm page takes 会员9折 off the tickets', async () => {
      await visiblePage(page, 'memberPaySuccess').getByTestId('member-pay-shows').click()
      await findShow(page, j.tag, j.findTier, j.tierShow, prefix)
      await visiblePage(page, 'showDetail').getByTestId('buy-button').click()
      const booking = visiblePage(page, 'booking')
      const tier = booking.locator('[data-testid="seat-plan"][data-state="ON_SALE"]').first()
      await tier.waitFor({ timeout: 15_000 })
      await tier.click()
      const quoted = page.waitForResponse((r) => r.url().includes('/buyer/v3/pre_order'))
      await booking.getByTestId('booking-confirm').click()
      const pre = (await (await quoted).json()).data as { total: number; payAmount: number; memberDiscount: { percent: number; amount: number; text: string } | null }
      assert.ok(pre.memberDiscount, 'the quote carries the member price')
      assert.deepEqual([pre.memberDiscount.percent, pre.memberDiscount.amount], [90, Math.floor(pre.total / 10)])
      assert.match(pre.memberDiscount.text, j.discount)
      const confirm = visiblePage(page, 'orderConfirm')
      const line = confirm.getByTestId('confirm-member-discount')
      await line.waitFor({ timeout: 15_000 })
      assert.match(await line.innerText(), new RegExp(`-\\D*${(pre.memberDiscount.amount / 100).toFixed(2).replace('.', '\\.')}`))
      await assertLanguage(page, j.tag, 'orderConfirm')
      await shot(page, `${prefix}-6-confirm-member-price`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('the member centre says until when the membership lasts', async () => {
      await backToTabs(page)
      await page.locator('[data-testid="tab-mine"]').locator('visible=true').first().click()
      await visiblePage(page, 'mine').locator('[data-route="memberCenter"]').click()
      const status = visiblePage(page, 'memberCenter').locator('[data-testid="paid-membership"][data-active="1"] [data-testid="paid-membership-status"]')
      await status.waitFor({ timeout: 15_000 })
      assert.match(await status.innerText(), new RegExp(until))
      await status.scrollIntoViewIfNeeded()
      await shot(page, `${prefix}-7-center-member`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('the membership order is listed beside the ticket orders, under cards & membership', async () => {
      await backToTabs(page)
      await page.locator('[data-testid="tab-mine"]').locator('visible=true').first().click()
      await visiblePage(page, 'mine').locator('[data-route="orderList"]').click()
      const list = visiblePage(page, 'orderList')
      await list.locator('[data-testid="order-kind"][data-kind="benefit"]').click()
      const card = list.locator('[data-testid="benefit-order-card"][data-type="MEMBER"][data-state="9"]')
      await card.waitFor({ timeout: 15_000 })
      assert.match(await card.innerText(), j.planName)
      assert.match(await card.getByTestId('benefit-order-price').innerText(), new RegExp(`¥${(j.price / 100).toFixed(2).replace('.', '\\.')}`))
      await assertLanguage(page, j.tag, 'orderList')
      await shot(page, `${prefix}-8-benefit-orders`)
      await card.click()
      await visiblePage(page, 'memberCenter').locator('[data-testid="paid-membership"][data-active="1"]').waitFor({ timeout: 15_000 })
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })

    it('goods: the shop tab → a T-shirt → buy now → the confirm page takes 会员9.5折 off the items', async () => {
      await backToTabs(page)
      await page.locator('[data-testid="tab-shop"]').locator('visible=true').first().click()
      const goods = visiblePage(page, 'shop').locator(`[data-testid="goods-card"][data-goods-id="${j.goods}"]`).first()
      await goods.waitFor({ timeout: 20_000 })
      await goods.click()
      const item = visiblePage(page, 'shopItem')
      await item.getByTestId('goods-item').waitFor({ timeout: 15_000 })
      for (const v of ['BK', 'M']) {
        await item.locator(`[data-testid="sku-value"][data-value-id="${v}"]`).click()
        await item.locator(`[data-testid="sku-value"][data-value-id="${v}"][data-selected="1"]`).waitFor()
      }
      await item.getByTestId('buy-now').click()
      const confirm = visiblePage(page, 'goodsCartConfirm')
      await confirm.getByTestId('goods-confirm').waitFor({ timeout: 15_000 })
      await confirm.locator('[data-testid="deliver-option"][data-method="VENUE_PICKUP"]').click()
      // ¥128.00 less 5%: ¥6.40 off, ¥121.60 to pay.
      await confirm.locator('[data-testid="goods-confirm"][data-pay="12160"]').waitFor({ timeout: 15_000 })
      assert.match(await confirm.getByTestId('goods-member-discount').innerText(), /6\.40/)
      await assertLanguage(page, j.tag, 'goodsCartConfirm')
      await shot(page, `${prefix}-9-goods-member-price`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
