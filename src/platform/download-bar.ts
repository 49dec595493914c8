/** The open-in-app download bar (spec core §1: shows on H5, never in mini-programs or inside the app). */
import type { HostInfo } from './host'

export interface DownloadBarPort {
  shouldShowDownloadBar(host?: HostInfo): boolean
}

export { shouldShowDownloadBar } from './download-bar.h5'
