/**
 * Offline ticket holder (spec core §8): the ticket services are voucher calls, so after one good read
 * a network error, 5xx, 429 or 469 answers with the cached tickets; a 404 verdict does not, another
 * buyer never gets them, and a refreshed code is not served from the cache.
 */
import { fetchTicket, fetchTickets, regenerateTicketCode } from '../../src/services/tickets'
import { TicketDetailStore, TicketListStore } from '../../src/stores/tickets'
import { setLang } from '../../src/i18n'
import { advance, createHarness, http, ok, pathOf, queryOf, track } from './request/harness'
import { brief, code, detail, pageOf } from './ticket-fixtures'

beforeEach(() => {
  jest.useFakeTimers()
  setLang('zh-CN')
})
afterEach(() => jest.useRealTimers())

const holderPage = pageOf([brief('T1'), brief('T2')], 0, 20)

async function settle<T>(promise: Promise<T>) {
  const result = track(promise)
  await advance(1)
  return result
}

describe('ticket calls', () => {
  it('list and detail hit the ticket routes with scope and paging', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok(holderPage), ok(detail(brief('T1'))), ok(code(2)))
    await settle(fetchTickets({ scope: 'history', offset: 20 }))
    await settle(fetchTicket('T/1'))
    await settle(regenerateTicketCode('T1'))
    expect(pathOf(h.sent[0])).toBe('https://api.example.test/api/buyer/v1/tickets')
    expect(queryOf(h.sent[0])).toMatchObject({ scope: 'history', offset: '20', length: '20' })
    expect(pathOf(h.sent[1])).toBe('https://api.example.test/api/buyer/v1/tickets/T%2F1')
    expect(h.sent[2].method).toBe('POST')
    expect(pathOf(h.sent[2])).toBe('https://api.example.test/api/buyer/v1/tickets/T1/code')
  })

  it.each([
    ['a network error', { errMsg: 'request:fail' }],
    ['HTTP 502', http(502)],
    ['HTTP 429', http(429)],
    ['HTTP 469', http(469)],
  ])('the holder shows the cached tickets on %s', async (_name, failure) => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok(holderPage), failure)
    const list = new TicketListStore('current', () => 'u1')
    const first = list.refresh()
    await advance(1)
    await first
    const again = list.refresh()
    await advance(1)
    await again
    expect(h.transport).toHaveBeenCalledTimes(2)
    expect(list.failed).toBe(false)
    expect(list.groups.flatMap((g) => g.tickets.map((t) => t.ticketId))).toEqual(['T1', 'T2'])
    expect(h.ui.confirm).not.toHaveBeenCalled()
  })

  it('the e-ticket and its code are shown offline from the cache', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok(detail(brief('T1'), code(4))), { errMsg: 'request:fail' })
    await settle(fetchTicket('T1'))
    const store = new TicketDetailStore()
    const load = store.load('T1')
    await advance(1)
    await load
    expect(store.problem).toBeNull()
    expect(store.detail?.code?.version).toBe(4)
  })

  it('offline without a cached copy the e-ticket reports a network problem', async () => {
    createHarness({ accessToken: 't', userId: 'u1' }).reply({ errMsg: 'request:fail' })
    const store = new TicketDetailStore()
    const load = store.load('T1')
    await advance(1)
    await load
    expect(store.problem).toBe('network')
  })

  it('a 404 verdict is not answered from the cache', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok(detail(brief('T1'))), http(404))
    await settle(fetchTicket('T1'))
    const store = new TicketDetailStore()
    const load = store.load('T1')
    await advance(1)
    await load
    expect(store.problem).toBe('notFound')
  })

  it("another buyer on the same phone never gets the first buyer's cached tickets", async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok(holderPage))
    await settle(fetchTickets({ scope: 'current', offset: 0 }))
    h.tokens.userId = 'u2'
    h.reply({ errMsg: 'request:fail' })
    h.answerConfirm('cancel')
    const other = await settle(fetchTickets({ scope: 'current', offset: 0 }))
    expect(other.value).toBeUndefined()
    expect(other.error).toBeDefined()
  })

  it('after a code refresh the cached copy holds the new code, not the revoked one', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u1' })
    h.reply(ok(detail(brief('T1'), code(1))), ok(code(2)), ok(detail(brief('T1'), code(2))), { errMsg: 'request:fail' })
    const store = new TicketDetailStore()
    const load = store.load('T1')
    await advance(1)
    await load
    const refresh = store.regenerate()
    await advance(1)
    await advance(1)
    expect(await refresh).toBe(true)
    const offline = await settle(fetchTicket('T1'))
    expect(offline.value).toMatchObject({ code: { version: 2 } })
  })
})
