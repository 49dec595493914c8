export { callPhone } from './phone-mini'
