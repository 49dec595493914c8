/**
 * Registers the wording only the shop subpackage shows (src/i18n/messages/shop/). Every page of this
 * package imports this module, so its dictionary loads with the subpackage instead of the main package.
 */
import { addMessages } from '../../i18n'
import { shopMessages } from '../../i18n/messages/shop'

addMessages(shopMessages)
