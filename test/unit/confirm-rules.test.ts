import type { Address } from '../../types/addresses'
import type { AgreementInfo } from '../../types/payments'
import { t } from '../../src/i18n'
// The confirm page's wording is the order subpackage's; loading the package registers it.
import '../../src/packages/order/messages'
import {
  canTickAgreement,
  scrolledToEnd,
  confirmBlocker,
  confirmExtras,
  keepExisting,
  offeredMethod,
  pickAddress,
  toggleAttendee,
  type ConfirmState,
} from '../../src/utils/confirm-rules'

const agreement: AgreementInfo = {
  template: 'I agree to {terms} and {privacy}',
  placeHolders: [
    { name: 'terms', title: 'Terms', url: 'https://x/terms' },
    { name: 'privacy', title: 'Privacy', url: 'https://x/privacy' },
  ],
}

const address = (id: string, isDefault = false): Address => ({ addressId: id, recipient: 'A', countryCode: '86', phone: '13800138000', area: 'X', detail: 'street 123', isDefault, createTime: 0 })

const base: ConfirmState = {
  qty: 2,
  realNameRequired: true,
  audienceIds: ['a', 'b'],
  deliverMethod: 'E_TICKET',
  deliverMethods: ['E_TICKET', 'EXPRESS'],
  addressId: null,
  agreement: null,
  agreementNeedReadAll: false,
  agreementReadToEnd: false,
  agreementAccepted: false,
}

describe('attendee selection', () => {
  it('picks up to qty and refuses one more without changing the selection', () => {
    let s = toggleAttendee([], 'a', 2)
    expect(s).toEqual({ selected: ['a'] })
    s = toggleAttendee(s.selected, 'b', 2)
    expect(s.selected).toEqual(['a', 'b'])
    const full = toggleAttendee(s.selected, 'c', 2)
    expect(full).toEqual({ selected: ['a', 'b'], refused: 'FULL' })
  })
  it('unpicks a picked attendee (also when full)', () => {
    expect(toggleAttendee(['a', 'b'], 'a', 2)).toEqual({ selected: ['b'] })
  })
  it('drops picks of attendees deleted meanwhile', () => {
    expect(keepExisting(['a', 'gone', 'b'], [{ audienceId: 'b' }, { audienceId: 'a' }])).toEqual(['a', 'b'])
  })
})

describe('delivery and address', () => {
  it('keeps an offered method, else e-ticket, else the first offered', () => {
    expect(offeredMethod('EXPRESS', ['E_TICKET', 'EXPRESS'])).toBe('EXPRESS')
    expect(offeredMethod('EXPRESS', ['VENUE_PICKUP', 'E_TICKET'])).toBe('E_TICKET')
    expect(offeredMethod('E_TICKET', ['EXPRESS'])).toBe('EXPRESS')
  })
  it('preselects the default address and keeps a chosen one while it exists', () => {
    const list = [address('x'), address('y', true)]
    expect(pickAddress(null, list)).toBe('y')
    expect(pickAddress('x', list)).toBe('x')
    expect(pickAddress('deleted', list)).toBe('y')
    expect(pickAddress(null, [address('only')])).toBe('only')
    expect(pickAddress(null, [])).toBeNull()
  })
})

describe('agreement tick', () => {
  it('is usable at once without need-read-all, and with it only once read to the end', () => {
    expect(canTickAgreement(agreement, false, false)).toBe(true)
    expect(canTickAgreement(agreement, true, false)).toBe(false)
    expect(canTickAgreement(agreement, true, true)).toBe(true)
    expect(canTickAgreement(null, false, true)).toBe(false)
  })
})

describe('read to the end', () => {
  it('is the bottom of the viewport at the bottom of the text, within the slack', () => {
    const m = { scrollHeight: 1000, viewportHeight: 400 }
    expect(scrolledToEnd({ ...m, scrollTop: 0 })).toBe(false)
    expect(scrolledToEnd({ ...m, scrollTop: 500 })).toBe(false)
    expect(scrolledToEnd({ ...m, scrollTop: 575 })).toBe(false)
    expect(scrolledToEnd({ ...m, scrollTop: 576 })).toBe(true)
    expect(scrolledToEnd({ ...m, scrollTop: 600 })).toBe(true)
    expect(scrolledToEnd({ ...m, scrollTop: 590 }, 0)).toBe(false)
  })
  it('counts a text that fits without scrolling as read, and unknown sizes as not', () => {
    expect(scrolledToEnd({ scrollTop: 0, scrollHeight: 300, viewportHeight: 400 })).toBe(true)
    expect(scrolledToEnd({ scrollTop: 0, scrollHeight: 1000, viewportHeight: 0 })).toBe(false)
    expect(scrolledToEnd({ scrollTop: 0, scrollHeight: 0, viewportHeight: 400 })).toBe(false)
    expect(scrolledToEnd({ scrollTop: 0, scrollHeight: 1000, viewportHeight: Number.NaN })).toBe(false)
  })
})

describe('confirmBlocker', () => {
  it('is null when everything is satisfied', () => {
    expect(confirmBlocker(base)).toBeNull()
  })
  it('asks for the missing attendees of a real-name show', () => {
    expect(confirmBlocker({ ...base, audienceIds: [] })).toEqual({ kind: 'ATTENDEES_TOO_FEW', missing: 2, qty: 2 })
    expect(confirmBlocker({ ...base, audienceIds: ['a'] })).toEqual({ kind: 'ATTENDEES_TOO_FEW', missing: 1, qty: 2 })
    expect(confirmBlocker({ ...base, audienceIds: ['a', 'b', 'c'] })).toEqual({ kind: 'ATTENDEES_TOO_MANY', qty: 2 })
    expect(confirmBlocker({ ...base, realNameRequired: false, audienceIds: [] })).toBeNull()
  })
  it('needs an offered method and, for express, an address', () => {
    expect(confirmBlocker({ ...base, deliverMethod: 'VENUE_PICKUP' })?.kind).toBe('DELIVERY_UNAVAILABLE')
    expect(confirmBlocker({ ...base, deliverMethod: 'EXPRESS' })?.kind).toBe('ADDRESS_MISSING')
    expect(confirmBlocker({ ...base, deliverMethod: 'EXPRESS', addressId: 'x' })).toBeNull()
  })
  it('needs the agreement read (need-read-all) and ticked', () => {
    const s = { ...base, agreement, agreementNeedReadAll: true }
    expect(confirmBlocker(s)?.kind).toBe('AGREEMENT_UNREAD')
    // Ticked without having read it (a stale tick) still counts as unread.
    expect(confirmBlocker({ ...s, agreementAccepted: true })?.kind).toBe('AGREEMENT_UNREAD')
    expect(confirmBlocker({ ...s, agreementReadToEnd: true })?.kind).toBe('AGREEMENT_UNACCEPTED')
    expect(confirmBlocker({ ...s, agreementReadToEnd: true, agreementAccepted: true })).toBeNull()
  })
  it('reports attendees first (page order)', () => {
    expect(confirmBlocker({ ...base, audienceIds: [], deliverMethod: 'EXPRESS', agreement, agreementAccepted: false })?.kind).toBe('ATTENDEES_TOO_FEW')
  })
})

describe('confirmExtras', () => {
  it('sends attendees, the express address and the agreement answer only when the show uses them', () => {
    expect(confirmExtras({ ...base, realNameRequired: false, audienceIds: [] })).toEqual({})
    expect(confirmExtras({ ...base, deliverMethod: 'EXPRESS', addressId: 'x', agreement, agreementAccepted: true })).toEqual({ audienceIds: ['a', 'b'], addressId: 'x', agreementAccepted: true })
    expect(confirmExtras({ ...base, addressId: 'x' })).toEqual({ audienceIds: ['a', 'b'] })
  })
})

describe('confirm wording', () => {
  it('has the counter and the refusal messages in three languages', () => {
    expect(t('orders.confirm.attendeeCount', { n: 1, qty: 2 }, 'zh-CN')).toBe('已选 1/2')
    expect(t('orders.confirm.attendeeCount', { n: 1, qty: 2 }, 'zh-MO')).toBe('已選 1/2')
    expect(t('orders.confirm.attendeesTooFew', { missing: 1, qty: 2, count: 1 }, 'en-US')).toBe('Choose 1 more attendee (2 in all)')
    expect(t('orders.confirm.attendeesTooFew', { missing: 2, qty: 2, count: 2 }, 'en-US')).toBe('Choose 2 more attendees (2 in all)')
    expect(t('orders.confirm.attendeesTooMany', { qty: 2, count: 2 }, 'zh-MO')).toContain('最多選擇2位')
  })
})
