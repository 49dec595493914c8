/**
 * Payment benchmark (part of `npm run bench`): 1,000 paid orders (PAY_ORDERS) whose sandbox
 * notifications reach the notify endpoint with duplicates mixed in (PAY_DUPLICATES, default 30 % of
 * them sent again, all shuffled) at PAY_CONCURRENCY (32) in flight. Runs in-process on a throwaway
 * PostgreSQL database (PGlite when none is reachable). Reports notifications/s processed and whether
 * the ledger balances and every order got exactly its tickets; writes bench/results/payments.json/.md.
 * Figures are measurements; nothing here is a test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { DEMO_MERCHANTS } from '../../types/api.js'
import { openDatabase, type DbHandle } from '../../server/src/db/client.js'
import { migrateDatabase } from '../../server/src/db/migrate.js'
import { orderShowRules } from '../../server/src/db/schema.js'
import { buildApp } from '../../server/src/app.js'
import { createOrdersService } from '../../server/src/modules/orders/service.js'
import { checkLedger } from '../../server/src/modules/payments/index.js'
import type { Delivery } from '../../server/src/payments/sandbox/notifier.js'
import { seedAll } from '../../server/src/seed/index.js'
import { ROOT, throwawayPostgres } from './lib.mjs'

const ORDERS = Number(process.env.PAY_ORDERS ?? 1000)
const DUPLICATES = Number(process.env.PAY_DUPLICATES ?? 0.3)
const CONCURRENCY = Number(process.env.PAY_CONCURRENCY ?? 32)
const MERCHANT = DEMO_MERCHANTS.MACAU
const BUYERS = 50

async function open(): Promise<{ handle: DbHandle; kind: string; drop: () => Promise<void> }> {
  const pg = await throwawayPostgres()
  if (pg) return { handle: await openDatabase({ databaseUrl: pg.url, maxConnections: CONCURRENCY + 4 }), kind: 'postgres', drop: pg.drop }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pay-'))
  return { handle: await openDatabase({ dataDir: dir }), kind: 'pglite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

function shuffle<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[xs[i], xs[j]] = [xs[j] as T, xs[i] as T]
  }
  return xs
}

async function main(): Promise<void> {
  const { handle, kind, drop } = await open()
  try {
    await migrateDatabase(handle)
    await seedAll(handle.db)
    const db = handle.db
    const captured: Delivery[] = []
    const app = await buildApp({
      db: handle,
      logger: false,
      orders: { sweepIntervalMs: 0 },
      payments: { notifyIntervalMs: 0, reconcileIntervalMs: 0, deliver: async (d) => (captured.push(d), false) },
    })
    await app.ready()

    // Setup (not measured): one tier big enough, 1,000 unpaid orders of one ticket, each paid at the sandbox.
    const [tier] = (await db.execute(sql`
      select s.seat_plan_id, s.session_id, s.show_id, p.price_cents from order_stock s
      join catalog_seat_plans p on p.merchant_id = s.merchant_id and p.seat_plan_id = s.seat_plan_id
      join catalog_shows sh on sh.merchant_id = s.merchant_id and sh.show_id = s.show_id
      where s.merchant_id = ${MERCHANT} and sh.show_detail_status = 'ON_SALE' and p.price_cents > 0 and s.sold = 0
        and not exists (select 1 from seat_maps m where m.merchant_id = s.merchant_id and m.session_id = s.session_id)
      order by s.seat_plan_id limit 1`)) as unknown as Array<Record<string, unknown>>
    if (!tier) throw new Error('no demo tier to sell')
    const seatPlanId = String(tier.seat_plan_id)
    await db.execute(sql`update order_stock set capacity = ${ORDERS + 10} where merchant_id = ${MERCHANT} and seat_plan_id = ${seatPlanId}`)
    await db.execute(sql`update catalog_sessions set status = 'ON_SALE' where merchant_id = ${MERCHANT} and session_id = ${String(tier.session_id)}`)
    // The bench's own rules for that show, whatever the demo seeded (a hot show's 2 per buyer, real names, an agreement).
    const rules = { maxPerOrder: 6, maxPerBuyer: ORDERS, realNameRequired: false, agreement: null, agreementNeedReadAll: false }
    await db
      .insert(orderShowRules)
      .values({ merchantId: MERCHANT, showId: String(tier.show_id), ...rules })
      .onConflictDoUpdate({ target: [orderShowRules.merchantId, orderShowRules.showId], set: rules })
    const orders = createOrdersService(db)
    const line = { showId: String(tier.show_id), sessionId: String(tier.session_id), seatPlanId, qty: 1 }
    const t0 = Date.now()
    for (let i = 0; i < ORDERS; i++) {
      const caller = { merchantId: MERCHANT, userId: `bench-buyer-${i % BUYERS}`, lang: 'zh-CN' as const, fallback: 'zh-CN' as const }
      const created = await orders.createOrder(caller, { lines: [line], payAmount: Number(tier.price_cents), deliverMethod: 'E_TICKET', idempotencyKey: `bench-order-${i}` })
      if (!created.ok) throw new Error(`order ${i}: ${created.reason}`)
      const paid = await app.payments.service.pay(
        { ...caller, countryCode: '86', cellphone: null },
        { transactionIds: created.value.unPaidTransactionIds, paymentProduct: 'ALIPAY_HK_WAP', platform: 'H5', idempotencyKey: `bench-pay-${i}`, baseUrl: 'http://bench' },
      )
      if (!paid.ok) throw new Error(`pay ${i}: ${paid.reason}`)
      const [row] = (await db.execute(sql`select trade_no from payments where payment_id = ${paid.value.paymentId}`)) as unknown as Array<{ trade_no: string }>
      await app.payments.gateway.complete(String(row?.trade_no), 'PAY')
    }
    await app.payments.runNotifications()
    console.log(`setup: ${ORDERS} orders paid at the sandbox in ${((Date.now() - t0) / 1000).toFixed(1)} s`)

    // Measured: every notification once plus duplicates, shuffled, CONCURRENCY in flight.
    const unique = [...new Map(captured.map((d) => [d.notifyId, d])).values()]
    const dupes = unique.filter(() => Math.random() < DUPLICATES)
    const work = shuffle([...unique, ...dupes])
    let next = 0
    let acked = 0
    const started = process.hrtime.bigint()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < work.length) {
          const d = work[next++] as Delivery
          const res = await app.inject({ method: 'POST', url: d.url, headers: d.headers, payload: d.body })
          if (res.statusCode === 200 && res.body === 'success') acked++
        }
      }),
    )
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const ledger = await checkLedger(db, MERCHANT)
    const [ticketRow] = (await db.execute(sql`select count(*)::int as n, count(distinct order_id)::int as o from tickets where seat_plan_id = ${seatPlanId}`)) as unknown as Array<{ n: number; o: number }>
    const result = {
      date: new Date().toISOString(),
      db: kind,
      machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30) },
      orders: ORDERS,
      notifications: work.length,
      duplicates: dupes.length,
      concurrency: CONCURRENCY,
      acknowledged: acked,
      seconds: Number(seconds.toFixed(3)),
      notificationsPerSecond: Math.round(work.length / seconds),
      tickets: Number(ticketRow?.n ?? 0),
      ordersWithTickets: Number(ticketRow?.o ?? 0),
      ledger: { ok: ledger.ok, captured: ledger.captured, refunded: ledger.refunded, paidOrders: ledger.paidOrders, problems: ledger.problems },
    }
    const out = path.join(ROOT, 'bench', 'results')
    fs.mkdirSync(out, { recursive: true })
    fs.writeFileSync(path.join(out, 'payments.json'), JSON.stringify(result, null, 2))
    fs.writeFileSync(
      path.join(out, 'payments.md'),
      `# payments ${result.date}\n\n${ORDERS} paid orders on ${kind}, ${work.length} notifications (${dupes.length} duplicates) at ${CONCURRENCY} in flight.\n\n` +
        `| notifications/s | seconds | acknowledged | tickets | orders with tickets | ledger balances |\n|---|---|---|---|---|---|\n` +
        `| ${result.notificationsPerSecond} | ${result.seconds} | ${acked}/${work.length} | ${result.tickets} | ${result.ordersWithTickets}/${ORDERS} | ${ledger.ok ? 'yes' : `NO: ${ledger.problems.join('; ')}`} |\n`,
    )
    console.log(JSON.stringify({ notificationsPerSecond: result.notificationsPerSecond, tickets: result.tickets, ledgerOk: ledger.ok }))
    console.log('written bench/results/payments.json and payments.md')
    await app.close()
  } finally {
    await handle.close()
    await drop()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
