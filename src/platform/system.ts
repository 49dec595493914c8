/** Window size, status bar height (default 20, spec core §9), system language tag and system theme. */
export type SystemTheme = 'light' | 'dark'

export interface SystemInfo {
  windowWidth: number
  windowHeight: number
  /** Status bar height in px; 20 when the host does not say. */
  statusBarHeight: number
  /** The host's language tag as given (map it with i18n's langFromSystemTag). */
  language: string
  theme: SystemTheme
}

export interface SystemPort {
  getSystemInfo(): SystemInfo
  getSystemTheme(): SystemTheme
  /** Calls back when the system switches light/dark; returns the unsubscribe function. */
  onSystemThemeChange(listener: (theme: SystemTheme) => void): () => void
}

export { DEFAULT_STATUS_BAR_HEIGHT } from './system-core'
export { getSystemInfo, getSystemTheme, onSystemThemeChange } from './system.h5'
