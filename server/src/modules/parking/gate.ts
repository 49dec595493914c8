/**
 * A car park's gate, server to server: it tells the shop a car came in (ENTER: its stay begins, the
 * stay buyers then pay) and asks whether a car may go out (EXIT: the barrier opens only when nothing is
 * due — the fee paid, within the grace after paying, or within the free minutes; the stay then ends).
 *
 * Every event is signed by the gate with its car park's key (parking_lots.gate_secret):
 * `x-gate-signature` = hex HMAC-SHA256(key, `${merchantId}\n${lotId}\n${x-gate-timestamp}\n${body}`)
 * over the body's exact bytes, with a timestamp (ms) within five minutes of the server's clock. A car
 * park without a key has no gate and takes no events. A replayed event changes nothing: a car already
 * in stays one stay, a car already out has no stay to end.
 *
 * An exit and a payment of the same stay take turns on the stay's row lock, so a car is never let out
 * while its fee is being settled as owed, and a payment settled after the car left owing nothing is
 * refunded (service.ts parkingPaidMeanwhile: whatever let it out had paid the stay more).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { isPlate, normalisePlate } from '../../../../types/parking.js'
import type { Db } from '../../db/client.js'
import { createParkingRepository, type LotRow } from './repository.js'
import { exitBy, feeAt } from './stay-fee.js'

export const GATE_CLOCK_SKEW_MS = 5 * 60_000

export interface GateRequest {
  merchantId: string
  lotId: string
  timestamp: string | undefined
  signature: string | undefined
  rawBody: string
}

export interface GateAnswer {
  kind: 'ENTER' | 'EXIT'
  currency: string
  /** Whether the barrier opens. */
  open: boolean
  plate: string
  enteredAt: number
  /** Still to pay before the car may go out (EXIT refused), else 0. */
  dueCents: number
  /** Until when the car may go out without paying more (ENTER, or EXIT refused with nothing due: never). */
  exitBy: number | null
}

export type GateFailure = 'UNKNOWN_LOT' | 'BAD_SIGNATURE' | 'STALE' | 'BAD_EVENT' | 'NO_STAY'
export type GateOutcome = { ok: true; value: GateAnswer } | { ok: false; reason: GateFailure }

/** The signature a gate sends with an event (also what a test or a gate's integrator computes). */
export function gateSignature(secret: string, merchantId: string, lotId: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${merchantId}\n${lotId}\n${timestamp}\n${rawBody}`).digest('hex')
}

function authentic(lot: LotRow, req: GateRequest): boolean {
  if (!lot.gateSecret || !req.signature || !req.timestamp) return false
  const expected = Buffer.from(gateSignature(lot.gateSecret, req.merchantId, req.lotId, req.timestamp, req.rawBody))
  const given = Buffer.from(req.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function parseEvent(rawBody: string): { kind: 'ENTER' | 'EXIT'; plate: string } | undefined {
  try {
    const body = JSON.parse(rawBody) as { kind?: unknown; plate?: unknown }
    if ((body.kind !== 'ENTER' && body.kind !== 'EXIT') || typeof body.plate !== 'string') return undefined
    const plate = normalisePlate(body.plate)
    return isPlate(plate) ? { kind: body.kind, plate } : undefined
  } catch {
    return undefined
  }
}

export function createGateService(db: Db, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now
  const repo = createParkingRepository(db)

  return {
    /** The language a gate's screen speaks when its request names none: the shop's. */
    shopLang: (merchantId: string) => repo.shopLang(merchantId),

    async event(req: GateRequest): Promise<GateOutcome> {
      const lot = await repo.lot(req.merchantId, req.lotId)
      if (!lot || !lot.gateSecret) return { ok: false, reason: 'UNKNOWN_LOT' }
      if (!authentic(lot, req)) return { ok: false, reason: 'BAD_SIGNATURE' }
      const at = now()
      const sent = Number(req.timestamp)
      if (!Number.isFinite(sent) || Math.abs(at - sent) > GATE_CLOCK_SKEW_MS) return { ok: false, reason: 'STALE' }
      const event = parseEvent(req.rawBody)
      if (!event) return { ok: false, reason: 'BAD_EVENT' }
      return event.kind === 'ENTER' ? enter(lot, event.plate, at) : leave(lot, event.plate, at)
    },
  }

  /** The car's stay begins, unless it is in already (a replayed or repeated entry). */
  async function enter(lot: LotRow, plate: string, at: number): Promise<GateOutcome> {
    await repo.insertStayIfNone({ stayId: `S${randomUUID().replace(/-/g, '').slice(0, 24)}`, merchantId: lot.merchantId, lotId: lot.lotId, plate, enteredAt: new Date(at) })
    const stay = await repo.openStay(lot.merchantId, lot.lotId, plate)
    if (!stay) return { ok: false, reason: 'NO_STAY' }
    const fee = feeAt(lot, stay, at)
    return { ok: true, value: { kind: 'ENTER', currency: lot.currency, open: true, plate, enteredAt: stay.enteredAt.getTime(), dueCents: fee.dueCents, exitBy: exitBy(lot, stay, fee.dueCents) } }
  }

  /** The barrier opens and the stay ends when nothing is due; otherwise it stays shut and says what is. */
  async function leave(lot: LotRow, plate: string, at: number): Promise<GateOutcome> {
    return db.transaction(async (sp): Promise<GateOutcome> => {
      const tx = createParkingRepository(sp as unknown as Db)
      const found = await tx.openStay(lot.merchantId, lot.lotId, plate)
      const stay = found ? await tx.lockStay(found.stayId) : null
      if (!stay || stay.exitedAt) return { ok: false, reason: 'NO_STAY' }
      const fee = feeAt(lot, stay, at)
      const answer = { kind: 'EXIT' as const, currency: lot.currency, plate, enteredAt: stay.enteredAt.getTime(), dueCents: fee.dueCents, exitBy: exitBy(lot, stay, fee.dueCents) }
      if (fee.dueCents > 0) return { ok: true, value: { ...answer, open: false } }
      await tx.endStay(stay.stayId, new Date(at))
      return { ok: true, value: { ...answer, open: true } }
    })
  }
}

export type GateService = ReturnType<typeof createGateService>
