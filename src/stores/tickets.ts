/**
 * The ticket holder's state: the buyer's current tickets (the tab), past tickets (paged) and the
 * e-ticket being shown. Lists belong to the user who loaded them: another login (or a logout) starts
 * empty, so one buyer never sees another's cached tickets on a shared phone.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { TicketCode, TicketDetail, TicketGroup, TicketHolderPage } from '../../types/tickets'
import { TICKET_STATUS } from '../../types/tickets'
import { isRequestError } from '../request'
import { isMissingId } from '../services/path-id'
import { TICKET_PAGE_SIZE, fetchTicket, fetchTickets, regenerateTicketCode, type TicketScope } from '../services/tickets'

export interface TicketsApi {
  fetchTickets(params: { scope: TicketScope; offset: number; length?: number }): Promise<TicketHolderPage>
  fetchTicket(ticketId: string): Promise<TicketDetail>
  regenerateTicketCode(ticketId: string): Promise<TicketCode>
}

const serviceApi: TicketsApi = { fetchTickets, fetchTicket, regenerateTicketCode }

const groupKey = (g: Pick<TicketGroup, 'showId' | 'sessionId'>) => `${g.showId}\u0000${g.sessionId}`

export const countTickets = (groups: readonly TicketGroup[]): number => groups.reduce((n, g) => n + g.tickets.length, 0)

/**
 * Append a page to the groups shown so far. A session's tickets can straddle two pages, so a group
 * already shown takes the new tickets instead of appearing twice; a ticket seen twice (the list moved
 * between pages) is kept once.
 */
export function mergeGroups(shown: readonly TicketGroup[], page: readonly TicketGroup[]): TicketGroup[] {
  const result = shown.map((g) => ({ ...g, tickets: [...g.tickets] }))
  const byKey = new Map(result.map((g) => [groupKey(g), g]))
  const seen = new Set(result.flatMap((g) => g.tickets.map((x) => x.ticketId)))
  for (const group of page) {
    const fresh = group.tickets.filter((x) => !seen.has(x.ticketId))
    fresh.forEach((x) => seen.add(x.ticketId))
    const existing = byKey.get(groupKey(group))
    if (existing) existing.tickets.push(...fresh)
    else if (fresh.length) {
      const added = { ...group, tickets: fresh }
      byKey.set(groupKey(group), added)
      result.push(added)
    }
  }
  return result
}

export class TicketListStore {
  groups: TicketGroup[] = []
  /** Tickets in the whole list (the server pages by ticket). */
  total = 0
  /** Tickets received so far: the offset of the next page. */
  received = 0
  loading = false
  failed = false
  /** The first page has arrived (until then an empty list is not "no tickets"). */
  loaded = false
  private seq = 0
  private owner: string | undefined = undefined

  constructor(
    readonly scope: TicketScope,
    private readonly userId: () => string | undefined,
    private readonly api: TicketsApi = serviceApi,
    readonly pageSize: number = TICKET_PAGE_SIZE,
  ) {
    makeAutoObservable<this, 'seq' | 'owner' | 'api' | 'userId'>(this, { seq: false, owner: false, api: false, userId: false })
  }

  get done(): boolean {
    return this.loaded && this.received >= this.total
  }

  get isEmpty(): boolean {
    return this.loaded && !this.failed && this.groups.length === 0
  }

  get ticketCount(): number {
    return countTickets(this.groups)
  }

  /** Forget everything (logout); a load in flight is ignored when it lands. */
  clear(): void {
    this.seq += 1
    this.groups = []
    this.total = 0
    this.received = 0
    this.loading = false
    this.failed = false
    this.loaded = false
  }

  /** First page again (tab shown, pull-down refresh, language switch). */
  refresh(): Promise<void> {
    return this.load(true)
  }

  loadMore(): Promise<void> {
    if (this.loading || !this.loaded || this.done) return Promise.resolve()
    return this.load(false)
  }

  private async load(reset: boolean): Promise<void> {
    const user = this.userId()
    if (user !== this.owner) {
      this.clear()
      this.owner = user
    }
    if (!user) return
    const mine = reset ? ++this.seq : this.seq
    const offset = reset ? 0 : this.received
    this.loading = true
    this.failed = false
    try {
      const page = await this.api.fetchTickets({ scope: this.scope, offset, length: this.pageSize })
      if (mine !== this.seq) return
      runInAction(() => {
        const got = countTickets(page.groups)
        this.groups = reset ? mergeGroups([], page.groups) : mergeGroups(this.groups, page.groups)
        this.total = page.total
        // An empty page ends the list even if `total` promised more (tickets refunded meanwhile).
        this.received = got === 0 ? Math.max(page.total, offset) : offset + got
        this.loaded = true
        this.loading = false
      })
    } catch {
      if (mine === this.seq) runInAction(() => {
        this.failed = true
        this.loading = false
      })
    }
  }
}

/** Why a ticket cannot be shown: the ticket-error page words it. */
export type TicketProblem = 'notFound' | 'network' | 'unknown'

export function ticketProblemOf(error: unknown): TicketProblem {
  // Opened without a ticket id: nothing was asked, and there is nothing to find.
  if (isMissingId(error)) return 'notFound'
  if (!isRequestError(error)) return 'unknown'
  // "Not found" and "not yours" are one answer on the server, so they are one problem here.
  if (error.statusCode === TICKET_STATUS.NOT_FOUND || error.httpCode === 404) return 'notFound'
  if (error.httpCode === 0 || error.httpCode >= 500 || error.httpCode === 429 || error.httpCode === 469) return 'network'
  return 'unknown'
}

/** Only a valid ticket with a code can be scanned; admitted, refunded and expired ones show their state instead. */
export function hasUsableCode(detail: TicketDetail | null): detail is TicketDetail & { code: TicketCode } {
  return !!detail && detail.ticket.state === 'VALID' && !!detail.code
}

export class TicketDetailStore {
  ticketId = ''
  detail: TicketDetail | null = null
  problem: TicketProblem | null = null
  loading = false
  regenerating = false
  private seq = 0

  constructor(private readonly api: TicketsApi = serviceApi) {
    makeAutoObservable<this, 'seq' | 'api'>(this, { seq: false, api: false })
  }

  get usable(): boolean {
    return hasUsableCode(this.detail)
  }

  async load(ticketId: string): Promise<void> {
    const mine = ++this.seq
    if (ticketId !== this.ticketId) this.detail = null
    this.ticketId = ticketId
    this.loading = true
    this.problem = null
    try {
      const detail = await this.api.fetchTicket(ticketId)
      if (mine === this.seq) runInAction(() => (this.detail = detail))
    } catch (e) {
      if (mine === this.seq) runInAction(() => (this.problem = ticketProblemOf(e)))
    } finally {
      if (mine === this.seq) runInAction(() => (this.loading = false))
    }
  }

  /**
   * New code, old one revoked. The detail is read again afterwards so the offline (voucher) copy
   * holds the new code, not the revoked one; if that read fails the new code is shown anyway.
   */
  async regenerate(): Promise<boolean> {
    const id = this.ticketId
    if (!id || this.regenerating || !this.usable) return false
    this.regenerating = true
    try {
      const code = await this.api.regenerateTicketCode(id)
      runInAction(() => {
        if (this.detail && this.ticketId === id) this.detail = { ...this.detail, code }
      })
      try {
        const fresh = await this.api.fetchTicket(id)
        runInAction(() => {
          if (this.ticketId === id && fresh.code && fresh.code.version >= code.version) this.detail = fresh
        })
      } catch {
        // The new code is already on screen; the offline copy catches up on the next load.
      }
      return true
    } catch {
      return false
    } finally {
      runInAction(() => (this.regenerating = false))
    }
  }
}
