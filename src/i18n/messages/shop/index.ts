/**
 * Wording only the shop subpackage's pages (and the goods order page of the order subpackage) show.
 * src/packages/shop/messages.ts registers it when one of those pages loads, so it stays out of the
 * main package; src/i18n/messages/all.ts checks it against every other dictionary.
 */
import { checked } from '../merge'
import { goods } from './goods'
import { stubs } from './stubs'
import { shopRouteTitles } from './routes'

const withoutTitles = { ...goods, ...checked(goods, stubs) }

export const shopMessages = { ...withoutTitles, ...checked(withoutTitles, shopRouteTitles) }
