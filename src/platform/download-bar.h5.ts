import { getHost } from './host'
import type { DownloadBarPort } from './download-bar'

export const shouldShowDownloadBar: DownloadBarPort['shouldShowDownloadBar'] = (host = getHost()) => !host.isNativeAppShell
