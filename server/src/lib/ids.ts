/**
 * Ids that read as a time and a number (orders, goods orders, cards, offers: `<prefix><ms><6 digits>`,
 * the shape buyers see as order numbers). The six digits count up from a random start in each
 * process, so two ids made in one process never meet, whatever the clock says (a burst in one
 * millisecond, or a frozen test clock); ids of two processes in the same millisecond could, with a
 * tiny chance, and the order insert retries on its primary key (orders/create.ts).
 */
import { randomInt } from 'node:crypto'

const SPAN = 1_000_000
let next = randomInt(0, SPAN)

export function timeOrderedId(prefix: string, now: number): string {
  const n = next
  next = (next + 1) % SPAN
  return `${prefix}${now}${String(n).padStart(6, '0')}`
}

/** Whether `err` is PostgreSQL refusing a row whose primary key `constraint` exists already. */
export function isDuplicateKey(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint_name?: string; constraint?: string; cause?: { code?: string; constraint_name?: string; constraint?: string } }
  const c = e?.cause ?? e
  return c?.code === '23505' && (c.constraint_name ?? c.constraint) === constraint
}
