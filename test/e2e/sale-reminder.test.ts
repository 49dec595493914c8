/**
 * Sale reminder end to end on H5, in zh-MO, zh-CN and en-US, against the real server: a newcomer on `/`
 * taps the home banner to the drama festival and a show of it whose sale is still ahead; on its detail
 * page they pick how long before the sale to be reminded (10 / 30 / 60 minutes, 10 chosen) and tap
 * "remind me"; being logged out they are sent to login, log in with the code the SMS sandbox
 * received, come back to the show (their 30 minutes still chosen) and tap again: on H5 the reminder
 * goes by SMS (spec core §1), confirmed by a toast and the button, and still set when the show is
 * opened afresh (from its venue's page). H5 has no map navigation: neither the show detail nor the
 * venue page shows a "navigate" button. Fails on any page error, console error, failed request, server
 * error, blank or 'coming soon' page (journey-checks.ts).
 * Screenshots: test/artifacts/reminder-<lang>-<step>.png.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { phonePage } from './journey-checks'

/** Seed (server/src/seed/catalog.ts): MO006 is in pre-sale and on the drama festival topic (home banner). */
const SHOW = 'MO006'
const DAY = 24 * 60 * 60 * 1000

const LANGS = [
  {
    query: 'zh-MO',
    tag: 'zh-MO',
    buyer: { query: 'zh-MO', area: '853', phone: '66040001' },
    choices: ['開售前', '10分鐘', '30分鐘', '60分鐘'],
    button: '開售提醒',
    set: '已設開售提醒',
    confirmed: '將在開售前30分鐘短訊提醒你',
  },
  {
    query: 'zh',
    tag: 'zh-CN',
    buyer: { query: 'zh', area: '86', phone: '13900040002' },
    choices: ['开售前', '10分钟', '30分钟', '60分钟'],
    button: '开售提醒',
    set: '已设开售提醒',
    confirmed: '将在开售前30分钟短信提醒你',
  },
  {
    query: 'en',
    tag: 'en-US',
    buyer: { query: 'en', area: '852', phone: '91240003' },
    choices: ['Before sale', '10 min', '30 min', '60 min'],
    button: 'Remind me',
    set: 'Reminder set',
    confirmed: 'We will text you 30 minutes before the sale',
  },
] as const

const sf = useInProcessStorefront('sale-reminder')

before(async () => {
  await sf.started
  // The show's sale is ten days ahead of today, whatever today is (the demo data's dates are fixed).
  const now = Date.now()
  await sf.sql`update catalog_shows set sale_time = ${new Date(now + 10 * DAY)}, priority_sale_time = ${new Date(now + 9 * DAY)} where show_id = ${SHOW}`
})

/** The chosen lead time and the button's state on the show detail on screen. */
const remindState = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const root = document.querySelector('.taro_page:not([style*="display: none"]) [data-page="showDetail"] [data-testid="remind"]')
    const on = root?.querySelector('[data-on="1"]')
    const button = root?.querySelector('[data-testid="remind-me"]')
    return { chosen: on?.getAttribute('data-minutes') ?? null, reminded: button?.getAttribute('data-reminded') ?? null, button: button?.textContent?.trim() ?? null }
  })

for (const lang of LANGS) {
  describe(`sale reminder in ${lang.tag}`, () => {
    it('a newcomer picks 30 minutes, logs in when asked, sets the reminder by SMS; no map navigation on H5', async () => {
      const { context, page, problems } = await phonePage(sf.browser)

      // Home → the festival banner → the show whose sale is ahead.
      await page.goto(`${sf.url}/?lang=${lang.query}`)
      const home = visiblePage(page, 'home')
      await home.locator('[data-component-id="c-topic"] .lo-banner').click()
      const topic = visiblePage(page, 'homeTopic')
      await topic.locator(`[data-component-id="t-shows"] [data-testid="show-card"][data-show-id="${SHOW}"]`).first().click()
      const detail = visiblePage(page, 'showDetail')
      await detail.getByTestId('remind').waitFor()
      assert.match((await detail.getByTestId('show-status').getAttribute('class')) ?? '', /detail-status--PRE_SALE/)
      assert.deepEqual((await detail.locator('[data-testid="remind-ahead"] > *').allInnerTexts()).map((x) => x.trim()), [...lang.choices])
      assert.deepEqual(await remindState(page), { chosen: '10', reminded: '0', button: lang.button })
      assert.equal(await detail.getByTestId('navigate').count(), 0, 'no map navigation on H5 (show detail)')
      await shot(page, `reminder-${lang.tag}-1-detail`)

      // 30 minutes, then "remind me": logged out, so to login first.
      await detail.locator('[data-testid="remind-ahead"] [data-minutes="30"]').click()
      assert.equal((await remindState(page)).chosen, '30')
      await detail.getByTestId('remind-me').click()
      await visiblePage(page, 'login').waitFor()
      await shot(page, `reminder-${lang.tag}-2-login`)
      await submitPhoneLogin(page, sf, lang.buyer)

      // Back on the show; the tap again sets the reminder by SMS with the chosen lead time.
      await visiblePage(page, 'showDetail').getByTestId('remind').waitFor({ timeout: 15_000 })
      const back = visiblePage(page, 'showDetail')
      assert.deepEqual(await remindState(page), { chosen: '30', reminded: '0', button: lang.button }, 'the choice made before logging in is kept')
      await back.getByTestId('remind-me').click()
      // The toast (Taro's own on H5) names the lead time and the channel.
      await page.getByText(lang.confirmed, { exact: true }).waitFor({ timeout: 10_000 })
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-page="showDetail"] [data-testid="remind-me"]')?.getAttribute('data-reminded') === '1')
      assert.deepEqual(await remindState(page), { chosen: '30', reminded: '1', button: lang.set })
      await shot(page, `reminder-${lang.tag}-3-set`)

      // The venue page (a tap on the venue): its address, and no map navigation either.
      await visiblePage(page, 'showDetail').getByTestId('venue-link').click()
      const venue = visiblePage(page, 'venue')
      await venue.locator('.browse-head__meta').first().waitFor()
      assert.equal(await venue.getByTestId('navigate').count(), 0, 'no map navigation on H5 (venue)')
      await shot(page, `reminder-${lang.tag}-4-venue`)

      // The server kept it: the show opened afresh from the venue's list shows it set, 30 minutes ahead.
      await venue.locator(`[data-testid="show-card"][data-show-id="${SHOW}"]`).first().click()
      await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) [data-page="showDetail"] [data-testid="remind-me"]')?.getAttribute('data-reminded') === '1')
      assert.deepEqual(await remindState(page), { chosen: '30', reminded: '1', button: lang.set })
      await shot(page, `reminder-${lang.tag}-5-set-again`)

      assert.deepEqual(problems, [])
      await context.close()
    })
  })
}
