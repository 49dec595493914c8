/** Ticket holder state: grouping across pages, paging by ticket, per-user lists, the e-ticket and its code refresh. */
import { TicketDetailStore, TicketListStore, countTickets, hasUsableCode, mergeGroups, ticketProblemOf, type TicketsApi } from '../../src/stores/tickets'
import { RequestError } from '../../src/request'
import { brief, code, detail, group, pageOf } from './ticket-fixtures'

function fakeApi(over: Partial<TicketsApi> = {}): jest.Mocked<TicketsApi> {
  return {
    fetchTickets: jest.fn(),
    fetchTicket: jest.fn(),
    regenerateTicketCode: jest.fn(),
    ...over,
  } as jest.Mocked<TicketsApi>
}

describe('mergeGroups', () => {
  const a1 = brief('A1')
  const a2 = brief('A2')
  const b1 = brief('B1', { sessionId: 'S2' })
  const c1 = brief('C1', { showId: 'MO003', sessionId: 'S9' })

  it('continues a session that straddles two pages instead of showing it twice', () => {
    const merged = mergeGroups([group([a1])], [group([a2]), group([b1])])
    expect(merged.map((g) => [g.sessionId, g.tickets.map((t) => t.ticketId)])).toEqual([
      ['S1', ['A1', 'A2']],
      ['S2', ['B1']],
    ])
  })

  it('tells groups apart by show and session', () => {
    const merged = mergeGroups([], [group([a1]), group([c1]), group([b1])])
    expect(merged).toHaveLength(3)
    expect(countTickets(merged)).toBe(3)
  })

  it('keeps a ticket seen twice once, and does not change what was shown', () => {
    const shown = [group([a1])]
    const merged = mergeGroups(shown, [group([a1, a2])])
    expect(merged[0].tickets.map((t) => t.ticketId)).toEqual(['A1', 'A2'])
    expect(shown[0].tickets).toHaveLength(1)
    expect(mergeGroups(merged, [group([a2])])).toEqual(merged)
  })
})

describe('TicketListStore', () => {
  const all = Array.from({ length: 5 }, (_, i) => brief(`T${i}`, { sessionId: i < 3 ? 'S1' : 'S2' }))

  it('pages by ticket and groups the pages by session', async () => {
    const api = fakeApi({ fetchTickets: jest.fn(async ({ offset, length }) => pageOf(all, offset, length ?? 20)) })
    const list = new TicketListStore('current', () => 'u1', api, 2)
    await list.refresh()
    expect(api.fetchTickets).toHaveBeenLastCalledWith({ scope: 'current', offset: 0, length: 2 })
    expect(list.ticketCount).toBe(2)
    expect(list.done).toBe(false)
    await list.loadMore()
    expect(api.fetchTickets).toHaveBeenLastCalledWith({ scope: 'current', offset: 2, length: 2 })
    expect(list.groups.map((g) => g.tickets.length)).toEqual([3, 1])
    await list.loadMore()
    expect(list.done).toBe(true)
    await list.loadMore()
    expect(api.fetchTickets).toHaveBeenCalledTimes(3)
    expect(list.groups.map((g) => g.tickets.map((t) => t.ticketId))).toEqual([['T0', 'T1', 'T2'], ['T3', 'T4']])
  })

  it('asks for the history scope on the history list', async () => {
    const api = fakeApi({ fetchTickets: jest.fn(async () => pageOf([], 0, 20)) })
    const list = new TicketListStore('history', () => 'u1', api)
    await list.refresh()
    expect(api.fetchTickets).toHaveBeenCalledWith({ scope: 'history', offset: 0, length: 20 })
    expect(list.isEmpty).toBe(true)
    expect(list.done).toBe(true)
  })

  it('refresh starts again from the first page', async () => {
    const api = fakeApi({ fetchTickets: jest.fn(async ({ offset, length }) => pageOf(all, offset, length ?? 20)) })
    const list = new TicketListStore('current', () => 'u1', api, 2)
    await list.refresh()
    await list.loadMore()
    await list.refresh()
    expect(list.ticketCount).toBe(2)
    expect(api.fetchTickets).toHaveBeenLastCalledWith({ scope: 'current', offset: 0, length: 2 })
  })

  it('ends the list on an empty page even if the total promised more', async () => {
    const api = fakeApi({
      fetchTickets: jest
        .fn()
        .mockResolvedValueOnce(pageOf(all, 0, 2))
        .mockResolvedValueOnce({ total: 5, offset: 2, length: 2, groups: [] }),
    })
    const list = new TicketListStore('current', () => 'u1', api, 2)
    await list.refresh()
    await list.loadMore()
    expect(list.done).toBe(true)
  })

  it('a failed load is a failure, not "no tickets"', async () => {
    const api = fakeApi({ fetchTickets: jest.fn().mockRejectedValue(new Error('offline')) })
    const list = new TicketListStore('current', () => 'u1', api)
    await list.refresh()
    expect(list.failed).toBe(true)
    expect(list.isEmpty).toBe(false)
    expect(list.loading).toBe(false)
  })

  it('never shows one buyer the tickets of another, and loads nothing when logged out', async () => {
    let user: string | undefined = 'u1'
    const api = fakeApi({
      fetchTickets: jest.fn(async () => (user === 'u1' ? pageOf(all, 0, 20) : pageOf([], 0, 20))),
    })
    const list = new TicketListStore('current', () => user, api)
    await list.refresh()
    expect(list.ticketCount).toBe(5)
    user = undefined
    await list.refresh()
    expect(list.ticketCount).toBe(0)
    expect(list.loaded).toBe(false)
    expect(api.fetchTickets).toHaveBeenCalledTimes(1)
    user = 'u2'
    await list.refresh()
    expect(list.isEmpty).toBe(true)
  })

  it('an answer that lands after a newer refresh (or a clear) is dropped', async () => {
    let release: (p: ReturnType<typeof pageOf>) => void = () => undefined
    const slow = new Promise<ReturnType<typeof pageOf>>((r) => (release = r))
    const api = fakeApi({ fetchTickets: jest.fn().mockReturnValueOnce(slow).mockResolvedValueOnce(pageOf(all.slice(0, 1), 0, 20)) })
    const list = new TicketListStore('current', () => 'u1', api)
    const first = list.refresh()
    await list.refresh()
    release(pageOf(all, 0, 20))
    await first
    expect(list.ticketCount).toBe(1)
  })
})

describe('ticketProblemOf', () => {
  it.each([
    ['a not-found envelope', 'notFound', new RequestError({ message: '', statusCode: 404, httpCode: 200 })],
    ['an HTTP 404', 'notFound', new RequestError({ message: '', statusCode: -1, httpCode: 404 })],
    ['no response', 'network', new RequestError({ message: '', statusCode: -1, httpCode: 0 })],
    ['HTTP 503', 'network', new RequestError({ message: '', statusCode: -1, httpCode: 503 })],
    ['HTTP 469', 'network', new RequestError({ message: '', statusCode: -1, httpCode: 469 })],
    ['another business failure', 'unknown', new RequestError({ message: '', statusCode: 400, httpCode: 200 })],
    ['a plain error', 'unknown', new Error('x')],
  ])('%s is %s', (_name, problem, error) => {
    expect(ticketProblemOf(error)).toBe(problem)
  })
})

describe('hasUsableCode', () => {
  it('is true only for a valid ticket with a code', () => {
    expect(hasUsableCode(detail(brief('T')))).toBe(true)
    expect(hasUsableCode(detail(brief('T'), null))).toBe(false)
    expect(hasUsableCode(detail(brief('T', { state: 'ADMITTED', admittedAt: 1 })))).toBe(false)
    expect(hasUsableCode(detail(brief('T', { state: 'REFUNDED' })))).toBe(false)
    expect(hasUsableCode(detail(brief('T', { state: 'EXPIRED' })))).toBe(false)
    expect(hasUsableCode(null)).toBe(false)
  })
})

describe('TicketDetailStore', () => {
  it('loads the ticket, and records why it could not', async () => {
    const api = fakeApi({
      fetchTicket: jest
        .fn()
        .mockResolvedValueOnce(detail(brief('T1')))
        .mockRejectedValueOnce(new RequestError({ message: '', statusCode: 404, httpCode: 200 })),
    })
    const store = new TicketDetailStore(api)
    await store.load('T1')
    expect(store.detail?.ticket.ticketId).toBe('T1')
    expect(store.usable).toBe(true)
    await store.load('T2')
    expect(store.detail).toBeNull()
    expect(store.problem).toBe('notFound')
  })

  it('refreshing the code shows the new one and reads the ticket again for the offline copy', async () => {
    const api = fakeApi({
      fetchTicket: jest.fn().mockResolvedValueOnce(detail(brief('T1'), code(1))).mockResolvedValueOnce(detail(brief('T1'), code(2))),
      regenerateTicketCode: jest.fn().mockResolvedValue(code(2)),
    })
    const store = new TicketDetailStore(api)
    await store.load('T1')
    expect(await store.regenerate()).toBe(true)
    expect(api.regenerateTicketCode).toHaveBeenCalledWith('T1')
    expect(api.fetchTicket).toHaveBeenCalledTimes(2)
    expect(store.detail?.code?.version).toBe(2)
    expect(store.regenerating).toBe(false)
  })

  it('keeps the new code on screen when the re-read fails or comes back older', async () => {
    const api = fakeApi({
      fetchTicket: jest.fn().mockResolvedValueOnce(detail(brief('T1'), code(1))).mockResolvedValueOnce(detail(brief('T1'), code(1))),
      regenerateTicketCode: jest.fn().mockResolvedValue(code(2)),
    })
    const store = new TicketDetailStore(api)
    await store.load('T1')
    await store.regenerate()
    expect(store.detail?.code?.version).toBe(2)
    api.fetchTicket.mockRejectedValueOnce(new Error('offline'))
    api.regenerateTicketCode.mockResolvedValueOnce(code(3))
    await store.regenerate()
    expect(store.detail?.code).toEqual(code(3))
  })

  it('does not refresh a code that cannot be used, and reports a failed refresh', async () => {
    const api = fakeApi({
      fetchTicket: jest.fn().mockResolvedValue(detail(brief('T1', { state: 'ADMITTED', admittedAt: 1 }))),
      regenerateTicketCode: jest.fn().mockRejectedValue(new Error('refused')),
    })
    const store = new TicketDetailStore(api)
    await store.load('T1')
    expect(await store.regenerate()).toBe(false)
    expect(api.regenerateTicketCode).not.toHaveBeenCalled()
    api.fetchTicket.mockResolvedValue(detail(brief('T1')))
    await store.load('T1')
    expect(await store.regenerate()).toBe(false)
    expect(store.detail?.code?.version).toBe(1)
    expect(store.regenerating).toBe(false)
  })
})
