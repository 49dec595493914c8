/**
 * Registers the wording only the ticket subpackage shows (src/i18n/messages/ticket/). Every page of this
 * package imports this module, so its dictionary loads with the subpackage instead of the main package.
 */
import { addMessages } from '../../i18n'
import { ticketMessages } from '../../i18n/messages/ticket'

addMessages(ticketMessages)
