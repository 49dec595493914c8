/**
 * Ticket stubs (ticket-stub-list, ticket-stub-print): a printable picture of each of the buyer's paid,
 * live tickets (show, session, seat, attendee). Only the holder's own VALID or ADMITTED tickets of paid
 * orders have one; a refunded, expired or transferred-away ticket has none, and another buyer's ticket
 * answers "not found" like a missing one.
 *
 * The picture is an SVG the image component of every target loads by URL. Image requests carry no
 * login header on the mini-programs, so the list hands out a link signed for (merchant, holder, ticket,
 * language, time zone) that lives an hour; the image route checks the signature and then the ticket
 * again, so a link stops working once the ticket is refunded or sent on.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { TicketStub, TicketStubList } from '../../../../types/express.js'
import { LANGS, type Lang } from '../../../../types/lang.js'
import { pickTranslation } from '../../i18n/translations.js'
import { CURRENCY_PREFIX } from '../catalog/present.js'
import { stubSvg } from './image.js'
import type { StubRow, StubsRepository } from './repository.js'

export const STUB_LINK_SECONDS = 3600

export interface StubCaller {
  merchantId: string
  userId: string
  lang: Lang
  fallback: Lang
  /** Minutes east of UTC the times are written in (the client's utc-offset; default UTC+8). */
  utcOffset: number
}

export interface StubLinkQuery {
  l: string
  z: number
  e: number
  s: string
}

export interface StubsService {
  list(c: StubCaller): Promise<TicketStubList>
  /** The SVG of a signed link, or null (bad or old link, or the ticket no longer the holder's live ticket). */
  image(ticketId: string, q: StubLinkQuery): Promise<string | null>
}

/** "王小明" → "王*明", "Chan Siu Ming" → "C***g": the stub is shown and shared, the name is personal. */
export function maskName(name: string | null): string {
  if (!name) return ''
  const ch = Array.from(name.trim())
  if (ch.length <= 1) return ch.join('')
  if (ch.length === 2) return `${ch[0]}*`
  return `${ch[0]}${'*'.repeat(Math.min(3, ch.length - 2))}${ch[ch.length - 1]}`
}

function timeText(at: Date, offsetMinutes: number): string {
  const d = new Date(at.getTime() + offsetMinutes * 60_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
}

const price = (cents: number) => `${CURRENCY_PREFIX}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

export function createStubsService(repo: StubsRepository, key: string, now: () => number = Date.now): StubsService {
  const sign = (merchantId: string, userId: string, ticketId: string, lang: string, z: number, e: number) =>
    createHmac('sha256', key).update(`ticket-stub\n${merchantId}\n${userId}\n${ticketId}\n${lang}\n${z}\n${e}`).digest('base64url')

  const picture = (row: StubRow, lang: Lang, fallback: Lang, z: number) => ({
    ticketId: row.ticketId,
    showName: pickTranslation(row.showName, lang, fallback),
    sessionName: pickTranslation(row.sessionName, lang, fallback),
    sessionTime: timeText(row.sessionTime, z),
    venueName: pickTranslation(row.venueName, lang, fallback),
    seatPlanName: pickTranslation(row.seatPlanName, lang, fallback),
    seatInfo: row.seatInfo,
    attendee: maskName(row.holderName),
    price: price(row.priceCents),
  })

  return {
    async list(c) {
      const rows = await repo.stubs(c.merchantId, c.userId)
      const e = Math.floor(now() / 1000) + STUB_LINK_SECONDS
      const stubs: TicketStub[] = rows.map((r) => {
        const s = sign(c.merchantId, c.userId, r.ticketId, c.lang, c.utcOffset, e)
        const p = picture(r, c.lang, c.fallback, c.utcOffset)
        return {
          ticketId: r.ticketId,
          orderId: r.orderId,
          showId: r.showId,
          showName: p.showName,
          sessionName: p.sessionName,
          sessionTime: r.sessionTime.getTime(),
          venueName: p.venueName,
          seatPlanName: p.seatPlanName,
          seatInfo: r.seatInfo,
          attendee: p.attendee,
          price: r.priceCents,
          imagePath: `/api/stubs/v1/${encodeURIComponent(r.ticketId)}.svg?l=${c.lang}&z=${c.utcOffset}&e=${e}&s=${s}`,
        }
      })
      return { stubs }
    },

    async image(ticketId, q) {
      if (!(LANGS as readonly string[]).includes(q.l) || q.e * 1000 < now()) return null
      const owner = await repo.ticketOwner(ticketId)
      if (!owner) return null
      const want = Buffer.from(sign(owner.merchantId, owner.userId, ticketId, q.l, q.z, q.e))
      const got = Buffer.from(q.s)
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null
      const [row] = await repo.stubs(owner.merchantId, owner.userId, ticketId)
      if (!row) return null
      const lang = q.l as Lang
      return stubSvg(lang, picture(row, lang, lang, q.z), row.showId)
    },
  }
}
