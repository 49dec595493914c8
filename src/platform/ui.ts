/**
 * The few UI primitives the platform adapters and the router need (toast, alert, confirm), over Taro.
 * Taro implements these on every target, so this file has no per-target variants.
 */
import Taro from '@tarojs/taro'
import { pt } from './i18n'

/** Spec core §9: toast 2000 ms. */
export const TOAST_MS = 2000

export function showToast(title: string, duration = TOAST_MS): void {
  void Taro.showToast({ title, icon: 'none', duration })
}

/** A one-button dialog. Resolves when it closes. */
export async function showAlert(content: string, title = ''): Promise<void> {
  await Taro.showModal({ title, content, showCancel: false, confirmText: pt('platform.ok') })
}

/** A two-button dialog. Resolves true on confirm. */
export async function showConfirm(opts: { title?: string; content: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const res = await Taro.showModal({
    title: opts.title ?? '',
    content: opts.content,
    showCancel: true,
    confirmText: opts.confirmText ?? pt('platform.ok'),
    cancelText: opts.cancelText ?? pt('platform.cancel'),
  })
  return !!res.confirm
}
