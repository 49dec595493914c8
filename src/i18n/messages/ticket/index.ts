/**
 * Wording only the ticket subpackage's pages show (e-ticket detail, ticket errors, past tickets,
 * transfers). src/packages/ticket/messages.ts registers it when one of those pages loads, so it stays
 * out of the main package; src/i18n/messages/all.ts checks it against every other dictionary.
 */
import { checked } from '../merge'
import { tickets } from './tickets'
import { transfers } from './transfers'
import { realName } from './real-name'
import { ticketRouteTitles } from './routes'

const withTransfers = { ...tickets, ...checked(tickets, transfers) }

const withoutTitles = { ...withTransfers, ...checked(withTransfers, realName) }

export const ticketMessages = { ...withoutTitles, ...checked(withoutTitles, ticketRouteTitles) }
