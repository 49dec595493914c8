import type { DownloadBarPort } from './download-bar'

export const shouldShowDownloadBar: DownloadBarPort['shouldShowDownloadBar'] = () => false
