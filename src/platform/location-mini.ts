/** Location on the mini-program targets: Taro.getLocation; on refusal the settings dialog, then one retry. */
import Taro from '@tarojs/taro'
import type { LocationResult } from './location'
import { pt } from './i18n'
import { askForScope, isAuthDenied } from './permission'

async function locate(): Promise<LocationResult> {
  const res = await Taro.getLocation({ type: 'gcj02' })
  return { ok: true, latitude: res.latitude, longitude: res.longitude }
}

export async function getLocationVia(scope: string): Promise<LocationResult> {
  try {
    return await locate()
  } catch (err) {
    const message = pt('platform.location.authFailed')
    if (!isAuthDenied(err)) return { ok: false, reason: 'failed', message }
    const granted = await askForScope(scope, message, pt('platform.location.reason'))
    if (!granted) return { ok: false, reason: 'denied', message }
    try {
      return await locate()
    } catch {
      return { ok: false, reason: 'failed', message }
    }
  }
}
