export { DEFAULT_STATUS_BAR_HEIGHT } from './system-core'
export { getSystemInfo, getSystemTheme, onSystemThemeChange } from './system-mini'
