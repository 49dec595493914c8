/**
 * The weapp page sweep: every page dist/weapp/app.json declares (main package and subpackages) opens
 * under miniprogram-simulate with the official template compiler, the way a phone runs it — no
 * `globalThis`, `global`, Web Crypto or browser `window` for the app's code (host-sandbox.js) — logged
 * in and logged out, without its ids and with them, against the real storefront server with a buyer
 * who has a paid order and a ticket (sweep-storefront.ts). A page fails on anything it throws, any
 * console error, any uncaught error (jest itself fails the running test on an unhandled rejection), a
 * blank render (no text once it settled), or a request with an empty path segment (`/show//static`);
 * a page that needs an id fails when, opened without it, it does not show the missing-data state or
 * asks for anything with an empty id parameter; a login-only page when it does not show a guest its
 * login entry. Logged in, it also taps map navigation and the two reminders (host features).
 *
 * Speed: the app launches once and every page is loaded (compiled, registered) once; each opening is
 * a new instance of the loaded page, closed again before the next. Logged-in pages come first; the
 * buyer then logs out on the mine tab, as a buyer does, and the sweep runs again.
 * Build first; `npm test` sweeps its release build (RELEASE=1 API_BASE=https://..., passed on to this
 * test, which then also checks that the app called that base only). Run:
 * `node scripts/test-mini.mjs test/mini/weapp-page-sweep.test.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { pagePathOf, ROUTES } from '../../src/router/routes'
import { createWx, launchWeapp, ROOT, waitFor, WEAPP, weappBuilt, type MiniApp, type RequestAnswer, type WxStub } from './harness'
import type { SweepStorefront } from './sweep-storefront'

type Query = Record<string, string>
type Ids = SweepStorefront['ids']

/**
 * Pages that show what their URL names (a record's id; search its term), and the queries the app
 * opens them with — a page may get several (show detail: on sale, and with its sale ahead).
 */
function queriesWithIds(ids: Ids): Record<string, Query[]> {
  return {
    'packages/show/search/index': [{ keyword: 'concert' }],
    'packages/show/detail/index': [{ showId: ids.showId }, { showId: ids.preSaleShowId }],
    'packages/show/group-show/index': [{ showId: ids.groupShowId }],
    'packages/show/tour-detail/index': [{ tourId: ids.tourId }],
    'packages/show/booking/index': [{ showId: ids.showId }],
    'packages/show/home-topic/index': [{ topicId: ids.topicId }],
    'packages/show/venue/index': [{ venueId: ids.venueId }],
    'packages/show/pick-seat/index': [{ showId: ids.showId, sessionId: ids.sessionId }],
    'packages/ticket/detail/index': [{ id: ids.ticketId }],
    'packages/ticket/error/index': [{ id: ids.ticketId, reason: 'network' }],
    'packages/ticket/send/index': [{ id: ids.ticketId }],
    // No transfer of the sweep's buyer exists: the accept page must settle on the server's not-found answer.
    'packages/ticket/accept/index': [{ transferId: 'T0000000000' }],
    'packages/user/viewer/index': [{ showId: ids.showId }],
    'packages/user/agreement/index': [{ id: ids.documentId }],
    // A1: the demo shops' seeded banner notice (server/src/seed/announcements.ts).
    'packages/user/announcement/index': [{ id: 'A1' }],
    'packages/order/detail/index': [{ orderId: ids.orderId }],
    // The sweep's storefront buys tickets, not goods: the goods order page opens on that order's id
    // and must settle on its not-found answer.
    'packages/order/product-detail/index': [{ orderId: ids.orderId }],
    // A seeded demo product of shop 10001.
    'packages/shop/item/index': [{ id: 'MOG01' }],
    'packages/order/pay-loading/index': [{ orderId: ids.orderId }],
    'packages/order/refund-order/index': [{ orderId: ids.orderId }],
    'packages/order/refund-tickets/index': [{ orderId: ids.orderId }],
    'packages/order/refund-rule/index': [{ showId: ids.showId }],
    'packages/order/rebook/index': [{ orderId: ids.orderId }],
    // A demo car in shop 10001's car park (server/src/seed/parking.ts).
    'packages/order/parking-detail/index': [{ lotId: 'MO-PK-CCM', plate: 'MB-56-78' }],
    'packages/ticket/real-name/index': [{ orderId: ids.orderId }],
    'packages/ticket/real-name-single/index': [{ orderId: ids.orderId, ticketId: ids.ticketId }],
    'packages/user/coupon-info/index': [{ couponId: ids.couponId }],
    // MO-PC-YEAR: a seeded demo card of shop 10001 (server/src/seed/cards.ts), as sold and its range.
    'packages/user/benefit-card/index': [{ cardId: 'MO-PC-YEAR' }],
    'packages/user/card-range/index': [{ cardId: 'MO-PC-YEAR' }, { cardId: 'MO-PC-SEASON', userCardInstanceId: 'UC0000000000' }],
    // MO-OS1: a seeded demo open show of shop 10001 (server/src/seed/registrations.ts).
    'packages/show/open-show-detail/index': [{ showId: 'MO-OS1' }],
    // MO-TA1, MO-V1, MO-RV1: the seeded demo topic activity, vote and reservable place of shop 10001
    // (server/src/seed/topics.ts, reservations.ts); the coupon template is one of the topic's.
    'packages/show/topic-activity/index': [{ topicId: 'MO-TA1' }],
    'packages/show/topic-coupon/index': [{ topicId: 'MO-TA1', couponTemplateId: 'MO-CP-NEW' }],
    'packages/show/share-topic-activity/index': [{ topicId: 'MO-TA1' }, { topicId: 'MO-TA1', forbidShare: '1' }],
    'packages/show/vote-detail/index': [{ id: 'MO-V1' }, { id: 'MO-V2' }],
    'packages/show/reservation-detail/index': [{ venueId: 'MO-RV1' }],
    'packages/show/reservation-order/index': [{ venueId: 'MO-RV1', slotId: 'MO-RV1-D2-10' }],
    'packages/order/invoice/index': [{ orderId: ids.orderId }],
    // No invoice of the sweep's buyer exists: the detail must settle on the server's not-found answer.
    'packages/order/invoice-detail/index': [{ invoiceId: 'INV0000000000' }],
    // The demo combo and the show whose combos the tied sale list shows (server/src/seed/combos.ts).
    'packages/order/combo/index': [{ promotionId: 'MO-CB1' }],
    'packages/order/tied-sale/index': [{ showId: 'MO003' }],
    // The demo paid-membership plan of shop 10001 (server/src/seed/membership.ts); no membership order
    // of the sweep's buyer exists, so its pay-success page settles on the server's not-found answer.
    'packages/user/member-confirm/index': [{ planId: '10001-PLUS-YEAR' }],
    'packages/order/member-pay-success/index': [{ orderId: 'M0000000000' }],
  }
}

/**
 * Pages whose data needs the id in their URL: opened without it they request nothing and show the
 * missing-data state (spec core §8, components/missing-data). Others named in queriesWithIds have a
 * state of their own (search's empty form, the topic's 'not found', the ticket error page, ...).
 */
const NEEDS_ID = new Set([
  'packages/show/detail/index',
  'packages/show/group-show/index',
  'packages/show/tour-detail/index',
  'packages/show/booking/index',
  'packages/show/venue/index',
  'packages/show/pick-seat/index',
  'packages/order/detail/index',
  'packages/order/product-detail/index',
  'packages/order/refund-order/index',
  'packages/order/refund-tickets/index',
  'packages/order/refund-rule/index',
  'packages/order/rebook/index',
  'packages/order/member-pay-success/index',
  'packages/order/parking-detail/index',
  'packages/user/member-right/index',
  'packages/ticket/real-name/index',
  'packages/ticket/real-name-single/index',
  'packages/shop/item/index',
  'packages/user/coupon-info/index',
  'packages/user/coupon-shows/index',
  'packages/user/benefit-card/index',
  'packages/user/card-range/index',
  'packages/order/combo/index',
  'packages/order/tied-sale/index',
  'packages/show/topic-activity/index',
  'packages/show/topic-coupon/index',
  'packages/show/share-topic-activity/index',
  'packages/show/vote-detail/index',
  'packages/show/reservation-detail/index',
  'packages/show/reservation-order/index',
])
/** Pages that need a login and show their login entry to a guest instead (issue 15: the history page drew nothing). */
const LOGIN_ENTRY: Record<string, string> = { 'packages/ticket/history/index': '.history-login', 'packages/show/reservation-record/index': '.rs-login' }
const AUTH_PAGES = new Set(ROUTES.filter((r) => r.auth).map(pagePathOf))

const appJson = JSON.parse(fs.readFileSync(path.join(WEAPP, 'app.json'), 'utf8')) as { pages: string[]; subPackages?: Array<{ root: string; pages: string[] }> }
const PAGES: string[] = [...appJson.pages, ...(appJson.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root.replace(/\/$/, '')}/${page}`))]

/** Time a page gets to settle: no request in flight and its DOM unchanged this long. */
const QUIET_MS = 150
const SETTLE_LIMIT_MS = 8000

const missing = weappBuilt() ? '' : 'dist/weapp is missing: run `npx taro build --type weapp` first'
if (missing) console.warn(`weapp-page-sweep: skipped — ${missing}`)
const describeBuilt = missing ? describe.skip : describe

// ---------------------------------------------------------------------------------------------
// The storefront (its own process) and wx.request forwarded to it.

let server: ChildProcess | undefined
let storefront: SweepStorefront

function startStorefront(): Promise<SweepStorefront> {
  return new Promise((resolve, reject) => {
    // The server as `npm start` runs it (jest's NODE_ENV=test is the app's, not the server's).
    const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'warn' }
    env.NODE_ENV = undefined // spawn leaves undefined variables out
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('test', 'mini', 'sweep-storefront.ts')], { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ['pipe', 'pipe', 'pipe'] })
    server = child
    let out = ''
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const line = out.split('\n').find((l) => l.startsWith('SWEEP_STOREFRONT '))
      if (line) resolve(JSON.parse(line.slice('SWEEP_STOREFRONT '.length)) as SweepStorefront)
    })
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
    child.once('exit', (code) => reject(new Error(`the sweep's storefront exited (${code}):\n${out}`)))
  })
}

// Node 20's default agent keeps sockets open, which would keep jest waiting at the end.
const agent = new http.Agent({ keepAlive: false })
let inFlight = 0
const requested: string[] = []
/** Requests that carried a parameter with no value (`pub/v1/refund_rules?showId=`): its name and the request. */
const emptyParams: Array<{ key: string; request: string }> = []
/** Every origin the app called; a release build must call only its HTTPS API base. */
const origins = new Set<string>()

/** wx.request as the host does it: GET data goes into the query, other data is the JSON body. */
function forward(options: { url: string; method?: string; data?: unknown; header?: Record<string, string>; responseType?: string }): Promise<RequestAnswer> {
  const target = new URL(options.url)
  requested.push(target.pathname)
  origins.add(target.origin)
  const url = new URL(target.pathname + target.search, storefront.url)
  const method = (options.method ?? 'GET').toUpperCase()
  let body: string | undefined
  if (options.data !== undefined && options.data !== null) {
    if (method === 'GET') for (const [k, v] of Object.entries(options.data as Record<string, unknown>)) url.searchParams.set(k, String(v))
    else body = typeof options.data === 'string' ? options.data : JSON.stringify(options.data)
  }
  for (const [key, v] of url.searchParams) if (/^(|undefined|null)$/.test(v.trim())) emptyParams.push({ key, request: `${target.pathname}${url.search}` })
  inFlight++
  return new Promise<RequestAnswer>((resolve, reject) => {
    const req = http.request(url, { agent, method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.header } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        let data: unknown = raw.toString('utf8')
        if (options.responseType === 'arraybuffer') data = raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength)
        else if (String(res.headers['content-type'] ?? '').includes('json')) data = JSON.parse(data as string)
        resolve({ statusCode: res.statusCode ?? 0, data, header: res.headers as Record<string, string> })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  }).finally(() => inFlight--)
}

// ---------------------------------------------------------------------------------------------
// What a page must not do.

const problems: string[] = []
const describeError = (e: unknown) => (e instanceof Error ? e.stack ?? e.message : String(e))
const onWindowError = (e: ErrorEvent) => problems.push(`uncaught: ${describeError(e.error ?? e.message)}`)
const realConsoleError = console.error

/**
 * Waits until no request is in flight and the page's DOM, with some text in it, stopped changing (or
 * the limit passed). A page with no text yet is not settled: on a loaded machine the first render can
 * come later than the quiet time, and only a page still blank at the limit is a blank page.
 */
async function settle(page: any): Promise<void> {
  const started = Date.now()
  let last = ''
  let quietSince = Date.now()
  while (Date.now() - started < SETTLE_LIMIT_MS) {
    await new Promise((r) => setTimeout(r, 25))
    const html = String(page.dom.innerHTML)
    if (html !== last || inFlight > 0 || !String(page.dom.textContent ?? '').trim()) {
      last = html
      quietSince = Date.now()
    } else if (Date.now() - quietSince >= QUIET_MS) return
  }
}

/** Opens the page with `query`, lets it settle, closes it; what went wrong, or nothing. `shows`: a selector the settled page must hold. */
async function openOnce(mini: MiniApp, pagePath: string, query: Query, shows?: string, idKeys: string[] = []): Promise<string[]> {
  problems.length = 0
  requested.length = 0
  emptyParams.length = 0
  let page: any
  try {
    page = mini.renderPage(pagePath, query)
    await settle(page)
  } catch (err) {
    problems.push(`threw: ${describeError(err)}`)
  }
  const blank = !!page && !String(page.dom.textContent ?? '').trim()
  if (page && shows && !page.querySelector(shows)) problems.push(`shows no ${shows}`)
  try {
    page?.detach()
  } catch (err) {
    problems.push(`closing threw: ${describeError(err)}`)
  }
  // Whatever closing the page set off (effects cleaned up, timers cleared) belongs to this page too.
  await new Promise((r) => setTimeout(r, 0))
  const found = [...problems]
  if (blank) found.push('blank render: no text once settled')
  for (const p of requested) if (/\/\/|\/$/.test(p)) found.push(`request with an empty path segment: ${p}`)
  // A page shown the missing-data state asks for nothing with the id it lacks, in the path or the query.
  if (shows === '.missing-data') for (const p of emptyParams) if (idKeys.includes(p.key)) found.push(`request with an empty ${p.key}: ${p.request}`)
  return found
}

describeBuilt('weapp page sweep (official compiler, no globalThis/crypto)', () => {
  let stub: WxStub
  let mini: MiniApp
  let withIds: Record<string, Query[]>

  beforeAll(async () => {
    storefront = await startStorefront()
    withIds = queriesWithIds(storefront.ids)
    stub = createWx()
    stub.answer = forward
    // The returning buyer's stored session, as the app's session store keeps it.
    stub.storage.set('session', JSON.stringify(storefront.session))
    console.error = (...args: unknown[]) => void problems.push(`console.error: ${args.map(describeError).join(' ')}`)
    window.addEventListener('error', onWindowError)
    mini = launchWeapp(stub, 'pages/list/list', { merchantId: storefront.merchantId })
    await new Promise((r) => setTimeout(r, 200))
    expect(problems).toEqual([])
  }, 180_000)

  afterAll(async () => {
    console.error = realConsoleError
    window.removeEventListener('error', onWindowError)
    agent.destroy()
    server?.stdin?.end()
    server?.kill('SIGTERM')
  })

  it('sweeps every page of the route table, and opens every built page whose URL names something with it', () => {
    expect([...PAGES].sort()).toEqual(ROUTES.map(pagePathOf).sort())
    const byId = ROUTES.filter((r) => r.built && (r.alias ?? []).some((a) => a.includes('/:'))).map(pagePathOf)
    for (const page of byId) expect(Object.keys(withIds)).toContain(page)
  })

  /** What the settled page must show: a guest's login entry, or the missing-data state without ids. */
  const mustShow = (pagePath: string, query: Query, loggedIn: boolean): string | undefined => {
    if (!loggedIn && LOGIN_ENTRY[pagePath]) return LOGIN_ENTRY[pagePath]
    const noIds = Object.keys(query).length === 0
    if (noIds && NEEDS_ID.has(pagePath) && (loggedIn || !AUTH_PAGES.has(pagePath))) return '.missing-data'
    return undefined
  }

  const sweep = (state: 'logged in' | 'logged out') =>
    it.each(PAGES)(`${state}: %s`, async (pagePath) => {
      const found: string[] = []
      for (const query of [{}, ...(withIds[pagePath] ?? [])]) {
        const label = Object.keys(query).length ? `with ${new URLSearchParams(query).toString()}` : 'without ids'
        const idKeys = (withIds[pagePath] ?? []).flatMap((q) => Object.keys(q))
        for (const problem of await openOnce(mini, pagePath, query, mustShow(pagePath, query, state === 'logged in'), idKeys)) found.push(`${label}: ${problem}`)
      }
      expect(found).toEqual([])
    })

  it('checks the missing-data and login-entry pages it names', () => {
    for (const page of [...NEEDS_ID, ...Object.keys(LOGIN_ENTRY)]) expect(PAGES).toContain(page)
  })

  describe('logged in', () => {
    it('starts with the buyer logged in', async () => {
      const mine = mini.renderPage('pages/mine/mine')
      await waitFor(() => mine.querySelector('.form-submit'), 8000, 'the logout button of a logged-in buyer')
      mine.detach()
    })
    sweep('logged in')

    describe('host features where the pages use them (issue 15)', () => {
      /** Opens the page, lets it settle (its options fetched), taps `selector`; close it with detach(). */
      const tapOn = async (pagePath: string, query: Query, selector: string, after?: string) => {
        const page = mini.renderPage(pagePath, query)
        await settle(page)
        // The tap asks the host with what the page fetched first (the reminder's templates).
        if (after) await waitFor(() => inFlight === 0 && stub.callsOf('request').some((o) => new URL(o.url).pathname.endsWith(after)), 15_000, after)
        const target = await waitFor(() => page.querySelector(selector), 8000, `${selector} on ${pagePath}`)
        target.dispatchEvent('tap')
        return page
      }
      const posted = (pathEnd: string) => stub.callsOf('request').filter((o) => String(o.method).toUpperCase() === 'POST' && new URL(o.url).pathname.endsWith(pathEnd))
      const bodyOf = (o: { data: unknown }) => (typeof o.data === 'string' ? JSON.parse(o.data) : o.data)

      it.each([
        ['packages/show/venue/index', 'venueId'],
        ['packages/show/detail/index', 'showId'],
      ])('%s: "navigate" opens the host map at the API’s coordinates', async (pagePath, key) => {
        const query = { [key]: key === 'venueId' ? storefront.ids.venueId : storefront.ids.showId }
        const before = stub.callsOf('openLocation').length
        const page = await tapOn(pagePath, query, '.navigate-button')
        const opened = await waitFor(() => stub.callsOf('openLocation')[before], 5000, 'wx.openLocation')
        page.detach()
        expect([opened.latitude, opened.longitude]).toEqual([storefront.ids.venueLat, storefront.ids.venueLng])
      })

      it('show detail in pre-sale: "remind me" asks the host for the sale-start template in the tap, then records a subscribe reminder', async () => {
        const before = stub.callsOf('requestSubscribeMessage').length
        const page = await tapOn('packages/show/detail/index', { showId: storefront.ids.preSaleShowId }, '.detail-remind__button', '/sale_reminders/options')
        const asked = await waitFor(() => stub.callsOf('requestSubscribeMessage')[before], 15_000, 'wx.requestSubscribeMessage')
        await waitFor(() => page.querySelector('.detail-remind__button--on'), 8000, 'the reminder set')
        page.detach()
        expect(asked.tmplIds).toEqual(['SANDBOX_SALE_START'])
        expect(bodyOf(posted('/buyer/v1/sale_reminders').slice(-1)[0])).toMatchObject({ showId: storefront.ids.preSaleShowId, method: 'SUBSCRIBE', templateIds: ['SANDBOX_SALE_START'] })
      })

      it('coupon info: "remind me before it expires" asks the host for the coupon-expiry template in the tap, then records it', async () => {
        const before = stub.callsOf('requestSubscribeMessage').length
        const page = await tapOn('packages/user/coupon-info/index', { couponId: storefront.ids.couponId }, '.cp-remind', '/mini_remind_subscribe/options')
        const asked = await waitFor(() => stub.callsOf('requestSubscribeMessage')[before], 15_000, 'wx.requestSubscribeMessage')
        await waitFor(() => page.querySelector('.cp-link--on'), 8000, 'the expiry reminder set')
        page.detach()
        expect(asked.tmplIds).toEqual(['SANDBOX_COUPON_EXPIRE'])
        expect(bodyOf(posted('/buyer/v1/shop/mini_remind_subscribe').slice(-1)[0])).toEqual({
          remindSubscribeTypeEnums: ['COUPON_TEMPLATE_EXPIRE'],
          couponTemplateIds: ['MO-CP-NEW'],
          method: 'SUBSCRIBE',
          templateIds: ['SANDBOX_COUPON_EXPIRE'],
        })
      })
    })
  })

  describe('logged out', () => {
    beforeAll(async () => {
      // The buyer logs out on the mine tab: its logout button, then OK in the confirm dialog.
      const mine = mini.renderPage('pages/mine/mine')
      const logout = await waitFor(() => mine.querySelector('.form-submit'), 8000, 'the logout button')
      logout.dispatchEvent('tap')
      const ok = await waitFor(() => mine.querySelector('.dlg__btn--primary'), 5000, 'the confirm dialog')
      ok.dispatchEvent('tap')
      await waitFor(() => !stub.storage.has('session'), 5000, 'the stored session to be cleared')
      await settle(mine)
      mine.detach()
    }, 30_000)

    it('the buyer is logged out', () => {
      expect(stub.storage.has('session')).toBe(false)
    })
    sweep('logged out')
  })

  const releaseBase = process.env.RELEASE === '1' ? process.env.API_BASE : undefined
  ;(releaseBase ? it : it.skip)('a release build called its HTTPS API base and nothing else', () => {
    expect([...origins]).toEqual([new URL(String(releaseBase)).origin])
    expect(String(releaseBase)).toMatch(/^https:\/\//)
  })
})
