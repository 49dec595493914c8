import { formatCents, formatMoney, priceSizeClass, splitCents } from '../../../src/utils/money'

describe('money: integer cents split by one formatter', () => {
  it('splits cents into yuanNum and centNum', () => {
    expect(splitCents(18000)).toEqual({ yuanNum: 180, centNum: 0 })
    expect(splitCents(12345)).toEqual({ yuanNum: 123, centNum: 45 })
    expect(splitCents(5)).toEqual({ yuanNum: 0, centNum: 5 })
  })
  it('treats negative and non-finite amounts as zero', () => {
    expect(splitCents(-100)).toEqual({ yuanNum: 0, centNum: 0 })
    expect(splitCents(Number.NaN)).toEqual({ yuanNum: 0, centNum: 0 })
  })
  it('prints two decimals', () => {
    expect(formatCents(18000)).toBe('180.00')
    expect(formatCents(1205)).toBe('12.05')
    expect(formatMoney({ yuanNum: 9, centNum: 9 })).toBe('9.09')
  })
  it('shrinks values of 1000 or more in the large size only', () => {
    expect(priceSizeClass(999)).toBe('price--large')
    expect(priceSizeClass(1000)).toBe('price--large price--shrink')
    expect(priceSizeClass(5000, 'medium')).toBe('price--medium')
  })
})
