/**
 * Which API a build calls, and whether it may be shipped (README "Targets"). Two modes, chosen by the
 * RELEASE variable and independent of NODE_ENV (which only minifies):
 * - release (RELEASE=1): what gets uploaded to a host. Mini-programs may only call whitelisted HTTPS
 *   domains, so API_BASE must be an https:// origin; anything else stops the build. The devtool's
 *   domain check stays on (project files, host-project-config.ts).
 * - development (default): API_BASE defaults to http://localhost:8080 for a local API, with a warning
 *   that the build cannot be released; the devtool's domain check is off so the local API answers.
 * H5 calls its own origin and needs no base.
 */
export type BuildMode = 'release' | 'development'

export interface ApiBaseDecision {
  mode: BuildMode
  /** Origin the app calls ('' on H5: same origin). */
  apiBase: string
  /** Printed by the build; empty when there is nothing to say. */
  warning: string
}

export const DEV_API_BASE = 'http://localhost:8080'

export class ReleaseConfigError extends Error {}

export function buildModeOf(env: Record<string, string | undefined>): BuildMode {
  return env.RELEASE === '1' || env.RELEASE === 'true' ? 'release' : 'development'
}

function httpsOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !!url.hostname && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash
  } catch {
    return false
  }
}

const LOCAL_HOST = /^(localhost|127\.|0\.0\.0\.0|\[?::1\]?$|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/

export function decideApiBase(target: string, env: Record<string, string | undefined>): ApiBaseDecision {
  const mode = buildModeOf(env)
  const given = env.API_BASE?.trim().replace(/\/+$/, '')
  if (target === 'h5') return { mode, apiBase: given ?? '', warning: '' }
  if (mode === 'release') {
    if (!given) throw new ReleaseConfigError(`RELEASE=1 build of ${target}: set API_BASE to the HTTPS origin of the API (a domain whitelisted in the mini-program console)`)
    if (!httpsOrigin(given)) throw new ReleaseConfigError(`RELEASE=1 build of ${target}: API_BASE must be an https:// origin without a path, got "${given}"`)
    if (LOCAL_HOST.test(new URL(given).hostname)) throw new ReleaseConfigError(`RELEASE=1 build of ${target}: API_BASE "${given}" is a local address no phone can reach`)
    return { mode, apiBase: given, warning: '' }
  }
  const apiBase = given || DEV_API_BASE
  return {
    mode,
    apiBase,
    warning: `Development build of ${target}: the app calls ${apiBase} and the devtool's domain check is off. It cannot be released; build with RELEASE=1 API_BASE=https://<your API domain>.`,
  }
}
