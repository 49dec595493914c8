/**
 * The booking page's privilege and card parameters (spec core §2) are read from the route, named on the
 * page, sent with pre_order and create_order, and kept when a 'booking' mode answer sends the buyer
 * back to booking (spec core §4): the services hand them to the request module, which redirects with them.
 */
import { BookingStore } from '../../../src/stores/booking'
import { bookingParamsOf, createOrder, preOrder } from '../../../src/services/orders'
import { hasPrivilege, privilegeBanner, privilegeFromParams } from '../../../src/utils/booking-privilege'
import { advance, createHarness, fail, track } from '../request/harness'
import { setLang } from '../request/imports'

const ALL = { privilegeLimitation: 'L', userCardInstanceId: 'UC', cardId: 'C', privilegeCode: 'PC', privilegeId: 'P' }

describe('privilege parameters of the booking route', () => {
  it('keeps only the five known parameters that carry a value', () => {
    expect(privilegeFromParams({ showId: 'MO002', ...ALL, channelId: 'x' })).toEqual(ALL)
    expect(privilegeFromParams({ showId: 'MO002', cardId: '', privilegeId: 'null', privilegeCode: 'undefined', userCardInstanceId: ' U1 ' })).toEqual({ userCardInstanceId: 'U1' })
    expect(privilegeFromParams({})).toEqual({})
    expect(hasPrivilege({})).toBe(false)
    expect(hasPrivilege({ privilegeLimitation: '1' })).toBe(true)
  })

  it('names a card before a privilege, and nothing when there is none', () => {
    expect(privilegeBanner(ALL)).toEqual({ kind: 'card', id: 'C' })
    expect(privilegeBanner({ userCardInstanceId: 'UC', privilegeCode: 'PC' })).toEqual({ kind: 'card', id: 'UC' })
    expect(privilegeBanner({ privilegeId: 'P', privilegeCode: 'PC' })).toEqual({ kind: 'privilege', id: 'PC' })
    expect(privilegeBanner({ privilegeLimitation: 'L' })).toEqual({ kind: 'privilege', id: 'L' })
    expect(privilegeBanner({})).toBeNull()
  })

  it('travels in the booking selection', () => {
    const store = new BookingStore(() => 'key-1')
    const selection = { showId: 'MO002', showName: 'S', venueName: 'V', sessionId: 'S1', sessionName: 'N', seatPlanId: 'P1', seatPlanName: 'T', unitPrice: 100, pricePrefix: '¥', qty: 1, privilege: { cardId: 'C' } }
    store.select(selection, { deliverMethod: 'E_TICKET' } as Parameters<BookingStore['select']>[1])
    expect(store.selection?.privilege).toEqual({ cardId: 'C' })
  })
})

describe('booking mode answers of pre_order and create_order', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    setLang('en-US')
  })
  afterEach(() => jest.useRealTimers())

  it('builds the return parameters from the request: the show and the privilege values given', () => {
    expect(bookingParamsOf({ showId: 'MO002', ...ALL })).toEqual({ showId: 'MO002', ...ALL })
    expect(bookingParamsOf({ items: [{ spu: { showId: 'MO005' } }], cardId: 'C', privilegeId: '' })).toEqual({ showId: 'MO005', cardId: 'C' })
  })

  it('sends the parameters and returns to booking with them when the server says booking', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.nav.isOnBooking.mockReturnValue(false)
    h.reply(fail({ mode: 'booking', comments: 'This benefit card does not exist' }), fail({ mode: 'booking' }))
    const quoted = track(preOrder({ showId: 'MO002', sessionId: 'MO002-S1', seatPlanId: 'MO002-S1-P1', qty: 1, ...ALL }))
    await advance(1)
    expect(h.sent[0]?.data).toMatchObject({ showId: 'MO002', cardId: 'C', privilegeId: 'P' })
    expect(h.nav.toBooking).toHaveBeenLastCalledWith({ showId: 'MO002', ...ALL })
    expect(h.ui.toast).toHaveBeenCalledWith('This benefit card does not exist', 2000)
    expect(quoted.error).toBeDefined()

    const created = track(
      createOrder({
        items: [{ spu: { showId: 'MO002' }, sessionId: 'MO002-S1', seatPlanId: 'MO002-S1-P1', qty: 1 }],
        paymentParam: { payAmount: 100 },
        deliverMethod: 'E_TICKET',
        userCardInstanceId: 'UC',
      }),
    )
    await advance(1)
    expect(h.nav.toBooking).toHaveBeenLastCalledWith({ showId: 'MO002', userCardInstanceId: 'UC' })
    expect(created.error).toBeDefined()
  })

  it('a quiet quote (the booking page learning a limit) shows nothing and does not navigate', async () => {
    const h = createHarness({ accessToken: 't', userId: 'u' })
    h.reply(fail({ mode: 'booking', comments: 'x' }))
    const quiet = track(preOrder({ showId: 'MO002', sessionId: 'S1', seatPlanId: 'P1', qty: 1 }, { silent: true }))
    await advance(1)
    expect(quiet.error).toBeDefined()
    expect(h.nav.toBooking).not.toHaveBeenCalled()
    expect(h.ui.toast).not.toHaveBeenCalled()
  })
})
