/**
 * The books must balance: for every order, what the ledger captured minus what it refunded equals the
 * order's pay amount when the order is paid (Succeeded) and zero otherwise, less what buyer refunds
 * gave back; and every sandbox trade
 * agrees with our side (a captured trade has exactly one CAPTURE for its attempt, a refunded one one
 * REFUND, in the attempt's amounts). Tests run it at the end; operators can run it any time.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { rowsOf } from '../../db/raw.js'

export interface LedgerReport {
  ok: boolean
  captured: number
  refunded: number
  /** Sum of pay amounts of paid (Succeeded) orders that went through a payment. */
  paidOrders: number
  problems: string[]
}


/**
 * Buyer refunds (refunds module, order_refunds): an order keeps what it paid minus what its finished
 * refunds gave back, whether it is still Succeeded (some tickets refunded) or Refunded_Ticket (all of
 * them; fees may stay). A refund still REFUNDING has moved no money yet, so it counts for nothing.
 */
const BUYER_REFUNDED = sql.raw(`coalesce((select sum(r.amount_cents) from order_refunds r where r.order_id = o.order_id and r.state = 'REFUNDED'), 0)`)
const HAS_BUYER_REFUNDS = sql.raw(`(o.state = 11 and exists(select 1 from order_refunds r where r.order_id = o.order_id))`)
const EXPECTED = sql`(case when o.state = 9 or ${HAS_BUYER_REFUNDS} then o.pay_amount_cents - ${BUYER_REFUNDED} else 0 end)`

export async function checkLedger(db: Db, merchantId?: string): Promise<LedgerReport> {
  const m = merchantId ?? null
  const problems: string[] = []

  const totals = rowsOf(
    await db.execute(sql`
      select
        coalesce(sum(case when kind = 'CAPTURE' then amount_cents end), 0)::bigint as captured,
        coalesce(sum(case when kind = 'REFUND' then amount_cents end), 0)::bigint as refunded
      from payment_ledger where (${m}::text is null or merchant_id = ${m}::text)`),
  )[0] ?? { captured: 0, refunded: 0 }
  const paid = rowsOf(
    await db.execute(sql`
      select coalesce(sum(o.pay_amount_cents - ${BUYER_REFUNDED}), 0)::bigint as paid from orders o
      where (o.state = 9 or ${HAS_BUYER_REFUNDS}) and o.pay_amount_cents > 0 and (${m}::text is null or o.merchant_id = ${m}::text)`),
  )[0] ?? { paid: 0 }

  // Per order: net money == what the order says it is worth now.
  const perOrder = rowsOf(
    await db.execute(sql`
      with net as (
        select order_id, sum(case when kind = 'CAPTURE' then amount_cents else -amount_cents end)::bigint as net
        from payment_ledger where (${m}::text is null or merchant_id = ${m}::text) group by order_id
      )
      select o.order_id, o.state, o.pay_amount_cents, o.refund_state, coalesce(n.net, 0)::bigint as net, ${EXPECTED} as expected
      from orders o left join net n on n.order_id = o.order_id
      where (${m}::text is null or o.merchant_id = ${m}::text)
        and (n.order_id is not null or (o.state = 9 and o.pay_amount_cents > 0))
        and coalesce(n.net, 0) <> ${EXPECTED}
      limit 20`),
  )
  for (const r of perOrder) {
    problems.push(`order ${String(r.order_id)} (state ${String(r.state)}, refund ${String(r.refund_state)}): ledger net ${String(r.net)} ≠ ${String(r.expected)}`)
  }

  // Sandbox side: captured trades ↔ CAPTURE entries, refunds ↔ REFUND entries, in the attempt's amounts.
  const sandbox = rowsOf(
    await db.execute(sql`
      select t.trade_no, t.state, t.amount_cents, t.refunded_cents, p.payment_id, p.provider_amount_cents,
        exists(select 1 from payment_ledger l where l.payment_id = p.payment_id and l.kind = 'CAPTURE') as has_capture,
        exists(select 1 from payment_ledger l where l.payment_id = p.payment_id and l.kind = 'REFUND') as has_refund
      from sandbox_trades t left join payments p on p.payment_id = t.out_trade_no
      where (${m}::text is null or t.merchant_id = ${m}::text)
        and (
          p.payment_id is null
          or (t.state = 'TRADE_SUCCESS') <> exists(select 1 from payment_ledger l where l.payment_id = p.payment_id and l.kind = 'CAPTURE')
          or (t.refunded_cents > 0) <> exists(select 1 from payment_ledger l where l.payment_id = p.payment_id and l.kind = 'REFUND')
          or t.refunded_cents <> (
            case when exists(select 1 from payment_ledger l where l.payment_id = p.payment_id and l.kind = 'REFUND' and l.refund_id is null) then t.amount_cents else 0 end
            + coalesce((select sum(r.provider_amount_cents) from order_refunds r where r.payment_id = p.payment_id and r.state = 'REFUNDED'), 0))
          or t.amount_cents <> p.provider_amount_cents
        )
      limit 20`),
  )
  for (const r of sandbox) {
    problems.push(
      `sandbox trade ${String(r.trade_no)} (${String(r.state)}, ${String(r.amount_cents)}, refunded ${String(r.refunded_cents)}) disagrees with payment ${String(r.payment_id)} (capture ${String(r.has_capture)}, refund ${String(r.has_refund)})`,
    )
  }

  const captured = Number(totals.captured)
  const refunded = Number(totals.refunded)
  const paidOrders = Number(paid.paid)
  if (captured - refunded !== paidOrders) problems.push(`captured ${captured} − refunded ${refunded} ≠ paid orders ${paidOrders}`)
  return { ok: problems.length === 0, captured, refunded, paidOrders, problems }
}
