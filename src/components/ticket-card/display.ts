/** How a ticket reads on the holder and detail screens: state title, seat and attendee lines. */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import type { TicketAudience, TicketBrief, TicketState } from '../../../types/tickets'
import { hasMessage, t } from '../../i18n'

dayjs.extend(utc)

/**
 * Our title for a known state, always in the current language (an offline, cached answer may have
 * been read in another); the server's localised title only for a state this build does not know.
 */
export function ticketStateTitle(ticket: Pick<TicketBrief, 'state' | 'stateTitle'>): string {
  const key = `tickets.state.${ticket.state}`
  return hasMessage(key) ? t(key) : ticket.stateTitle || ticket.state
}

/** CSS modifier per state: valid tickets stand out, used ones are greyed. */
export function stateTone(state: TicketState): 'active' | 'used' {
  return state === 'VALID' ? 'active' : 'used'
}

/** Tier and seat; general admission says so instead of a blank seat. */
export function seatText(ticket: Pick<TicketBrief, 'seatPlanName' | 'seatInfo'>): string {
  return [ticket.seatPlanName, ticket.seatInfo || t('tickets.seatFree')].filter(Boolean).join(' · ')
}

/** Name and masked id (the server masks; the full number never reaches the device). */
export function attendeeText(audience: TicketAudience | null): string {
  if (!audience) return ''
  return [audience.name, audience.idNoMasked].filter(Boolean).join(' ')
}

/**
 * The show's UTC offset in minutes, read off the session itself: `showTimeDesc` is the local text of
 * `startTime`. Validity and admission times then print in the venue's time, like the session time,
 * whatever zone the phone is in. Null when the text does not parse.
 */
export function venueOffsetMinutes(ticket: Pick<TicketBrief, 'startTime' | 'showTimeDesc'>): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(ticket.showTimeDesc ?? '')
  if (!m || !ticket.startTime) return null
  const local = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5])
  const minutes = Math.round((local - ticket.startTime) / 60_000 / 15) * 15
  return Math.abs(minutes) <= 14 * 60 ? minutes : null
}

/** 'YYYY-MM-DD HH:mm' of an instant in the venue's time (the phone's zone when unknown). */
export function venueTime(ms: number, ticket: Pick<TicketBrief, 'startTime' | 'showTimeDesc'>): string {
  const offset = venueOffsetMinutes(ticket)
  const d = offset === null ? dayjs(ms) : dayjs.utc(ms).utcOffset(offset)
  return d.format('YYYY-MM-DD HH:mm')
}
