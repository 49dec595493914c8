/** System info and theme on the mini-program targets (getSystemInfoSync().theme, onThemeChange). */
import Taro from '@tarojs/taro'
import type { SystemPort, SystemTheme } from './system'
import { readRawInfo, systemInfoFrom } from './system-core'

export const getSystemTheme: SystemPort['getSystemTheme'] = (): SystemTheme => (readRawInfo().theme === 'dark' ? 'dark' : 'light')

export const getSystemInfo: SystemPort['getSystemInfo'] = () => {
  const raw = readRawInfo()
  return systemInfoFrom(raw, raw.theme === 'dark' ? 'dark' : 'light')
}

export const onSystemThemeChange: SystemPort['onSystemThemeChange'] = (listener) => {
  const t = Taro as unknown as {
    onThemeChange?: (cb: (res: { theme: string }) => void) => void
    offThemeChange?: (cb: (res: { theme: string }) => void) => void
  }
  if (typeof t.onThemeChange !== 'function') return () => undefined
  const handler = (res: { theme: string }) => listener(res.theme === 'dark' ? 'dark' : 'light')
  t.onThemeChange(handler)
  return () => t.offThemeChange?.(handler)
}
