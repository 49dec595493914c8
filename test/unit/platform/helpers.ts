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
