/**
 * Announcements (modules/announcements): notices per merchant in three languages, public only inside
 * their publish window; the home layout's ANNOUNCEMENT component carries its live notice; popup
 * notices are listed for a page, and a logged-in buyer's reads are kept on the server (idempotent,
 * the first receipt wins); bad input is refused in the buyer's language and changes nothing;
 * merchants and buyers stay apart. The module runs on its own clock, placed around fixtures the
 * suite inserts relative to it, so the suite means the same on any day.
 */
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { beforeEach, it } from 'node:test'
import { sql } from 'drizzle-orm'
import type { Notice, NoticeRead } from '../../types/announcements.js'
import type { Layout } from '../../types/catalog.js'
import { createApi, describeAccounts, freshPhone, MACAU, MAINLAND, type AccountsEnv } from './accounts-helpers.js'
import { call, makeClock } from './orders-helpers.js'

const HOUR = 3_600_000
const noticeClock = makeClock()
const READS = '/buyer/v1/announcement_reads'

await describeAccounts(
  'announcements',
  (env: () => AccountsEnv) => {
    const api = createApi(env)
    const db = () => env().db.handle.db
    const login = async (merchant: string = MACAU) => (await api.phoneLogin(freshPhone(), { merchant })).accessToken
    const get = (path: string, o: { merchant?: string; lang?: string; token?: string } = {}) => call(env().app, 'GET', path, undefined, { merchant: MACAU, ...o })
    const read = (token: string, body: unknown, o: { merchant?: string; lang?: string } = {}) => call(env().app, 'POST', READS, body, { token, merchant: MACAU, ...o })
    const popupIds = async (path: string, o: { merchant?: string; token?: string } = {}) => ((await get(path, o)).data as { list: Notice[] }).list.map((n) => n.noticeId)
    const countReads = async (where = sql`true`) => {
      const rows = (await db().execute(sql`select count(*)::int as n from announcement_reads where ${where}`)) as unknown as { rows?: Array<{ n: number }> } & Array<{ n: number }>
      return (rows.rows ?? rows)[0]!.n
    }
    const insertNotice = (merchantId: string, id: string, kind: 'BANNER' | 'POPUP', o: { start?: number; end?: number | null; showId?: string; status?: string } = {}) =>
      db().execute(sql`insert into announcements (merchant_id, announcement_id, kind, status, title, content, show_id, publish_start, publish_end)
        values (${merchantId}, ${id}, ${kind}, ${o.status ?? 'PUBLISHED'}, ${JSON.stringify({ 'zh-CN': `标题${id}`, 'en-US': `Title ${id}` })}::jsonb,
        ${JSON.stringify({ 'zh-CN': `内容${id}` })}::jsonb, ${o.showId ?? null}, ${new Date(o.start ?? noticeClock.now - HOUR).toISOString()},
        ${o.end === undefined || o.end === null ? null : new Date(o.end).toISOString()})
        on conflict (merchant_id, announcement_id) do nothing`)

    beforeEach(() => {
      noticeClock.now = Date.now()
    })

    it('answers the seeded notice in each language the shop speaks, the more link included', async () => {
      const en = (await get('/pub/v1/announcements/A1', { lang: 'en-US' })).data as Notice
      assert.equal(en.noticeId, 'A1')
      assert.equal(en.noticeTitle, 'Buy tickets only from official channels')
      assert.match(en.noticeContent, /official ticket channel[\s\S]*\n\n/)
      assert.equal(en.noticeMoreUrl, '/agreement?id=ticket-terms')
      assert.equal(((await get('/pub/v1/announcements/A1', { lang: 'zh-MO' })).data as Notice).noticeTitle, '購票請認準官方渠道')
      assert.equal(((await get('/pub/v1/announcements/A1', { lang: 'zh-CN' })).data as Notice).noticeTitle, '购票请认准官方渠道')
      // 10002 writes zh-CN only: an English request falls back to it.
      const sh = (await get('/pub/v1/announcements/A1', { merchant: MAINLAND, lang: 'en-US' })).data as Notice
      assert.equal(sh.noticeTitle, '购票请认准官方渠道')
    })

    it('an unknown, draft or other merchant’s notice is not found, in the buyer’s language', async () => {
      await insertNotice(MAINLAND, 'ONLY10002', 'BANNER')
      await insertNotice(MACAU, 'DRAFTED', 'BANNER', { status: 'DRAFT' })
      assert.equal((await get('/pub/v1/announcements/ONLY10002', { merchant: MAINLAND })).statusCode, 200)
      for (const [lang, text] of [['zh-CN', '公告不存在或已下线'], ['zh-MO', '公告不存在或已下線'], ['en-US', 'This announcement does not exist or is no longer shown']]) {
        const res = await get('/pub/v1/announcements/ONLY10002', { lang })
        assert.deepEqual([res.statusCode, res.comments, res.data], [404, text, null])
      }
      assert.equal((await get('/pub/v1/announcements/DRAFTED')).statusCode, 404)
      assert.equal((await get('/pub/v1/announcements/NOPE')).statusCode, 404)
      assert.equal((await call(env().app, 'GET', '/pub/v1/announcements/bad%20id', undefined, { merchant: MACAU })).statusCode, 400)
    })

    it('a notice is public from its start until its end, not a moment outside', async () => {
      const start = noticeClock.now + HOUR
      await insertNotice(MACAU, 'WINDOW', 'BANNER', { start, end: start + HOUR })
      const at = async (t: number) => {
        noticeClock.now = t
        return (await get('/pub/v1/announcements/WINDOW')).statusCode
      }
      assert.deepEqual([await at(start - 1), await at(start), await at(start + HOUR - 1), await at(start + HOUR)], [404, 200, 200, 404])
    })

    it('the home layout’s announcement component carries its live notice, and nothing once withdrawn', async () => {
      const notice = async (lang: string) => {
        const layout = (await get('/home/pub/v5/layouts?page=HOME', { lang })).data as Layout
        return layout.components.find((c) => c.componentId === 'c-notice')?.data?.notice ?? null
      }
      assert.equal((await notice('en-US'))?.noticeTitle, 'Buy tickets only from official channels')
      assert.equal((await notice('zh-MO'))?.noticeId, 'A1')
      await db().execute(sql`update announcements set publish_end = ${new Date(noticeClock.now - 1000).toISOString()} where merchant_id = ${MACAU} and announcement_id = 'A1'`)
      try {
        assert.equal(await notice('en-US'), null)
      } finally {
        await db().execute(sql`update announcements set publish_end = null where merchant_id = ${MACAU} and announcement_id = 'A1'`)
      }
    })

    it('a buyer’s popup read is kept on the server: listed until read, the first receipt kept, other buyers unaffected', async () => {
      assert.deepEqual(await popupIds('/pub/v1/announcements/popups'), ['P1'])
      const me = await login()
      const other = await login()
      assert.deepEqual(await popupIds('/buyer/v1/announcements/popups', { token: me }), ['P1'])
      const first = await read(me, { announcementId: 'P1', clientReadTime: noticeClock.now - 5000, pageSource: 'HOME' })
      assert.equal(first.statusCode, 200, first.comments as string)
      assert.deepEqual(first.data, { announcementId: 'P1', showId: null, clientReadTime: noticeClock.now - 5000, pageSource: 'HOME' } satisfies NoticeRead)
      const again = await read(me, { announcementId: 'P1', clientReadTime: noticeClock.now, pageSource: 'SHOW_DETAIL', showId: 'MO001' })
      assert.deepEqual(again.data, first.data, 'reading again answers the first receipt')
      assert.deepEqual(await popupIds('/buyer/v1/announcements/popups', { token: me }), [])
      assert.deepEqual(await popupIds('/buyer/v1/announcements/popups?showId=MO001', { token: me }), [])
      assert.deepEqual(await popupIds('/buyer/v1/announcements/popups', { token: other }), ['P1'])
      assert.deepEqual(await popupIds('/pub/v1/announcements/popups'), ['P1'], 'the public list does not know the buyer')
      assert.equal((await call(env().app, 'POST', READS, { announcementId: 'P1', clientReadTime: noticeClock.now, pageSource: 'HOME' }, { merchant: MACAU })).statusCode, 15012007)
    })

    it('a popup bound to a show is listed on that show’s page only and read there', async () => {
      await insertNotice(MACAU, 'SHOWPOP', 'POPUP', { showId: 'MO001' })
      assert.deepEqual(await popupIds('/pub/v1/announcements/popups?showId=MO001'), ['P1', 'SHOWPOP'])
      assert.deepEqual(await popupIds('/pub/v1/announcements/popups?showId=MO002'), ['P1'])
      const me = await login()
      const wrongShow = await read(me, { announcementId: 'SHOWPOP', showId: 'MO002', clientReadTime: noticeClock.now, pageSource: 'SHOW_DETAIL' })
      assert.equal(wrongShow.statusCode, 404)
      const ok = await read(me, { announcementId: 'SHOWPOP', showId: 'MO001', clientReadTime: noticeClock.now, pageSource: 'SHOW_DETAIL' })
      assert.equal((ok.data as NoticeRead).showId, 'MO001')
      assert.deepEqual(await popupIds('/buyer/v1/announcements/popups?showId=MO001', { token: me }), ['P1'])
    })

    it('bad reads are refused in the buyer’s language and store nothing', async () => {
      await insertNotice(MAINLAND, 'POP10002', 'POPUP')
      const me = await login()
      const before = await countReads()
      const cases: Array<[unknown, number, string?]> = [
        [{ announcementId: 'P1', clientReadTime: noticeClock.now + 2 * 24 * HOUR, pageSource: 'HOME' }, 400, 'The read time is not valid'],
        [{ announcementId: 'P1', clientReadTime: 1000, pageSource: 'HOME' }, 400, 'The read time is not valid'],
        [{ announcementId: 'A1', clientReadTime: noticeClock.now, pageSource: 'HOME' }, 400, 'This announcement is not a pop-up notice and has nothing to mark as read'],
        [{ announcementId: 'POP10002', clientReadTime: noticeClock.now, pageSource: 'HOME' }, 404, 'This announcement does not exist or is no longer shown'],
        [{ announcementId: 'P1', clientReadTime: noticeClock.now, pageSource: 'NOWHERE' }, 400],
        [{ announcementId: 'P1', clientReadTime: 'yesterday', pageSource: 'HOME' }, 400],
        [{ announcementId: 'P1', clientReadTime: noticeClock.now, pageSource: 'HOME', userId: 'someone-else' }, 400],
      ]
      for (const [body, status, text] of cases) {
        const res = await read(me, body, { lang: 'en-US' })
        assert.equal(res.statusCode, status, JSON.stringify(body))
        if (text) assert.equal(res.comments, text)
      }
      const zh = await read(me, { announcementId: 'P1', clientReadTime: 1000, pageSource: 'HOME' }, { lang: 'zh-MO' })
      assert.equal(zh.comments, '閱讀時間無效')
      assert.equal(await countReads(), before)
    })

    it('migration 0034 brings a database seeded before announcements the same demo rows the seed writes', async () => {
      type Rows = { rows?: unknown[] } & unknown[]
      const snapshot = async () => {
        const a = (await db().execute(sql`select merchant_id, announcement_id, kind, status, title, content, more_url, show_id, publish_start from announcements where announcement_id in ('A1', 'P1') order by 1, 2`)) as unknown as Rows
        const s = (await db().execute(sql`select merchant_id, time_zone, company_wechat_enabled from customer_service_settings order by 1`)) as unknown as Rows
        return JSON.stringify([a.rows ?? a, s.rows ?? s])
      }
      const seeded = await snapshot()
      await db().execute(sql`delete from announcement_reads where announcement_id in ('A1', 'P1')`)
      await db().execute(sql`delete from announcements where announcement_id in ('A1', 'P1')`)
      await db().execute(sql`delete from customer_service_settings`)
      const migration = readFileSync(new URL('../drizzle/0034_demo_announcements.sql', import.meta.url), 'utf8')
      for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement))
      assert.equal(await snapshot(), seeded)
      // Running it again changes nothing.
      for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement))
      assert.equal(await snapshot(), seeded)
    })

    it('many simultaneous reads of one popup by one buyer store one receipt and all answer it', async () => {
      // Without ON CONFLICT DO NOTHING all but one insert would hit the primary key and answer 500;
      // with a select-then-insert they could also store two receipts on PostgreSQL. Both fail here.
      const me = await login()
      const p1 = sql`merchant_id = ${MACAU} and announcement_id = 'P1'`
      const before = await countReads(p1)
      const bodies = Array.from({ length: 20 }, (_, i) => ({ announcementId: 'P1', clientReadTime: noticeClock.now - i * 1000, pageSource: 'HOME' }))
      const answers = await Promise.all(bodies.map((b) => read(me, b)))
      assert.ok(answers.every((a) => a.statusCode === 200), answers.map((a) => a.comments).join(' | '))
      const receipts = new Set(answers.map((a) => (a.data as NoticeRead).clientReadTime))
      assert.equal(receipts.size, 1, 'every answer names the one stored receipt')
      assert.equal(await countReads(p1), before + 1)
      assert.deepEqual(await popupIds('/buyer/v1/announcements/popups', { token: me }), [])
    })
  },
  {},
  { announcements: { now: () => noticeClock.now } },
)
