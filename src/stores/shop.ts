/**
 * The merchant's shop config (theme, languages, navigation, flags) as the API answers it.
 * Loaded at launch and again when the language changes (navigation names are localised).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ShopConfig } from '../../types/shop'
import { fetchShopConfig } from '../services/shop'

export type LoadState = 'idle' | 'loading' | 'ready' | 'error'

export class ShopStore {
  config: ShopConfig | null = null
  state: LoadState = 'idle'
  errorMessage = ''

  constructor() {
    makeAutoObservable(this)
  }

  get isOpen(): boolean {
    return this.config?.shopStatus === 'OPEN'
  }

  get mainColor(): string {
    return this.config?.availableShopThemes?.[0]?.shopMainColor || this.config?.themeColor || '#e8383d'
  }

  get priceColor(): string {
    return this.config?.availableShopThemes?.[0]?.priceColor || this.mainColor
  }

  async load(): Promise<ShopConfig | null> {
    this.state = 'loading'
    try {
      const config = await fetchShopConfig()
      runInAction(() => {
        this.config = config
        this.state = 'ready'
        this.errorMessage = ''
      })
      return config
    } catch (error) {
      runInAction(() => {
        this.state = 'error'
        this.errorMessage = error instanceof Error ? error.message : String(error)
      })
      return null
    }
  }
}
