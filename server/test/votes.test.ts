/**
 * Topic activities and votes (modules/topics, modules/votes): the demo topic of both shops in their
 * languages with its shows, coupon templates and votes; another shop's topic or vote is "not found"
 * like a missing one; a vote's results hidden or shown as its rule says; a ballot counted once, a
 * second one refused in the buyer's language (ONCE for good, DAILY until the vote's next local day);
 * bad input (an option the vote lacks, a vote not open) refused in three languages, changing nothing.
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import type { TopicActivityView } from '../../types/topics.js'
import type { VoteView } from '../../types/votes.js'
import { STATUS } from '../../types/api.js'
import { ballotPeriod } from '../src/modules/votes/period.js'
import { as, call, describeOrders, loginBuyer, MAINLAND, type Buyer } from './orders-helpers.js'
import { ballotsOf, countsOf, makeVote } from './votes-helpers.js'

const DAY = 86_400_000
const cast = (id: string) => `/buyer/v1/votes/${id}/ballots`

await describeOrders('topic activities and votes', (env) => {
  let alice: Buyer
  let bob: Buyer
  const db = () => env().db.handle.db

  it('shows the demo topic of both shops in the request’s language with its shows, coupons and votes', async () => {
    alice = await loginBuyer(env)
    bob = await loginBuyer(env)
    const en = (await call(env().app, 'GET', '/pub/v1/topic_activities/MO-TA1', undefined, { lang: 'en' })).data as TopicActivityView
    assert.equal(en.title, 'Winter Drama Festival: join in')
    assert.equal(en.state, 'ONGOING')
    assert.deepEqual(en.shows.map((s) => s.showId), ['MO006', 'MO007', 'MO009'])
    assert.deepEqual(en.couponTemplateIds, ['MO-CP-NEW', 'MO-CP-DISC'])
    assert.deepEqual(en.votes.map((v) => [v.voteId, v.rule, v.state, v.title]), [
      ['MO-V1', 'ONCE', 'OPEN', 'Which kind of play should come back next year?'],
      ['MO-V2', 'DAILY', 'OPEN', 'Your favourite festival moment'],
    ])
    const mo = (await call(env().app, 'GET', '/pub/v1/topic_activities/MO-TA1', undefined, { lang: 'zh-MO' })).data as TopicActivityView
    assert.equal(mo.title, '冬季戲劇節 · 互動專區')
    assert.equal(mo.votes[0]!.title, '你最想重溫哪類劇目？')
    const sh = (await call(env().app, 'GET', '/pub/v1/topic_activities/SH-TA1', undefined, { merchant: MAINLAND })).data as TopicActivityView
    assert.equal(sh.title, '冬季戏剧节 · 互动专区')
    assert.deepEqual(sh.votes.map((v) => v.voteId), ['SH-V1', 'SH-V2'])
    // Another shop's topic and a missing one answer the same.
    for (const lang of ['zh', 'zh-MO', 'en']) {
      const other = await call(env().app, 'GET', '/pub/v1/topic_activities/SH-TA1', undefined, { lang })
      const missing = await call(env().app, 'GET', '/pub/v1/topic_activities/NOPE', undefined, { lang })
      assert.equal(other.statusCode, STATUS.NOT_FOUND)
      assert.deepEqual([other.statusCode, other.comments], [missing.statusCode, missing.comments])
    }
    assert.equal((await call(env().app, 'GET', '/pub/v1/topic_activities/NOPE', undefined, { lang: 'en' })).comments, 'This topic activity does not exist or is no longer listed')
  })

  it('hides AFTER_VOTE results until the caller votes; ALWAYS shows them to anyone', async () => {
    const guest = (await call(env().app, 'GET', '/pub/v1/votes/MO-V1', undefined, { lang: 'en' })).data as VoteView
    assert.equal(guest.totalVotes, null)
    assert.ok(guest.options.every((o) => o.votes === null && o.percent === null))
    assert.deepEqual(guest.options.map((o) => o.label), ['Classic drama', 'Musical', 'Experimental theatre'])
    assert.equal(guest.canVote, false, 'a guest cannot vote')
    const daily = (await call(env().app, 'GET', '/pub/v1/votes/MO-V2')).data as VoteView
    assert.equal(daily.totalVotes, 0)
    assert.ok(daily.options.every((o) => o.votes === 0))
    const mine = (await as(env().app, alice).get('/buyer/v1/votes/MO-V1')).data as VoteView
    assert.deepEqual([mine.canVote, mine.myOptionId, mine.totalVotes], [true, null, null])
    // Another shop's vote is "not found" like a missing one, for guests and buyers.
    const other = await as(env().app, alice).get('/buyer/v1/votes/SH-V1', { lang: 'en' })
    const missing = await call(env().app, 'GET', '/pub/v1/votes/NOPE', undefined, { lang: 'en' })
    assert.deepEqual([other.statusCode, other.comments], [STATUS.NOT_FOUND, 'This vote does not exist or is no longer listed'])
    assert.deepEqual([missing.statusCode, missing.comments], [other.statusCode, other.comments])
  })

  it('counts a ballot once and refuses a second one in three languages, changing nothing', async () => {
    const id = await makeVote(db())
    const first = await as(env().app, alice).post(cast(id), { optionId: 'B' })
    assert.equal(first.statusCode, 200, first.comments)
    const view = first.data as VoteView
    assert.deepEqual([view.myOptionId, view.canVote, view.totalVotes], ['B', false, 1])
    assert.deepEqual(view.options.map((o) => [o.optionId, o.votes, o.percent]), [['A', 0, 0], ['B', 1, 100], ['C', 0, 0]])
    const texts: Record<string, string> = { zh: '您已投过票，每人限投1票', 'zh-MO': '您已投過票，每人限投1票', en: 'You have voted already: one vote per buyer' }
    for (const [lang, text] of Object.entries(texts)) {
      const again = await as(env().app, alice).post(cast(id), { optionId: 'A' }, { lang })
      assert.deepEqual([again.statusCode, again.errorCode, again.comments], [409, 'VOTE_ALREADY_VOTED', text])
    }
    assert.deepEqual(await countsOf(db(), id), { A: 0, B: 1, C: 0 })
    assert.equal(await ballotsOf(db(), id), 1)
    // Bob sees the results only once he has voted too.
    assert.equal(((await as(env().app, bob).get(`/buyer/v1/votes/${id}`)).data as VoteView).totalVotes, null)
    const bobs = (await as(env().app, bob).post(cast(id), { optionId: 'C' })).data as VoteView
    assert.deepEqual(bobs.options.map((o) => o.percent), [0, 50, 50])
  })

  it('refuses bad input in three languages and changes nothing', async () => {
    const id = await makeVote(db())
    const cases: Array<[string, unknown, number, string, Record<string, string>]> = [
      [cast(id), { optionId: 'Z' }, STATUS.BAD_REQUEST, 'VOTE_BAD_REQUEST', { zh: '请选择投票选项', 'zh-MO': '請選擇投票選項', en: 'Please choose one of the options' }],
      [cast('NOPE'), { optionId: 'A' }, STATUS.NOT_FOUND, 'VOTE_NOT_FOUND', { zh: '投票不存在或已下架', 'zh-MO': '投票不存在或已下架', en: 'This vote does not exist or is no longer listed' }],
      // Another shop's vote is "not found" exactly like a missing one.
      [cast('SH-V1'), { optionId: 'OPENING' }, STATUS.NOT_FOUND, 'VOTE_NOT_FOUND', { zh: '投票不存在或已下架', 'zh-MO': '投票不存在或已下架', en: 'This vote does not exist or is no longer listed' }],
    ]
    for (const [path, body, status, code, texts] of cases) {
      for (const [lang, text] of Object.entries(texts)) {
        const res = await as(env().app, alice).post(path, body, { lang })
        assert.deepEqual([res.statusCode, res.errorCode, res.comments], [status, code, text], path)
      }
    }
    const ended = await makeVote(db(), { startTime: new Date(Date.now() - 3 * DAY), endTime: new Date(Date.now() - DAY) })
    const upcoming = await makeVote(db(), { startTime: new Date(Date.now() + DAY), endTime: new Date(Date.now() + 3 * DAY) })
    assert.deepEqual(pick(await as(env().app, alice).post(cast(ended), { optionId: 'A' }, { lang: 'en' })), [409, 'VOTE_NOT_OPEN', 'Voting has ended'])
    assert.deepEqual(pick(await as(env().app, alice).post(cast(upcoming), { optionId: 'A' }, { lang: 'zh-MO' })), [409, 'VOTE_NOT_OPEN', '投票尚未開始'])
    // A malformed body is refused before the service; a guest cannot vote at all.
    assert.equal((await as(env().app, alice).post(cast(id), { optionId: 'A', extra: 1 })).statusCode === 200, false)
    assert.notEqual((await call(env().app, 'POST', cast(id), { optionId: 'A' })).statusCode, 200)
    for (const v of [id, ended, upcoming]) {
      assert.deepEqual(await countsOf(db(), v), { A: 0, B: 0, C: 0 })
      assert.equal(await ballotsOf(db(), v), 0)
    }
    // An ended vote shows its results to anyone.
    assert.equal(((await call(env().app, 'GET', `/pub/v1/votes/${ended}`)).data as VoteView).totalVotes, 0)
  })

  it('a DAILY vote takes one ballot a day at the vote’s local time', async () => {
    const id = await makeVote(db(), { rule: 'DAILY', resultsVisibility: 'ALWAYS', utcOffset: 480 })
    assert.equal((await as(env().app, alice).post(cast(id), { optionId: 'A' })).statusCode, 200)
    const again = await as(env().app, alice).post(cast(id), { optionId: 'A' }, { lang: 'en' })
    assert.deepEqual(pick(again), [409, 'VOTE_ALREADY_VOTED', 'You have voted today already: come back tomorrow'])
    env().orderClock.advance(DAY / 1000)
    const tomorrow = await as(env().app, alice).post(cast(id), { optionId: 'C' })
    assert.equal(tomorrow.statusCode, 200, tomorrow.comments)
    assert.deepEqual(await countsOf(db(), id), { A: 1, B: 0, C: 1 })
    assert.equal(await ballotsOf(db(), id, alice.userId), 2)
  })

  it('a DAILY day turns at midnight where the vote is, not in UTC', () => {
    const utc = Date.UTC(2026, 0, 1, 15, 59)
    assert.equal(ballotPeriod('DAILY', utc, 480), '2026-01-01')
    assert.equal(ballotPeriod('DAILY', utc + 60_000, 480), '2026-01-02', '16:00 UTC is midnight at UTC+8')
    assert.equal(ballotPeriod('DAILY', utc + 60_000, -300), '2026-01-01')
    assert.equal(ballotPeriod('ONCE', utc, 480), '')
  })
})

function pick(e: { statusCode: number; errorCode?: string; comments: string }) {
  return [e.statusCode, e.errorCode, e.comments]
}
