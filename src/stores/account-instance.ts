/**
 * The buyer's account store (profile, logins, bindings, logout), apart from `stores` (./index.ts):
 * only account pages, the mine tab and desktop mode's avatar use it, so on H5 it loads with them and
 * stays out of the first screen's scripts (issue 16): boot's login check (src/boot/login-check-lazy.h5.ts)
 * and the desktop bar (src/components/desktop-top-bar/deferred.h5.tsx) load it when they need it.
 */
import { AccountStore } from './account'
import { stores } from './index'

export const account = new AccountStore(() => stores.session)
