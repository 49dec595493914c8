import { platformMessages } from '../i18n/messages/platform'
import { translator } from './text'

/** t() for the platform layer's own keys (see ../i18n/messages/platform.ts). */
export const pt = translator(platformMessages)
