import { webViewTarget } from '../../src/utils/web-view-target'

describe('web-view target', () => {
  it('opens http(s) URLs, decoded once when they arrive encoded', () => {
    expect(webViewTarget('https://pay.example.com/c?x=1')).toBe('https://pay.example.com/c?x=1')
    expect(webViewTarget(encodeURIComponent('https://pay.example.com/c?x=1&y=2'))).toBe('https://pay.example.com/c?x=1&y=2')
  })
  it('refuses missing, script and relative URLs', () => {
    expect(webViewTarget(undefined)).toBeNull()
    expect(webViewTarget('')).toBeNull()
    expect(webViewTarget('javascript:alert(1)')).toBeNull()
    expect(webViewTarget('/pages/list/list')).toBeNull()
  })
})
