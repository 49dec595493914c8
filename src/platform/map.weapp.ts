export { supportsMapNavigation, openMap } from './map-mini'
