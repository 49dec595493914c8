/** Member (prime) privileges of the logged-in buyer: GET user/v1/prime_privilege (spec core §3 "User"). */
import type { PrimePrivilege } from '../../types/accounts'
import { get } from '../request'

/** Low importance: prices and buttons show without it; only the '会员{n}折' label waits for it. */
export function fetchPrimePrivilege(): Promise<PrimePrivilege> {
  return get<PrimePrivilege>('user/v1/prime_privilege', {}, { importance: 'low' })
}
