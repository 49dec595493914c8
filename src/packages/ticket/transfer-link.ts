/**
 * The one thing a sender hands over: the accept page's address for this transfer. On H5 it is the full
 * URL (same origin, the shop and language the recipient's first page load needs); in a mini-program the
 * app's /accept-ticket alias with the same query, which the router resolves when it is opened.
 */
import { getLang, shortLangOf } from '../../i18n'
import { payReturnOrigin } from '../../platform/pay-platform'
import { router } from '../../router'
import { stores } from '../../stores'

export function acceptLinkOf(transferId: string): string {
  // payReturnOrigin is this app's H5 origin ('' in a mini-program), the base the cashier returns to as well.
  return `${payReturnOrigin()}${router.urlOf('acceptTicket', { transferId, merchantId: stores.app.merchantId, lang: shortLangOf(getLang()) })}`
}
