/** 'YYYY-MM-DD HH:mm' in a show's own offset (minutes east of UTC): how order and ticket texts name a time. */
export function localTime(d: Date, offsetMinutes: number): string {
  return new Date(d.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ')
}
