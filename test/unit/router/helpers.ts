/** Shared fixtures for the router tests: a Taro page stack and a configurable RouterEnv. */
import Taro from '@tarojs/taro'
import type { RouterEnv } from '../../../src/router/env'
import { pagePathOf, ROUTE_BY_NAME } from '../../../src/router/routes'

export const taro = Taro as unknown as Record<string, jest.Mock>

/** Make Taro.getCurrentPages report these routes (bottom first). */
export function setStack(...names: string[]): void {
  taro.getCurrentPages.mockReturnValue(names.map((n) => ({ route: pagePathOf(ROUTE_BY_NAME[n]), options: {} })))
}

export function makeEnv(overrides: Partial<RouterEnv> = {}): RouterEnv {
  return {
    isLoggedIn: () => true,
    loginMethods: () => ['CELLPHONE'],
    needsPhoneBinding: () => false,
    supportsPhoneBinding: () => false,
    shopEnablesWebActivities: () => false,
    isH5: false,
    isNativeAppShell: false,
    nativeNameMap: {},
    ...overrides,
  }
}

/** The url of the n-th call of a Taro navigation mock. */
export const urlOf = (mock: jest.Mock, call = 0): string => (mock.mock.calls[call][0] as { url: string }).url

export const toasts = (): string[] => taro.showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

/** A fake browser window with location.assign and an optional native-shell bridge. */
export function installWindow(extra: Record<string, unknown> = {}) {
  const assign = jest.fn()
  ;(globalThis as Record<string, unknown>).window = { location: { assign, search: '' }, ...extra }
  return { assign }
}

export function removeWindow(): void {
  delete (globalThis as Record<string, unknown>).window
}
