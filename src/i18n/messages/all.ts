/**
 * Every dictionary of the app, main package and subpackages, merged once: `checked` makes a key
 * defined in two of them a type error, and the unit tests read this to check that every key has
 * its text in all three languages. The app itself never imports it (that would put every
 * subpackage's wording back into the main package).
 */
import { checked } from './merge'
import { mainMessages } from '.'
import { userMessages } from './user'
import { showMessages } from './show'
import { orderMessages } from './order'
import { ticketMessages } from './ticket'
import { shopMessages } from './shop'
import { loginCheckMessages } from './login-check'
import { couponChoiceMessages } from './coupon-choice'

const withUser = { ...mainMessages, ...checked(mainMessages, userMessages) }
const withShow = { ...withUser, ...checked(withUser, showMessages) }
const withOrder = { ...withShow, ...checked(withShow, orderMessages) }
const withTicket = { ...withOrder, ...checked(withOrder, ticketMessages) }

const withShop = { ...withTicket, ...checked(withTicket, shopMessages) }

const withLoginCheck = { ...withShop, ...checked(withShop, loginCheckMessages) }

const withCouponChoice = { ...withLoginCheck, ...checked(withLoginCheck, couponChoiceMessages) }

export const allMessages = withCouponChoice
