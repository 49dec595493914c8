/**
 * Light/dark theme (spec core §1, §2): modes system, dark, light; the `theme` page query parameter
 * (dark or light) forces a theme for the session without changing the saved mode.
 */
import { getItem, setItem } from './storage'
import { getSystemTheme, onSystemThemeChange, type SystemTheme } from './system'

export type Theme = SystemTheme
export type ThemeMode = 'system' | 'dark' | 'light'
export const THEME_MODES: readonly ThemeMode[] = ['system', 'dark', 'light']
export const THEME_MODE_STORAGE_KEY = 'themeMode'

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value)
}

/** The `theme` query value as a forced theme (dark or light), else undefined. */
export function themeFromQuery(value: string | null | undefined): Theme | undefined {
  return value === 'dark' || value === 'light' ? value : undefined
}

export function resolveTheme(mode: ThemeMode, system: Theme, forced?: Theme): Theme {
  if (forced) return forced
  return mode === 'system' ? system : mode
}

let forcedTheme: Theme | undefined

/** Apply the page's `theme` query parameter (call with undefined to clear). */
export function forceTheme(theme: Theme | undefined): void {
  forcedTheme = theme
}

export function getThemeMode(): ThemeMode {
  const saved = getItem<unknown>(THEME_MODE_STORAGE_KEY)
  return isThemeMode(saved) ? saved : 'system'
}

export function setThemeMode(mode: ThemeMode): void {
  setItem(THEME_MODE_STORAGE_KEY, mode)
}

/** The theme to render now. */
export function currentTheme(): Theme {
  return resolveTheme(getThemeMode(), getSystemTheme(), forcedTheme)
}

/** Calls back with the new theme when the system switches (only matters in system mode). */
export function watchTheme(listener: (theme: Theme) => void): () => void {
  return onSystemThemeChange((system) => listener(resolveTheme(getThemeMode(), system, forcedTheme)))
}
