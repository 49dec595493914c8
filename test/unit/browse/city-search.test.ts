import type { SiteList } from '../../../types/catalog'
import { CityStore, DEFAULT_CITY_ID, pickCity } from '../../../src/stores/city'
import { addToHistory, HISTORY_MAX } from '../../../src/utils/search-history'
import { dateRange } from '../../../src/utils/date-filter'

const site = (cityId: string, status: 'ONLINE' | 'OFFLINE' = 'ONLINE') => ({
  siteId: `S-${cityId}`,
  cityId,
  provinceId: 'P',
  cityName: cityId,
  status,
  bsCityId: cityId,
})

function memoryStorage() {
  const map = new Map<string, unknown>()
  return { get: (k: string) => map.get(k), set: (k: string, v: unknown) => void map.set(k, v), map }
}

describe('city choice', () => {
  const list: SiteList = { defaultCityId: 'BL8201', list: [site('BL8201'), site('BL1106'), site('BL1101', 'OFFLINE')] }
  it('keeps a saved city that is still listed', () => expect(pickCity(list, 'BL1106')).toBe('BL1106'))
  it('falls back to the merchant default, then BL1106, then the first site', () => {
    expect(pickCity(list, 'BL1101')).toBe('BL8201')
    expect(pickCity({ defaultCityId: '', list: [site('BL8101'), site('BL1106')] })).toBe('BL1106')
    expect(pickCity({ defaultCityId: '', list: [site('BL8101')] })).toBe('BL8101')
    expect(pickCity({ defaultCityId: '', list: [] })).toBe(DEFAULT_CITY_ID)
  })
  it('persists the choice per merchant and restores it', async () => {
    const storage = memoryStorage()
    let merchant = '10001'
    const a = new CityStore(storage, () => merchant, async () => list)
    await a.load()
    expect(a.cityId).toBe('BL8201')
    a.choose('BL1106')
    const b = new CityStore(storage, () => merchant, async () => list)
    await b.load()
    expect(b.cityId).toBe('BL1106')
    expect(b.cityName).toBe('BL1106')
    merchant = '10002'
    const c = new CityStore(storage, () => merchant, async () => list)
    await c.load()
    expect(c.cityId).toBe('BL8201')
  })
  it('keeps the default city when the sites cannot be loaded', async () => {
    const store = new CityStore(memoryStorage(), () => '1', () => Promise.reject(new Error('offline')))
    await store.load()
    expect(store.cityId).toBe(DEFAULT_CITY_ID)
  })
})

describe('search history', () => {
  it('puts the newest first without duplicates, at most 10', () => {
    let h: string[] = []
    for (let i = 0; i < 12; i++) h = addToHistory(h, `k${i}`)
    expect(h).toHaveLength(HISTORY_MAX)
    expect(h[0]).toBe('k11')
    h = addToHistory(h, 'k5')
    expect(h[0]).toBe('k5')
    expect(h.filter((x) => x === 'k5')).toHaveLength(1)
    expect(addToHistory(h, '  ')).toEqual(h)
  })
})

describe('search date filter', () => {
  const now = new Date(2026, 11, 2, 10) // Wednesday 2 Dec 2026, local time
  it('gives local day bounds', () => {
    expect(dateRange('ALL', now)).toEqual({})
    expect(dateRange('TODAY', now)).toEqual({ startDate: '2026-12-02', endDate: '2026-12-02' })
    expect(dateRange('WEEK', now)).toEqual({ startDate: '2026-12-02', endDate: '2026-12-06' })
    expect(dateRange('MONTH', now)).toEqual({ startDate: '2026-12-02', endDate: '2026-12-31' })
    expect(dateRange('NEXT_MONTH', now)).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' })
  })
})
