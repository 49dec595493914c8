/**
 * Registers the wording only the order subpackage shows (src/i18n/messages/order/). Every page of this
 * package imports this module, so its dictionary loads with the subpackage instead of the main package.
 */
import { addMessages } from '../../i18n'
import { orderMessages } from '../../i18n/messages/order'

addMessages(orderMessages)
