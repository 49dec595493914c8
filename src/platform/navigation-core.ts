/** Taro page-stack calls shared by every target's navigation port (see navigation.ts). */
import Taro from '@tarojs/taro'
import type { PageEntry } from './navigation'

export const navigateTo = async (url: string): Promise<void> => {
  await Taro.navigateTo({ url })
}
export const redirectTo = async (url: string): Promise<void> => {
  await Taro.redirectTo({ url })
}
export const switchTab = async (url: string): Promise<void> => {
  await Taro.switchTab({ url })
}
export const reLaunch = async (url: string): Promise<void> => {
  await Taro.reLaunch({ url })
}
export const navigateBack = async (delta: number): Promise<void> => {
  await Taro.navigateBack({ delta })
}

/** The page stack, bottom first; `route` without a leading slash (`pages/list/list`). */
export function getCurrentPages(): PageEntry[] {
  const pages = (Taro.getCurrentPages() ?? []) as Array<{ route?: string; path?: string; options?: Record<string, string>; $taroParams?: Record<string, string> }>
  return pages.map((p) => ({
    route: String(p.route ?? p.path ?? '')
      .replace(/^\//, '')
      .split('?')[0],
    options: { ...queryOf(p.$taroParams), ...p.options },
  }))
}

/**
 * Taro's H5 page instances have an empty `options`: their query is in `$taroParams`, beside Taro's own
 * `stamp` and `$taroTimestamp`. Without it a deep link to a login-only page (/accept-ticket?transferId=)
 * came back from login without its query.
 */
function queryOf(params: Record<string, string> | undefined): Record<string, string> {
  const { $taroTimestamp: _time, stamp: _stamp, ...query } = params ?? {}
  return query
}

export async function openMiniProgramVia(appId: string, path?: string): Promise<boolean> {
  try {
    await Taro.navigateToMiniProgram({ appId, path })
    return true
  } catch {
    return false
  }
}
