/**
 * The user's position, with the permission texts of spec core §6: 'failed to obtain location
 * authorization' and the reason (more accurate venue and show information).
 */
export type LocationResult =
  | { ok: true; latitude: number; longitude: number }
  | { ok: false; reason: 'denied' | 'failed' | 'unsupported'; message: string }

export interface LocationPort {
  getLocation(): Promise<LocationResult>
}

export { LOCATION_REASON_KEY } from './location-key'

export { getLocation } from './location.h5'
