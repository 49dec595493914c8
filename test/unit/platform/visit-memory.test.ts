/**
 * @jest-environment jsdom
 */
import { rememberedVisit, rememberVisit } from '../../../src/platform/visit-memory.h5'

describe('H5 visit memory (the shop and language kept across reloads of one tab)', () => {
  beforeEach(() => sessionStorage.clear())

  it('remembers the shop and the chosen language, and nothing before', () => {
    expect(rememberedVisit()).toEqual({})
    rememberVisit({ merchantId: '20001', lang: 'en-US' })
    expect(rememberedVisit()).toEqual({ merchantId: '20001', lang: 'en-US' })
    rememberVisit({ merchantId: '20001' })
    expect(rememberedVisit()).toEqual({ merchantId: '20001', lang: undefined })
  })

  it('ignores what it cannot read, and a storage that throws', () => {
    sessionStorage.setItem('storefront.visit', '{not json')
    expect(rememberedVisit()).toEqual({})
    sessionStorage.setItem('storefront.visit', JSON.stringify({ merchantId: 7, lang: ['en'] }))
    expect(rememberedVisit()).toEqual({ merchantId: undefined, lang: undefined })
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => rememberVisit({ merchantId: '20001' })).not.toThrow()
    setItem.mockRestore()
  })
})
