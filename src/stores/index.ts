/**
 * The app's store singletons. Created once; pages and components read them through `stores`.
 * The merchant default comes from the build (STOREFRONT_MERCHANT_ID) and may be overridden by the
 * page URL (?merchantId=) at launch. The account store lives apart (./account-instance.ts): only
 * account pages use it, and on H5 it stays out of the first screen.
 */
import { storage } from '../platform/storage'
import { AppStore } from './app'
import { BookingStore } from './booking'
import { CartStore } from './cart'
import { CityStore } from './city'
import { DialogStore } from './dialog'
import { MemberPrivilegeStore } from './member'
import { SessionStore } from './session'
import { ShopStore } from './shop'


const defaultMerchant = typeof STOREFRONT_MERCHANT_ID === 'string' ? STOREFRONT_MERCHANT_ID : '10001'

export const stores = {
  app: new AppStore(defaultMerchant),
  session: new SessionStore(storage),
  shop: new ShopStore((): 'light' | 'dark' => stores.app.theme),
  dialog: new DialogStore(),
  city: new CityStore(storage, (): string => stores.app.merchantId),
  booking: new BookingStore(),
  cart: new CartStore(),
  member: new MemberPrivilegeStore((): string => stores.session.getUserId() ?? ''),
}

export type Stores = typeof stores
export { AppStore, DialogStore, SessionStore, ShopStore }
