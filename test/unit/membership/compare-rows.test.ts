import type { PrimeLevel } from '../../../types/membership'
import { compareRows } from '../../../src/packages/user/member-compare/rows'

const right = (name: string, badge = '') => ({ icon: '', primeRightTypeName: name, badgeDesc: badge, isDisplayToUser: true, isHighlight: false })
const level = (n: number, rights: ReturnType<typeof right>[]): PrimeLevel => ({ level: n, primeLevelName: `L${n}`, growthThreshold: n * 100, showDiscountText: '', primeRights: rights, birthdayGifts: [] })

describe('level comparison rows', () => {
  it('lists each right once, in the order levels first show it, and which levels have it with their badge', () => {
    const rows = compareRows([level(1, [right('Points', 'x1')]), level(2, [right('Points', 'x2'), right('Birthday gift')]), level(3, [right('Lounge'), right('Birthday gift')])])
    expect(rows.map((r) => r.right)).toEqual(['Points', 'Birthday gift', 'Lounge'])
    expect(rows[0]?.cells).toEqual([
      { has: true, badge: 'x1' },
      { has: true, badge: 'x2' },
      { has: false, badge: '' },
    ])
    expect(rows[2]?.cells.map((c) => c.has)).toEqual([false, false, true])
  })

  it('has no rows when no level shows a right', () => {
    expect(compareRows([level(1, [])])).toEqual([])
    expect(compareRows([])).toEqual([])
  })
})
