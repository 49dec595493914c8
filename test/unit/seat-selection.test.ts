/**
 * Seat picking rules (src/stores/seating.ts): pick and unpick, the per-order limit, only free seats of
 * the map's own session, the live state dropping seats taken meanwhile, and the total by tier prices.
 */
import type { SeatMap, SeatMapSeat } from '../../types/seating'
import { SeatSelection, applySeatState, pickedLines, pickedTotal, togglePick } from '../../src/stores/seating'

const seat = (seatId: string, seatPlanId: string, state: SeatMapSeat['state'] = 'FREE'): SeatMapSeat => ({
  seatId,
  sectionId: 'S1-C',
  row: '1',
  no: seatId.slice(-1),
  x: 10,
  y: 10,
  seatPlanId,
  state,
})

function makeMap(maxPerOrder = 3): SeatMap {
  return {
    showId: 'MO007',
    sessionId: 'S1',
    mode: 'OWN',
    thirdPartyUrl: null,
    width: 100,
    height: 100,
    seatSize: 10,
    stage: null,
    tiers: [
      { seatPlanId: 'P1', seatPlanName: 'Stand', price: 18_000, color: '#4f8fe6', free: 3 },
      { seatPlanId: 'P3', seatPlanName: 'VIP', price: 54_000, color: '#e0605e', free: 2 },
    ],
    sections: [{ sectionId: 'S1-C', name: 'Centre', labelX: 0, labelY: 0 }],
    seats: [seat('A1', 'P1'), seat('A2', 'P1'), seat('A3', 'P1'), seat('A4', 'P3'), seat('A5', 'P3'), seat('A6', 'P1', 'SOLD'), seat('A7', 'P3', 'HELD')],
    maxPerOrder,
  }
}

describe('togglePick', () => {
  const map = makeMap(2)
  const byId = new Map(map.seats.map((s) => [s.seatId, s]))

  it('picks a free seat and unpicks it on a second tap', () => {
    const a = togglePick(map, byId.get('A1'), 'FREE', [])
    expect(a).toEqual({ picked: ['A1'], outcome: 'picked' })
    expect(togglePick(map, byId.get('A1'), 'FREE', a.picked)).toEqual({ picked: [], outcome: 'unpicked' })
  })

  it('refuses held and sold seats and leaves the picks alone', () => {
    expect(togglePick(map, byId.get('A6'), 'SOLD', ['A1'])).toEqual({ picked: ['A1'], outcome: 'unavailable' })
    expect(togglePick(map, byId.get('A7'), 'HELD', ['A1'])).toEqual({ picked: ['A1'], outcome: 'unavailable' })
    // The live state wins over the map's first answer.
    expect(togglePick(map, byId.get('A2'), 'SOLD', []).outcome).toBe('unavailable')
  })

  it('stops at the per-order limit but still lets a picked seat go', () => {
    const full = ['A1', 'A2']
    expect(togglePick(map, byId.get('A3'), 'FREE', full)).toEqual({ picked: full, outcome: 'limit' })
    expect(togglePick(map, byId.get('A2'), 'FREE', full)).toEqual({ picked: ['A1'], outcome: 'unpicked' })
  })

  it('ignores a seat that is not on this session’s map', () => {
    expect(togglePick(map, undefined, undefined, ['A1'])).toEqual({ picked: ['A1'], outcome: 'unknown' })
  })
})

describe('SeatSelection', () => {
  it('keeps picks of its own session only and totals them by tier price', () => {
    const sel = new SeatSelection(makeMap())
    expect(sel.toggle('A1')).toBe('picked')
    expect(sel.toggle('A4')).toBe('picked')
    expect(sel.toggle('OTHER-SESSION-SEAT')).toBe('unknown')
    expect(sel.picked).toEqual(['A1', 'A4'])
    expect(sel.lines).toEqual([
      { seatPlanId: 'P1', seatPlanName: 'Stand', price: 18_000, qty: 1 },
      { seatPlanId: 'P3', seatPlanName: 'VIP', price: 54_000, qty: 1 },
    ])
    expect(sel.total).toBe(72_000)
    expect(sel.pickedSeats.map((s) => s.seatId)).toEqual(['A1', 'A4'])
    expect(sel.toggle('A5')).toBe('picked')
    expect(sel.toggle('A2')).toBe('limit')
    expect(sel.toggle('A4')).toBe('unpicked')
    expect(sel.total).toBe(18_000 + 54_000)
  })

  it('drops picked seats the live state says were taken, and frees seats released meanwhile', () => {
    const sel = new SeatSelection(makeMap())
    sel.toggle('A1')
    sel.toggle('A2')
    const dropped = sel.applyState({ sessionId: 'S1', held: ['A2'], sold: ['A6'], tiers: [] })
    expect(dropped).toEqual(['A2'])
    expect(sel.picked).toEqual(['A1'])
    expect(sel.stateOf('A2')).toBe('HELD')
    expect(sel.stateOf('A7')).toBe('FREE') // its hold expired
    expect(sel.toggle('A7')).toBe('picked')
    // Another session's state changes nothing.
    expect(sel.applyState({ sessionId: 'S2', held: ['A1'], sold: [], tiers: [] })).toEqual([])
    expect(sel.picked).toEqual(['A1', 'A7'])
  })
})

describe('pure helpers', () => {
  it('applySeatState marks every listed seat and keeps the rest free', () => {
    const states = new Map([
      ['A1', 'FREE' as const],
      ['A2', 'SOLD' as const],
    ])
    const r = applySeatState(states, { sessionId: 'S1', held: [], sold: ['A1'], tiers: [] }, ['A1'])
    expect([...r.states]).toEqual([
      ['A1', 'SOLD'],
      ['A2', 'FREE'],
    ])
    expect(r).toMatchObject({ picked: [], dropped: ['A1'] })
  })

  it('pickedLines follows the legend order and pickedTotal sums price × qty', () => {
    const map = makeMap()
    const lines = pickedLines(map, ['A4', 'A1', 'A2'])
    expect(lines.map((l) => [l.seatPlanId, l.qty])).toEqual([
      ['P1', 2],
      ['P3', 1],
    ])
    expect(pickedTotal(lines)).toBe(2 * 18_000 + 54_000)
    expect(pickedTotal([])).toBe(0)
  })
})
