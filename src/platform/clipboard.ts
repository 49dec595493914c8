/** Copy to clipboard with the copy success / failure toasts (spec core §8). Taro covers every target. */
import Taro from '@tarojs/taro'
import { pt } from './i18n'
import { showToast } from './ui'

export async function copyText(text: string, options: { silent?: boolean } = {}): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: String(text ?? '') })
    if (!options.silent) showToast(pt('platform.clipboard.success'))
    return true
  } catch {
    if (!options.silent) showToast(pt('platform.clipboard.failed'))
    return false
  }
}
