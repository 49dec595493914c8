/**
 * The server's secrets, one per purpose: a key that leaks or has to be rotated for one job (say the
 * email links) must not also forge access tokens or seat results. Each is read from its own variable;
 * none falls back to another. Production requires every one of them (production.ts); in development a
 * missing one is generated once and kept in the database (auth_settings), so every process of a
 * development deployment and every restart agrees on it without configuration.
 */
import { randomBytes } from 'node:crypto'

/** What each secret is for; the key is how code asks for it, `env` where an operator sets it. */
export const SECRET_SETTINGS = {
  auth: { env: 'AUTH_SECRET', use: 'signs buyers\' access tokens and venue staff sessions' },
  link: { env: 'LINK_TOKEN_SECRET', use: 'signs the links of account emails (activate, set password)' },
  code: { env: 'CODE_HASH_SECRET', use: 'HMAC under which one-time codes are kept at rest' },
  captcha: { env: 'CAPTCHA_SECRET', use: 'HMAC that binds a captcha answer and its pass token' },
  upload: { env: 'UPLOAD_POLICY_SECRET', use: 'signs upload policies (certificates, avatars)' },
  orderPass: { env: 'ORDER_PASS_SECRET', use: 'signs the passId a quote hands to create_order' },
  seatPartner: { env: 'SEAT_PARTNER_SECRET', use: 'shared with the seat partner: signs and verifies picked-seat results' },
  ticketKeys: { env: 'TICKET_KEY_SECRET', use: 'encrypts the merchants\' Ed25519 ticket signing keys at rest' },
} as const

export type SecretName = keyof typeof SECRET_SETTINGS
export type Secrets = Record<SecretName, string>

/** Secrets shorter than this are refused: a guessable key signs whatever an attacker likes. */
export const MIN_SECRET_LENGTH = 32

const NAMES = Object.keys(SECRET_SETTINGS) as SecretName[]

/** The secrets the environment sets (unset and empty variables are absent). */
export function secretsFromEnv(env: NodeJS.ProcessEnv): Partial<Secrets> {
  const found: Partial<Secrets> = {}
  for (const name of NAMES) {
    const value = env[SECRET_SETTINGS[name].env]?.trim()
    if (value) found[name] = value
  }
  return found
}

/**
 * What is wrong with the secrets for a production server: each missing, short or shared one, by
 * variable name. Empty when every purpose has its own strong key.
 */
export function secretProblems(env: NodeJS.ProcessEnv): string[] {
  const given = secretsFromEnv(env)
  const problems: string[] = []
  const byValue = new Map<string, string[]>()
  for (const name of NAMES) {
    const { env: variable, use } = SECRET_SETTINGS[name]
    const value = given[name]
    if (!value) {
      problems.push(`${variable} is not set (${use}; ${MIN_SECRET_LENGTH}+ random characters, e.g. \`openssl rand -base64 48\`)`)
      continue
    }
    if (value.length < MIN_SECRET_LENGTH) problems.push(`${variable} is shorter than ${MIN_SECRET_LENGTH} characters`)
    byValue.set(value, [...(byValue.get(value) ?? []), variable])
  }
  for (const variables of byValue.values()) {
    if (variables.length > 1) problems.push(`${variables.join(' and ')} hold the same value: each purpose needs its own secret`)
  }
  return problems
}

/** Where development keeps generated secrets (config/secrets-repository.ts, the auth_settings table). */
export interface SecretStore {
  getOrCreate(key: string, create: () => string): Promise<string>
}

/** The settings row of a generated secret; the access-token key keeps the name it always had. */
export const storedSecretKey = (name: SecretName): string => (name === 'auth' ? 'auth_secret' : `secret:${SECRET_SETTINGS[name].env}`)

export const generateSecret = (): string => randomBytes(48).toString('base64url')

/**
 * Every secret the app signs with: the configured ones, and (development) the rest generated once
 * and kept in the store. The ticket-key secret is never generated: a key kept beside the rows it
 * encrypts protects nothing, so without TICKET_KEY_SECRET (development only) keys stay plain PEM.
 */
export async function resolveSecrets(configured: Partial<Secrets>, store: SecretStore, opts: { generate: boolean }): Promise<Secrets & { ticketKeys: string | undefined }> {
  const resolved: Partial<Secrets> = { ...configured }
  for (const name of NAMES) {
    if (resolved[name] || (name === 'ticketKeys' && opts.generate)) continue
    // Production never makes up a key (startServer has refused already; this guards other callers).
    if (!opts.generate) throw new Error(`${SECRET_SETTINGS[name].env} is not set`)
    resolved[name] = await store.getOrCreate(storedSecretKey(name), generateSecret)
  }
  for (const name of NAMES) {
    const value = resolved[name]
    if (value !== undefined && value.length < MIN_SECRET_LENGTH) throw new Error(`${SECRET_SETTINGS[name].env} must be at least ${MIN_SECRET_LENGTH} characters`)
  }
  return resolved as Secrets & { ticketKeys: string | undefined }
}
