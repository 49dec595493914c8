/**
 * `?debug=1` on H5 (spec core §2 page parameter `debug`): puts the app's request module, router and
 * stores on `window.__storefront`, so support staff can inspect a buyer's state and replay a call
 * from the browser console, and end-to-end tests can issue a call of a given importance. It exposes
 * nothing the page's own code cannot already do with the buyer's session.
 */
import { request } from '../request'
import { router } from '../router'
import { stores } from '../stores'

export function exposeDebugConsole(): void {
  ;(window as unknown as { __storefront?: unknown }).__storefront = { request, router, stores }
}
