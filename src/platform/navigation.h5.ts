import * as core from './navigation-core'
import type { NavigationPort } from './navigation'

interface ShellWindow {
  flutter_inappwebview?: { callHandler(name: string, ...args: unknown[]): unknown }
  webkit?: { messageHandlers?: Record<string, { postMessage(msg: unknown): void } | undefined> }
  NativeShell?: { postMessage(msg: string): void }
}

export const navigation: NavigationPort = {
  ...core,
  assignLocation(url) {
    if (typeof window === 'undefined' || !window.location) return false
    window.location.assign(url)
    return true
  },
  miniJumpType: undefined,
  openMiniProgram: async () => false,
  openNativePage(name, params) {
    if (typeof window === 'undefined') return false
    const w = window as unknown as ShellWindow
    const message = { type: 'openPage', name, params }
    if (w.flutter_inappwebview?.callHandler) {
      void w.flutter_inappwebview.callHandler('openPage', message)
      return true
    }
    const ios = w.webkit?.messageHandlers?.openPage
    if (ios) {
      ios.postMessage(message)
      return true
    }
    if (w.NativeShell) {
      w.NativeShell.postMessage(JSON.stringify(message))
      return true
    }
    return false
  },
}
