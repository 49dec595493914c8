/**
 * The router's public surface. `router` is the app-wide instance over the platform navigation port;
 * the app shell calls `router.setEnv(env)` once its stores exist.
 */
import { getHost } from '../platform/host'
import { navigation } from '../platform/navigation'
import { DEFAULT_ROUTER_ENV } from './env'
import { createRouter } from './router'

export * from './routes'
export * from './alias'
export * from './constants'
export * from './env'
export * from './events'
export * from './router'
export * from './banner'
export * from './page-query'
export * from './lazy'

const host = getHost()

export const router = createRouter({ ...DEFAULT_ROUTER_ENV, isH5: host.isH5, isNativeAppShell: host.isNativeAppShell }, navigation)
