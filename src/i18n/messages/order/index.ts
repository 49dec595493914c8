/**
 * Wording only the order subpackage's pages show (confirm, orders, payment).
 * src/packages/order/messages.ts registers it when one of those pages loads, so it stays out of the
 * main package; src/i18n/messages/all.ts checks it against every other dictionary.
 */
import { checked } from '../merge'
import { orders } from './orders'
import { payments } from './payments'
import { bookingMore } from './booking-more'
import { refunds } from './refunds'
import { orderPoints } from './coupons'
import { invoices } from './invoices'
import { waitList } from './waitlist'
import { orderExpress } from './express'
import { rebooks } from './rebooks'
import { orderCombos } from './combos'
import { memberPay } from './member-pay'
import { parking } from './parking'
import { orderRouteTitles } from './routes'

const withPayments = { ...orders, ...checked(orders, payments) }
const withBookingMore = { ...withPayments, ...checked(withPayments, bookingMore) }

const withRefunds = { ...withBookingMore, ...checked(withBookingMore, refunds) }
const withPoints = { ...withRefunds, ...checked(withRefunds, orderPoints) }
const withInvoices = { ...withPoints, ...checked(withPoints, invoices) }
const withWaitList = { ...withInvoices, ...checked(withInvoices, waitList) }
const withExpress = { ...withWaitList, ...checked(withWaitList, orderExpress) }

const withRebooks = { ...withExpress, ...checked(withExpress, rebooks) }
const withCombos = { ...withRebooks, ...checked(withRebooks, orderCombos) }

const withMemberPay = { ...withCombos, ...checked(withCombos, memberPay) }

const withParking = { ...withMemberPay, ...checked(withMemberPay, parking) }

const withoutTitles = withParking

export const orderMessages = { ...withoutTitles, ...checked(withoutTitles, orderRouteTitles) }
