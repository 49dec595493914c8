/**
 * The logged-in buyer's member privileges (prime_privilege), read once per buyer and shared by the
 * show detail and show cards for their '会员{n}折' label. Anonymous buyers have none.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { PrimePrivilege } from '../../types/accounts'
import { fetchPrimePrivilege } from '../services/privilege'

export class MemberPrivilegeStore {
  privilege: PrimePrivilege | null = null
  /** The buyer the privilege belongs to; another buyer (or none) means it is stale. */
  private owner = ''
  private inFlight: Promise<void> | null = null

  constructor(
    private readonly currentUser: () => string,
    private readonly fetch: () => Promise<PrimePrivilege> = fetchPrimePrivilege,
  ) {
    makeAutoObservable<this, 'owner' | 'inFlight' | 'currentUser' | 'fetch'>(this, { owner: false, inFlight: false, currentUser: false, fetch: false })
  }

  /** The privilege of the current buyer, or null (anonymous, not loaded yet, or failed). */
  get current(): PrimePrivilege | null {
    const user = this.currentUser()
    return user && user === this.owner ? this.privilege : null
  }

  /** Loads the current buyer's privilege unless it is already there or on its way. */
  ensure(): Promise<void> {
    const user = this.currentUser()
    if (!user) return Promise.resolve()
    if (user === this.owner && (this.privilege || this.inFlight)) return this.inFlight ?? Promise.resolve()
    this.owner = user
    this.privilege = null
    const request = this.fetch()
      .then((p) => runInAction(() => user === this.owner && (this.privilege = p)))
      .catch(() => undefined)
      .then(() => {
        if (this.inFlight === request) this.inFlight = null
      })
    this.inFlight = request
    return request
  }
}
