import Taro from '@tarojs/taro'

export const taro = Taro as unknown as Record<string, jest.Mock>
export const toasts = (): string[] => taro.showToast.mock.calls.map((c) => (c[0] as { title: string }).title)
export const modals = (): Array<{ title?: string; content: string }> => taro.showModal.mock.calls.map((c) => c[0] as { title?: string; content: string })

export function setGlobal(name: string, value: unknown): void {
  ;(globalThis as Record<string, unknown>)[name] = value
}
export function clearGlobal(name: string): void {
  delete (globalThis as Record<string, unknown>)[name]
}

/**
 * Runs `fn` the way a mini-program host runs code: no `globalThis` or `global` (Alipay's engine has
 * neither) and no Web Crypto (no host has it). Code that reaches a host object through globalThis,
 * or asks for crypto, throws inside `fn`; the globals come back afterwards.
 */
export async function likeMiniProgramHost<T>(fn: () => T | Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>
  const saved = { globalThis: g.globalThis, global: g.global, crypto: g.crypto }
  const restore = () => {
    for (const [k, v] of Object.entries(saved)) Object.defineProperty(g, k, { value: v, configurable: true, writable: true })
  }
  try {
    for (const k of Object.keys(saved)) delete g[k]
    return await fn()
  } finally {
    restore()
  }
}

/**
 * Taro as its Alipay runtime builds it: each `my` API the host has becomes a Taro API of the same
 * name (promise-style for getPhoneNumber, tradePay). Remove them with clearTaro.
 */
export function asAlipayTaro(api: Record<string, unknown>): void {
  Object.assign(taro, api)
}
export function clearTaro(...names: string[]): void {
  for (const name of names) delete taro[name]
}

/** Lets pending promise callbacks run. */
export const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
