/** '会员{n}折' from GET prime_privilege: shown when the buyer has a member show discount, not otherwise. */
import type { PrimePrivilege } from '../../../types/accounts'
import { MemberPrivilegeStore } from '../../../src/stores/member'
import { memberDiscountFromFormat, memberShowDiscount } from '../../../src/utils/discount'

const NONE: PrimePrivilege = { primeLevelName: '', showDiscountPrivileges: [], showDiscountPrivilegeVo: null, itemDiscountPrivilegeVo: null, couponPackageDiscountPrivilegeVo: null }
const GOLD: PrimePrivilege = {
  ...NONE,
  primeLevelName: 'Gold',
  showDiscountPrivileges: [{ privilegeId: 'P1', belongTo: 'PRIME_LEVEL', targetName: 'Gold' }],
  showDiscountPrivilegeVo: { formatDiscount: '8.5' },
}

describe('memberDiscountFromFormat', () => {
  it('reads the figure as tenths or as a fraction, in three languages', () => {
    expect(memberDiscountFromFormat('8.5', 'zh-CN')).toBe('会员8.5折')
    expect(memberDiscountFromFormat('0.85', 'zh-MO')).toBe('會員8.5折')
    expect(memberDiscountFromFormat('9', 'en-US')).toBe('Members 10% off')
  })
  it('is empty for nothing, garbage or no discount at all', () => {
    for (const v of [undefined, null, '', 'abc', '0', '10', '-1']) expect(memberDiscountFromFormat(v, 'zh-CN')).toBe('')
  })
})

describe('memberShowDiscount', () => {
  it('shows the buyer’s discount on the detail when present, nothing when absent', () => {
    expect(memberShowDiscount(GOLD, undefined, 'zh-CN')).toBe('会员8.5折')
    expect(memberShowDiscount(NONE, undefined, 'zh-CN')).toBe('')
    expect(memberShowDiscount(null, undefined, 'zh-CN')).toBe('')
  })
  it('shows it on a card only when the card names one of the buyer’s privileges', () => {
    expect(memberShowDiscount(GOLD, ['P1', 'P9'], 'en-US')).toBe('Members 15% off')
    expect(memberShowDiscount(GOLD, ['P9'], 'en-US')).toBe('')
    expect(memberShowDiscount(GOLD, [], 'en-US')).toBe('')
  })
})

describe('MemberPrivilegeStore', () => {
  it('reads once per buyer, has nothing for anonymous buyers and drops another buyer’s privilege', async () => {
    let user = ''
    const fetch = jest.fn(() => Promise.resolve(user === 'u1' ? GOLD : NONE))
    const store = new MemberPrivilegeStore(() => user, fetch)
    await store.ensure()
    expect(fetch).not.toHaveBeenCalled()
    expect(store.current).toBeNull()
    user = 'u1'
    await Promise.all([store.ensure(), store.ensure()])
    await store.ensure()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(store.current).toEqual(GOLD)
    user = 'u2'
    expect(store.current).toBeNull()
    await store.ensure()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(store.current).toEqual(NONE)
  })
  it('keeps nothing when the call fails, and tries again next time', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(GOLD)
    const store = new MemberPrivilegeStore(() => 'u1', fetch)
    await store.ensure()
    expect(store.current).toBeNull()
    await store.ensure()
    expect(store.current).toEqual(GOLD)
  })
})
