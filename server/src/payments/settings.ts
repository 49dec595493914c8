/**
 * Reading a real provider's settings from the environment: all of its shared settings or none (a
 * half-configured provider is a mistake worth stopping for, not a reason to fall back to the
 * sandbox), each product enabled by its own setting (the app id buyers pay in).
 */
import type { PaymentProduct } from '../../../types/payments.js'

export interface ProviderSettings<T> {
  /** The parsed configuration; null when the provider is not (or not correctly) configured. */
  config: T | null
  /** Products this configuration serves (its per-product settings are present). */
  products: PaymentProduct[]
  /** Each product this provider could serve → the settings it still lacks. */
  missing: Map<PaymentProduct, string[]>
  /** Settings present but unusable (a partial set, a key that does not parse). */
  errors: string[]
}

/** The value of `name`, trimmed; undefined when empty. */
export function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim()
  return v ? v : undefined
}

/**
 * The shared settings' values when all are set; which are missing otherwise, and an error when only
 * some are (`label` names the provider in it).
 */
export function sharedSettings<N extends string>(env: NodeJS.ProcessEnv, label: string, names: readonly N[]): { values: Record<N, string> | null; missing: N[]; errors: string[] } {
  const missing = names.filter((n) => !setting(env, n))
  if (missing.length === 0) return { values: Object.fromEntries(names.map((n) => [n, setting(env, n)])) as Record<N, string>, missing, errors: [] }
  const partly = missing.length < names.length
  return { values: null, missing, errors: partly ? [`${label} is partly configured: also set ${missing.join(', ')}`] : [] }
}

/** Run a parser over one setting and turn its failure into a named error. */
export function parsed<T>(name: string, what: string, parse: () => T, errors: string[]): T | null {
  try {
    return parse()
  } catch {
    errors.push(`${name} is not ${what}`)
    return null
  }
}
