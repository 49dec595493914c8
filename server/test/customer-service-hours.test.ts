/**
 * Customer-service hours (modules/customer-service): work times per weekday in the shop's time zone,
 * spans past midnight (into the next day, Sunday into Monday), '24:00', weekday boundaries, malformed
 * entries; then the endpoint on both databases with its own clock: the seeded shops in and out of
 * hours, the 'not within customer service hours' wording in three languages, the same instant judged
 * in another zone, a per-show override, the company-chat flag, and bad input.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { CustomerServiceEntry, WorkTime } from '../../types/announcements.js'
import { isWithinWorkTime, localClock, parseTime } from '../src/modules/customer-service/hours.js'
import { describeAccounts, MACAU, MAINLAND, type AccountsEnv } from './accounts-helpers.js'
import { call, makeClock } from './orders-helpers.js'

const w = (weekday: number, start: string, end: string): WorkTime => ({ weekday, start, end })
const at = (weekday: number, hhmm: string) => ({ weekday, minutes: parseTime(hhmm)! })

describe('customer-service hours (rules)', () => {
  it('a same-day span includes its start and excludes its end, on its weekday only', () => {
    const mon = [w(1, '09:00', '18:00')]
    assert.deepEqual(
      [at(1, '08:59'), at(1, '09:00'), at(1, '17:59'), at(1, '18:00'), at(2, '10:00'), at(7, '10:00')].map((c) => isWithinWorkTime(mon, c)),
      [false, true, true, false, false, false],
    )
  })

  it('a span past midnight covers the evening and the next morning, Sunday into Monday too', () => {
    const fri = [w(5, '22:00', '02:00')]
    assert.deepEqual(
      [at(5, '21:59'), at(5, '22:00'), at(5, '23:59'), at(6, '00:00'), at(6, '01:59'), at(6, '02:00'), at(4, '23:00'), at(5, '01:00')].map((c) => isWithinWorkTime(fri, c)),
      [false, true, true, true, true, false, false, false],
    )
    const sun = [w(7, '20:00', '03:00')]
    assert.deepEqual([at(7, '23:00'), at(1, '02:59'), at(1, '03:00'), at(2, '01:00')].map((c) => isWithinWorkTime(sun, c)), [true, true, false, false])
    // Start equal to end is a full 24 hours from the start.
    const allDay = [w(3, '00:00', '00:00')]
    assert.deepEqual([at(3, '00:00'), at(3, '23:59'), at(4, '00:00'), at(2, '23:59')].map((c) => isWithinWorkTime(allDay, c)), [true, true, false, false])
  })

  it("'24:00' ends at midnight; malformed entries never match", () => {
    assert.deepEqual([at(7, '23:59'), at(1, '00:00')].map((c) => isWithinWorkTime([w(7, '20:00', '24:00')], c)), [true, false])
    for (const bad of [w(1, '9:00', '18:00'), w(1, '09:00', '25:00'), w(8, '09:00', '18:00'), w(0, '09:00', '18:00'), w(1, '24:00', '02:00'), w(1.5, '09:00', '18:00')]) {
      assert.equal(isWithinWorkTime([bad], at(1, '10:00')), false, JSON.stringify(bad))
      assert.equal(isWithinWorkTime([bad], at(2, '01:00')), false, JSON.stringify(bad))
    }
  })

  it('reads the weekday and time in the zone, across the date line and with daylight saving', () => {
    const friday = new Date('2026-11-27T16:30:00Z') // a Friday in UTC
    assert.deepEqual(localClock(friday, 'Asia/Macau'), { weekday: 6, minutes: 30 }) // Saturday 00:30
    assert.deepEqual(localClock(friday, 'America/New_York'), { weekday: 5, minutes: 11 * 60 + 30 }) // EST, UTC-5
    assert.deepEqual(localClock(new Date('2026-07-01T12:00:00Z'), 'Europe/London'), { weekday: 3, minutes: 13 * 60 }) // BST
    assert.deepEqual(localClock(new Date('2026-11-29T23:59:00Z'), 'UTC'), { weekday: 7, minutes: 23 * 60 + 59 })
    assert.deepEqual(localClock(new Date('2026-11-29T16:00:00Z'), 'Asia/Shanghai'), { weekday: 1, minutes: 0 }) // Monday midnight
  })
})

const csClock = makeClock()

await describeAccounts(
  'customer service entry',
  (env: () => AccountsEnv) => {
    const db = () => env().db.handle.db
    const entry = async (o: { merchant?: string; lang?: string; query?: string } = {}) => {
      const res = await call(env().app, 'GET', `/pub/v1/customer_service${o.query ?? ''}`, undefined, { merchant: o.merchant ?? MACAU, lang: o.lang })
      return res
    }
    const entryAt = async (iso: string, o: { merchant?: string; lang?: string; query?: string } = {}) => {
      csClock.now = Date.parse(iso)
      const res = await entry(o)
      assert.equal(res.statusCode, 200, res.comments as string)
      return res.data as CustomerServiceEntry
    }

    it('10001: online and phone, company chat on, weekday hours in Macau time', async () => {
      // Friday 10:30 in Macau (02:30 UTC): weekdays 10:00-19:00.
      const open = await entryAt('2026-11-27T02:30:00Z')
      assert.equal(open.withinWorkTime, true)
      assert.equal(open.outsideMessage, '')
      assert.deepEqual([open.supportOnlineCustomer, open.supportOnlineAndTelCustomer, open.companyWechatEnabled, open.timeZone], [true, true, true, 'Asia/Macau'])
      assert.deepEqual(open.onlineConfig, { supplierType: 'URL', jumpUrl: '/support', seatGroup: '蓮花劇場客服', onlineCustomerId: 'lotus-cs' })
      assert.equal(open.customerServiceTelephone, '+853 2888 0000')
      // Friday 09:59 and 19:00 in Macau: outside, worded in the request's language.
      for (const [lang, text] of [['zh-MO', '當前不在客服工作時間內'], ['zh-CN', '当前不在客服工作时间内'], ['en-US', 'Not within customer service hours']]) {
        const closed = await entryAt('2026-11-27T01:59:00Z', { lang })
        assert.deepEqual([closed.withinWorkTime, closed.outsideMessage], [false, text])
      }
      assert.equal((await entryAt('2026-11-27T11:00:00Z')).withinWorkTime, false)
      // Saturday 17:59 in Macau is inside the weekend hours (10:00-18:00), 18:00 is not.
      assert.equal((await entryAt('2026-11-28T09:59:00Z')).withinWorkTime, true)
      assert.equal((await entryAt('2026-11-28T10:00:00Z')).withinWorkTime, false)
    })

    it('the same instant is judged in the shop’s zone: moving the shop to London changes the answer', async () => {
      const instant = '2026-11-27T11:30:00Z' // Friday 19:30 in Macau, 11:30 in London
      assert.equal((await entryAt(instant)).withinWorkTime, false)
      await db().execute(sql`update customer_service_settings set time_zone = 'Europe/London' where merchant_id = ${MACAU}`)
      try {
        const london = await entryAt(instant)
        assert.deepEqual([london.withinWorkTime, london.timeZone], [true, 'Europe/London'])
        // A zone the runtime does not know falls back to mainland China time instead of failing.
        await db().execute(sql`update customer_service_settings set time_zone = 'Mars/Olympus' where merchant_id = ${MACAU}`)
        assert.deepEqual([(await entryAt(instant)).timeZone, (await entryAt(instant)).withinWorkTime], ['Asia/Shanghai', false])
      } finally {
        await db().execute(sql`update customer_service_settings set time_zone = 'Asia/Macau' where merchant_id = ${MACAU}`)
      }
    })

    it('10002: phone only, no company chat; a night shift past midnight in Shanghai time', async () => {
      const day = await entryAt('2026-11-27T04:00:00Z', { merchant: MAINLAND })
      assert.deepEqual([day.supportOnlineCustomer, day.onlineConfig, day.companyWechatEnabled, day.customerServiceTelephone, day.withinWorkTime], [false, null, false, '400-000-0000', true])
      const shift = JSON.stringify([{ weekday: 5, start: '22:00', end: '02:00' }])
      const saved = (await db().execute(sql`select work_times from catalog_customer_service where merchant_id = ${MAINLAND} and scope = ''`)) as unknown as { rows?: Array<{ work_times: unknown }> } & Array<{ work_times: unknown }>
      const original = JSON.stringify((saved.rows ?? saved)[0]!.work_times)
      await db().execute(sql`update catalog_customer_service set work_times = ${shift}::jsonb where merchant_id = ${MAINLAND} and scope = ''`)
      try {
        // Friday 22:00 .. Saturday 02:00 in Shanghai = Friday 14:00 .. 18:00 UTC.
        const answers = []
        for (const iso of ['2026-11-27T13:59:00Z', '2026-11-27T14:00:00Z', '2026-11-27T17:00:00Z', '2026-11-27T17:59:00Z', '2026-11-27T18:00:00Z', '2026-11-28T17:00:00Z']) {
          answers.push((await entryAt(iso, { merchant: MAINLAND })).withinWorkTime)
        }
        assert.deepEqual(answers, [false, true, true, true, false, false])
      } finally {
        await db().execute(sql`update catalog_customer_service set work_times = ${original}::jsonb where merchant_id = ${MAINLAND} and scope = ''`)
      }
    })

    it('a show’s own entry overrides the default; bad input is refused, an unconfigured shop answers not found', async () => {
      // MO001: phone only, weekdays 09:00-18:00; Friday 09:30 Macau is inside it but outside the default.
      const show = await entryAt('2026-11-27T01:30:00Z', { query: '?bizShowId=MO001' })
      assert.deepEqual([show.customerServiceTelephone, show.supportOnlineCustomer, show.withinWorkTime], ['+853 2888 0001', false, true])
      assert.equal((await entryAt('2026-11-27T01:30:00Z', { query: '?bizShowId=MO002' })).withinWorkTime, false)
      assert.equal((await entry({ query: '?bizShowId=bad%20id' })).statusCode, 400)
      await db().execute(sql`delete from catalog_customer_service where merchant_id = ${MAINLAND}`)
      const none = await entry({ merchant: MAINLAND, lang: 'en-US' })
      assert.deepEqual([none.statusCode, none.comments, none.data], [404, 'Customer service is not configured', null])
    })
  },
  {},
  { customerService: { now: () => csClock.now } },
)
