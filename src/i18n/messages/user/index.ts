/**
 * Wording only the user subpackage's pages show (login family, profile, addresses, coupons).
 * src/packages/user/messages.ts registers it when one of those pages loads, so it stays out of the
 * main package; src/i18n/messages/all.ts checks it against every other dictionary.
 */
import { checked } from '../merge'
import { account } from './account'
import { addressbook } from './addressbook'
import { bookingMore } from './booking-more'
import { browse } from './browse'
import { coupons } from './coupons'
import { notices } from './notices'
import { membership } from './membership'
import { cards } from './cards'
import { userRouteTitles } from './routes'

const withAddressbook = { ...account, ...checked(account, addressbook) }
const withBookingMore = { ...withAddressbook, ...checked(withAddressbook, bookingMore) }
const withBrowse = { ...withBookingMore, ...checked(withBookingMore, browse) }

const withCoupons = { ...withBrowse, ...checked(withBrowse, coupons) }
const withNotices = { ...withCoupons, ...checked(withCoupons, notices) }

const withMembership = { ...withNotices, ...checked(withNotices, membership) }

const withCards = { ...withMembership, ...checked(withMembership, cards) }

const withoutTitles = withCards

export const userMessages = { ...withoutTitles, ...checked(withoutTitles, userRouteTitles) }
