/**
 * Release builds of the mini-programs call an HTTPS API or do not build; development builds may call
 * a local API, with a warning (config/api-base.ts).
 */
import { buildModeOf, decideApiBase, DEV_API_BASE, ReleaseConfigError } from '../../../config/api-base'

describe('API base of a build', () => {
  it('release needs an https origin on every mini-program target', () => {
    for (const target of ['weapp', 'alipay', 'tt']) {
      expect(() => decideApiBase(target, { RELEASE: '1' })).toThrow(ReleaseConfigError)
      expect(() => decideApiBase(target, { RELEASE: '1', API_BASE: 'http://api.example.com' })).toThrow(/https/)
      expect(() => decideApiBase(target, { RELEASE: '1', API_BASE: 'https://localhost:8443' })).toThrow(/local address/)
      expect(() => decideApiBase(target, { RELEASE: '1', API_BASE: 'https://192.168.1.20' })).toThrow(/local address/)
      expect(() => decideApiBase(target, { RELEASE: '1', API_BASE: 'https://api.example.com/v1' })).toThrow(/without a path/)
      expect(decideApiBase(target, { RELEASE: '1', API_BASE: 'https://api.example.com/' })).toEqual({ mode: 'release', apiBase: 'https://api.example.com', warning: '' })
    }
  })

  it('development keeps the local API and says it cannot be released', () => {
    const d = decideApiBase('weapp', {})
    expect(d).toMatchObject({ mode: 'development', apiBase: DEV_API_BASE })
    expect(d.warning).toMatch(/cannot be released.*RELEASE=1/)
    expect(decideApiBase('tt', { API_BASE: 'http://10.0.0.5:8080' }).apiBase).toBe('http://10.0.0.5:8080')
  })

  it('H5 calls its own origin in either mode', () => {
    expect(decideApiBase('h5', { RELEASE: '1' })).toEqual({ mode: 'release', apiBase: '', warning: '' })
    expect(buildModeOf({ RELEASE: 'true' })).toBe('release')
    expect(buildModeOf({ RELEASE: '0' })).toBe('development')
  })
})
