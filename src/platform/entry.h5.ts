/**
 * H5 only, evaluated before Taro's router reads the address bar: an alias with params
 * (`/content/123`, spec core §2) becomes the static alias Taro knows (`/content?showId=123`).
 */
import { rewriteEntryUrl } from '../router/h5-alias'
import { ROUTES } from '../router/routes'

const target = rewriteEntryUrl(window.location.pathname, window.location.search, ROUTES)
if (target) window.history.replaceState(window.history.state, '', target + window.location.hash)

export {}
