/** Seat map geometry (src/components/seat-map/layout.ts): fitting the map, seat boxes, zoom range and steps. */
import { MAX_ZOOM, TAP_TARGET_PX, ZOOM_STEP, clampZoom, drawingSize, fitScale, seatBox, stepZoom, zoomRange } from '../../src/components/seat-map/layout'

describe('fitScale', () => {
  it('fits a wide map by its width and a tall map by its height, inside the padding', () => {
    expect(fitScale({ width: 375, height: 400 }, { width: 1000, height: 760 }, 8)).toBeCloseTo(359 / 1000)
    expect(fitScale({ width: 375, height: 300 }, { width: 1000, height: 1000 }, 10)).toBeCloseTo(280 / 1000)
  })

  it('keeps the whole drawing inside the viewport', () => {
    const viewport = { width: 375, height: 413 }
    for (const map of [
      { width: 1000, height: 760 },
      { width: 1000, height: 600 },
      { width: 300, height: 900 },
    ]) {
      const size = drawingSize(map, fitScale(viewport, map))
      expect(size.width).toBeLessThanOrEqual(viewport.width)
      expect(size.height).toBeLessThanOrEqual(viewport.height)
    }
  })

  it('answers 1 for an empty map instead of dividing by zero', () => {
    expect(fitScale({ width: 375, height: 400 }, { width: 0, height: 0 })).toBe(1)
  })
})

describe('seatBox', () => {
  it('centres the seat on its coordinates at the drawing scale', () => {
    expect(seatBox({ x: 500, y: 100 }, 18, 0.5)).toEqual({ left: 245.5, top: 45.5, size: 9 })
  })

  it('never draws a seat smaller than 3 px', () => {
    expect(seatBox({ x: 10, y: 10 }, 18, 0.05).size).toBe(3)
  })
})

describe('zoom', () => {
  it('lets a seat grow to a tappable size, at least 2× and at most MAX_ZOOM', () => {
    const scale = 0.359
    const r = zoomRange(18, scale)
    expect(r.min).toBe(1)
    expect(18 * scale * r.max).toBeCloseTo(TAP_TARGET_PX)
    expect(zoomRange(18, 2).max).toBe(2)
    expect(zoomRange(18, 0.01).max).toBe(MAX_ZOOM)
  })

  it('steps by ZOOM_STEP and stays within the range', () => {
    const r = { min: 1, max: 4 }
    expect(stepZoom(1, 1, r)).toBeCloseTo(ZOOM_STEP)
    expect(stepZoom(3, 1, r)).toBe(4)
    expect(stepZoom(1.2, -1, r)).toBe(1)
    expect(clampZoom(9, r)).toBe(4)
    expect(clampZoom(0.2, r)).toBe(1)
  })
})
