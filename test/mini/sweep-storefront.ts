/**
 * The storefront the weapp page sweep (weapp-page-sweep.test.ts) talks to: the real server on a free
 * port with a fresh demo database, plus what a returning buyer has — a phone login, a paid order and
 * its e-ticket — so that pages opened "with their ids" show real records. Run as its own process
 * (`node --import tsx test/mini/sweep-storefront.ts`; jest cannot load the server's ES modules): it
 * prints one line `SWEEP_STOREFRONT {json}` (SweepStorefront below) and serves until stdin closes
 * or it gets SIGTERM, then deletes its database.
 *
 * The server's modules are loaded by path, not imported, so the app's type-check does not pull the
 * server's sources in (as test/e2e/seeded-template.ts does).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freshDataDir } from '../e2e/seeded-template'

/** What the sweep needs to know; ids are of the demo merchant 10001's records. */
export interface SweepStorefront {
  url: string
  merchantId: string
  /** The stored session of a logged-in buyer, as the app's session store persists it. */
  session: { accessToken: string; refreshToken: string; userId: string; email: string; countryCode: string }
  ids: {
    /** An on-sale show sold seat by seat on the app's own seat map, and one of its sessions. */
    showId: string
    sessionId: string
    /** A show whose sale is still ahead (show detail's "remind me"). */
    preSaleShowId: string
    groupShowId: string
    tourId: string
    venueId: string
    topicId: string
    documentId: string
    /** The venue's coordinates as the API gives them (map navigation must open them). */
    venueLat: number
    venueLng: number
    /** The buyer's paid order and one of its tickets. */
    orderId: string
    ticketId: string
    /** A coupon the buyer received (coupon info's expiry reminder). */
    couponId: string
  }
}

const MERCHANT = '10001'
const SERVER = path.resolve(__dirname, '..', '..', 'server', 'src')
const load = <T>(rel: string) => import(pathToFileURL(path.join(SERVER, rel)).href) as Promise<T>

type Rows = Array<Record<string, unknown>>
interface Db {
  execute(query: unknown): Promise<unknown>
}
interface App {
  payments: {
    service: { pay(caller: object, req: object): Promise<{ ok: boolean; value?: { paymentId: string }; reason?: string }> }
    gateway: { complete(tradeNo: string, action: 'PAY'): Promise<unknown> }
    runNotifications(): Promise<unknown>
  }
}
interface Running {
  app: App
  db: { db: Db }
  localUrl: string
  close(): Promise<void>
}

async function main(): Promise<void> {
  const { startServer } = await load<{ startServer(o: object): Promise<Running> }>('server.ts')
  const { sandboxSms } = await load<{ sandboxSms: { last(cc: string, phone: string): { code?: string } | undefined } }>('modules/accounts/sms/sender.ts')
  const { sql } = (await import('drizzle-orm')) as unknown as { sql: (s: TemplateStringsArray, ...v: unknown[]) => unknown }

  const dataDir = freshDataDir('mini-sweep')
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined, h5Dir: null, logger: false })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await server.close().catch(() => undefined)
    fs.rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())

  const db = server.db.db
  // PGlite answers { rows }, postgres-js an array of rows.
  const rows = async (query: unknown): Promise<Rows> => {
    const result = (await db.execute(query)) as Rows | { rows: Rows }
    return Array.isArray(result) ? result : result.rows
  }
  const one = async (query: unknown, what: string): Promise<Record<string, unknown>> => {
    const [row] = await rows(query)
    if (!row) throw new Error(`the demo data has no ${what}`)
    return row
  }
  const api = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${server.localUrl}/api${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'merchant-id': MERCHANT, ...(token ? { 'access-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const envelope = (await res.json()) as { statusCode: number; comments: string; data: T }
    if (envelope.statusCode !== 200) throw new Error(`${method} ${url}: ${envelope.statusCode} ${envelope.comments}`)
    return envelope.data
  }

  // A buyer logs in by phone with the code the SMS sandbox received.
  const cellphone = `1390000${String(process.pid % 10000).padStart(4, '0')}`
  await api('POST', '/user/pub/v1/send_code', { cellphone, countryCode: '86', purpose: 'LOGIN' })
  const code = sandboxSms.last('86', cellphone)?.code
  if (!code) throw new Error('the SMS sandbox received no login code')
  const login = await api<{ accessToken: string; refreshToken: string; userId: string }>('POST', '/user/pub/v1/login_or_register', { cellphone, verifyCode: code, countryCode: '86' })

  // ...and has a paid order of one ticket of a tier sold without a seat map, paid at the sandbox.
  const tier = await one(
    sql`select s.show_id, s.session_id, s.seat_plan_id, p.price_cents from order_stock s
      join catalog_seat_plans p on p.merchant_id = s.merchant_id and p.seat_plan_id = s.seat_plan_id
      join catalog_shows sh on sh.merchant_id = s.merchant_id and sh.show_id = s.show_id
      left join order_show_rules r on r.merchant_id = s.merchant_id and r.show_id = s.show_id
      where s.merchant_id = ${MERCHANT} and sh.show_detail_status = 'ON_SALE' and p.price_cents > 0 and s.capacity > s.sold + s.held
        and coalesce(r.real_name_required, false) = false and r.agreement is null
        and not exists (select 1 from seat_maps m where m.merchant_id = s.merchant_id and m.session_id = s.session_id)
      order by s.seat_plan_id limit 1`,
    'on-sale tier without a seat map',
  )
  const order = await api<{ orderId: string; unPaidTransactionIds: string[] }>(
    'POST',
    '/buyer/v5/create_order',
    {
      showId: tier.show_id,
      sessionId: tier.session_id,
      seatPlanId: tier.seat_plan_id,
      qty: 1,
      paymentParam: { payAmount: Number(tier.price_cents) },
      deliverMethod: 'E_TICKET',
      idempotencyKey: `mini-sweep-${process.pid}`,
    },
    login.accessToken,
  )
  const caller = { merchantId: MERCHANT, userId: login.userId, lang: 'zh-CN', fallback: 'zh-CN', countryCode: '86', cellphone }
  const paid = await server.app.payments.service.pay(caller, {
    transactionIds: order.unPaidTransactionIds,
    paymentProduct: 'ALIPAY_HK_WAP',
    platform: 'H5',
    idempotencyKey: `mini-sweep-pay-${process.pid}`,
    baseUrl: server.localUrl,
  })
  if (!paid.ok || !paid.value) throw new Error(`paying the sweep's order failed: ${paid.reason}`)
  const trade = await one(sql`select trade_no from payments where payment_id = ${paid.value.paymentId}`, 'payment attempt')
  await server.app.payments.gateway.complete(String(trade.trade_no), 'PAY')
  await server.app.payments.runNotifications()
  const ticket = await one(sql`select ticket_id from tickets where order_id = ${order.orderId} limit 1`, 'ticket of the paid order')

  const seated = await one(
    sql`select m.show_id, m.session_id from seat_maps m join catalog_shows sh on sh.merchant_id = m.merchant_id and sh.show_id = m.show_id
      where m.merchant_id = ${MERCHANT} and m.mode = 'OWN' and sh.show_detail_status = 'ON_SALE' order by m.session_id limit 1`,
    'on-sale show with its own seat map',
  )
  const show = await one(sql`select venue_id from catalog_shows where merchant_id = ${MERCHANT} and show_id = ${seated.show_id}`, 'venue')
  const venue = await one(sql`select lat, lng from catalog_venues where merchant_id = ${MERCHANT} and venue_id = ${show.venue_id}`, 'venue coordinates')
  // The demo shop's new-buyer coupon (server/src/seed/coupons.ts), received as a buyer does.
  const coupon = await api<{ couponId: string }>('POST', '/buyer/cyy/v1/coupons/obtain', { couponTemplateId: 'MO-CP-NEW' }, login.accessToken)
  const preSale = await one(sql`select show_id from catalog_shows where merchant_id = ${MERCHANT} and show_detail_status = 'PRE_SALE' order by show_id limit 1`, 'pre-sale show')
  const group = await one(sql`select show_group_id from catalog_show_groups where merchant_id = ${MERCHANT} limit 1`, 'show group')
  const tour = await one(sql`select tour_id from catalog_tours where merchant_id = ${MERCHANT} limit 1`, 'tour')
  const topic = await one(sql`select topic_id from catalog_layouts where merchant_id = ${MERCHANT} and page = 'TOPIC' and status = 'PUBLISHED' limit 1`, 'topic')
  const doc = await one(sql`select doc_id from merchant_documents where merchant_id = ${MERCHANT} order by doc_id limit 1`, 'document')

  const out: SweepStorefront = {
    url: server.localUrl,
    merchantId: MERCHANT,
    session: { accessToken: login.accessToken, refreshToken: login.refreshToken, userId: login.userId, email: '', countryCode: '86' },
    ids: {
      showId: String(seated.show_id),
      sessionId: String(seated.session_id),
      preSaleShowId: String(preSale.show_id),
      groupShowId: String(group.show_group_id),
      tourId: String(tour.tour_id),
      venueId: String(show.venue_id),
      venueLat: Number(venue.lat),
      venueLng: Number(venue.lng),
      topicId: String(topic.topic_id),
      documentId: String(doc.doc_id),
      orderId: order.orderId,
      ticketId: String(ticket.ticket_id),
      couponId: coupon.couponId,
    },
  }
  process.stdout.write(`SWEEP_STOREFRONT ${JSON.stringify(out)}\n`)
  // The sweep holds stdin open while it runs: its end (the parent gone, however) stops the server.
  process.stdin.on('end', () => void stop())
  process.stdin.resume()
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
