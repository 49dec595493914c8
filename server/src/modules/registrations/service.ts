/**
 * Open-show registration rules: the list and detail of open shows, registering with the merchant's
 * form (answers checked, one place taken in the transaction, the buyer's limit per show), the buyer's
 * registrations with their signed entrance codes, and cancelling (the place given back). Another
 * buyer's registration answers "not found" exactly like a missing one.
 */
import { randomUUID } from 'node:crypto'
import type { Lang } from '../../../../types/lang.js'
import type { OpenShowCard, OpenShowDetail, OpenShowState, RegisterRequest, RegistrationView } from '../../../../types/registrations.js'
import type { StoredRegistrationField } from '../../db/schema-registrations.js'
import { pickTranslation } from '../../i18n/translations.js'
import { signCode } from '../tickets/code.js'
import type { KeyStore } from '../tickets/keys.js'
import { checkAnswers, presentField } from './form.js'
import { rgm, statusTitle, type RegistrationMessageKey } from './messages.js'
import type { OpenShowRow, RegistrationRow, RegistrationsRepository } from './repository.js'

export interface Caller {
  merchantId: string
  userId: string | null
  lang: Lang
  fallback: Lang
}

export type RegistrationFailureReason = 'NOT_FOUND' | 'BAD_REQUEST' | 'CLOSED' | 'FULL' | 'LIMIT' | 'NOT_CANCELLABLE'
export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: RegistrationFailureReason; message: string }

export interface RegistrationsService {
  list(caller: Caller): Promise<OpenShowCard[]>
  detail(caller: Caller, openShowId: string): Promise<Outcome<OpenShowDetail>>
  register(caller: Caller & { userId: string }, openShowId: string, body: RegisterRequest): Promise<Outcome<RegistrationView>>
  mine(caller: Caller & { userId: string }): Promise<RegistrationView[]>
  one(caller: Caller & { userId: string }, registrationId: string): Promise<Outcome<RegistrationView>>
  cancel(caller: Caller & { userId: string }, registrationId: string): Promise<Outcome<RegistrationView>>
}

export interface RegistrationsDeps {
  now: () => number
  /** TEST ONLY: read taken, then write it back plus one with no guard (the race test's control). */
  testOnlyUnlocked?: boolean
}

/** The entrance code stays valid until this long after the show ends. */
const VALID_AFTER_END_MS = 2 * 3_600_000
/** The code's session and seat slots (the ticket code format) say what it admits to. */
export const OPEN_SHOW_SESSION = 'OPEN_SHOW'
export const OPEN_SHOW_SEAT = 'ENTRANCE'

class Refused extends Error {
  constructor(readonly reason: RegistrationFailureReason, readonly key: RegistrationMessageKey, readonly vars: Record<string, string | number> = {}) {
    super(reason)
  }
}

export function createRegistrationsService(repo: RegistrationsRepository, keys: KeyStore, deps: RegistrationsDeps): RegistrationsService {
  const tr = (c: Caller, t: Record<string, string> | null | undefined) => pickTranslation(t ?? {}, c.lang, c.fallback)
  const refuse = <T>(c: Caller, reason: RegistrationFailureReason, key: RegistrationMessageKey, vars: Record<string, string | number> = {}): Outcome<T> => ({ ok: false, reason, message: rgm(c.lang, key, vars) })

  function stateOf(s: OpenShowRow, now: number): OpenShowState {
    if (s.registrationEndTime.getTime() <= now) return 'ENDED'
    return s.taken >= s.capacity ? 'FULL' : 'OPEN'
  }

  function card(c: Caller, s: OpenShowRow): OpenShowCard {
    return {
      openShowId: s.openShowId,
      title: tr(c, s.title),
      posterUrl: s.posterUrl,
      venueName: tr(c, s.venueName),
      startTime: s.startTime.getTime(),
      endTime: s.endTime.getTime(),
      utcOffset: s.utcOffset,
      capacity: s.capacity,
      remaining: Math.max(0, s.capacity - s.taken),
      state: stateOf(s, deps.now()),
    }
  }

  async function view(c: Caller, reg: RegistrationRow, show: OpenShowRow | null): Promise<RegistrationView> {
    const form = show?.form ?? []
    let code: string | null = null
    if (reg.status === 'REGISTERED' && show) {
      const key = await keys.activeKey(reg.merchantId)
      code = signCode(
        {
          merchantId: reg.merchantId,
          ticketId: reg.registrationId,
          showId: reg.openShowId,
          sessionId: OPEN_SHOW_SESSION,
          seat: OPEN_SHOW_SEAT,
          version: reg.codeVersion,
          validFrom: reg.createdAt.getTime(),
          validUntil: show.endTime.getTime() + VALID_AFTER_END_MS,
          keyId: key.keyId,
        },
        key.privateKey,
      )
    }
    return {
      registrationId: reg.registrationId,
      openShowId: reg.openShowId,
      title: show ? tr(c, show.title) : '',
      venueName: show ? tr(c, show.venueName) : '',
      startTime: show?.startTime.getTime() ?? 0,
      endTime: show?.endTime.getTime() ?? 0,
      utcOffset: show?.utcOffset ?? 480,
      status: reg.status,
      statusTitle: statusTitle(c.lang, reg.status),
      answers: form.filter((f) => reg.answers[f.key] !== undefined).map((f) => ({ key: f.key, label: tr(c, f.label), value: answerText(c, f, reg.answers[f.key]!) })),
      code,
      createdAt: reg.createdAt.getTime(),
      canCancel: reg.status === 'REGISTERED' && !!show && show.startTime.getTime() > deps.now(),
    }
  }

  /** A select's answer as its option's label; others as given. */
  const answerText = (c: Caller, f: StoredRegistrationField, value: string) => {
    const option = f.type === 'SELECT' ? f.options?.find((o) => o.value === value) : undefined
    return option ? tr(c, option.label) : value
  }

  async function takePlace(tx: RegistrationsRepository, c: Caller, s: OpenShowRow, now: Date): Promise<void> {
    if (!deps.testOnlyUnlocked) {
      if (await tx.takePlace(c.merchantId, s.openShowId, now)) return
      const fresh = await tx.findShow(c.merchantId, s.openShowId)
      if (!fresh || fresh.registrationEndTime <= now) throw new Refused('CLOSED', 'reg.closed')
      throw new Refused('FULL', 'reg.full')
    }
    const read = await tx.findShow(c.merchantId, s.openShowId)
    if (!read || read.taken >= read.capacity) throw new Refused('FULL', 'reg.full')
    await new Promise((r) => setTimeout(r, 5))
    await tx.writeTaken(c.merchantId, s.openShowId, read.taken + 1)
  }

  return {
    async list(c) {
      return (await repo.listShows(c.merchantId)).map((s) => card(c, s))
    },

    async detail(c, openShowId) {
      const s = await repo.findShow(c.merchantId, openShowId)
      if (!s) return refuse(c, 'NOT_FOUND', 'reg.showNotFound')
      const mine = c.userId ? await repo.activeCount(c.merchantId, c.userId, openShowId) : 0
      return {
        ok: true,
        value: {
          ...card(c, s),
          description: tr(c, s.description),
          venueAddress: tr(c, s.venueAddress),
          perBuyerLimit: s.perBuyerLimit,
          mine,
          form: s.form.map((f) => presentField(f, c.lang, c.fallback)),
        },
      }
    },

    async register(c, openShowId, body) {
      const s = await repo.findShow(c.merchantId, openShowId)
      if (!s) return refuse(c, 'NOT_FOUND', 'reg.showNotFound')
      if (body.idempotencyKey) {
        const earlier = await repo.findByKey(c.merchantId, c.userId, body.idempotencyKey)
        if (earlier) return { ok: true, value: await view(c, earlier, s) }
      }
      const checked = checkAnswers(s.form, body.answers, c.lang, c.fallback)
      if (!checked.ok) return { ok: false, reason: 'BAD_REQUEST', message: checked.message }
      const now = new Date(deps.now())
      if (s.registrationEndTime <= now) return refuse(c, 'CLOSED', 'reg.closed')
      try {
        const reg = await repo.transaction(async (tx) => {
          // The place first: its row lock makes the buyer's count below exact among concurrent requests.
          await takePlace(tx, c, s, now)
          if ((await tx.activeCount(c.merchantId, c.userId, openShowId)) >= s.perBuyerLimit) throw new Refused('LIMIT', 'reg.limit', { n: s.perBuyerLimit })
          return tx.insert({
            merchantId: c.merchantId,
            registrationId: `RG${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
            openShowId,
            userId: c.userId,
            status: 'REGISTERED',
            answers: checked.answers,
            idempotencyKey: body.idempotencyKey ?? null,
            createdAt: now,
            updatedAt: now,
          })
        })
        return { ok: true, value: await view(c, reg, s) }
      } catch (err) {
        if (err instanceof Refused) return refuse(c, err.reason, err.key, err.vars)
        // A concurrent retry with the same key committed first: answer with its registration.
        const again = body.idempotencyKey ? await repo.findByKey(c.merchantId, c.userId, body.idempotencyKey) : null
        if (again) return { ok: true, value: await view(c, again, s) }
        throw err
      }
    },

    async mine(c) {
      const rows = await repo.listMine(c.merchantId, c.userId)
      const shows = new Map<string, OpenShowRow | null>()
      const out: RegistrationView[] = []
      for (const reg of rows) {
        if (!shows.has(reg.openShowId)) shows.set(reg.openShowId, await repo.findShow(c.merchantId, reg.openShowId))
        out.push(await view(c, reg, shows.get(reg.openShowId) ?? null))
      }
      return out
    },

    async one(c, registrationId) {
      const reg = await repo.find(c.merchantId, c.userId, registrationId)
      if (!reg) return refuse(c, 'NOT_FOUND', 'reg.notFound')
      return { ok: true, value: await view(c, reg, await repo.findShow(c.merchantId, reg.openShowId)) }
    },

    async cancel(c, registrationId) {
      const reg = await repo.find(c.merchantId, c.userId, registrationId)
      if (!reg) return refuse(c, 'NOT_FOUND', 'reg.notFound')
      const show = await repo.findShow(c.merchantId, reg.openShowId)
      if (reg.status !== 'REGISTERED' || !show || show.startTime.getTime() <= deps.now()) return refuse(c, 'NOT_CANCELLABLE', 'reg.notCancellable')
      const cancelled = await repo.transaction(async (tx) => {
        const row = await tx.cancel(c.merchantId, c.userId, registrationId, new Date(deps.now()))
        if (row) await tx.givePlace(c.merchantId, row.openShowId)
        return row
      })
      if (!cancelled) return refuse(c, 'NOT_CANCELLABLE', 'reg.notCancellable')
      return { ok: true, value: await view(c, cancelled, await repo.findShow(c.merchantId, reg.openShowId)) }
    },
  }
}
