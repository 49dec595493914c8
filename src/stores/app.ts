/**
 * App-wide settings of this visit: which merchant, which language, desktop mode, preview mode and
 * the channel the buyer came from. Read once at launch from the page query and the host, then
 * changed only by the buyer (language) or by the shop config (default language).
 */
import { makeAutoObservable } from 'mobx'
import { getLang, setLang, type Lang } from '../i18n'

export class AppStore {
  merchantId: string
  channelId = ''
  preview = false
  desktop = false
  /** Light or dark skin: the system's, the saved mode's, or the one forced by ?theme= (core §2). */
  theme: 'light' | 'dark' = 'light'
  /** True once the buyer (or the URL) chose a language; the shop default no longer overrides it. */
  langChosen = false
  /** The tab page on screen (route name), for the app-drawn tab bar's selection. */
  currentTab: string | undefined = undefined

  constructor(defaultMerchantId: string) {
    this.merchantId = defaultMerchantId
    makeAutoObservable(this)
  }

  get lang(): Lang {
    return getLang()
  }

  /** The buyer picked a language (or the URL named one): it sticks for this visit. */
  chooseLang(lang: Lang): void {
    this.langChosen = true
    setLang(lang)
  }

  /** The shop's default language applies only while the buyer has not chosen one. */
  applyShopDefaultLang(lang: Lang): void {
    if (!this.langChosen) setLang(lang)
  }

  setLaunchOptions(options: { merchantId?: string; channelId?: string; preview?: boolean; desktop?: boolean }): void {
    if (options.merchantId) this.merchantId = options.merchantId
    if (options.channelId) this.channelId = options.channelId
    if (options.preview !== undefined) this.preview = options.preview
    if (options.desktop !== undefined) this.desktop = options.desktop
  }

  setTheme(theme: 'light' | 'dark'): void {
    this.theme = theme
  }

  setCurrentTab(name: string): void {
    this.currentTab = name
  }

  setDesktop(desktop: boolean): void {
    this.desktop = desktop
  }
}
