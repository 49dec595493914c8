/**
 * Customer-service hours (pure rules). Work times are per weekday (1 = Monday .. 7 = Sunday) in the
 * shop's time zone; a span whose end is at or before its start runs past midnight into the next day
 * (Friday 22:00–02:00 covers Saturday 01:30), '24:00' ends at midnight.
 */
import type { WorkTime } from '../../../../types/announcements.js'

export interface LocalClock {
  weekday: number
  /** Minutes since local midnight. */
  minutes: number
}

const DAY = 24 * 60
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Whether the runtime knows the IANA zone (a bad stored value must not take the endpoint down). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The weekday and time of day at `now` in `timeZone` (daylight-saving rules included, by Intl). */
export function localClock(now: Date, timeZone: string): LocalClock {
  let fmt = formatters.get(timeZone)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formatters.set(timeZone, fmt)
  }
  const parts = Object.fromEntries(fmt.formatToParts(now).map((p) => [p.type, p.value]))
  const weekday = WEEKDAYS[parts.weekday ?? '']
  if (!weekday) throw new Error(`unexpected weekday ${parts.weekday} for ${timeZone}`)
  return { weekday, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) }
}

/** 'HH:mm' → minutes since midnight ('24:00' is 1440); null for anything else. */
export function parseTime(value: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value)
  if (!m) return null
  const minutes = Number(m[1]) * 60 + Number(m[2])
  return minutes <= DAY ? minutes : null
}

const previousDay = (weekday: number) => (weekday === 1 ? 7 : weekday - 1)

/** Whether `clock` falls inside one of the work times; malformed entries never match. */
export function isWithinWorkTime(workTimes: readonly WorkTime[], clock: LocalClock): boolean {
  return workTimes.some((w) => {
    const start = parseTime(w.start)
    const end = parseTime(w.end)
    if (start === null || end === null || start === DAY || !Number.isInteger(w.weekday) || w.weekday < 1 || w.weekday > 7) return false
    if (end > start) return w.weekday === clock.weekday && clock.minutes >= start && clock.minutes < end
    // Past midnight: the evening of its own day, and the early hours of the next.
    if (w.weekday === clock.weekday && clock.minutes >= start) return true
    return w.weekday === previousDay(clock.weekday) && clock.minutes < end
  })
}
