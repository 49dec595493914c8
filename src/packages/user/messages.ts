/**
 * Registers the wording only the user subpackage shows (src/i18n/messages/user/). Every page of this
 * package imports this module, so its dictionary loads with the subpackage instead of the main package.
 */
import { addMessages } from '../../i18n'
import { userMessages } from '../../i18n/messages/user'

addMessages(userMessages)
