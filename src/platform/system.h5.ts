import type { SystemPort, SystemTheme } from './system'
import { readRawInfo, systemInfoFrom } from './system-core'

export { DEFAULT_STATUS_BAR_HEIGHT } from './system-core'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined
}

export const getSystemTheme: SystemPort['getSystemTheme'] = (): SystemTheme => (media()?.matches ? 'dark' : 'light')

export const getSystemInfo: SystemPort['getSystemInfo'] = () => {
  const raw = readRawInfo()
  if (!raw.language && typeof navigator !== 'undefined') raw.language = navigator.language
  return systemInfoFrom(raw, getSystemTheme())
}

export const onSystemThemeChange: SystemPort['onSystemThemeChange'] = (listener) => {
  const mq = media()
  if (!mq) return () => undefined
  const handler = (e: MediaQueryListEvent) => listener(e.matches ? 'dark' : 'light')
  mq.addEventListener('change', handler)
  return () => mq.removeEventListener('change', handler)
}
