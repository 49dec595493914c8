/**
 * All dictionaries, merged. Add a domain file and spread it here; `checked` makes a key defined in
 * two files a type error instead of a silent override.
 */
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

type NoOverlap<A, B> = keyof A & keyof B extends never ? B : never
const checked = <A, B>(_a: A, b: B & NoOverlap<A, B>): B => b

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

export const messages = withBookingMore
export type MessageKey = keyof typeof messages
