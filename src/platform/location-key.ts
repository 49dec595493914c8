export const LOCATION_REASON_KEY = 'platform.location.reason'
