/** Distance of a show card from the buyer (search sorted by distance): metres → '0.8', '12.3', '120'. */
export function distanceKm(metres: number | null | undefined): string {
  if (typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0) return ''
  const km = metres / 1000
  return km >= 100 ? String(Math.round(km)) : km.toFixed(1)
}
