/**
 * What a production server needs before it may start. NODE_ENV=production is a real mode: every
 * external part (payments, SMS, email, identity, captcha, the database, keys, the public address, the
 * metrics guard) must be configured for real, because each stand-in the development mode runs on is a
 * door: the payment sandbox completes any trade for anyone, the identity sandbox signs anyone in as
 * anyone, the SMS/email sandboxes deliver codes to no one.
 *
 * There is no switch that lets production run on a sandbox (ALLOW_SANDBOX_PROVIDERS existed for a
 * "production-like demo" and is refused now): a demo runs in development mode (NODE_ENV unset), which
 * keeps the sandboxes and the demo merchants by design.
 */
import { logisticsProductionProblems } from '../logistics/registry.js'
import { paymentProductionProblems } from '../payments/production.js'
import { secretProblems } from './secrets.js'

/** Variables whose value must be an https:// URL in production. */
function httpsUrlProblem(env: NodeJS.ProcessEnv, name: string, use: string): string | null {
  const raw = env[name]?.trim()
  if (!raw) return `${name} is not set (${use})`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return `${name} is not a URL`
  }
  return url.protocol === 'https:' ? null : `${name} must be an https:// URL`
}

function providerProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const WHAT = { SMS: 'one-time codes and sale reminders by SMS', EMAIL: 'account emails and codes by email', SUBSCRIBE: 'sale reminders as mini-program subscribe messages' }
  for (const kind of ['SMS', 'EMAIL', 'SUBSCRIBE'] as const) {
    const provider = env[`${kind}_PROVIDER`] || 'sandbox'
    const what = WHAT[kind]
    if (provider !== 'http') {
      problems.push(`${kind}_PROVIDER is '${provider}': set ${kind}_PROVIDER=http with ${kind}_HTTP_URL and ${kind}_HTTP_TOKEN (${what} would reach no one)`)
      continue
    }
    const url = httpsUrlProblem(env, `${kind}_HTTP_URL`, `where ${what} are posted`)
    if (url) problems.push(url)
    if (!env[`${kind}_HTTP_TOKEN`]?.trim()) problems.push(`${kind}_HTTP_TOKEN is not set (bearer token of the ${{ SMS: 'SMS', EMAIL: 'email', SUBSCRIBE: 'subscribe-message' }[kind]} provider)`)
  }
  const identity = env.IDENTITY_PROVIDER || 'sandbox'
  if (identity !== 'live') {
    problems.push(`IDENTITY_PROVIDER is '${identity}': set IDENTITY_PROVIDER=live with GOOGLE_CLIENT_ID / APPLE_CLIENT_ID / WX_MINI_APPS / ALIPAY_MINI_APPS as offered (the sandbox signs anyone in as anyone)`)
  }
  if ((env.CAPTCHA_PROVIDER ?? 'svg') === 'sandbox') problems.push("CAPTCHA_PROVIDER is 'sandbox': unset it (svg) — the sandbox keeps every answer in memory")
  return problems
}

/**
 * Every reason the environment is not fit for production, each naming the variable to set; empty
 * when NODE_ENV is not production or nothing is missing.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  if (env.ALLOW_SANDBOX_PROVIDERS) {
    problems.push('ALLOW_SANDBOX_PROVIDERS is no longer honoured: production never runs on a sandbox; run a demo without NODE_ENV=production')
  }
  if (!env.DATABASE_URL?.trim()) problems.push('DATABASE_URL is not set (production runs on PostgreSQL; the embedded PGlite is a single connection for development)')
  problems.push(...providerProblems(env))
  problems.push(...secretProblems(env))
  const base = httpsUrlProblem(env, 'PUBLIC_BASE_URL', 'the https origin of the shop: links in emails and return addresses must not come from a request\'s Host header')
  if (base) problems.push(base)
  if ((env.METRICS_TOKEN?.trim().length ?? 0) < 16) {
    problems.push('METRICS_TOKEN is not set or shorter than 16 characters (bearer token Prometheus presents to /metrics; the public must not read it)')
  }
  problems.push(...paymentProductionProblems(env))
  problems.push(...logisticsProductionProblems(env))
  return problems
}

/** Refuse to go on, naming every missing setting at once (an operator fixes them in one pass). */
export function assertProductionReady(env: NodeJS.ProcessEnv): void {
  const problems = productionProblems(env)
  if (!problems.length) return
  throw new Error(['NODE_ENV=production but the server is not configured for real; set:', ...problems.map((p) => `  - ${p}`)].join('\n'))
}
