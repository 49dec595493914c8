import type { LocationPort, LocationResult } from './location'
import { pt } from './i18n'
import { showAlert } from './ui'

export { LOCATION_REASON_KEY } from './location-key'

const LOCATION_TIMEOUT_MS = 10000

export const getLocation: LocationPort['getLocation'] = async () => {
  const message = pt('platform.location.authFailed')
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
  if (!geo) return { ok: false, reason: 'unsupported', message }
  const result = await new Promise<LocationResult>((resolve) => {
    geo.getCurrentPosition(
      (pos) => resolve({ ok: true, latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      (err) => resolve({ ok: false, reason: err.code === 1 ? 'denied' : 'failed', message }),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60000 },
    )
  })
  // The browser owns the permission prompt; after a refusal we can only explain why we asked.
  if (!result.ok && result.reason === 'denied') await showAlert(pt('platform.location.reason'), message)
  return result
}
