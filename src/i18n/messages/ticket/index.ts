/**
 * Wording only the ticket subpackage's pages show (e-ticket detail, ticket errors, past tickets).
 * src/packages/ticket/messages.ts registers it when one of those pages loads, so it stays out of the
 * main package; src/i18n/messages/all.ts checks it against every other dictionary.
 */
import { tickets } from './tickets'

export const ticketMessages = tickets
