/**
 * Venue reservation rules: the reservable places and one with its upcoming slots; reserving (people
 * and contact checked, the places taken in the reservation's transaction, one active reservation per
 * buyer and slot, idempotent retries); the buyer's reservations; cancelling before the slot starts
 * (the places given back). Another buyer's reservation answers "not found" exactly like a missing one.
 */
import { randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { ReservationSlot, ReservationVenueCard, ReservationVenueDetail, ReservationView, ReserveRequest, SlotState } from '../../../../types/reservations.js'
import { pickTranslation } from '../../i18n/translations.js'
import { reservationStatusTitle, rsm, type ReservationMessageKey } from './messages.js'
import type { ReservationRow, ReservationsRepository, SlotRow, VenueRow } from './repository.js'
import { checkRequest } from './validate.js'

export interface Caller {
  merchantId: string
  userId: string | null
  lang: Lang
  fallback: Lang
}
type Buyer = Caller & { userId: string }

export type ReservationFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'PAST' | 'FULL' | 'ALREADY' | 'NOT_CANCELLABLE'
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: ReservationFailureReason; message: string }

export interface ReservationsService {
  venues(caller: Caller): Promise<ReservationVenueCard[]>
  venue(caller: Caller, venueId: string): Promise<Outcome<ReservationVenueDetail>>
  reserve(caller: Buyer, body: ReserveRequest): Promise<Outcome<ReservationView>>
  mine(caller: Buyer): Promise<ReservationView[]>
  one(caller: Buyer, reservationId: string): Promise<Outcome<ReservationView>>
  cancel(caller: Buyer, reservationId: string): Promise<Outcome<ReservationView>>
}

export interface ReservationsDeps {
  now: () => number
  /** TEST ONLY: read taken, then write it back plus the people with no guard (the race test's control). */
  testOnlyUnlocked?: boolean
}

class Refused extends Error {
  constructor(readonly reason: ReservationFailureReason, readonly key: ReservationMessageKey) {
    super(reason)
  }
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } }
  return (e?.code ?? e?.cause?.code) === '23505'
}

export function createReservationsService(repo: ReservationsRepository, deps: ReservationsDeps): ReservationsService {
  const tr = (c: Caller, t: Record<string, string> | null | undefined) => pickTranslation(t ?? {}, c.lang, c.fallback)
  const refuse = <T>(c: Caller, reason: ReservationFailureReason, key: ReservationMessageKey, vars: Record<string, string | number> = {}): Outcome<T> => ({ ok: false, reason, message: rsm(c.lang, key, vars) })

  function slotView(s: SlotRow, now: number): ReservationSlot {
    const state: SlotState = s.startTime.getTime() <= now ? 'PAST' : s.taken >= s.capacity ? 'FULL' : 'OPEN'
    return { slotId: s.slotId, startTime: s.startTime.getTime(), endTime: s.endTime.getTime(), capacity: s.capacity, remaining: Math.max(0, s.capacity - s.taken), state }
  }

  function card(c: Caller, v: VenueRow, slots: SlotRow[]): ReservationVenueCard {
    const now = deps.now()
    return {
      venueId: v.venueId,
      name: tr(c, v.name),
      address: tr(c, v.address),
      posterUrl: v.posterUrl,
      utcOffset: v.utcOffset,
      openSlots: slots.filter((s) => s.venueId === v.venueId && slotView(s, now).state === 'OPEN').length,
    }
  }

  async function view(c: Caller, r: ReservationRow): Promise<ReservationView> {
    const slot = await repo.findSlot(c.merchantId, r.slotId)
    const venue = await repo.findVenue(c.merchantId, r.venueId)
    return {
      reservationId: r.reservationId,
      venueId: r.venueId,
      venueName: venue ? tr(c, venue.name) : '',
      address: venue ? tr(c, venue.address) : '',
      slotId: r.slotId,
      startTime: slot?.startTime.getTime() ?? 0,
      endTime: slot?.endTime.getTime() ?? 0,
      utcOffset: venue?.utcOffset ?? 480,
      people: r.people,
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      status: r.status,
      statusTitle: reservationStatusTitle(c.lang, r.status),
      createdAt: r.createdAt.getTime(),
      canCancel: r.status === 'RESERVED' && !!slot && slot.startTime.getTime() > deps.now(),
    }
  }

  async function takePlaces(tx: ReservationsRepository, c: Caller, slot: SlotRow, people: number, now: Date): Promise<void> {
    if (!deps.testOnlyUnlocked) {
      if (await tx.takePlaces(c.merchantId, slot.slotId, people, now)) return
      const fresh = await tx.findSlot(c.merchantId, slot.slotId)
      if (!fresh || fresh.startTime <= now) throw new Refused('PAST', 'res.past')
      throw new Refused('FULL', 'res.full')
    }
    const read = await tx.findSlot(c.merchantId, slot.slotId)
    if (!read || read.taken + people > read.capacity) throw new Refused('FULL', 'res.full')
    await new Promise((r) => setTimeout(r, 5))
    await tx.writeTaken(c.merchantId, slot.slotId, read.taken + people)
  }

  return {
    async venues(c) {
      const list = await repo.listVenues(c.merchantId)
      const slots = await repo.slotsOf(c.merchantId, list.map((v) => v.venueId), new Date(deps.now()))
      return list.map((v) => card(c, v, slots))
    },

    async venue(c, venueId) {
      const v = await repo.findVenue(c.merchantId, venueId)
      if (!v) return refuse(c, 'NOT_FOUND', 'res.venueNotFound')
      const now = deps.now()
      const slots = await repo.slotsOf(c.merchantId, [venueId], new Date(now))
      return { ok: true, value: { ...card(c, v, slots), intro: tr(c, v.intro), maxPeople: v.maxPeople, slots: slots.map((s) => slotView(s, now)) } }
    },

    async reserve(c, body) {
      const slot = await repo.findSlot(c.merchantId, body.slotId)
      const venue = slot ? await repo.findVenue(c.merchantId, slot.venueId) : null
      if (!slot || !venue) return refuse(c, 'NOT_FOUND', 'res.slotNotFound')
      if (body.idempotencyKey) {
        const earlier = await repo.findByKey(c.merchantId, c.userId, body.idempotencyKey)
        if (earlier) return { ok: true, value: await view(c, earlier) }
      }
      const checked = checkRequest(body, venue.maxPeople, c.lang)
      if (!checked.ok) return { ok: false, reason: 'BAD_REQUEST', message: checked.message }
      const now = new Date(deps.now())
      if (slot.startTime <= now) return refuse(c, 'PAST', 'res.past')
      try {
        const row = await repo.transaction(async (tx) => {
          await takePlaces(tx, c, slot, body.people, now)
          return tx.insert({
            merchantId: c.merchantId,
            reservationId: `RS${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
            venueId: slot.venueId,
            slotId: slot.slotId,
            userId: c.userId,
            status: 'RESERVED',
            people: body.people,
            contactName: checked.name,
            contactPhone: checked.phone,
            idempotencyKey: body.idempotencyKey ?? null,
            createdAt: now,
            updatedAt: now,
          })
        })
        return { ok: true, value: await view(c, row) }
      } catch (err) {
        if (err instanceof Refused) return refuse(c, err.reason, err.key)
        // A concurrent retry with the same key committed first: answer with its reservation.
        const again = body.idempotencyKey ? await repo.findByKey(c.merchantId, c.userId, body.idempotencyKey) : null
        if (again) return { ok: true, value: await view(c, again) }
        // The buyer's active reservation of this slot (perhaps committed a moment ago): the places went back with the rollback.
        if (isUniqueViolation(err)) return refuse(c, 'ALREADY', 'res.already')
        throw err
      }
    },

    async mine(c) {
      const rows = await repo.listMine(c.merchantId, c.userId)
      const out: ReservationView[] = []
      for (const r of rows) out.push(await view(c, r))
      return out
    },

    async one(c, reservationId) {
      const r = await repo.find(c.merchantId, c.userId, reservationId)
      if (!r) return refuse(c, 'NOT_FOUND', 'res.notFound')
      return { ok: true, value: await view(c, r) }
    },

    async cancel(c, reservationId) {
      const r = await repo.find(c.merchantId, c.userId, reservationId)
      if (!r) return refuse(c, 'NOT_FOUND', 'res.notFound')
      const slot = await repo.findSlot(c.merchantId, r.slotId)
      if (r.status !== 'RESERVED' || !slot || slot.startTime.getTime() <= deps.now()) return refuse(c, 'NOT_CANCELLABLE', 'res.notCancellable')
      const cancelled = await repo.transaction(async (tx) => {
        const row = await tx.cancel(c.merchantId, c.userId, reservationId, new Date(deps.now()))
        if (row) await tx.givePlaces(c.merchantId, row.slotId, row.people)
        return row
      })
      if (!cancelled) return refuse(c, 'NOT_CANCELLABLE', 'res.notCancellable')
      return { ok: true, value: await view(c, cancelled) }
    },
  }
}
