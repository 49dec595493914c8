/**
 * Registers the wording only the show subpackage shows (src/i18n/messages/show/). Every page of this
 * package imports this module, so its dictionary loads with the subpackage instead of the main package.
 */
import { addMessages } from '../../i18n'
import { showMessages } from '../../i18n/messages/show'

addMessages(showMessages)
