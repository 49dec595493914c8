/**
 * Brightness and screenshot events on the mini-program targets through Taro (which maps Alipay's
 * `brightness` field to `value`). Every call is guarded: an old base library may lack the API, and a
 * refused call must never break the ticket page.
 */
import Taro from '@tarojs/taro'
import type { ScreenPort } from './screen'

interface ScreenApis {
  getScreenBrightness?: () => Promise<{ value: number }>
  setScreenBrightness?: (o: { value: number }) => Promise<unknown>
  onUserCaptureScreen?: (cb: () => void) => void
  offUserCaptureScreen?: (cb: () => void) => void
}

const apis = (): ScreenApis => Taro as unknown as ScreenApis

export const getScreenBrightness: ScreenPort['getScreenBrightness'] = async () => {
  const get = apis().getScreenBrightness
  if (typeof get !== 'function') return null
  try {
    const { value } = await get()
    return typeof value === 'number' && value >= 0 && value <= 1 ? value : null
  } catch {
    return null
  }
}

export const setScreenBrightness: ScreenPort['setScreenBrightness'] = async (value) => {
  const set = apis().setScreenBrightness
  if (typeof set !== 'function') return false
  try {
    await set({ value: Math.min(1, Math.max(0, value)) })
    return true
  } catch {
    return false
  }
}

export const onUserScreenshot: ScreenPort['onUserScreenshot'] = (listener) => {
  const { onUserCaptureScreen, offUserCaptureScreen } = apis()
  if (typeof onUserCaptureScreen !== 'function') return () => undefined
  const handler = () => listener()
  onUserCaptureScreen(handler)
  return () => offUserCaptureScreen?.(handler)
}
