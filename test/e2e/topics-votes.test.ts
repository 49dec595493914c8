/**
 * Topic activities and votes as a buyer meets them. Logged out on `/` of a demo shop, the buyer taps
 * the home's Winter Drama Festival banner (the home topic), then the topic's "festival corner" banner:
 * a content URL with /topic-activity, which opens the topic activity page (the shop does not enable
 * web activities). There the buyer opens a coupon (its template page), taps "get this coupon", logs in
 * through the app's login page (SMS sandbox code), comes back and gets it; back on the activity, opens
 * the vote: results hidden until voting, picks an option, votes, sees the results with their choice;
 * a second ballot is not offered. Then the share page with the activity's link.
 * 10001 in zh-MO, zh-CN and en-US; 10002 in zh-CN. Fails on any console error, page error, failed
 * request or server error, and in English on any Chinese text. Screenshots: test/artifacts/topic-*.png.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { shot, visiblePage } from './harness'
import { submitPhoneLogin, useInProcessStorefront } from './in-process'
import { assertLanguage, phonePage } from './journey-checks'

const JOURNEYS = [
  { merchantId: '10001', query: 'zh-MO', tag: 'zh-MO', area: '853', phone: '66018841', prefix: 'MO', words: { topic: '冬季戲劇節 · 互動專區', vote: '你最想重溫哪類劇目？', voted: '您已投票，感謝參與', pick: '請先選擇一個選項' } },
  { merchantId: '10001', query: 'en', tag: 'en-US', area: '852', phone: '91238841', prefix: 'MO', words: { topic: 'Winter Drama Festival: join in', vote: 'Which kind of play should come back next year?', voted: 'You have voted: thank you', pick: 'Choose an option first' } },
  { merchantId: '10002', query: 'zh', tag: 'zh-CN', area: '86', phone: '13900008841', prefix: 'SH', words: { topic: '冬季戏剧节 · 互动专区', vote: '你最想重温哪类剧目？', voted: '您已投票，感谢参与', pick: '请先选择一个选项' } },
] as const

const sf = useInProcessStorefront('topics-votes')

/** The newest page of a route on screen (the activity opens again on top of its earlier one). */
const newest = (page: Page, name: string) => page.locator(`.taro_page:not([style*="display: none"]) [data-page="${name}"]`).last()

for (const j of JOURNEYS) {
  describe(`a buyer joins the topic activity and votes in shop ${j.merchantId}, ${j.tag}`, () => {
    let buyer: Awaited<ReturnType<typeof phonePage>>
    before(async () => {
      await sf.started
      buyer = await phonePage(sf.browser)
    })
    after(async () => {
      await buyer?.context.close()
    })

    it('from the home by taps: the topic activity, a coupon (login), the vote and its results, the share page', async () => {
      const { page, problems } = buyer
      const prefix = `topic-${j.tag}-${j.merchantId}`
      await page.goto(`${sf.url}/?merchantId=${j.merchantId}&lang=${j.query}`)
      const home = visiblePage(page, 'home')
      const festival = home.locator('[data-component-id="c-topic"] .lo-banner')
      await festival.waitFor({ timeout: 45_000 })
      await festival.scrollIntoViewIfNeeded()
      await festival.click()

      const homeTopic = visiblePage(page, 'homeTopic')
      const corner = homeTopic.locator('[data-component-id="t-activity"] .lo-banner')
      await corner.waitFor({ timeout: 15_000 })
      await corner.scrollIntoViewIfNeeded()
      await shot(page, `${prefix}-1-home-topic`)
      await corner.click()

      // The content URL became the app's topic activity page.
      const topic = visiblePage(page, 'topicActivity')
      await topic.locator(`[data-testid="topic-activity"][data-id="${j.prefix}-TA1"]`).waitFor({ timeout: 15_000 })
      // Taro's H5 router shows the alias's static form in the address bar.
      assert.equal(new URL(page.url()).pathname, '/topic-activity')
      assert.equal((await topic.getByTestId('topic-title').innerText()).trim(), j.words.topic)
      await topic.getByTestId('topic-coupon').first().waitFor({ timeout: 15_000 })
      assert.equal(await topic.getByTestId('topic-vote').count(), 2)
      await assertLanguage(page, j.tag, 'topicActivity')
      await shot(page, `${prefix}-2-activity`)

      // A coupon of the activity: its template page; getting it needs a login.
      await topic.locator(`[data-testid="topic-coupon"][data-id="${j.prefix}-CP-NEW"]`).click()
      const coupon = visiblePage(page, 'topicCouponTemplate')
      await coupon.locator(`[data-testid="topic-coupon-detail"][data-id="${j.prefix}-CP-NEW"]`).waitFor({ timeout: 15_000 })
      await assertLanguage(page, j.tag, 'topicCouponTemplate')
      await shot(page, `${prefix}-3-coupon`)
      await coupon.getByTestId('topic-coupon-receive').click()
      await visiblePage(page, 'login').waitFor({ timeout: 15_000 })
      await submitPhoneLogin(page, sf, j)
      const back = visiblePage(page, 'topicCouponTemplate')
      await back.getByTestId('topic-coupon-receive').waitFor({ timeout: 20_000 })
      await back.getByTestId('topic-coupon-receive').click()
      await back.locator('[data-testid="topic-coupon-detail"][data-held="1"]').waitFor({ timeout: 15_000 })
      await shot(page, `${prefix}-4-coupon-held`)
      await back.locator('.tp-link').click()

      // The vote: results hidden until the buyer votes; voting with nothing picked says so.
      const again = newest(page, 'topicActivity')
      await again.locator(`[data-testid="topic-vote"][data-id="${j.prefix}-V1"]`).waitFor({ timeout: 15_000 })
      await again.locator(`[data-testid="topic-vote"][data-id="${j.prefix}-V1"]`).click()
      const vote = visiblePage(page, 'voteDetail')
      await vote.locator(`[data-testid="vote-detail"][data-id="${j.prefix}-V1"][data-voted="0"]`).waitFor({ timeout: 15_000 })
      assert.equal((await vote.getByTestId('vote-title').innerText()).trim(), j.words.vote)
      await vote.getByTestId('vote-hidden').waitFor()
      await vote.getByTestId('vote-submit').click()
      assert.equal((await vote.getByTestId('vote-refusal').innerText()).trim(), j.words.pick)
      await assertLanguage(page, j.tag, 'voteDetail')
      await shot(page, `${prefix}-5-vote`)
      await vote.locator('[data-testid="vote-option"][data-id="MUSICAL"]').click()
      await vote.getByTestId('vote-submit').click()
      const voted = vote.locator('[data-testid="vote-detail"][data-voted="1"]')
      await voted.waitFor({ timeout: 15_000 })
      const mine = vote.locator('[data-testid="vote-option"][data-id="MUSICAL"]')
      await mine.getByTestId('vote-mine').waitFor()
      assert.ok(Number(await mine.getAttribute('data-votes')) >= 1, 'the results show, the buyer’s ballot counted')
      assert.ok(Number(await vote.getByTestId('vote-total').getAttribute('data-total')) >= 1)
      assert.equal((await vote.getByTestId('vote-closed').innerText()).trim(), j.words.voted)
      assert.equal(await vote.getByTestId('vote-submit').count(), 0, 'no second ballot is offered')
      await assertLanguage(page, j.tag, 'voteDetail')
      await shot(page, `${prefix}-6-voted`)

      // Share: the activity's link.
      await vote.getByTestId('vote-topic').click()
      const third = newest(page, 'topicActivity')
      await third.getByTestId('topic-share').waitFor({ timeout: 15_000 })
      await third.getByTestId('topic-share').click()
      const share = visiblePage(page, 'shareTopicActivity')
      await share.locator('[data-testid="topic-share-card"][data-forbidden="0"]').waitFor({ timeout: 15_000 })
      assert.match(await share.getByTestId('topic-share-link').innerText(), new RegExp(`topic-activity.*${j.prefix}-TA1`))
      await assertLanguage(page, j.tag, 'shareTopicActivity')
      await shot(page, `${prefix}-7-share`)
      assert.deepEqual(problems, [])
    })
  })
}
