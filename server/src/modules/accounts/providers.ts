/**
 * A production server must not run on the stand-ins: with NODE_ENV=production, SMS_PROVIDER,
 * EMAIL_PROVIDER and IDENTITY_PROVIDER left on `sandbox` would keep one-time codes and account emails
 * in memory (no buyer ever receives them) and let the sandbox consent page sign anyone in as anyone.
 * startServer refuses to start then, naming what to set, unless ALLOW_SANDBOX_PROVIDERS=1 says a
 * production-like demo is meant. Development, tests, `npm start` and the benches leave NODE_ENV unset.
 */
const CHECKED = [
  { name: 'SMS_PROVIDER', fix: 'SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN' },
  { name: 'EMAIL_PROVIDER', fix: 'EMAIL_PROVIDER=http with EMAIL_HTTP_URL and EMAIL_HTTP_TOKEN' },
  { name: 'IDENTITY_PROVIDER', fix: 'IDENTITY_PROVIDER=live with GOOGLE_CLIENT_ID / APPLE_CLIENT_ID' },
] as const

/** The variables still on their sandbox where production forbids it (empty when all is well). */
export function sandboxProvidersInProduction(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_PROVIDERS === '1') return []
  return CHECKED.filter((c) => (env[c.name] || 'sandbox') === 'sandbox').map((c) => c.name)
}

/** Throw a message that says what is wrong and how to fix it. */
export function assertProductionProviders(env: NodeJS.ProcessEnv = process.env): void {
  const left = sandboxProvidersInProduction(env)
  if (!left.length) return
  const fixes = CHECKED.filter((c) => left.includes(c.name)).map((c) => `  ${c.fix}`)
  throw new Error(
    [
      `NODE_ENV=production but ${left.join(', ')} ${left.length > 1 ? 'are' : 'is'} still 'sandbox': codes and account emails would reach no one and the sandbox sign-in would accept anyone. Configure:`,
      ...fixes,
      'or set ALLOW_SANDBOX_PROVIDERS=1 to run a production build on the sandboxes on purpose (a demo).',
    ].join('\n'),
  )
}
