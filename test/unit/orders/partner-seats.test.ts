/** Third-party seat picking, the app's side: the partner URL with our way back, and reading its result. */
import { partnerPageUrl, readPartnerResult } from '../../../src/utils/partner-seats'

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url')
const token = (claims: object) => `${b64url(JSON.stringify(claims))}.c2lnbmF0dXJl`

describe('partner seat result', () => {
  it('reads the seats and their labels (UTF-8) of a result', () => {
    const t = token({ m: '10001', sh: 'MO001', s: 'MO001-S1', seats: ['A-1', 'A-2'], labels: ['池座 3排7座', 'Stalls row 3 seat 8'], exp: 1 })
    expect(readPartnerResult(t)).toEqual({ token: t, sessionId: 'MO001-S1', seatIds: ['A-1', 'A-2'], labels: ['池座 3排7座', 'Stalls row 3 seat 8'] })
  })

  it('is not a result without a signature part, seats or a session, or when garbled', () => {
    expect(readPartnerResult(undefined)).toBeNull()
    expect(readPartnerResult(b64url('{"s":"x","seats":["a"]}'))).toBeNull()
    expect(readPartnerResult(token({ s: 'S1', seats: [] }))).toBeNull()
    expect(readPartnerResult(token({ seats: ['a'] }))).toBeNull()
    expect(readPartnerResult(token({ s: 'S1', seats: [1] }))).toBeNull()
    expect(readPartnerResult('%%%.sig')).toBeNull()
    expect(readPartnerResult(`${b64url('not json')}.sig`)).toBeNull()
    // Labels are optional (display only).
    expect(readPartnerResult(token({ s: 'S1', seats: ['a'] }))?.labels).toEqual([])
  })

  it('adds our way back and the language to the partner page address', () => {
    expect(partnerPageUrl('https://api.x/api/sandbox/seat-partner/sessions/S1?merchantId=10001', 'https://shop.x/pick-seat?showId=MO001&sessionId=S1', 'en')).toBe(
      'https://api.x/api/sandbox/seat-partner/sessions/S1?merchantId=10001&returnUrl=https%3A%2F%2Fshop.x%2Fpick-seat%3FshowId%3DMO001%26sessionId%3DS1&lang=en',
    )
    expect(partnerPageUrl('https://p.x/pick', 'https://shop.x/a', 'zh-MO')).toBe('https://p.x/pick?returnUrl=https%3A%2F%2Fshop.x%2Fa&lang=zh-MO')
  })
})
