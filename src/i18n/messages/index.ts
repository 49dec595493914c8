/**
 * The main package's dictionaries, merged: what the tab pages, the app shell, dialogs, request and
 * router say. Wording only one subpackage's pages show lives in ./<package>/ and is registered by
 * that package when its pages load (src/packages/<package>/messages.ts), so the main package does not
 * carry it. `MessageKey` still names every key of every package, so `t()` checks keys at compile
 * time everywhere; ./all.ts merges everything for the checks that a key is defined once.
 */
import { checked } from './merge'
import { app } from './app'
import { errors } from './errors'
import { routeTitles } from './routes'
import { routerMessages } from './router'
import { platformMessages } from './platform'
import { browse } from './browse'
import { account } from './account'
import { orders } from './orders'
import { addressbook } from './addressbook'
import { payments } from './payments'
import { tickets } from './tickets'
import { seating } from './seating'
import { bookingMore } from './booking-more'
import type { userMessages } from './user'
import type { showMessages } from './show'
import type { orderMessages } from './order'
import type { ticketMessages } from './ticket'
import type { shopMessages } from './shop'
import type { loginCheckMessages } from './login-check'
import type { couponChoiceMessages } from './coupon-choice'

const base = { ...app, ...checked(app, routeTitles) }
const withErrors = { ...base, ...checked(base, errors) }
const withRouter = { ...withErrors, ...checked(withErrors, routerMessages) }
const withPlatform = { ...withRouter, ...checked(withRouter, platformMessages) }

const withBrowse = { ...withPlatform, ...checked(withPlatform, browse) }

const withAccount = { ...withBrowse, ...checked(withBrowse, account) }

const withOrders = { ...withAccount, ...checked(withAccount, orders) }

const withAddressbook = { ...withOrders, ...checked(withOrders, addressbook) }

const withTickets = { ...withAddressbook, ...checked(withAddressbook, tickets) }

const withPayments = { ...withTickets, ...checked(withTickets, payments) }

const withSeating = { ...withPayments, ...checked(withPayments, seating) }

const withBookingMore = { ...withSeating, ...checked(withSeating, bookingMore) }

export const mainMessages = withBookingMore

/** The subpackages whose pages register their own wording (and the lazily loaded launch login check and the coupon choice), and the keys each brings. */
export type PackageMessages = typeof userMessages & typeof showMessages & typeof orderMessages & typeof ticketMessages & typeof shopMessages & typeof loginCheckMessages & typeof couponChoiceMessages
export type MessageKey = keyof typeof mainMessages | keyof PackageMessages
