/** How tickets read: state titles in the three languages, seat and attendee lines, times in the venue's zone. */
import { attendeeText, seatText, stateTone, ticketStateTitle, venueOffsetMinutes, venueTime } from '../../src/components/ticket-card/display'
import { setLang } from '../../src/i18n'
import type { TicketState } from '../../types/tickets'
import { brief } from './ticket-fixtures'

afterEach(() => setLang('zh-CN'))

describe('ticketStateTitle', () => {
  const titles: Record<string, Record<TicketState, string>> = {
    'zh-CN': { VALID: '待入场', ADMITTED: '已入场', REFUNDED: '已退票', EXPIRED: '已过期', REBOOKED: '已改签' },
    'zh-MO': { VALID: '待入場', ADMITTED: '已入場', REFUNDED: '已退票', EXPIRED: '已過期', REBOOKED: '已改簽' },
    'en-US': { VALID: 'Ready for entry', ADMITTED: 'Admitted', REFUNDED: 'Refunded', EXPIRED: 'Expired', REBOOKED: 'Rebooked' },
  }
  it.each(Object.keys(titles))('names every state in %s, whatever language the (cached) answer was read in', (lang) => {
    setLang(lang as 'zh-CN')
    for (const [state, title] of Object.entries(titles[lang])) {
      expect(ticketStateTitle({ state: state as TicketState, stateTitle: 'stale title from another language' })).toBe(title)
    }
  })

  it("falls back to the server's title for a state this build does not know", () => {
    expect(ticketStateTitle({ state: 'TRANSFERRED' as TicketState, stateTitle: '已转赠' })).toBe('已转赠')
  })

  it('tells valid tickets from used ones', () => {
    expect(stateTone('VALID')).toBe('active')
    expect(['ADMITTED', 'REFUNDED', 'EXPIRED', 'REBOOKED'].map((s) => stateTone(s as TicketState))).toEqual(['used', 'used', 'used', 'used'])
  })
})

describe('seat and attendee', () => {
  it('shows tier and seat, or says general admission', () => {
    expect(seatText(brief('T', { seatPlanName: 'VIP', seatInfo: 'Row 3 Seat 12' }))).toBe('VIP · Row 3 Seat 12')
    expect(seatText(brief('T', { seatPlanName: 'VIP', seatInfo: '' }))).toBe('VIP · 不对号入座')
    setLang('en-US')
    expect(seatText(brief('T', { seatPlanName: 'Stalls', seatInfo: '' }))).toBe('Stalls · General admission')
  })

  it('shows the attendee with the masked id only', () => {
    expect(attendeeText({ name: '陈大文', idType: 'ID_CARD', idNoMasked: '110***********1234' })).toBe('陈大文 110***********1234')
    expect(attendeeText(null)).toBe('')
  })
})

describe('venue time', () => {
  const macau = brief('T', { startTime: Date.UTC(2026, 11, 5, 11, 30), showTimeDesc: '2026-12-05 19:30' })
  const london = brief('T', { startTime: Date.UTC(2026, 6, 5, 18, 0), showTimeDesc: '2026-07-05 19:00' })

  it('reads the offset off the session time', () => {
    expect(venueOffsetMinutes(macau)).toBe(480)
    expect(venueOffsetMinutes(london)).toBe(60)
    expect(venueOffsetMinutes(brief('T', { showTimeDesc: '' }))).toBeNull()
    expect(venueOffsetMinutes(brief('T', { showTimeDesc: 'tonight' }))).toBeNull()
  })

  it('prints instants in the venue zone', () => {
    expect(venueTime(Date.UTC(2026, 11, 5, 10, 0), macau)).toBe('2026-12-05 18:00')
    expect(venueTime(Date.UTC(2026, 6, 5, 23, 30), london)).toBe('2026-07-06 00:30')
  })
})
