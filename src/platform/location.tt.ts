import type { LocationPort } from './location'
import { getLocationVia } from './location-mini'

export { LOCATION_REASON_KEY } from './location-key'
export const getLocation: LocationPort['getLocation'] = () => getLocationVia('scope.userLocation')
