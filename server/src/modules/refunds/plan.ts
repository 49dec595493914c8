/**
 * What each ticket of an order would give back now: its share of the pay amount, the fee of the tier in
 * force for its session, and why it cannot be refunded when it cannot. Pure over rows the service loads,
 * so the overview the buyer sees and the request that moves money compute the same figures.
 */
import type { RefundBlock } from '../../../../types/refunds.js'
import type { ItemRow, RefundTicketRow, TicketRow } from './repository.js'
import { feeOf, shares, tierAt, type RefundRule } from './rules.js'

export interface TicketPlan {
  ticket: TicketRow
  grossCents: number
  feeCents: number
  amountCents: number
  block: RefundBlock
}

export interface PlanInput {
  tickets: TicketRow[]
  /** The order's buyer: a ticket another account now holds (accepted transfer) is no longer theirs to refund. */
  buyerId: string
  /** Tickets sent to someone and not yet accepted, cancelled or expired: the sender must cancel first. */
  inTransfer: Set<string>
  payAmountCents: number
  /** Rule per show id. */
  rules: Map<string, RefundRule>
  /** Session start per session id. */
  starts: Map<string, Date>
  now: number
}

export function planTickets(p: PlanInput): TicketPlan[] {
  const share = shares(
    p.tickets.map((t) => ({ ticketId: t.ticketId, priceCents: t.priceCents })),
    p.payAmountCents,
  )
  return p.tickets.map((t) => {
    const grossCents = share.get(t.ticketId) ?? 0
    const rule = p.rules.get(t.showId)
    const start = p.starts.get(t.sessionId)?.getTime() ?? 0
    const tier = rule ? tierAt(rule, start, p.now) : null
    let block: RefundBlock = ''
    if (t.state === 'ADMITTED') block = 'ADMITTED'
    else if (t.state === 'REFUNDED') block = 'REFUNDED'
    else if (t.state !== 'VALID') block = 'NOT_VALID'
    else if (t.userId !== p.buyerId) block = 'TRANSFERRED'
    else if (p.inTransfer.has(t.ticketId)) block = 'IN_TRANSFER'
    else if (!rule?.allowed) block = 'NOT_ALLOWED'
    else if (!tier) block = 'WINDOW_CLOSED'
    const feeCents = tier ? feeOf(grossCents, tier.feeBp) : 0
    return { ticket: t, grossCents, feeCents, amountCents: grossCents - feeCents, block }
  })
}

/**
 * The stock shard each refunded ticket's place goes back to: a line's allocations, minus the places
 * earlier refunds and rebooks of the line gave back, filled shard by shard in order. Throws when a line has no
 * place left to give (the books and the tickets disagree: better no refund than a negative count).
 */
export function shardsFor(items: ItemRow[], earlier: Array<Pick<RefundTicketRow, 'lineNo' | 'shard'>>, refunding: TicketRow[]): Map<string, number> {
  const left = new Map<number, Array<{ shard: number; qty: number }>>()
  for (const it of items) left.set(it.lineNo, it.allocations.map((a) => ({ ...a })).sort((a, b) => a.shard - b.shard))
  const take = (lineNo: number, shard: number) => {
    const slot = left.get(lineNo)?.find((a) => a.shard === shard)
    if (slot) slot.qty--
  }
  for (const e of earlier) take(e.lineNo, e.shard)
  const out = new Map<string, number>()
  for (const t of refunding) {
    const slot = left.get(t.lineNo)?.find((a) => a.qty > 0)
    if (!slot) throw new Error(`refunds: line ${t.lineNo} of order ${t.orderId} has no sold place left to release`)
    slot.qty--
    out.set(t.ticketId, slot.shard)
  }
  return out
}

/**
 * The refunded tickets' share of the points the order still holds: their ticket prices against those of
 * every ticket not refunded yet (them included), so the shares of an order's refunds add up to its whole
 * deduction (the last refund gives back all that is left). Counts stand in for prices of free tickets.
 */
export function pointsShare(plans: TicketPlan[], refunding: TicketPlan[]): { part: number; whole: number } {
  const open = plans.filter((p) => p.ticket.state !== 'REFUNDED')
  const price = (list: TicketPlan[]) => list.reduce((sum, p) => sum + p.ticket.priceCents, 0)
  const whole = price(open)
  return whole > 0 ? { part: price(refunding), whole } : { part: refunding.length, whole: open.length }
}
