/** Shops have no time zone of their own yet; both demo shops (Macau, mainland) are UTC+8. */
export const SHOP_UTC_OFFSET_MINUTES = 480

/** The instant moved by an offset (minutes east of UTC): its UTC fields read as that offset's wall clock. */
export const wallClock = (d: Date, offsetMinutes: number): Date => new Date(d.getTime() + offsetMinutes * 60_000)

/** 'YYYY-MM-DD HH:mm' in a show's own offset (minutes east of UTC): how order and ticket texts name a time. */
export function localTime(d: Date, offsetMinutes: number): string {
  return wallClock(d, offsetMinutes).toISOString().slice(0, 16).replace('T', ' ')
}
