/**
 * Which logistics provider the deployment tracks parcels with. Kuaidi100 when KUAIDI100_CUSTOMER and
 * KUAIDI100_KEY are set; otherwise the sandbox — in development only: production never tracks a
 * parcel on the sandbox (logisticsProductionProblems refuses the start), as payments never pay there.
 */
import { createKuaidi100Logistics, KUAIDI100_SETTINGS } from './kuaidi100.js'
import type { LogisticsProvider } from './provider.js'
import { createSandboxLogistics, sandboxStepSeconds } from './sandbox.js'

export function createLogisticsFromEnv(env: NodeJS.ProcessEnv): LogisticsProvider {
  const customer = env.KUAIDI100_CUSTOMER?.trim()
  const key = env.KUAIDI100_KEY?.trim()
  if (customer && key) return createKuaidi100Logistics({ customer, key })
  if (env.NODE_ENV === 'production') throw new Error(`logistics: ${logisticsProductionProblems(env).join('; ')}`)
  return createSandboxLogistics(sandboxStepSeconds(env))
}

/** What stops a production start on the logistics side (empty outside production). */
export function logisticsProductionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return []
  const missing = KUAIDI100_SETTINGS.filter((name) => !env[name]?.trim())
  if (missing.length === 0) return []
  if (missing.length < KUAIDI100_SETTINGS.length) return [`the Kuaidi100 logistics settings are partial: set ${missing.join(', ')}`]
  return [`no logistics provider is configured for real (express parcels would be tracked on the sandbox): set ${KUAIDI100_SETTINGS.join(', ')}, see README "Express delivery"`]
}
