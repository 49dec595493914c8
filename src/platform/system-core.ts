import Taro from '@tarojs/taro'
import type { SystemInfo, SystemTheme } from './system'

export const DEFAULT_STATUS_BAR_HEIGHT = 20

interface RawInfo {
  windowWidth?: number
  windowHeight?: number
  statusBarHeight?: number
  language?: string
  theme?: string
}

export function readRawInfo(): RawInfo {
  try {
    return (Taro.getSystemInfoSync() ?? {}) as RawInfo
  } catch {
    return {}
  }
}

export function systemInfoFrom(raw: RawInfo, theme: SystemTheme): SystemInfo {
  const bar = raw.statusBarHeight
  return {
    windowWidth: raw.windowWidth ?? 375,
    windowHeight: raw.windowHeight ?? 667,
    statusBarHeight: typeof bar === 'number' && Number.isFinite(bar) && bar > 0 ? bar : DEFAULT_STATUS_BAR_HEIGHT,
    language: raw.language ?? '',
    theme,
  }
}
