import { assetUrl, configureAssetBase } from '../../src/utils/asset-url'

describe('assetUrl', () => {
  afterEach(() => configureAssetBase(''))

  it('keeps server paths relative on H5 (same origin)', () => {
    configureAssetBase('')
    expect(assetUrl('/api/pub/poster/S1.svg?merchantId=10001&lang=en')).toBe('/api/pub/poster/S1.svg?merchantId=10001&lang=en')
  })

  it('prefixes server paths with the API origin on mini-programs', () => {
    configureAssetBase('https://api.example.com/')
    expect(assetUrl('/api/pub/poster/S1.svg?lang=en')).toBe('https://api.example.com/api/pub/poster/S1.svg?lang=en')
  })

  it('leaves absolute, protocol-relative, data and empty URLs alone', () => {
    configureAssetBase('https://api.example.com')
    expect(assetUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(assetUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png')
    expect(assetUrl('data:image/svg+xml;base64,AAAA')).toBe('data:image/svg+xml;base64,AAAA')
    expect(assetUrl(undefined)).toBe('')
    expect(assetUrl('')).toBe('')
  })
})
