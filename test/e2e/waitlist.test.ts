/**
 * A newcomer joins a wait list (issue 19) the way a buyer meets it: logged out on `/` of a demo shop,
 * searches the sold-out exhibition whose show keeps a wait list, taps "join wait list" on its page, picks
 * a sold-out session and tier on the booking page (tagged "wait list"), reads what joining means, taps
 * join, is sent to log in (SMS sandbox code) and back, joins, and lands on "my wait lists" with the
 * entry waiting, in line behind the journeys before it; the instruction is a tap away. The offers themselves (released
 * tickets held for the first in line, lapsing to the next) are covered by server/test/waitlist.test.ts.
 * 10001 in zh-MO, zh-CN and en-US; 10002 in zh-CN. Screenshots: test/artifacts/waitlist-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'
import { findShow, loginWhenAsked } from './newcomer-steps'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018841', tierShow: 'MO024', findTier: { by: 'search', keyword: '未來科技展' }, product: 'ALIPAY_HK_WAP', words: { tag: '可候補', waiting: '候補中', first: '排在第 1 位' } },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238841', tierShow: 'MO024', findTier: { by: 'search', keyword: 'Future Tech' }, product: 'ALIPAY_HK_WAP', words: { tag: 'Wait list', waiting: 'Waiting', first: 'Number 1 in line' } },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008841', tierShow: 'SH024', findTier: { by: 'search', keyword: '未来科技展' }, product: 'ALIPAY_CN_WAP', words: { tag: '可候补', waiting: '候补中', first: '排在第 1 位' } },
] as const

const sf = useInProcessStorefront('waitlist')

/**
 * The journeys of one shop run in turn on one server and pick the same tier, so each joins behind those
 * before it: the place in line the page must show is 1, 2, 3 in that order (the first place's wording
 * with its number).
 */
function expectedPlace(j: (typeof JOURNEYS)[number]): string {
  const place = JOURNEYS.filter((o) => o.merchantId === j.merchantId).indexOf(j) + 1
  return j.words.first.replace('1', String(place))
}

for (const j of JOURNEYS) {
  describe(`a newcomer joins a wait list in shop ${j.merchantId}, ${j.tag}`, () => {
    let context: BrowserContext
    let page: Page
    let errors: string[]

    before(async () => {
      ;({ context, page, problems: errors } = await phonePage(sf.browser))
    })
    after(async () => {
      await context?.close()
    })

    it('picks a sold-out tier, logs in on the way, joins and sees the entry waiting first in line', async () => {
      const prefix = `waitlist-${j.tag}-${j.merchantId}`
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      await findShow(page, j.tag, j.findTier, j.tierShow, prefix)
      await visiblePage(page, 'showDetail').getByTestId('buy-button').click()

      const booking = visiblePage(page, 'booking')
      const session = booking.locator('[data-testid="session"][data-disabled="0"]').first()
      await session.waitFor({ timeout: 15_000 })
      await session.click()
      const tier = booking.locator('[data-testid="seat-plan"][data-state="SOLD_OUT"][data-disabled="0"]').first()
      await tier.waitFor({ timeout: 15_000 })
      assert.match(await tier.innerText(), new RegExp(j.words.tag))
      await tier.click()
      await booking.getByTestId('booking-wait-list').waitFor()
      await assertLanguage(page, j.tag, 'booking')
      await shot(page, `${prefix}-04-booking-wait-list`)
      await booking.getByTestId('booking-wait-list-join').click()

      // A guest logs in first and comes back to the same booking, then joins.
      await loginWhenAsked(page, sf, j, j.phone, prefix)
      await booking.waitFor({ timeout: 15_000 })
      const join = booking.getByTestId('booking-wait-list-join')
      if (!(await join.isVisible())) {
        await booking.locator('[data-testid="session"][data-disabled="0"]').first().click()
        await booking.locator('[data-testid="seat-plan"][data-state="SOLD_OUT"][data-disabled="0"]').first().click()
      }
      await join.click()

      const list = visiblePage(page, 'waitList')
      const entry = list.locator('[data-testid="wait-list-entry"][data-state="WAITING"]').first()
      await entry.waitFor({ timeout: 15_000 }).catch(async (err: unknown) => {
        await shot(page, `${prefix}-06-not-joined`)
        throw err
      })
      assert.equal((await entry.getByTestId('wait-list-state').innerText()).trim(), j.words.waiting)
      assert.equal((await entry.getByTestId('wait-list-position').innerText()).trim(), expectedPlace(j))
      await assertLanguage(page, j.tag, 'waitList')
      await shot(page, `${prefix}-07-my-wait-list`)

      await list.getByTestId('wait-list-rules-link').click()
      const rule = visiblePage(page, 'waitListInstruction')
      await rule.getByTestId('wait-list-rule-line').first().waitFor({ timeout: 15_000 })
      assert.equal(await rule.getByTestId('wait-list-rule-line').count(), 4)
      await assertLanguage(page, j.tag, 'waitListInstruction')
      await shot(page, `${prefix}-08-instruction`)
      assert.deepEqual(errors, [], 'nothing went wrong on the way')
    })
  })
}
