/**
 * Wording only the show subpackage's pages show (detail, search, calendar, booking, seats).
 * src/packages/show/messages.ts registers it when one of those pages loads, so it stays out of the
 * main package; src/i18n/messages/all.ts checks it against every other dictionary.
 */
import { checked } from '../merge'
import { browse } from './browse'
import { orders } from './orders'
import { bookingMore } from './booking-more'
import { seating } from './seating'
import { bookingWaitList } from './waitlist'
import { openShow } from './open-show'
import { showCombos } from './combos'
import { topics } from './topics'
import { reservations } from './reservations'
import { showRouteTitles } from './routes'

const withOrders = { ...browse, ...checked(browse, orders) }
const withBookingMore = { ...withOrders, ...checked(withOrders, bookingMore) }
const withSeating = { ...withBookingMore, ...checked(withBookingMore, seating) }

const withWaitList = { ...withSeating, ...checked(withSeating, bookingWaitList) }
const withOpenShow = { ...withWaitList, ...checked(withWaitList, openShow) }

const withCombos = { ...withOpenShow, ...checked(withOpenShow, showCombos) }
const withTopics = { ...withCombos, ...checked(withCombos, topics) }
const withReservations = { ...withTopics, ...checked(withTopics, reservations) }

const withoutTitles = withReservations

export const showMessages = { ...withoutTitles, ...checked(withoutTitles, showRouteTitles) }
