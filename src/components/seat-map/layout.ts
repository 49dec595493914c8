/**
 * Seat map geometry in screen pixels (pure, unit-tested). The map is drawn once at the scale that fits
 * it into the viewport ("fit"); pan and pinch zoom then scale that drawing between 1× (the whole map)
 * and the zoom at which a seat is comfortably tappable, in steps for the zoom buttons.
 */

export interface Size {
  width: number
  height: number
}

/** A seat should be at least this many pixels wide to be tapped reliably when zoomed in. */
export const TAP_TARGET_PX = 28
/** Zoom never goes past this, however small the seats are. */
export const MAX_ZOOM = 8
/** Each zoom button press multiplies or divides the zoom by this. */
export const ZOOM_STEP = 1.6

/** Pixels per map unit that fit the whole map (minus padding on every side) into the viewport. */
export function fitScale(viewport: Size, map: Size, padding = 8): number {
  if (map.width <= 0 || map.height <= 0) return 1
  const w = Math.max(1, viewport.width - 2 * padding)
  const h = Math.max(1, viewport.height - 2 * padding)
  return Math.min(w / map.width, h / map.height)
}

/** The drawing's size at the fit scale (what the pan-and-zoom container moves). */
export function drawingSize(map: Size, scale: number): Size {
  return { width: Math.ceil(map.width * scale), height: Math.ceil(map.height * scale) }
}

/** Zoom range over the fit drawing: 1 shows everything; max makes a seat TAP_TARGET_PX wide (at least 2×). */
export function zoomRange(seatSize: number, scale: number): { min: number; max: number } {
  const seatPx = Math.max(0.1, seatSize * scale)
  return { min: 1, max: Math.min(MAX_ZOOM, Math.max(2, TAP_TARGET_PX / seatPx)) }
}

export function clampZoom(zoom: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, zoom))
}

/** The zoom after pressing + (dir 1) or − (dir -1). */
export function stepZoom(zoom: number, dir: 1 | -1, range: { min: number; max: number }): number {
  const next = dir > 0 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP
  return Number(clampZoom(next, range).toFixed(3))
}

/** A seat's square in the fit drawing (centre at x, y; never smaller than 3 px so it stays visible). */
export function seatBox(seat: { x: number; y: number }, seatSize: number, scale: number): { left: number; top: number; size: number } {
  const size = Math.max(3, seatSize * scale)
  return { left: round2(seat.x * scale - size / 2), top: round2(seat.y * scale - size / 2), size: round2(size) }
}

const round2 = (n: number) => Math.round(n * 100) / 100
