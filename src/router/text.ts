import { routerMessages } from '../i18n/messages/router'
import { translator } from '../platform/text'

/** t() for the router's own keys (see ../i18n/messages/router.ts). */
export const rt = translator(routerMessages)
