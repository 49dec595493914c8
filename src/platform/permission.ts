/** Host-permission helpers shared by the mini-program adapters (album, location). */
import Taro from '@tarojs/taro'
import { pt } from './i18n'
import { showConfirm } from './ui'

/** True when a failed host call failed because the user (or the host) refused the permission. */
export function isAuthDenied(err: unknown): boolean {
  const msg = String((err as { errMsg?: string; errorMessage?: string })?.errMsg ?? (err as { errorMessage?: string })?.errorMessage ?? '')
  return /auth|deny|denied|permission|authoriz/i.test(msg) || (err as { error?: number })?.error === 2001 || (err as { error?: number })?.error === 11
}

/**
 * Ask the user to grant `scope` in the settings page (openSetting needs a tap, so it runs from a dialog's
 * confirm). Resolves true when the scope is granted afterwards.
 */
export async function askForScope(scope: string, title: string, content: string): Promise<boolean> {
  const go = await showConfirm({ title, content, confirmText: pt('platform.openSetting') })
  if (!go) return false
  try {
    const res = await Taro.openSetting()
    return !!(res.authSetting as Record<string, boolean | undefined>)[scope]
  } catch {
    return false
  }
}
