/** Importance levels and the time-out a call gets (core §9). */
import { DEFAULT_IMPORTANCE, IMPORTANCE, NON_HIGH_DELAY, TIMEOUTS, type Importance } from './constants'

export function levelOf(importance: Importance | undefined): number {
  return IMPORTANCE[importance ?? DEFAULT_IMPORTANCE]
}

/** High and critical calls get the loading mask and the network dialogs; the rest fail quietly. */
export function isHighOrCritical(importance: Importance | undefined): boolean {
  return levelOf(importance) <= IMPORTANCE.high
}

export function isCritical(importance: Importance | undefined): boolean {
  return levelOf(importance) <= IMPORTANCE.critical
}

/** Medium and low calls wait a tick so high ones issued together reach the network first. */
export function sendDelay(importance: Importance | undefined): number {
  return isHighOrCritical(importance) ? 0 : NON_HIGH_DELAY
}

/** Named time-outs by URL shape; everything else gets the default. */
export function timeoutFor(path: string, transfer?: 'upload' | 'download'): number {
  if (transfer === 'upload') return TIMEOUTS.upload
  if (transfer === 'download') return TIMEOUTS.download
  if (path.includes('create_order')) return TIMEOUTS.orderCreate
  if (/(^|\/)show\/.*\/dynamic(\/|\?|$)/.test(path)) return TIMEOUTS.showDynamic
  if (path.includes('home/pub/v5/layouts')) return TIMEOUTS.layouts
  if (path.includes('home/pub/v5/shop/configs')) return TIMEOUTS.shopConfigs
  return TIMEOUTS.default
}
