/**
 * The work-permit staff session reflects the merchant's decision: login answers where the staff
 * member stands and keeps the permit only when an application was approved; the identity call
 * refreshes that (a decision may come after login) and reads the server's 40115 refusal.
 */
import { ACCOUNT_STATUS, type WorkPermitIdentity } from '../../../types/accounts'
import { RequestError } from '../../../src/request'
import { AccountStore } from '../../../src/stores/account'
import { SessionStore } from '../../../src/stores/session'
import * as api from '../../../src/services/account'

jest.mock('../../../src/services/account')
const mocked = jest.mocked(api)

function memoryStorage() {
  const map = new Map<string, unknown>()
  return { get: (k: string) => map.get(k), set: (k: string, v: unknown) => void map.set(k, v), remove: (k: string) => void map.delete(k) }
}

const PERMIT: WorkPermitIdentity = { applicationId: 'A1', staffId: 'S1', name: '陳工', company: 'Lotus', jobTitle: 'Lighting', eventName: 'Gala', approvedAt: '2026-01-02T03:04:05.000Z' }

beforeEach(() => jest.resetAllMocks())

describe('work-permit standing', () => {
  it('login keeps the approved permit; a pending or rejected staff member has none', async () => {
    const account = new AccountStore(() => new SessionStore(memoryStorage()))
    mocked.workPermitLogin.mockResolvedValueOnce({ staffToken: 'T1', staffId: 'S1', expiresInSeconds: 60, standing: 'APPROVED', permit: PERMIT })
    expect(await account.loginStaff('853', '66020002', '123456')).toBe('APPROVED')
    expect(account.staff).toEqual({ token: 'T1', staffId: 'S1', standing: 'APPROVED', permit: PERMIT })
    mocked.workPermitLogin.mockResolvedValueOnce({ staffToken: 'T2', staffId: 'S2', expiresInSeconds: 60, standing: 'REJECTED', permit: null })
    expect(await account.loginStaff('853', '66020003', '123456')).toBe('REJECTED')
    expect(account.staff?.permit).toBeNull()
  })

  it('the identity call picks up a later approval, and reads a refusal as the standing', async () => {
    const account = new AccountStore(() => new SessionStore(memoryStorage()))
    await expect(account.loadWorkPermitIdentity()).rejects.toThrow(/not logged in/)
    mocked.workPermitLogin.mockResolvedValueOnce({ staffToken: 'T1', staffId: 'S1', expiresInSeconds: 60, standing: 'PENDING', permit: null })
    await account.loginStaff('853', '66020002', '123456')
    mocked.workPermitIdentity.mockResolvedValueOnce(PERMIT)
    await expect(account.loadWorkPermitIdentity()).resolves.toEqual(PERMIT)
    expect(mocked.workPermitIdentity).toHaveBeenCalledWith('T1')
    expect(account.staff).toMatchObject({ standing: 'APPROVED', permit: PERMIT })

    mocked.workPermitIdentity.mockRejectedValueOnce(
      new RequestError({ message: 'rejected: blurry photo', statusCode: ACCOUNT_STATUS.WORK_PERMIT_NOT_APPROVED, data: { standing: 'REJECTED', rejectReason: 'blurry photo' } }),
    )
    await expect(account.loadWorkPermitIdentity()).resolves.toBeNull()
    expect(account.staff).toMatchObject({ standing: 'REJECTED', permit: null })

    const network = new RequestError({ message: 'network', statusCode: -1 })
    mocked.workPermitIdentity.mockRejectedValueOnce(network)
    await expect(account.loadWorkPermitIdentity()).rejects.toBe(network)
  })
})
