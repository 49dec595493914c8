/**
 * The city the buyer browses (spec core §3 Site, §9 default city BL1106). Persisted per merchant so a
 * reload keeps the choice. Without a saved choice the merchant's default site wins, then BL1106 when
 * the merchant sells there, then its first site.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { Site, SiteList } from '../../types/catalog'
import { fetchSites } from '../services/catalog'
import { DEFAULT_CITY_ID, pickCity } from '../../types/sites'

export { DEFAULT_CITY_ID, pickCity }


export interface CityStorage {
  get(key: string): unknown
  set(key: string, value: unknown): void
}

interface Saved {
  cityId: string
}

export class CityStore {
  /** Chosen or settled this launch; before that the saved choice (or BL1106) stands in. */
  private selected: string | undefined = undefined
  sites: Site[] = []
  loaded = false

  constructor(
    private readonly storage: CityStorage,
    private readonly merchantId: () => string,
    private readonly loadSites: () => Promise<SiteList> = fetchSites,
  ) {
    // The merchant is read lazily: the app may switch it (?merchantId=) after the stores exist.
    makeAutoObservable<this, 'storage' | 'merchantId' | 'loadSites' | 'selected'>(this, {
      storage: false,
      merchantId: false,
      loadSites: false,
      selected: true,
    })
  }

  get cityId(): string {
    return this.selected ?? this.saved() ?? DEFAULT_CITY_ID
  }

  /** True when the city will not change on load: it was chosen before or is already settled. */
  get settled(): boolean {
    return this.loaded || this.saved() !== undefined
  }

  private key(): string {
    return `city:${this.merchantId()}`
  }

  private saved(): string | undefined {
    const value = this.storage.get(this.key()) as Saved | undefined
    return value && typeof value.cityId === 'string' ? value.cityId : undefined
  }

  get current(): Site | undefined {
    return this.sites.find((s) => s.cityId === this.cityId)
  }

  get cityName(): string {
    return this.current?.cityName ?? ''
  }

  /** Loads the merchant's sites (once per launch unless forced) and settles the current city. */
  async load(force = false): Promise<void> {
    if (this.loaded && !force) return
    try {
      const list = await this.loadSites()
      runInAction(() => {
        this.sites = list.list.filter((s) => s.status === 'ONLINE')
        this.selected = pickCity(list, this.saved())
        this.loaded = true
      })
    } catch {
      // Sites are optional decoration: keep the saved or default city and try again next time.
    }
  }

  choose(cityId: string): void {
    this.selected = cityId
    this.storage.set(this.key(), { cityId } satisfies Saved)
  }
}
