import type { SystemPort, SystemTheme } from './system'
import { systemInfoFrom } from './system-core'

export { DEFAULT_STATUS_BAR_HEIGHT } from './system-core'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined
}

export const getSystemTheme: SystemPort['getSystemTheme'] = (): SystemTheme => (media()?.matches ? 'dark' : 'light')

/**
 * The page's own size and the browser's language: what Taro's H5 getSystemInfoSync reports for these
 * (documentElement's client size, navigator.language; no status bar), read directly, because that
 * function also parses the user agent for the device model with a 15 KB library in the first screen.
 */
export const getSystemInfo: SystemPort['getSystemInfo'] = () => {
  const root = typeof document !== 'undefined' ? document.documentElement : undefined
  return systemInfoFrom(
    {
      windowWidth: root?.clientWidth || undefined,
      windowHeight: root?.clientHeight || undefined,
      language: typeof navigator !== 'undefined' ? navigator.language : undefined,
    },
    getSystemTheme(),
  )
}

export const onSystemThemeChange: SystemPort['onSystemThemeChange'] = (listener) => {
  const mq = media()
  if (!mq) return () => undefined
  const handler = (e: MediaQueryListEvent) => listener(e.matches ? 'dark' : 'light')
  mq.addEventListener('change', handler)
  return () => mq.removeEventListener('change', handler)
}
